import type { Meta, StoryObj } from '@storybook/react-vite';
import { inviteInitialValues, inviteSchema, teamMessages } from '@sika/domain';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceField } from './ChoiceField.tsx';

const text = teamMessages;

const meta = {
  title: 'Components/ChoiceField',
  component: ChoiceField,
  tags: ['autodocs'],
  args: {
    name: 'by',
    legend: text.inviteByLegend,
    options: [
      { value: 'phone', label: text.inviteBy.phone },
      { value: 'email', label: text.inviteBy.email },
    ],
  },
  parameters: { layout: 'padded' },
  // The Team panel's invitation form's own rule for the field.
  render: (args) => (
    <Formik initialValues={inviteInitialValues} validationSchema={inviteSchema.pick(['by'])} onSubmit={() => {}}>
      <Form noValidate aria-label="Example form">
        <ChoiceField {...args} />
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof ChoiceField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group named by its legend; the form's value is the checked radio button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: text.inviteByLegend })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text.inviteBy.phone })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: text.inviteBy.email })).not.toBeChecked();
  },
};

/** A tap (or the arrow keys) moves the choice. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: text.inviteBy.email }));
    await expect(canvas.getByRole('radio', { name: text.inviteBy.email })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: text.inviteBy.phone })).not.toBeChecked();
  },
};
