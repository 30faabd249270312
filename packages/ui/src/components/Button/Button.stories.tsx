import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { theme } from '../../theme/index.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save', onClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

/** The danger colour as the browser draws it (getComputedStyle answers rgb()). */
const dangerRgb = (() => {
  const n = Number.parseInt(theme.colors.danger.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
})();

/** At least 44x44 CSS px (docs/product.md, Touch targets), whatever its label. */
function expectTouchSize(button: HTMLElement) {
  const { width, height } = button.getBoundingClientRect();
  expect(width).toBeGreaterThanOrEqual(44);
  expect(height).toBeGreaterThanOrEqual(44);
}

/** A short label still makes a full-size target. */
export const ShortLabel: Story = {
  args: { variant: 'text', children: 'x' },
  play: ({ canvasElement }) => expectTouchSize(within(canvasElement).getByRole('button', { name: 'x' })),
};

/** The confirmation of a destructive action: filled with the danger colour, not the brand green. */
export const Danger: Story = {
  args: { danger: true, children: 'delete' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'delete' });
    expect(getComputedStyle(button).backgroundColor).toBe(dangerRgb);
    expectTouchSize(button);
  },
};

/** What opens a destructive action's dialog beside the form's main button: outlined in the danger colour. */
export const DangerSecondary: Story = {
  args: { danger: true, variant: 'secondary', children: 'Delete' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    expect(getComputedStyle(button).color).toBe(dangerRgb);
    expect(getComputedStyle(button).borderTopColor).toBe(dangerRgb);
  },
};

/** A destructive action that must not stand out (Delete account under the profile): a link's weight. */
export const DangerText: Story = {
  args: { danger: true, variant: 'text', children: 'Delete account' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete account' });
    expect(getComputedStyle(button).color).toBe(dangerRgb);
    expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expectTouchSize(button);
  },
};

/** Busy: announced as busy and unavailable, presses do nothing, and it keeps keyboard focus. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
