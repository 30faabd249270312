import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths, productsMessages, addProductMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hangs } from '../../storyKit/index.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';
import { openingPanelScript, VendorDashboardShell } from './VendorDashboardShell.tsx';

const dash = messages.dashboard;

// The dashboard's frame: brand, menus, footer. Each panel's states have their own stories file
// beside this one (All Products, Add Product, Add Images, Your Orders, Profile).
const meta = {
  title: 'Screens/VendorDashboard',
  ...dashboardAt('products'),
  beforeEach: signedInWithProducts,
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What the page is before its code and data arrive, whatever the panel (the build prerenders it into
 * the HTML of /vendor-main-page): the frame and the loading state, nothing of the vendor's.
 */
export const Shell: Story = {
  render: ({ footerYear }) => <VendorDashboardShell footerYear={footerYear} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: new RegExp(dash.brandLink) })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: productsMessages.heading })).not.toBeInTheDocument();
    await expect(canvas.getByText('© 2026, powered by Sika.')).toBeInTheDocument();
    // The hamburger's greeting before any name is known.
    await expect(canvas.getByText('Welcome!')).toBeInTheDocument();
  },
};

/**
 * The same page opened on /vendor-main-page?panel=orders (an order e-mail, the menu of another
 * page): the page's first script marks the panel before the first paint, and the shell shows Your
 * Orders' heading and order-shaped cards (no picture), not All Products'.
 */
export const ShellOpeningOnOrders: Story = {
  render: ({ footerYear }) => <VendorDashboardShell footerYear={footerYear} />,
  beforeEach: () => {
    // What openingPanelScript does on the real page for ?panel=orders.
    const previous = new URLSearchParams(location.search);
    window.history.replaceState(
      null,
      '',
      `?${new URLSearchParams({ ...Object.fromEntries(previous), panel: 'orders' })}`,
    );
    new Function(openingPanelScript)();
    return () => {
      window.history.replaceState(null, '', `?${previous}`);
      document.documentElement.removeAttribute('data-opening-panel');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(dash.loadingPage(dash.sideMenu.orders));
    // The heading's room says Your Orders; All Products' placeholder is not shown.
    const seen = (name: string) =>
      canvas.queryAllByText(name, { selector: '[aria-hidden=true]' }).some((element) => element.checkVisibility());
    await expect(seen(dash.sideMenu.orders)).toBe(true);
    await expect(seen(dash.sideMenu.allProducts)).toBe(false);
  },
};

/** While the vendor's record loads, the greeting names them from their login: never 'Welcome, !'. */
export const HamburgerWhileRecordLoads: Story = {
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: dash.openMenu }));
    await expect(await canvas.findByText(dash.greeting('Adwoa Fabrics'))).toBeVisible();
    await expect(canvas.queryByText('Welcome, !')).not.toBeInTheDocument();
  },
};

/** The hamburger: greeting with the business name, five entries; an entry switches the panel and closes it. */
export const HamburgerMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: dash.openMenu }));
    await expect(await canvas.findByText(dash.greeting('Adwoa Fabrics'))).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: dash.hamburgerLabel }));
    for (const label of Object.values(dash.menu)) {
      await expect(menu.getByRole(label === dash.menu.logout ? 'button' : 'link', { name: label })).toBeVisible();
    }
    await userEvent.click(menu.getByRole('link', { name: dash.menu.addProducts }));
    const heading = await canvas.findByRole('heading', { level: 1, name: addProductMessages.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: dash.openMenu })).toHaveAttribute('aria-expanded', 'false');
  },
};
