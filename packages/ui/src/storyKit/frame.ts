import { messages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation, expectToast } from './expect.ts';

const text = messages.dashboard;

/**
 * The dashboard's frame around a vendor page: the brand, the hamburger (closed), and the left menu
 * (shown from tablet width: the desktop screenshot) with `current` marked as the entry the page was
 * reached from and Logout at its foot; and the page's way back, `back`, leading to `href`.
 */
export async function expectVendorFrame(
  canvasElement: HTMLElement,
  { current, back, href }: { current: string; back: string; href: string },
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: /Go to the dashboard/ })).toBeVisible();
  await expect(canvas.getByRole('button', { name: text.openMenu })).toHaveAttribute('aria-expanded', 'false');
  const side = within(canvas.getByLabelText(text.sideMenuLabel, { selector: 'nav' }));
  // The entry's name may go on with a count ('Your Orders, 3 to ship').
  const entry = side.getByRole('link', {
    name: (name) => name === current || name.startsWith(`${current}, `),
    hidden: true,
  });
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(side.getByRole('button', { name: text.menu.logout, hidden: true })).toBeInTheDocument();
  await expect(await canvas.findByRole('link', { name: back })).toHaveAttribute('href', href);
}

/** The page's placeholder: one status announcing `label`, busy, shaped like what is coming. */
export async function expectPlaceholder(canvasElement: HTMLElement, label: string | RegExp) {
  const status = await within(canvasElement).findByRole('status');
  await expect(status).toHaveAttribute('aria-busy', 'true');
  await expect(status).toHaveTextContent(label);
}

/** A form page's placeholder: its heading, and its fields' shapes announced as 'Loading {heading}'. */
export async function expectFormPlaceholder(canvasElement: HTMLElement, heading: string) {
  await expectPlaceholder(canvasElement, text.loadingPage(heading));
  await expect(within(canvasElement).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Types into the field labelled `label`, then leaves by the link `cancel`: to `path`, nothing saved. */
export async function cancelAfterTyping(
  canvasElement: HTMLElement,
  { label, typed, cancel, path }: { label: string; typed: string; cancel: string; path: string },
) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(label), typed);
  await userEvent.click(canvas.getByRole('link', { name: cancel }));
  await expectLocation(canvasElement, path);
}

/** Presses `button` once the form is in: the toast `saying`, then the page at `path`. */
export async function saveWithToast(
  canvasElement: HTMLElement,
  { button, saying, path }: { button: string; saying: string; path: string },
) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  await expectToast(canvasElement, saying);
  await expectLocation(canvasElement, path);
}
