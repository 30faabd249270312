import type { Meta, StoryObj } from '@storybook/react-vite';
import { addProductSchema, addProductMessages } from '@sika/domain';
import { Formik } from 'formik';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { FormStack } from './FormStack.tsx';

const text = addProductMessages;
const onSubmit = fn();

const meta = {
  title: 'Components/FormStack',
  component: FormStack,
  tags: ['autodocs'],
  args: { 'aria-label': text.heading, noValidate: true },
  parameters: { layout: 'padded' },
  beforeEach: () => onSubmit.mockClear(),
  // Two fields of the add-product form with its own rules.
  render: (args) => (
    <Formik
      initialValues={{ title: '', brand: '' }}
      validationSchema={addProductSchema.pick(['title', 'brand'])}
      onSubmit={onSubmit}
    >
      <FormStack {...args}>
        <TextField name="title" label={text.titleLabel} />
        <TextField name="brand" label={text.brandLabel} />
        <Button type="submit">{text.submit}</Button>
      </FormStack>
    </Formik>
  ),
} satisfies Meta<typeof FormStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column: the fields, then the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: text.heading });
    await expect(within(form).getAllByRole('textbox')).toHaveLength(2);
  },
};

/** A refused submit moves focus to the first invalid field, so its message is heard. */
export const FocusesFirstInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(text.brandLabel), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    const title = canvas.getByLabelText(text.titleLabel);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription(text.titleRequired);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(text.titleLabel), 'Kente stole');
    await userEvent.type(canvas.getByLabelText(text.brandLabel), 'Bonwire{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  },
};
