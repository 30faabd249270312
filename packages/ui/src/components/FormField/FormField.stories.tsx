import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { controlBox, FormField } from './FormField.tsx';

const Input = styled.input`
  ${controlBox}
`;

const meta = {
  title: 'Components/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Business mobile number', children: (control) => <Input {...control} type="tel" /> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

const controlIn = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Business mobile number');

/** The label names the control; nothing describes it and it is not invalid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const control = controlIn(canvasElement);
    await expect(control).toHaveAttribute('aria-invalid', 'false');
    await expect(control).not.toHaveAttribute('aria-describedby');
  },
};

/** A hint under the label describes the control. */
export const WithHint: Story = {
  args: { hint: 'The number customers call, e.g. 024 123 4567' },
  play: async ({ canvasElement }) => {
    await expect(controlIn(canvasElement)).toHaveAccessibleDescription('The number customers call, e.g. 024 123 4567');
  },
};

/** An error (a Formik message once touched, or the server's word on the field) marks the control invalid. */
export const WithError: Story = {
  args: { error: 'Business mobile number is required' },
  play: async ({ canvasElement }) => {
    const control = controlIn(canvasElement);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Business mobile number is required');
    await expect(within(canvasElement).getByText('Business mobile number is required')).toHaveStyle({
      color: 'rgb(179, 38, 30)',
    });
  },
};

/** Hint and error together: both describe the control, the hint first. */
export const WithHintAndError: Story = {
  args: { hint: 'The number customers call, e.g. 024 123 4567', error: 'This number is already registered' },
  play: async ({ canvasElement }) => {
    await expect(controlIn(canvasElement)).toHaveAccessibleDescription(
      'The number customers call, e.g. 024 123 4567 This number is already registered',
    );
  },
};
