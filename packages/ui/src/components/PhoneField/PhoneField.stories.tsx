import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, signupStepThreeInitialValues, signupStepThreeSchema } from '@sika/domain';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

const label = 'MoMo number';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { name: 'business_momo_mobile', label },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Formik initialValues={signupStepThreeInitialValues} validationSchema={signupStepThreeSchema} onSubmit={() => {}}>
      <Form noValidate aria-label="A phone number">
        <PhoneField {...args} />
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A telephone input; nothing under it until a network can be named. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).not.toHaveAccessibleDescription();
  },
};

/** The first digits name a network: a hint read with the field, never a message. */
export const NetworkHint: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await userEvent.type(input, '055');
    await expect(input).toHaveAccessibleDescription(messages.phones.networkHint('MTN'));
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A refused number: only its message shows, the hint gives way to it. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await userEvent.type(input, '0244');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText(messages.phones.mobileInvalid)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(messages.phones.mobileInvalid);
  },
};
