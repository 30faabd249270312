import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUSINESS_CATEGORIES, signupStepTwoSchema, toOptions, signupTwoMessages } from '@sika/domain';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Combobox } from './Combobox.tsx';

const text = signupTwoMessages;

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    name: 'business_category',
    label: text.businessCategoryLabel,
    options: toOptions(BUSINESS_CATEGORIES),
    noMatchText: text.noCategoryFound,
    placeholder: text.businessCategoryPlaceholder,
  },
  // Inside a Formik form with the real step-two rule for the field, as on the sign-up screen.
  decorators: [
    (Story) => (
      <Formik
        initialValues={{ business_category: '' }}
        validationSchema={signupStepTwoSchema.pick(['business_category'])}
        onSubmit={() => {}}
      >
        <Frame noValidate>
          <Story />
        </Frame>
      </Formik>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const Frame = styled(Form)`
  min-height: 26rem; /* room for the open list in the screenshot */
  padding: ${({ theme }) => theme.space.md};
`;

const comboboxIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: text.businessCategoryLabel });

const optionNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = comboboxIn(canvasElement);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveAttribute('placeholder', text.businessCategoryPlaceholder);
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: text.businessCategoryLabel });
    await expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    await expect(optionNames(canvasElement)).toEqual([...BUSINESS_CATEGORIES]);
  },
};

/** Filtering ignores case: 'FOOD' keeps Food Market only. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(comboboxIn(canvasElement), 'FOOD');
    await expect(optionNames(canvasElement)).toEqual(['Food Market']);
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = comboboxIn(canvasElement);
    await userEvent.tab();
    await expect(combobox).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const phones = canvas.getByRole('option', { name: 'Phones and Tablets' });
    await expect(combobox).toHaveAttribute('aria-activedescendant', phones.id);
    await expect(phones).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const computers = canvas.getByRole('option', { name: 'Computers and accessories' });
    await expect(combobox).toHaveAttribute('aria-activedescendant', computers.id);

    await userEvent.keyboard('{Enter}');
    await expect(combobox).toHaveValue('Computers and accessories');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');

    // Escape closes an open list first, then clears the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', computers.id);
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveValue('Computers and accessories');
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveValue('');
  },
};

export const PointerSelection: Story = {
  play: async ({ canvasElement }) => {
    const combobox = comboboxIn(canvasElement);
    await userEvent.click(combobox);
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Home and Office' }));
    await expect(combobox).toHaveValue('Home and Office');
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(comboboxIn(canvasElement), 'Toys');
    await expect(canvas.getByText(text.noCategoryFound)).toBeVisible();
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

/** Touched and left empty: the schema's message, tied to the input. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const combobox = comboboxIn(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(await within(canvasElement).findByText(text.businessCategoryRequired)).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription(text.businessCategoryRequired);
  },
};

/** Free text that names no option is not a category. */
export const NotInList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(comboboxIn(canvasElement), 'Toys');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText(text.businessCategoryNotInList)).toBeVisible();
  },
};

/** A label typed in another case is taken as that option on leaving the field. */
export const TypedLabelIsPicked: Story = {
  play: async ({ canvasElement }) => {
    const combobox = comboboxIn(canvasElement);
    await userEvent.type(combobox, 'food market');
    await userEvent.tab();
    await expect(combobox).toHaveValue('Food Market');
    await expect(combobox).toHaveAttribute('aria-invalid', 'false');
  },
};
