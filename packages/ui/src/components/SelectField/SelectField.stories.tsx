import type { Meta, StoryObj } from '@storybook/react-vite';
import { addProductSchema, PRODUCT_CATEGORIES, toOptions, addProductMessages } from '@sika/domain';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { fieldMessage } from '../../storyKit/index.ts';
import { SelectField } from './SelectField.tsx';

const text = addProductMessages;

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    name: 'category',
    label: text.categoryLabel,
    options: toOptions(PRODUCT_CATEGORIES),
    placeholder: text.categoryPlaceholder,
  },
  parameters: { layout: 'padded' },
  // The add-product form's own rule for the field.
  render: (args) => (
    <Formik initialValues={{ category: '' }} validationSchema={addProductSchema.pick(['category'])} onSubmit={() => {}}>
      <Form noValidate aria-label="Example form">
        <SelectField {...args} />
      </Form>
    </Formik>
  ),
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: text.categoryLabel });

/** The placeholder is the empty choice, then every product category in the domain's order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = selectIn(canvasElement);
    await expect(select).toHaveValue('');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([text.categoryPlaceholder, ...PRODUCT_CATEGORIES]);
  },
};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const select = selectIn(canvasElement);
    await userEvent.selectOptions(select, 'Phones and Tablets');
    await expect(select).toHaveValue('Phones and Tablets');
    await expect(select).toHaveDisplayValue('Phones and Tablets');
  },
};

/** Touched and left empty: 'Category is required', tied to the field. */
export const WithError: Story = fieldMessage(text.categoryLabel, text.categoryRequired);
