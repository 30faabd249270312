import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, addProductMessages } from '@sika/domain';
import { useCallback, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { PlainToasts } from './PlainToasts.tsx';
import { toast, type PlainToast } from './toast.ts';
import { Toasts } from './Toasts.tsx';

/**
 * The preview already mounts one container for every story; this page only fires toasts into it,
 * as the screens do (./toast.ts: react-toastify is fetched on the first toast or once the page is idle).
 */
const meta = {
  title: 'Components/Toasts',
  component: Toasts,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: () => (
    <>
      <Button onClick={() => toast.success(addProductMessages.created)}>Show a success</Button>{' '}
      <Button variant="secondary" onClick={() => toast.error(messages.generic.somethingWentWrong)}>
        Show an error
      </Button>
    </>
  ),
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top-right, progress bar, closes on click (docs/product.md, Toasts). */
export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Show a success' }).click();
    within(canvasElement).getByRole('button', { name: 'Show an error' }).click();
    // Toasts fade in: wait until a person can read them.
    await waitFor(() => expect(page.getByText(addProductMessages.created)).toBeVisible());
    await waitFor(() => expect(page.getByText(messages.generic.somethingWentWrong)).toBeVisible());
    await expect(page.getAllByRole('progressbar', { name: 'notification timer' })).toHaveLength(2);
    const container = canvasElement.ownerDocument.querySelector('.Toastify__toast-container');
    await expect(container).toHaveClass('Toastify__toast-container--top-right');
    // Each close button is a full touch target (docs/product.md, Touch targets), not the library's 14x19 px.
    const closes = [...canvasElement.ownerDocument.querySelectorAll('.Toastify__close-button')];
    await expect(closes).toHaveLength(2);
    for (const close of closes) {
      await waitFor(() => {
        const { width, height } = close.getBoundingClientRect();
        expect([width, height]).toEqual([44, 44]);
      });
    }
  },
};

/** What PlainToasts draws when react-toastify could not be fetched (./toast.ts): an error and a success. */
function WithoutTheLibrary({ autoCloseMs }: { autoCloseMs?: number }) {
  const [toasts, setToasts] = useState<readonly PlainToast[]>([
    { id: 1, kind: 'error', message: addProductMessages.failed },
    { id: 2, kind: 'success', message: addProductMessages.created },
  ]);
  const close = useCallback((id: number) => setToasts((shown) => shown.filter((plain) => plain.id !== id)), []);
  return <PlainToasts toasts={toasts} onClose={close} autoCloseMs={autoCloseMs} />;
}

/**
 * The network went before react-toastify arrived: the toasts still show, top-right, oldest on top,
 * in a live region that is always on the page; an error is read out as an alert, a success as a status.
 */
export const PlainWithoutTheLibrary: Story = {
  render: () => <WithoutTheLibrary />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(addProductMessages.failed);
    await expect(canvas.getByRole('status')).toHaveTextContent(addProductMessages.created);
    const [error, success] = [canvas.getByRole('alert'), canvas.getByRole('status')];
    await expect(error.getBoundingClientRect().top).toBeLessThan(success.getBoundingClientRect().top);
    await expect(canvas.getAllByRole('button', { name: messages.generic.closeMessage })).toHaveLength(2);
    await expect(error.parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

/**
 * Each plain toast closes itself (here after 1 s rather than 5 s), unless the pointer is on it or
 * focus is in it: then it waits for the vendor to finish reading.
 */
export const PlainClosesItselfUnlessPointedAt: Story = {
  render: () => <WithoutTheLibrary autoCloseMs={1000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('alert'));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('alert')).toHaveTextContent(addProductMessages.failed);
    await userEvent.unhover(canvas.getByRole('alert'));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Each plain toast closes by its button (from the keyboard too), leaving the others. */
export const PlainClosedByItsButton: Story = {
  render: () => <WithoutTheLibrary />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = canvas.getByRole('alert');
    within(error).getByRole('button', { name: messages.generic.closeMessage }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(addProductMessages.created);
  },
};
