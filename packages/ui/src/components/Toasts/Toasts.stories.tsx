import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@sika/domain';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { toast } from './toast.ts';
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
      <Button onClick={() => toast.success(messages.addProduct.created)}>Show a success</Button>{' '}
      <Button variant="secondary" onClick={() => toast.error(messages.generic.somethingWentWrong)}>
        Show an error
      </Button>
    </>
  ),
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top-right, progress bar, closes on click (spec section 1). */
export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Show a success' }).click();
    within(canvasElement).getByRole('button', { name: 'Show an error' }).click();
    // Toasts fade in: wait until a person can read them.
    await waitFor(() => expect(page.getByText(messages.addProduct.created)).toBeVisible());
    await waitFor(() => expect(page.getByText(messages.generic.somethingWentWrong)).toBeVisible());
    await expect(page.getAllByRole('progressbar', { name: 'notification timer' })).toHaveLength(2);
    const container = canvasElement.ownerDocument.querySelector('.Toastify__toast-container');
    await expect(container).toHaveClass('Toastify__toast-container--top-right');
  },
};
