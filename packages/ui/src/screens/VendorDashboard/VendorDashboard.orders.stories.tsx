import type { Meta, StoryObj } from '@storybook/react-vite';
import { anOrder, aVendor, errorResponse, mockDb, olderOrders, someOrders } from '@sika/api-client/mocks';
import { delay, HttpResponse } from 'msw';
import {
  messages,
  ORDER_STATUSES,
  orderActionMessages,
  orderMatches,
  orderSearchOf,
  paths,
  ordersMessages,
} from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  answerWith,
  downloadedBy,
  expectLocation,
  hangs,
  linksInList,
  openedAt,
  showsAlert,
  showsLoading,
  storeLogin,
} from '../../storyKit/index.ts';
import { panelHref } from './parts/panels.ts';
import { dashboardAt } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const text = ordersMessages;

const meta = {
  title: 'Screens/VendorDashboard/Your Orders',
  ...dashboardAt('orders'),
  args: { footerYear: 2026, today: new Date('2026-03-05T10:00:00Z') },
  beforeEach: () => {
    storeLogin();
    mockDb.orders.push(...someOrders());
    // Another vendor's order: the fake backend, like the api, never lists it.
    mockDb.orders.push({
      ...someOrders()[0]!,
      _id: 'o-other',
      orderNumber: 'SK-999999',
      product: { _id: 'x', title: 'Not mine', vendorEmail: 'other@sika.test' },
    });
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsIn = (canvasElement: HTMLElement) => linksInList(canvasElement, text.heading);
/** Waits out the time a search takes (typing rests, then the server answers). */
const answered = { timeout: 5000 };

/** Waits until the list shows exactly `orderNumbers`, newest first, as the server answered; returns the cards. */
async function listShows(canvasElement: HTMLElement, ...orderNumbers: string[]) {
  await waitFor(async () => {
    const rows = await rowsIn(canvasElement);
    await expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(orderNumbers);
  }, answered);
  return rowsIn(canvasElement);
}

/** Each row links to /order-details/{id} with order number, product title and the buyer's first name; newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const rows = await rowsIn(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveAttribute('href', paths.orderDetails('o0000000-0000-4000-8000-000000000004'));
    await expect(rows[0]).toHaveTextContent('SK-100004');
    await expect(rows[0]).toHaveTextContent('Samsung Galaxy A15');
    await expect(rows[0]).toHaveTextContent(`${text.buyerColumn}: Esi`);
    await expect(rows[0]).not.toHaveTextContent('Owusu');
    await expect(within(rows[0]!).getByText('Approved', { exact: true })).toBeVisible();
    await expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'SK-100004',
      'SK-100003',
      'SK-100002',
      'SK-100001',
    ]);
    await expect(canvas.queryByText('SK-999999')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.downloadCsv })).toBeVisible();
  },
};

/** 146 orders older than the meta's four: 150 in all, more than one page of 100. */
const withOlderOrders = () => {
  mockDb.orders.push(...olderOrders(146));
};

/** Once the newest orders are listed, presses "Show older orders"; returns the button. */
async function showOlder(canvasElement: HTMLElement) {
  await rowsIn(canvasElement);
  const button = within(canvasElement).getByRole('button', { name: text.showOlder });
  await userEvent.click(button);
  return button;
}

/**
 * More than 100 orders: the newest 100 show, the count says how many there are in all (the
 * server's), and "Show older orders" brings the rest into the same list; the button goes once there
 * are no more.
 */
export const OlderOrders: Story = {
  beforeEach: withOlderOrders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowsIn(canvasElement)).toHaveLength(100);
    await expect(await canvas.findByText(text.count(150, 150))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.showOlder }));
    // No button left to hold the keyboard focus: it moves on to the first order just shown.
    // 150 cards to draw on a busy machine: more than testing-library's default second.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('SK-200096'), { timeout: 5000 });
    await expect(await rowsIn(canvasElement)).toHaveLength(150);
    await expect(canvas.queryByRole('button', { name: text.showOlder })).not.toBeInTheDocument();
  },
};

/**
 * The fake backend with pages of 4 instead of 100 (search, status and cursor as the api does them):
 * most orders stay on the server, and the picture stays short.
 */
const pagesOfFour = answerWith('getVendorOrders', ({ request }) => {
  const query = new URL(request.url).searchParams;
  const search = orderSearchOf(query.get('q'));
  const status = query.get('status');
  const own = mockDb.orders
    .filter((order) => order.product.vendorEmail === someOrders()[0]!.product.vendorEmail)
    .filter((order) => (search === null || orderMatches(order, search)) && (!status || order.orderStatus === status))
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
  const before = query.get('before');
  const start = before ? own.findIndex((order) => order._id === before) + 1 : 0;
  const page = own.slice(start, start + 4);
  return HttpResponse.json(page, start + 4 < own.length ? { headers: { 'X-Next-Before': page.at(-1)!._id } } : {});
});

/**
 * The search goes to the server, which looks through every order: an order number far older than
 * the newest page on screen, written as the new-order e-mail writes it, is found, and the count
 * says it is 1 of all 150.
 */
export const SearchAllOrders: Story = {
  beforeEach: withOlderOrders,
  parameters: pagesOfFour,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listShows(canvasElement, 'SK-100004', 'SK-100003', 'SK-100002', 'SK-100001');
    await expect(await canvas.findByText(text.count(150, 150))).toBeVisible();
    // Pasted as copied out of the new-order e-mail's sentence, its full stop included.
    await userEvent.click(canvas.getByLabelText(text.searchLabel));
    await userEvent.paste('SK-200145.');
    await expect(await canvas.findByText(text.count(1, 150), {}, answered)).toBeVisible();
    const rows = await listShows(canvasElement, 'SK-200145');
    await expect(rows[0]).toHaveAttribute('href', paths.orderDetails('o1000000-0000-4000-8000-000000000145'));
  },
};

/** A search no order matches: the tools stay, the count says 0 of all, and the list says so. */
export const NoMatch: Story = {
  beforeEach: withOlderOrders,
  parameters: pagesOfFour,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsIn(canvasElement);
    // Another vendor's order number finds nothing, like one that does not exist.
    await userEvent.type(canvas.getByLabelText(text.searchLabel), 'SK-999999');
    await expect(await canvas.findByText(text.noMatches, {}, answered)).toBeVisible();
    // The list and the count are two answers of the server: the count may come a moment later.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text.count(0, 150)), answered);
    await expect(canvas.queryByRole('list', { name: text.heading })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text.downloadCsv })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(text.searchLabel)).toHaveValue('SK-999999');
  },
};

/** Each status says how many of all the orders have it; choosing one lists those, counted over all. */
export const StatusFilterWithCounts: Story = {
  beforeEach: withOlderOrders,
  parameters: pagesOfFour,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsIn(canvasElement);
    const select = canvas.getByLabelText(text.statusFilterLabel);
    await expect(
      await within(select).findByRole('option', { name: text.statusWithCount('Approved', 148) }),
    ).toBeInTheDocument();
    await expect(
      within(select).getByRole('option', { name: text.statusWithCount(text.allStatuses, 150) }),
    ).toBeInTheDocument();
    await expect(within(select).getByRole('option', { name: text.statusWithCount('Shipped', 1) })).toBeInTheDocument();
    await expect(
      within(select).getByRole('option', { name: text.statusWithCount('Cancelled', 0) }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Shipped');
    await expect(await canvas.findByText(text.count(1, 150), {}, answered)).toBeVisible();
    await listShows(canvasElement, 'SK-100003');
  },
};

const queue = orderActionMessages;
const mine = (status: string) => someOrders().filter((order) => order.orderStatus === status);

/**
 * The work queue: 'To ship' (Approved) and 'To deliver' (Shipped) with the server's counts; pressing
 * one lists those orders, each card ending with its next step, which opens its form on Order details.
 */
export const WorkQueue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(await canvas.findByRole('group', { name: queue.workQueue }));
    const toShip = await group.findByRole('button', {
      name: queue.withCount(queue.toShip, mine('Approved').length),
    });
    await expect(
      group.getByRole('button', { name: queue.withCount(queue.toDeliver, mine('Shipped').length) }),
    ).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toShip);
    await expect(toShip).toHaveAttribute('aria-pressed', 'true');
    await listShows(canvasElement, ...mine('Approved').map((order) => order.orderNumber));
    const [first] = mine('Approved');
    await expect(canvas.getByRole('button', { name: queue.shipOrder(first!.orderNumber) })).toBeVisible();
    await userEvent.click(
      group.getByRole('button', { name: queue.withCount(queue.toDeliver, mine('Shipped').length) }),
    );
    const [shipped] = mine('Shipped');
    await listShows(canvasElement, shipped!.orderNumber);
    await userEvent.click(canvas.getByRole('button', { name: queue.deliverOrder(shipped!.orderNumber) }));
    await expectLocation(canvasElement, paths.orderDetails(shipped!._id));
    await expect(canvas.getByTestId('location')).toHaveAttribute('data-search', '?action=deliver');
  },
};

/** The newest 100 of the vendor's orders as usual; an older page (`?before=`) answered by `older`. */
const newestThen = (older: () => Response | Promise<Response>) =>
  answerWith('getVendorOrders', ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.has('before')) return older();
    const search = orderSearchOf(query.get('q'));
    const own = mockDb.orders
      .filter((order) => order.product.vendorEmail === someOrders()[0]!.product.vendorEmail)
      .filter((order) => search === null || orderMatches(order, search))
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = own.slice(0, 100);
    return HttpResponse.json(page, own.length > 100 ? { headers: { 'X-Next-Before': page.at(-1)!._id } } : {});
  });

/** While the older orders load: the newest stay, and the same button says so, busy, keeping the focus. */
export const LoadingOlderOrders: Story = {
  beforeEach: withOlderOrders,
  parameters: newestThen(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await showOlder(canvasElement);
    await expect(await canvas.findByRole('button', { name: text.loadingOlder })).toBe(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await expect(await canvas.findByText(text.count(150, 150))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(text.searchLabel), 'SK-200095');
    await listShows(canvasElement, 'SK-200095');
  },
};

/** The older orders cannot be read: the newest stay, the error says so, and the same button tries again. */
export const OlderOrdersFail: Story = {
  beforeEach: withOlderOrders,
  parameters: newestThen(() => errorResponse(500, 'Database down')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await showOlder(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.failed);
    await expect(await canvas.findByText(text.count(150, 150))).toBeVisible();
    const retry = canvas.getByRole('button', { name: messages.generic.tryAgain });
    await expect(retry).toBe(button);
    await expect(retry).toHaveFocus();
    // A short picture: one row, the error and the button.
    await userEvent.type(canvas.getByLabelText(text.searchLabel), 'SK-200095');
    await listShows(canvasElement, 'SK-200095');
  },
};

/**
 * Past the newest 500, opened as the address left it (`?orders=500`, coming back from an order):
 * the pages load one after another through the cursor, and "Show older orders" goes on to the
 * oldest. A search then finds the oldest hundred (SK-200500 to SK-200599) on the server, none of
 * them among the newest 500, and starts again from its own newest 100.
 */
export const PastFiveHundred: Story = {
  beforeEach: () => {
    mockDb.orders.push(...olderOrders(600));
  },
  parameters: openedAt(paths.dashboard, `${panelHref('orders')}&orders=500`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slowly = { timeout: 10_000 }; // each page is asked for once the one before it is in
    await expect(await canvas.findByText(text.count(604, 604), {}, slowly)).toBeVisible();
    await waitFor(async () => expect(await rowsIn(canvasElement)).toHaveLength(500), slowly);
    await userEvent.click(canvas.getByRole('button', { name: text.showOlder }));
    await waitFor(async () => expect(await rowsIn(canvasElement)).toHaveLength(600), slowly);
    await userEvent.click(canvas.getByRole('button', { name: text.showOlder }));
    await waitFor(async () => expect(await rowsIn(canvasElement)).toHaveLength(604), slowly);
    await expect(canvas.queryByRole('button', { name: text.showOlder })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(text.searchLabel), 'SK-2005');
    await expect(await canvas.findByText(text.count(100, 604), {}, slowly)).toBeVisible();
    await waitFor(async () => expect(await rowsIn(canvasElement)).toHaveLength(100), slowly);
    // The CSV holds the orders shown, and says how many.
    await expect(canvas.getByRole('button', { name: text.downloadCsv })).toHaveAccessibleDescription(
      text.downloadCsvHint(100),
    );
    const rows = await rowsIn(canvasElement);
    await expect(rows[99]).toHaveAttribute('href', paths.orderDetails('o1000000-0000-4000-8000-000000000599'));
  },
};

export const Loading: Story = { parameters: hangs('getVendorOrders'), play: showsLoading };

/** 'No approved orders found.' */
export const Empty: Story = {
  beforeEach: () => {
    mockDb.orders.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.downloadCsv })).not.toBeInTheDocument();
  },
};

/** Order list failure 'Something went wrong...'. */
export const ServerError: Story = {
  parameters: answer('getVendorOrders', 500, 'Database down'),
  play: showsAlert(text.failed),
};

/** Search by order number or buyer name and filter by status, on the server. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsIn(canvasElement);
    await userEvent.type(canvas.getByLabelText(text.searchLabel), 'mensah');
    await listShows(canvasElement, 'SK-100003');
    // The list and the count are two answers of the server: the count may come a moment later.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text.count(1, 4)), answered);
    await userEvent.clear(canvas.getByLabelText(text.searchLabel));
    await userEvent.type(canvas.getByLabelText(text.searchLabel), '100002');
    await listShows(canvasElement, 'SK-100002');
    await userEvent.clear(canvas.getByLabelText(text.searchLabel));
    await listShows(canvasElement, 'SK-100004', 'SK-100003', 'SK-100002', 'SK-100001');
    await userEvent.selectOptions(canvas.getByLabelText(text.statusFilterLabel), 'Approved');
    await listShows(canvasElement, 'SK-100004', 'SK-100001');
    await userEvent.selectOptions(canvas.getByLabelText(text.statusFilterLabel), 'Cancelled');
    await expect(await canvas.findByText(text.noMatches, {}, answered)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.downloadCsv })).not.toBeInTheDocument();
  },
};

/** The CSV holds exactly the rows the filters show, built on the device (no request). */
export const DownloadCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsIn(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(text.statusFilterLabel), 'Approved');
    await listShows(canvasElement, 'SK-100004', 'SK-100001');
    const button = canvas.getByRole('button', { name: text.downloadCsv });
    await expect(button).toHaveAccessibleDescription(text.downloadCsvHint(2));
    const saved = await downloadedBy(() => userEvent.click(button));
    await expect(saved.name).toBe(text.csvFileName('2026-03-05'));
    await expect(saved.text.trimEnd().split('\r\n')).toEqual([
      'Order number,Date,Product,Customer,City,Status,Payment plan,Total (GHS)',
      'SK-100004,2026-03-02,Samsung Galaxy A15,Esi Owusu,Accra,Approved,6 months,3500.00',
      'SK-100001,2026-01-31,Kente stole,Kwame Boateng,Kumasi,Approved,2 months,450.00',
    ]);
  },
};

/** A buyer name that a spreadsheet would run as a formula is written as text. */
export const CsvFormulaSafe: Story = {
  beforeEach: () => {
    mockDb.orders.length = 0;
    const [order] = someOrders();
    mockDb.orders.push({ ...order!, user: { ...order!.user, firstname: '=HYPERLINK("http://x","y")', lastname: '' } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsIn(canvasElement);
    let csv: Blob | undefined;
    const createObjectURL = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) csv = blob;
      return 'blob:csv';
    };
    HTMLAnchorElement.prototype.click = () => undefined;
    try {
      await userEvent.click(canvas.getByRole('button', { name: text.downloadCsv }));
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    await waitFor(() => expect(csv).toBeDefined());
    await expect(await csv!.text()).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  },
};

/** A vendor with no orders sees the empty state, not another vendor's orders. */
export const OtherVendorSeesNone: Story = {
  beforeEach: () => {
    storeLogin(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'other-vendor@sika.test' }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty)).toBeVisible();
  },
};

/** Filters the list down to one order by its number; returns its card. */
async function onlyCard(canvasElement: HTMLElement, orderNumber: string) {
  await rowsIn(canvasElement);
  await userEvent.type(within(canvasElement).getByLabelText(text.searchLabel), orderNumber);
  const rows = await listShows(canvasElement, orderNumber);
  return rows[0]!;
}

/** The card shows the total and the next instalment still to come: amount and month (2 Mar + 1 month). */
export const NextInstalment: Story = {
  play: async ({ canvasElement }) => {
    const card = await onlyCard(canvasElement, 'SK-100004');
    await expect(card).toHaveTextContent(text.total('GHS 3,500'));
    await expect(card).toHaveTextContent(text.nextDue('GHS 525', 'April 2026'));
    await expect(card).not.toHaveTextContent(text.nothingDue);
  },
};

/** A photo of the handover waits for Sika: the Shipped card says the delivery is to be confirmed. */
export const DeliveryToConfirm: Story = {
  beforeEach: () => {
    const shipped = mockDb.orders.find((order) => order.orderNumber === 'SK-100003')!;
    shipped.handover = { at: '2026-03-04T12:00:00.000Z' };
  },
  play: async ({ canvasElement }) => {
    const card = await onlyCard(canvasElement, 'SK-100003');
    await expect(within(card).getByText('Shipped', { exact: true })).toBeVisible();
    await expect(within(card).getByText(orderActionMessages.toConfirm)).toBeVisible();
  },
};

/**
 * A GHC 1,250.50 order over 3 months: the card's total and next payment to the pesewa, as Order
 * details and Earnings show them, and the CSV's total too.
 */
export const AmountsInPesewas: Story = {
  beforeEach: () => {
    mockDb.orders.length = 0;
    mockDb.orders.push(
      anOrder(
        {
          _id: 'o0000000-0000-4000-8000-000000000099',
          orderNumber: 'SK-100099',
          createdAt: '2026-02-20T09:00:00.000Z',
        },
        { price: 1250.5, months: 3 },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const [card] = await rowsIn(canvasElement);
    await expect(card).toHaveTextContent(text.total('GHS 1,250.50'));
    await expect(card).toHaveTextContent(text.nextDue('GHS 375.15', 'March 2026'));
    const saved = await downloadedBy(() =>
      userEvent.click(within(canvasElement).getByRole('button', { name: text.downloadCsv })),
    );
    await expect(saved.text.trimEnd().split('\r\n').at(-1)).toBe(
      'SK-100099,2026-02-20,Kente stole,Kwame Boateng,Kumasi,Approved,3 months,1250.50',
    );
  },
};

/** Every due date has passed (31 Jan, 28 Feb; today 5 Mar): the card says nothing more is due. */
export const NothingMoreDue: Story = {
  play: async ({ canvasElement }) => {
    const card = await onlyCard(canvasElement, 'SK-100001');
    await expect(card).toHaveTextContent(text.total('GHS 450'));
    await expect(card).toHaveTextContent(text.nothingDue);
  },
};

/** One order in each status: each card's badge writes its status in a colour of its own; a cancelled order owes nothing. */
export const EveryStatus: Story = {
  beforeEach: () => {
    const template = someOrders()[0]!;
    mockDb.orders.length = 0;
    mockDb.orders.push(
      ...ORDER_STATUSES.map((orderStatus, n) => ({
        ...template,
        _id: `o2000000-0000-4000-8000-00000000000${n}`,
        orderNumber: `SK-30000${n}`,
        orderStatus,
        createdAt: new Date(Date.UTC(2026, 2, 1, 10 - n)).toISOString(),
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const rows = await rowsIn(canvasElement);
    await expect(rows).toHaveLength(ORDER_STATUSES.length);
    const looks = new Set<string>();
    for (const [n, status] of ORDER_STATUSES.entries()) {
      const badge = within(rows[n]!).getByText(status, { exact: true });
      await expect(badge).toBeVisible();
      looks.add(`${getComputedStyle(badge).color}/${getComputedStyle(badge).backgroundColor}`);
    }
    await expect(looks.size).toBe(ORDER_STATUSES.length);
    await expect(rows[ORDER_STATUSES.indexOf('Cancelled')]).toHaveTextContent(text.nothingDue);
    await expect(rows[0]).toHaveTextContent(text.nextDue('GHS 525', 'April 2026'));
  },
};
