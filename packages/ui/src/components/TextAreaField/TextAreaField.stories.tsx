import type { Meta, StoryObj } from '@storybook/react-vite';
import { addProductSchema, DESCRIPTION_MAX_LENGTH, addProductMessages } from '@sika/domain';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField.tsx';

const text = addProductMessages;

const meta = {
  title: 'Components/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: { name: 'description', label: text.descriptionLabel, maxLength: DESCRIPTION_MAX_LENGTH },
  parameters: { layout: 'padded' },
  // The add-product form's own rule for the field.
  render: (args) => (
    <Formik
      initialValues={{ description: '' }}
      validationSchema={addProductSchema.pick(['description'])}
      onSubmit={() => {}}
    >
      <Form noValidate aria-label="Example form">
        <TextAreaField {...args} />
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

const areaIn = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(text.descriptionLabel);

/** Empty: '0/100', and screen readers hear how many characters are left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0/100')).toBeVisible();
    await expect(areaIn(canvasElement)).toHaveAccessibleDescription('100 characters left');
    await expect(areaIn(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The counter follows what is typed. */
export const Counter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(areaIn(canvasElement), 'Hand-woven kente');
    await expect(within(canvasElement).getByText('16/100')).toBeVisible();
    await expect(areaIn(canvasElement)).toHaveAccessibleDescription('84 characters left');
  },
};

/** At 100 characters the field takes no more and the counter turns red. */
export const AtLimit: Story = {
  play: async ({ canvasElement }) => {
    const area = areaIn(canvasElement);
    await userEvent.click(area);
    await userEvent.paste('x'.repeat(DESCRIPTION_MAX_LENGTH - 1));
    await userEvent.type(area, 'yz');
    await expect(area).toHaveValue(`${'x'.repeat(DESCRIPTION_MAX_LENGTH - 1)}y`);
    const counter = within(canvasElement).getByText('100/100');
    await expect(counter).toBeVisible();
    await expect(counter.parentElement).toHaveStyle({ color: 'rgb(179, 38, 30)' });
    await expect(area).toHaveAccessibleDescription('0 characters left');
  },
};

/** Touched and empty: the message, after the counter in the field's description. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const area = areaIn(canvasElement);
    await userEvent.click(area);
    await userEvent.tab();
    await expect(await within(canvasElement).findByText(text.descriptionRequired)).toBeVisible();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(`100 characters left ${text.descriptionRequired}`);
  },
};
