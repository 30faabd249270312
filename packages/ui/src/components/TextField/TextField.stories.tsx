import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { signupStepTwoInitialValues, signupStepTwoSchema } from '@sika/domain';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { name: 'business_name', label: 'Business Name' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Formik initialValues={signupStepTwoInitialValues} validationSchema={signupStepTwoSchema} onSubmit={() => {}}>
      <Form noValidate aria-label="Example form">
        <TextField {...args} />
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No message before the field is touched (docs/product.md, Form checks and their messages). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Business Name');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByText('Business Name is required')).not.toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'As customers will see it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Business Name')).toHaveAccessibleDescription(
      'As customers will see it',
    );
  },
};

/** Touched and empty: the message shows, is tied to the input and marks it invalid. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Business Name'));
    await userEvent.tab();
    await expect(await canvas.findByText('Business Name is required')).toBeVisible();
    await expect(canvas.getByLabelText('Business Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Business Name')).toHaveAccessibleDescription('Business Name is required');
  },
};
