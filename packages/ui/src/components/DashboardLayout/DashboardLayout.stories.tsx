import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths } from '@sika/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DashboardLayout, type NavEntry } from './DashboardLayout.tsx';

const text = messages.dashboard;

const meta = {
  title: 'Components/DashboardLayout',
  component: DashboardLayout,
  tags: ['autodocs'],
  args: {
    brandTo: paths.dashboard,
    footerYear: 2026,
    children: <h1>Panel</h1>,
    sideMenu: {
      current: 'products',
      entries: [
        { id: 'products', label: text.sideMenu.allProducts, to: paths.dashboard },
        { id: 'add', label: text.sideMenu.addProducts, to: paths.dashboardPanel('add') },
        { id: 'orders', label: text.sideMenu.orders, to: paths.dashboardPanel('orders') },
        { id: 'profile', label: text.sideMenu.profile, to: paths.dashboardPanel('profile') },
      ],
      last: <Button onClick={fn()}>{text.menu.logout}</Button>,
    },
    menu: {
      greeting: text.greeting('Kente Crafts'),
      entries: [
        { id: 'add', label: text.menu.addProducts, to: paths.dashboardPanel('add') },
        { id: 'products', label: text.menu.allProducts, to: paths.dashboard },
        { id: 'orders', label: text.menu.orders, to: paths.dashboardPanel('orders') },
        { id: 'profile', label: text.menu.profile, to: paths.dashboardPanel('profile') },
      ],
      last: <Button onClick={fn()}>{text.menu.logout}</Button>,
    },
  },
  // Mounted at the dashboard, so following a menu entry stays on this route.
  parameters: { route: { path: paths.dashboard } },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement, name: string = text.openMenu) =>
  within(canvasElement).getByRole('button', { name });

/**
 * At 360 px: the brand links to the dashboard, the hamburger is closed, the left menu is hidden
 * (it shows from desktop width), the panel and the footer; nothing scrolls sideways.
 */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Go to the dashboard/ })).toHaveAttribute('href', paths.dashboard);
    await expect(menuButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: text.sideMenuLabel })).not.toBeInTheDocument();
    await expect(canvas.getByText(text.greeting('Kente Crafts'))).not.toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Panel');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026, powered by Sika.');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Open: 'Welcome, {business name}!', the four entries and Logout; focus on the first entry; the
 * button shows a close icon and says the menu is expanded; the page behind is inert, so focus and
 * taps stay in the menu.
 */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On its icon, as a finger lands: opening swaps the icon, and the menu must stay open.
    await userEvent.click(menuButton(canvasElement).querySelector('span')!);
    const button = menuButton(canvasElement, text.closeMenu);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const behind of [
      canvas.getByRole('main'),
      canvas.getByRole('contentinfo'),
      canvas.getByRole('link', { name: /Go to the dashboard/ }),
    ]) {
      await expect(behind.closest('[inert]')).not.toBeNull();
    }
    await expect(canvas.getByText(text.greeting('Kente Crafts'))).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: text.hamburgerLabel });
    await expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Add New Products', 'All Products', 'Your Orders', 'Profile', 'Logout']);
    await waitFor(() => expect(within(nav).getByRole('link', { name: text.menu.addProducts })).toHaveFocus());
  },
};

/** Escape closes the menu and gives focus back to its button. */
export const MenuEscape: Story = {
  play: async (context) => {
    await MenuOpen.play?.(context);
    const { canvasElement } = context;
    await userEvent.keyboard('{Escape}');
    const button = menuButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(within(canvasElement).getByText(text.greeting('Kente Crafts'))).not.toBeVisible();
  },
};

/** A tap outside the menu (on the page behind it) closes it and gives focus back to its button. */
export const MenuTapOutside: Story = {
  play: async (context) => {
    await MenuOpen.play?.(context);
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('contentinfo'));
    const button = menuButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(within(canvasElement).getByRole('main').closest('[inert]')).toBeNull();
  },
};

/**
 * Logout at the foot of the left menu, so on a desktop it is one click away with the hamburger
 * closed (the desktop screenshot shows it; at 360 px the left menu is hidden and Logout is in the
 * hamburger).
 */
export const SideMenuLogout: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByLabelText(text.sideMenuLabel, { selector: 'nav' });
    const items = within(nav).getAllByRole('listitem', { hidden: true });
    await expect(items.map((item) => item.textContent)).toEqual([
      'All Products',
      'Add New Products',
      'Your Orders',
      'Profile',
      'Logout',
    ]);
    await expect(within(nav).getByRole('link', { name: text.sideMenu.allProducts, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A page reached from an entry (an order from Your Orders): that entry is marked, not as this page. */
export const WithinAnEntry: Story = {
  args: { sideMenu: { ...meta.args.sideMenu, current: 'orders', within: true } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByLabelText(text.sideMenuLabel, { selector: 'nav' });
    await expect(within(nav).getByRole('link', { name: text.sideMenu.orders, hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

const named = 'Your Orders, 3 to ship';
const toShip = { text: '3', name: named };
const withBadge = (entries: readonly NavEntry[]) =>
  entries.map((entry) => (entry.id === 'orders' ? { ...entry, badge: toShip } : entry));

/**
 * An entry with a figure (Your Orders with 3 orders to ship): the number beside its label in both
 * menus, and the link named 'Your Orders, 3 to ship', so a screen reader says what the number is.
 */
export const EntryWithCount: Story = {
  args: {
    sideMenu: { ...meta.args.sideMenu, entries: withBadge(meta.args.sideMenu.entries) },
    menu: { ...meta.args.menu, entries: withBadge(meta.args.menu.entries) },
  },
  play: async ({ canvasElement }) => {
    const side = within(within(canvasElement).getByLabelText(text.sideMenuLabel, { selector: 'nav' }));
    const entry = side.getByRole('link', { name: named, hidden: true });
    await expect(entry).toHaveTextContent('Your Orders 3');
    await userEvent.click(menuButton(canvasElement));
    const menu = within(within(canvasElement).getByRole('navigation', { name: text.hamburgerLabel }));
    await expect(menu.getByRole('link', { name: named })).toBeVisible();
    await expect(menu.getByText('3')).toBeVisible();
  },
};

/** The figure on the current entry (Your Orders open) is drawn in the entry's own colours, inverted. */
export const CurrentEntryWithCount: Story = {
  args: {
    sideMenu: { ...meta.args.sideMenu, current: 'orders', entries: withBadge(meta.args.sideMenu.entries) },
  },
  play: async ({ canvasElement }) => {
    const side = within(within(canvasElement).getByLabelText(text.sideMenuLabel, { selector: 'nav' }));
    await expect(side.getByRole('link', { name: named, hidden: true })).toHaveAttribute('aria-current', 'page');
  },
};

/** Picking an entry switches the panel (the URL) and closes the menu. */
export const EntryClosesMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const nav = within(canvasElement).getByRole('navigation', { name: text.hamburgerLabel });
    await userEvent.click(within(nav).getByRole('link', { name: text.menu.profile }));
    await expect(menuButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Without menus (the edit-product page): brand, panel and footer only. */
export const Plain: Story = {
  args: { sideMenu: undefined, menu: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: text.openMenu })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('Panel');
  },
};
