import type { Meta, StoryObj } from '@storybook/react-vite';
import { appMessages } from '@sika/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dismissedState, expectTabOrder } from '../../storyKit/index.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

const text = appMessages.updatePrompt;

const meta = {
  title: 'Components/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new deployment is waiting: the sentence is announced, and Reload changes to it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.text);
    await userEvent.click(canvas.getByRole('button', { name: text.reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** 'Later': the prompt goes; the new version starts next time the portal opens. */
export const Dismissed: Story = dismissedState(UpdatePrompt, {
  dismiss: text.dismiss,
  after: `${text.dismiss}: the page carries on.`,
  shown: (canvas) => canvas.queryByRole('status'),
});

/** From the keyboard: Tab reaches Reload first, then Later. */
export const KeyboardFocus: Story = {
  play: ({ canvasElement }) => expectTabOrder(canvasElement, [text.reload, text.dismiss]),
};
