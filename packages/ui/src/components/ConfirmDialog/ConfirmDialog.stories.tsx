import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@sika/domain';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const text = messages.editProduct;

/** The dialog as a screen uses it: a button opens it, its own buttons close it. */
function WithOpener(args: ComponentProps<typeof ConfirmDialog>) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
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

/** Open: the product's title and question, described by it; focus on Cancel, the safe choice. */
export const Open: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(text.deleteDialogBody);
    await expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus();
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
