import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrderEvent } from '@sika/api-client/later';
import { aVendor, MOCK_DELIVERY_CODE, mockDb } from '@sika/api-client/mocks';
import {
  messages,
  orderActionMessages,
  orderActionRefusal,
  orderDetailsMessages,
  paths,
  queueMessages,
  serverMessages,
} from '@sika/domain';
import { offlineMessages } from '@sika/domain/messages/offline';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  answerWith,
  expectFieldMessage,
  expectServerFieldMessage,
  expectToast,
  hangs,
  offline,
  openedAt,
} from '../../storyKit/index.ts';
import { aPhoto } from '../../storyKit/pictures.ts';
import { loadOrderProgress, type OrderDetails } from './OrderDetails.tsx';
import base from './OrderDetails.stories.tsx';

const text = orderActionMessages;
const vendor = aVendor();
// SK-100004, Approved (someOrders); the stories below move it to the status they need.
const orderId = 'o0000000-0000-4000-8000-000000000004';
const setStatus = (status: 'Approved' | 'Shipped' | 'Delivered' | 'Completed' | 'Cancelled') => () => {
  mockDb.orders.find((order) => order._id === orderId)!.orderStatus = status;
};

// The order actions and the timeline on Order details (docs/product.md, Order actions): the next
// action the status allows at the bottom of the screen, each form's states and refusals, and the
// order's timeline.
const meta = {
  ...base,
  title: 'Screens/OrderDetails/Actions',
  loaders: [loadOrderProgress],
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The actions area, once the order and its code are in. */
const actionsArea = async (canvasElement: HTMLElement, name: string = text.actionsHeading) =>
  within(canvasElement).findByRole('region', { name });

async function openForm(canvasElement: HTMLElement, button: string, heading: string) {
  await userEvent.click(within(await actionsArea(canvasElement)).getByRole('button', { name: button }));
  return actionsArea(canvasElement, heading);
}

/** A field's message once touched: shown, the field invalid and described by it (after its hint or counter). */
async function expectDescribedMessage(canvasElement: HTMLElement, label: string, message: string, typed?: string) {
  const field = await within(canvasElement).findByLabelText(label);
  await userEvent.click(field);
  if (typed) await userEvent.type(field, typed);
  await userEvent.tab();
  await expect(await within(canvasElement).findByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Sends the Shipped form with one way of travelling. */
async function shipBy(canvasElement: HTMLElement, method: string) {
  const form = within(await openForm(canvasElement, text.ship, text.shipHeading));
  await userEvent.click(form.getByRole('radio', { name: method }));
  await userEvent.click(form.getByRole('button', { name: text.ship }));
  return form;
}

/** Sends the Delivered form with `code`. */
async function deliverWith(canvasElement: HTMLElement, code: string) {
  const form = within(await openForm(canvasElement, text.deliver, text.deliverHeading));
  await userEvent.type(form.getByLabelText(text.code), code);
  await userEvent.click(form.getByRole('button', { name: text.deliver }));
  return form;
}

const timelineEntries = async (canvasElement: HTMLElement) => {
  const timeline = await within(canvasElement).findByRole('region', { name: text.timelineHeading });
  return within(timeline).findAllByRole('listitem');
};

/** Approved: Mark as shipped and Cancel order at the bottom; the timeline holds the placing. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const area = within(await actionsArea(canvasElement));
    await expect(area.getByRole('button', { name: text.ship })).toBeVisible();
    await expect(area.getByRole('button', { name: text.cancel })).toBeVisible();
    await expect(area.queryByRole('button', { name: text.deliver })).not.toBeInTheDocument();
    const [placed] = await timelineEntries(canvasElement);
    await expect(placed).toHaveTextContent(`${text.placed}2 Mar 2026, 14:05 UTC`);
  },
};

/** The Shipped form: how it travels is required; a courier needs its name. */
export const ShipValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await openForm(canvasElement, text.ship, text.shipHeading));
    await userEvent.click(form.getByRole('button', { name: text.ship }));
    const method = form.getByRole('group', { name: text.method });
    await expect(await form.findByText(text.methodRequired)).toBeVisible();
    await expect(method).toHaveAccessibleDescription(text.methodRequired);
    await userEvent.click(form.getByRole('radio', { name: 'Courier' }));
    await expectFieldMessage(canvasElement, text.courierName, text.courierNameRequired);
  },
};

/** While the action is sent, its button is busy. */
export const ShipSubmitting: Story = {
  parameters: hangs('shipOrder'),
  play: async ({ canvasElement }) => {
    const form = await shipBy(canvasElement, 'Own rider');
    await waitFor(() => expect(form.getByRole('button', { name: text.ship })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Shipped by courier: the order is Shipped, the timeline says how and by whom, and Delivered is next. */
export const ShipSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await openForm(canvasElement, text.ship, text.shipHeading));
    await userEvent.click(form.getByRole('radio', { name: 'Courier' }));
    await userEvent.type(form.getByLabelText(text.courierName), 'VIP Bus');
    await userEvent.type(form.getByLabelText(text.trackingNumber), 'VIP-2231');
    await userEvent.type(form.getByLabelText(text.note), 'Fragile: screen first');
    await userEvent.click(form.getByRole('button', { name: text.ship }));
    await expectToast(canvasElement, text.shipped);
    const area = within(await actionsArea(canvasElement));
    await expect(await area.findByRole('button', { name: text.deliver })).toBeVisible();
    const status = canvas.getByText(orderDetailsMessages.orderStatus, { selector: 'dt' }).nextElementSibling;
    await expect(status).toHaveTextContent('Shipped');
    await waitFor(async () => expect(await timelineEntries(canvasElement)).toHaveLength(2));
    const shipped = (await timelineEntries(canvasElement))[1]!;
    await expect(shipped).toHaveTextContent(text.shippedEvent);
    await expect(shipped).toHaveTextContent(text.byVendor(vendor.email));
    await expect(shipped).toHaveTextContent(text.courier('VIP Bus'));
    await expect(shipped).toHaveTextContent(text.tracking('VIP-2231'));
    await expect(shipped).toHaveTextContent('Fragile: screen first');
  },
};

/** The server refuses the action (409: the order moved on elsewhere): its sentence shows as sent. */
export const ShipRefused: Story = {
  parameters: answer('shipOrder', 409, orderActionRefusal('ship', 'Cancelled')!, 'ORDER_ACTION_REFUSED'),
  play: async ({ canvasElement }) => {
    const form = await shipBy(canvasElement, 'The buyer collects');
    await expect(await form.findByRole('alert')).toHaveTextContent(orderActionRefusal('ship', 'Cancelled')!);
  },
};

/** Offline: the action is kept on the phone and the area says it waits to be sent. */
export const ShipOffline: Story = {
  parameters: offline('shipOrder'),
  play: async ({ canvasElement }) => {
    await shipBy(canvasElement, 'Own rider');
    await expectToast(canvasElement, queueMessages.savedOnPhone);
    const waiting = within(await actionsArea(canvasElement, text.waitingHeading));
    await expect(waiting.getByText(text.waitingShip)).toBeVisible();
  },
};

/** Opened from an order's card (`?action=ship`): the Shipped form is open at once. */
export const OpenedFromCard: Story = {
  parameters: openedAt(paths.orderDetails(':id'), `${paths.orderDetails(orderId)}?action=ship`),
  play: async ({ canvasElement }) => {
    const form = within(await actionsArea(canvasElement, text.shipHeading));
    await expect(form.getByRole('group', { name: text.method })).toBeVisible();
  },
};

/** Shipped: Mark as delivered only (an order is cancelled only before it is shipped). */
export const Shipped: Story = {
  beforeEach: setStatus('Shipped'),
  play: async ({ canvasElement }) => {
    const area = within(await actionsArea(canvasElement));
    await expect(area.getByRole('button', { name: text.deliver })).toBeVisible();
    await expect(area.queryByRole('button', { name: text.cancel })).not.toBeInTheDocument();
  },
};

/** The delivery code is exactly 4 digits. */
export const DeliverValidationErrors: Story = {
  beforeEach: setStatus('Shipped'),
  play: async ({ canvasElement }) => {
    await openForm(canvasElement, text.deliver, text.deliverHeading);
    await expectDescribedMessage(canvasElement, text.code, text.codeDigits, '12a');
  },
};

/** A wrong code: the server's sentence under the field. */
export const DeliverWrongCode: Story = {
  beforeEach: setStatus('Shipped'),
  play: async ({ canvasElement }) => {
    await deliverWith(canvasElement, '1111');
    await expectServerFieldMessage(canvasElement, text.code, serverMessages.deliveryCodeWrong);
  },
};

/** After five wrong codes the server makes the vendor wait (429): its sentence shows. */
export const DeliverWait: Story = {
  beforeEach: setStatus('Shipped'),
  parameters: answer('deliverOrder', 429, serverMessages.deliveryCodeLocked(15), 'DELIVERY_CODE_LOCKED'),
  play: async ({ canvasElement }) => {
    const form = await deliverWith(canvasElement, MOCK_DELIVERY_CODE);
    await expect(await form.findByRole('alert')).toHaveTextContent(serverMessages.deliveryCodeLocked(15));
  },
};

/** The right code: Delivered; what is left is a return, for 14 days. */
export const DeliverSuccess: Story = {
  beforeEach: setStatus('Shipped'),
  play: async ({ canvasElement }) => {
    await deliverWith(canvasElement, MOCK_DELIVERY_CODE);
    await expectToast(canvasElement, text.delivered);
    const area = within(await actionsArea(canvasElement));
    await expect(await area.findByRole('button', { name: text.returnOrder })).toBeVisible();
    await expect(area.queryByRole('button', { name: text.deliver })).not.toBeInTheDocument();
  },
};

/** Cancelling needs a reason; 'Other' needs a text saying why. */
export const CancelValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await openForm(canvasElement, text.cancel, text.cancelHeading));
    await userEvent.click(form.getByRole('button', { name: text.cancel }));
    await expect(await form.findByText(text.reasonRequired)).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Other' }));
    await expectDescribedMessage(canvasElement, text.reasonNote, text.cancelNoteRequired);
  },
};

/** Cancelled with a reason: the order is Cancelled, the reason on its timeline, no action left. */
export const CancelSuccess: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await openForm(canvasElement, text.cancel, text.cancelHeading));
    await userEvent.click(form.getByRole('radio', { name: 'Out of stock' }));
    await userEvent.click(form.getByRole('button', { name: text.cancel }));
    await expectToast(canvasElement, text.cancelled);
    await waitFor(async () => expect(await timelineEntries(canvasElement)).toHaveLength(2));
    await expect((await timelineEntries(canvasElement))[1]).toHaveTextContent('Out of stock');
    await expect(within(canvasElement).queryByRole('region', { name: text.actionsHeading })).not.toBeInTheDocument();
  },
};

/** A cancel the server refuses (the order was shipped meanwhile): its sentence shows. */
export const CancelRefused: Story = {
  parameters: answer('cancelOrder', 409, orderActionRefusal('cancel', 'Shipped')!, 'ORDER_ACTION_REFUSED'),
  play: async ({ canvasElement }) => {
    const form = within(await openForm(canvasElement, text.cancel, text.cancelHeading));
    await userEvent.click(form.getByRole('radio', { name: 'The buyer asked' }));
    await userEvent.click(form.getByRole('button', { name: text.cancel }));
    await expect(await form.findByRole('alert')).toHaveTextContent(orderActionRefusal('cancel', 'Shipped')!);
  },
};

const completedTimeline: OrderEvent[] = [
  { kind: 'Placed', actor: 'server', actorName: '', at: '2026-03-02T14:05:00.000Z' },
  {
    kind: 'Shipped',
    actor: 'vendor',
    actorName: vendor.email,
    at: '2026-03-03T08:15:00.000Z',
    shipping: { method: 'own-rider' },
  },
  { kind: 'Delivered', actor: 'vendor', actorName: vendor.email, at: '2026-03-03T16:40:00.000Z' },
  { kind: 'Completed', actor: 'server', actorName: '', at: '2026-03-03T16:40:00.000Z' },
];

/** A Completed order: its whole timeline, oldest first, Completed done by Sika; no action left. */
export const Timeline: Story = {
  beforeEach: setStatus('Completed'),
  parameters: answerWith('getOrderTimeline', () => HttpResponse.json(completedTimeline)),
  play: async ({ canvasElement }) => {
    const entries = await timelineEntries(canvasElement);
    await expect(entries.map((entry) => entry.firstChild?.textContent)).toEqual([
      text.placed,
      text.shippedEvent,
      text.deliveredEvent,
      text.completedEvent,
    ]);
    await expect(entries[1]).toHaveTextContent(`${text.byVendor(vendor.email)}3 Mar 2026, 08:15 UTCOwn rider`);
    await expect(entries[3]).toHaveTextContent(text.bySika);
    await expect(within(canvasElement).queryByRole('region', { name: text.actionsHeading })).not.toBeInTheDocument();
  },
};

/** A status the back office set is named with its tool. */
export const TimelineBackOffice: Story = {
  beforeEach: setStatus('Shipped'),
  parameters: answerWith('getOrderTimeline', () =>
    HttpResponse.json([
      completedTimeline[0],
      {
        kind: 'StatusSet',
        actor: 'back office',
        actorName: 'admin CLI',
        at: '2026-03-04T10:00:00.000Z',
        status: 'Shipped',
      },
    ]),
  ),
  play: async ({ canvasElement }) => {
    const entries = await timelineEntries(canvasElement);
    await expect(entries[1]).toHaveTextContent(`${text.statusSet('Shipped')}${text.byBackOffice('admin CLI')}`);
  },
};

/** The timeline could not be read: it says so, with 'Try again'; the actions stay. */
export const TimelineError: Story = {
  parameters: answer('getOrderTimeline', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    const timeline = within(await within(canvasElement).findByRole('region', { name: text.timelineHeading }));
    await expect(await timeline.findByRole('alert')).toHaveTextContent(text.timelineFailed);
    await expect(timeline.getByRole('button', { name: messages.generic.tryAgain })).toBeVisible();
    await expect(await actionsArea(canvasElement)).toBeVisible();
  },
};

/** The order delivered on `deliveredAt` (the stories' now is 5 Mar 2026, 10:00 UTC). */
const delivered =
  (deliveredAt = '2026-03-04T16:40:00.000Z') =>
  () => {
    const order = mockDb.orders.find((entry) => entry._id === orderId)!;
    order.orderStatus = 'Delivered';
    order.deliveredAt = deliveredAt;
  };

/** Opens the return form and chooses why the order came back. */
async function returnFor(canvasElement: HTMLElement, reason: string) {
  const form = within(await openForm(canvasElement, text.returnOrder, text.returnHeading));
  await userEvent.click(form.getByRole('radio', { name: reason }));
  return form;
}

/** Fills the return form with `reason` and sends it: the form, for what it shows next. */
async function sendReturn(canvasElement: HTMLElement, reason: string) {
  const form = await returnFor(canvasElement, reason);
  await userEvent.click(form.getByRole('button', { name: text.returnOrder }));
  return form;
}

/** Delivered yesterday: a return is offered, with the day the 14 days end; it does not follow the scroll. */
export const ReturnOffered: Story = {
  beforeEach: delivered(),
  play: async ({ canvasElement }) => {
    const area = within(await actionsArea(canvasElement));
    await expect(area.getByRole('button', { name: text.returnOrder })).toBeVisible();
    await expect(area.getByText(text.returnsUntil('18 Mar 2026'))).toBeVisible();
    await expect(area.queryByRole('button', { name: text.deliver })).not.toBeInTheDocument();
  },
};

/** Delivered more than 14 days ago: no return, and nothing left to do. */
export const ReturnTooLate: Story = {
  beforeEach: delivered('2026-02-18T09:00:00.000Z'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: text.timelineHeading });
    await expect(within(canvasElement).queryByRole('region', { name: text.actionsHeading })).not.toBeInTheDocument();
  },
};

/** A return needs a reason, 'Other' a text, and an amount above 0 and at most the order's total. */
export const ReturnValidationErrors: Story = {
  beforeEach: delivered(),
  play: async ({ canvasElement }) => {
    const form = within(await openForm(canvasElement, text.returnOrder, text.returnHeading));
    await expect(form.getByRole('radio', { name: text.refundAll('GHS 3,500') })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: text.returnOrder }));
    await expect(await form.findByText(text.returnReasonRequired)).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Other' }));
    await expectDescribedMessage(canvasElement, text.returnNote, text.returnNoteRequired);
    await userEvent.click(form.getByRole('radio', { name: text.refundAmount }));
    await expectDescribedMessage(canvasElement, text.refundAmountLabel, text.refundTooMuch('GHS 3,500'), '3,600');
  },
};

/** While the return is sent, its button is busy. */
export const ReturnSubmitting: Story = {
  beforeEach: delivered(),
  parameters: hangs('returnOrder'),
  play: async ({ canvasElement }) => {
    const form = await sendReturn(canvasElement, 'Damaged or faulty');
    await waitFor(() =>
      expect(form.getByRole('button', { name: text.returnOrder })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/**
 * GHS 800 refunded on a GHS 3,500 order: the sixth payment (525) goes, the fifth drops to 250; the
 * schedule shows the price, the refund and what the buyer now pays; the timeline says why and how much.
 */
export const ReturnPartialSuccess: Story = {
  beforeEach: delivered(),
  play: async ({ canvasElement }) => {
    const form = await returnFor(canvasElement, 'Damaged or faulty');
    await userEvent.click(form.getByRole('radio', { name: text.refundAmount }));
    await userEvent.type(form.getByLabelText(text.refundAmountLabel), 'GHC 800');
    await userEvent.click(form.getByRole('button', { name: text.returnOrder }));
    await expectToast(canvasElement, text.returned('GHS 800'));
    const table = await within(canvasElement).findByRole('table', { name: orderDetailsMessages.scheduleCaption });
    const details = orderDetailsMessages;
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        `${details.schedulePayment}${details.scheduleDue}${details.scheduleAmount}`,
        `${details.initialPayment}${details.dueAtOrder('March 2026')}${details.duePassed}GHS 875`,
        `${details.secondPayment}April 2026${details.toCome}GHS 525`,
        `${details.thirdPayment}May 2026${details.toCome}GHS 525`,
        `${details.fourthPayment}June 2026${details.toCome}GHS 525`,
        `${details.fifthPayment}July 2026${details.toCome}GHS 250`,
        `${details.priceWhenOrdered}GHS 3,500`,
        `${details.refunded}−GHS 800`,
        `${details.totalPrice}GHS 2,700`,
        `${details.stillToCome}GHS 1,825`,
      ]),
    );
    const returned = (await timelineEntries(canvasElement)).at(-1)!;
    await expect(returned).toHaveTextContent(text.returnedEvent);
    await expect(returned).toHaveTextContent(text.byVendor(vendor.email));
    await expect(returned).toHaveTextContent(text.refundedAmount('GHS 800'));
    await expect(returned).toHaveTextContent('Damaged or faulty');
  },
};

/** The whole order: nothing left to come, and no second return offered. */
export const ReturnWholeSuccess: Story = {
  beforeEach: delivered(),
  play: async ({ canvasElement }) => {
    await sendReturn(canvasElement, 'The buyer changed their mind');
    await expectToast(canvasElement, text.returned('GHS 3,500'));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: text.actionsHeading })).not.toBeInTheDocument(),
    );
    // The fake holds the initial GHS 875 as paid: it goes back to the buyer too.
    const table = within(canvasElement).getByRole('table', { name: orderDetailsMessages.scheduleCaption });
    await expect(
      within(table)
        .getAllByRole('row')
        .slice(-5)
        .map((row) => row.textContent),
    ).toEqual([
      `${orderDetailsMessages.priceWhenOrdered}GHS 3,500`,
      `${orderDetailsMessages.refunded}−GHS 3,500`,
      `${orderDetailsMessages.paidBack}GHS 875`,
      `${orderDetailsMessages.totalPrice}GHS 0`,
      `${orderDetailsMessages.stillToCome}GHS 0`,
    ]);
  },
};

/** The server refuses the return (409, e.g. refunded in full from another phone): its sentence shows. */
export const ReturnRefused: Story = {
  beforeEach: delivered(),
  parameters: answer('returnOrder', 409, 'This order is already refunded in full.', 'ORDER_ACTION_REFUSED'),
  play: async ({ canvasElement }) => {
    const form = await sendReturn(canvasElement, 'Wrong item');
    await expect(await form.findByRole('alert')).toHaveTextContent('This order is already refunded in full.');
  },
};

/** Offline: a return moves money, so it is not kept to send later; the form says so and keeps what was chosen. */
export const ReturnOffline: Story = {
  beforeEach: delivered(),
  parameters: offline('returnOrder'),
  play: async ({ canvasElement }) => {
    const form = await sendReturn(canvasElement, 'Wrong item');
    await expect(await form.findByRole('alert')).toHaveTextContent(offlineMessages.returnNeedsConnection);
    await expect(form.getByRole('radio', { name: 'Wrong item' })).toBeChecked();
  },
};

/** Opens the photo form from the Delivered form ('No code? …'). */
async function openHandover(canvasElement: HTMLElement) {
  const deliver = within(await openForm(canvasElement, text.deliver, text.deliverHeading));
  await userEvent.click(deliver.getByRole('button', { name: text.noCode }));
  return within(await actionsArea(canvasElement, text.handoverHeading));
}

/** Opens the photo form, chooses a photo and sends it: the form, for what it shows next. */
async function sendHandoverPhoto(canvasElement: HTMLElement, size = 400) {
  const form = await openHandover(canvasElement);
  await userEvent.upload(form.getByLabelText(text.handoverPhoto), await aPhoto('handover.png', size));
  await userEvent.click(form.getByRole('button', { name: text.handoverSend }));
  return form;
}

/** No code: the photo form asks for a photo before it sends anything. */
export const HandoverValidationErrors: Story = {
  beforeEach: setStatus('Shipped'),
  play: async ({ canvasElement }) => {
    const form = await openHandover(canvasElement);
    await expect(form.getByLabelText(text.handoverPhoto)).toHaveAccessibleDescription(text.handoverHint);
    await userEvent.click(form.getByRole('button', { name: text.handoverSend }));
    await expect(await form.findByText(text.handoverPhotoRequired)).toBeVisible();
    await expect(form.getByLabelText(text.handoverPhoto)).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A photo of the handover sent: the order stays Shipped, reads 'Delivery to be confirmed', and the
 * timeline records the photo; the buyer's code still works meanwhile.
 */
export const HandoverSuccess: Story = {
  beforeEach: setStatus('Shipped'),
  play: async ({ canvasElement }) => {
    await sendHandoverPhoto(canvasElement, 800);
    await expectToast(canvasElement, text.handoverSent);
    const area = within(await actionsArea(canvasElement));
    await expect(await area.findByText(`${text.toConfirm}.`)).toBeVisible();
    await expect(area.getByRole('button', { name: text.deliver })).toBeVisible();
    await waitFor(async () => expect(await timelineEntries(canvasElement)).toHaveLength(2));
    await expect((await timelineEntries(canvasElement))[1]).toHaveTextContent(text.handedOverEvent);
    // While the photo waits, the Delivered form offers no second photo.
    await userEvent.click(area.getByRole('button', { name: text.deliver }));
    const deliver = within(await actionsArea(canvasElement, text.deliverHeading));
    await expect(deliver.queryByRole('button', { name: text.noCode })).not.toBeInTheDocument();
  },
};

/** The server refuses the photo (415, not a picture it takes): its sentence shows. */
export const HandoverRefused: Story = {
  beforeEach: setStatus('Shipped'),
  parameters: answer('handOverOrder', 415, serverMessages.imageFormat, 'UNSUPPORTED_MEDIA_TYPE'),
  play: async ({ canvasElement }) => {
    const form = await sendHandoverPhoto(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(serverMessages.imageFormat);
  },
};

/** Offline: the photo is not sent; the form says it needs a connection and keeps the photo chosen. */
export const HandoverOffline: Story = {
  beforeEach: setStatus('Shipped'),
  parameters: offline('handOverOrder'),
  play: async ({ canvasElement }) => {
    const form = await sendHandoverPhoto(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(offlineMessages.handoverNeedsConnection);
    await expect((form.getByLabelText(text.handoverPhoto) as HTMLInputElement).files?.[0]?.name).toBe('handover.png');
  },
};
