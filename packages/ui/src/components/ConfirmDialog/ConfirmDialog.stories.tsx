import type { Meta, StoryObj } from '@storybook/react-vite';
import { editProductMessages } from '@sika/domain';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { theme } from '../../theme/index.ts';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const text = editProductMessages;
const productTitle = 'Kente cloth, 6 yards';

/** The dialog as a screen uses it: a button opens it, its own buttons close it. */
function WithOpener(args: ComponentProps<typeof ConfirmDialog>) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" danger onClick={() => setOpen(true)}>
        {text.delete}
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: text.deleteDialogTitle,
    children: text.deleteDialogBody,
    cancelLabel: text.cancel,
    confirmLabel: text.confirmDelete,
    danger: true,
    subject: productTitle,
    onCancel: fn(),
    onConfirm: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the body, outside the story's canvas.
const page = () => within(document.body);

/** The open dialog once its 300 ms (panel) and 150 ms (backdrop) transitions are over. */
async function openDialog() {
  const dialog = await page().findByRole('alertdialog', { name: text.deleteDialogTitle });
  const backdrop = page().getByTestId('dialog-backdrop');
  await waitFor(() => {
    expect(getComputedStyle(backdrop).opacity).toBe('1');
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(getComputedStyle(dialog).transform);
  });
  return dialog;
}

/** Open: the dialog's title, its question and the product it deletes, described by them; focus on Cancel, the safe choice. */
export const Open: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(`${text.deleteDialogBody} ${productTitle}`);
    await expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus();
  },
};

/**
 * A delete looks like one: the dialog keeps its texts (docs/product.md, Edit product) and names the
 * product under them, and 'delete' is the danger colour, not the brand green; both buttons are full
 * touch targets (docs/product.md, Touch targets).
 */
export const Danger: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('heading', { name: text.deleteDialogTitle })).toBeVisible();
    await expect(within(dialog).getByText(text.deleteDialogBody)).toBeVisible();
    await expect(within(dialog).getByText(productTitle)).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: text.confirmDelete });
    await expect(confirm).toHaveStyle({ backgroundColor: theme.colors.danger, color: theme.colors.onDanger });
    for (const button of within(dialog).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      expect(width).toBeGreaterThanOrEqual(44);
      expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Without `danger` (a confirmation that deletes nothing) the confirm button keeps the brand colour. */
export const NotDangerous: Story = {
  args: {
    danger: false,
    subject: undefined,
    title: 'Send the e-mail again?',
    children: 'We will send it now.',
    confirmLabel: 'Send',
  },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Send the e-mail again?' });
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveStyle({
      backgroundColor: theme.colors.primary,
    });
  },
};

/** Tab and Shift+Tab go round the dialog's buttons and never reach the page behind it. */
export const FocusTrapped: Story = {
  play: async () => {
    const dialog = await openDialog();
    const cancel = within(dialog).getByRole('button', { name: text.cancel });
    const confirm = within(dialog).getByRole('button', { name: text.confirmDelete });
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

/** Static: Escape and a click on the backdrop do nothing. */
export const EscapeAndBackdropDoNotClose: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page().getByTestId('dialog-backdrop'), { skipHover: true });
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Cancel closes it (after the transition) and gives focus back to the button that opened it. */
export const Cancel: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: text.delete });
    await userEvent.click(opener);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmDelete }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** While the delete runs: the confirm button is busy and a second press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: text.confirmDelete });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
