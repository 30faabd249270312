import type { Meta, StoryObj } from '@storybook/react-vite';
import { appMessages } from '@sika/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dismissedState, expectTabOrder } from '../../storyKit/index.ts';
import { InstallOffer } from './InstallOffer.tsx';

const text = appMessages.installOffer;

const meta = {
  title: 'Components/InstallOffer',
  component: InstallOffer,
  args: { onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser can install the portal: the offer, at the bottom of the dashboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const offer = within(canvasElement).getByRole('region', { name: text.label });
    await expect(offer).toHaveTextContent(text.text);
    // Shown, it took no focus away from the page.
    await expect(offer).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(offer).getByRole('button', { name: text.install }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
  },
};

/** 'Not now': the offer goes (and the portal remembers it on this device). */
export const Dismissed: Story = dismissedState(InstallOffer, {
  dismiss: text.dismiss,
  after: `${text.dismiss}: the dashboard carries on without the offer.`,
  shown: (canvas) => canvas.queryByRole('region', { name: text.label }),
});

/** From the keyboard: Tab reaches Install, then Not now, each with its focus ring. */
export const KeyboardFocus: Story = {
  play: ({ canvasElement }) => expectTabOrder(canvasElement, [text.install, text.dismiss]),
};
