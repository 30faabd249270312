// Order details' order actions, returns and timeline (docs/product.md, Order actions; Returns and
// refunds): fetched with their forms after the page, never with its first load, as the calls they make are (@sika/api-client/later).
import { errorMessageOf, selectVendor, type Order } from '@sika/api-client';
import {
  useCancelOrderMutation,
  useDeliverOrderMutation,
  useGetOrderTimelineQuery,
  useHandOverOrderMutation,
  useReturnOrderMutation,
  useShipOrderMutation,
  type OrderEvent,
} from '@sika/api-client/later';
import { idempotencyKey, type QueuedWrite } from '@sika/api-client/writes';
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  formatDay,
  formatMoment,
  formatMoney,
  messages,
  ORDER_ACTION_FROM,
  ORDER_ACTIONS,
  ORDER_NOTE_MOST,
  orderActionMessages,
  queueMessages,
  RETURN_DAYS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnRefusal,
  SHIPPING_METHOD_LABELS,
  SHIPPING_METHODS,
  type CancelReason,
  type OrderAction,
  type OrderStatus,
  type ReturnReason,
} from '@sika/domain';
import {
  cancelOrderInputOf,
  cancelOrderSchema,
  deliverOrderSchema,
  returnOrderInputOf,
  returnOrderSchema,
  shipOrderInputOf,
  shipOrderSchema,
  type CancelOrderValues,
  type DeliverOrderValues,
  type ReturnOrderValues,
  type ShipOrderValues,
} from '@sika/domain/schemas/orderActions';
import { offlineMessages } from '@sika/domain/messages/offline';
import { Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, ChoiceField, ErrorText, FormStack, TextAreaField, TextField, toast } from '../../components/index.ts';
import { controlBox, FormField, useFieldError } from '../../components/FormField/index.ts';
import { useRoleMay } from '../../hooks/useRoleMay.ts';
import { loadWrites, sendOrQueue, useWriteQueueRunning } from '../../connected/WriteQueue/sendOrQueue.ts';
import { useQueuedWrites } from '../../connected/WriteQueue/useQueuedWrites.ts';
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';
import { Section } from './section.ts';

const text = orderActionMessages;

/** The actions an order's status allows, the one to do first leading. */
export function actionsFor(order: Pick<Order, 'orderStatus'>): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => ORDER_ACTION_FROM[action] === order.orderStatus);
}

const actionLabel: Record<OrderAction, string> = { ship: text.ship, deliver: text.deliver, cancel: text.cancel };

const waitingLabel: Record<string, string> = {
  ship: text.waitingShip,
  deliver: text.waitingDeliver,
  cancel: text.waitingCancel,
};

/** When a delivered order's return window closes (docs/product.md, Returns and refunds). */
const returnsUntil = (order: Order) =>
  order.deliveredAt ? new Date(Date.parse(order.deliveredAt) + RETURN_DAYS * 86_400_000) : null;

/** Whether a return fits the order at `now`: delivered within 14 days, something left to refund. */
export const returnable = (order: Order, now: Date) =>
  returnRefusal(order.orderStatus as OrderStatus, order.deliveredAt, order.totalPrice, now) === null;

/**
 * The next actions the order's status allows, in an area kept at the bottom of the screen on a
 * phone (within thumb reach): Approved offers Mark as shipped and Cancel order, Shipped offers Mark
 * as delivered, and a delivered order takes a return for 14 days. Each opens its form in the area;
 * a refusal of the server (409, a wrong code, the wait after five) shows as sent. Made offline, an
 * action waits on the phone with its Idempotency-Key and is sent once back online; until then the
 * area says it waits. A return, which moves money, is sent only online.
 */
export function OrderActions({ order, opened, now }: { order: Order; opened?: OrderAction; now: Date }) {
  useWriteQueueRunning();
  // Cancelling and taking a return refund the buyer: not an attendant's (docs/product.md, Team).
  const mayRefund = useRoleMay('refund');
  const allowed = actionsFor(order).filter((action) => mayRefund || action !== 'cancel');
  const canReturn = mayRefund && returnable(order, now);
  const [open, setOpen] = useState<OrderAction | 'return' | 'handover' | null>(
    opened && allowed.includes(opened) ? opened : null,
  );
  const writes = useQueuedWrites()?.filter((write) => write.orderId === order._id) ?? [];
  const headingId = useId();
  const closeAnd = (message?: string) => {
    setOpen(null);
    if (message) toast.success(message);
  };
  // A form stays open only while the order still allows it (a poll may have moved it on).
  const fits = (form: typeof open) =>
    form === 'return'
      ? canReturn
      : form === 'handover'
        ? allowed.includes('deliver') && !order.handover
        : form !== null && allowed.includes(form);
  const current = fits(open) ? open : null;
  const until = returnsUntil(order);

  if (writes.length > 0) return <WaitingWrites writes={writes} />;
  if (allowed.length === 0 && !canReturn) return null;
  return (
    // Kept in thumb reach while there is a next step; a return alone does not follow the scroll.
    <Area aria-labelledby={headingId} $sticky={current === null && allowed.length > 0}>
      <h2 id={headingId}>{current ? formHeading[current] : text.actionsHeading}</h2>
      {current === 'ship' && <ShipForm order={order} onDone={closeAnd} />}
      {current === null && order.handover && (
        <Detail>
          <strong>{text.toConfirm}. </strong>
          {text.toConfirmSince(formatMoment(order.handover.at))}
        </Detail>
      )}
      {current === 'deliver' && (
        <DeliverForm
          order={order}
          onDone={closeAnd}
          onNoCode={order.handover ? undefined : () => setOpen('handover')}
        />
      )}
      {current === 'handover' && <HandoverForm order={order} onDone={closeAnd} />}
      {current === 'cancel' && <CancelForm order={order} onDone={closeAnd} />}
      {current === 'return' && <ReturnForm order={order} onDone={closeAnd} />}
      {current === null && (
        <>
          <Buttons>
            {allowed.map((action) => (
              <Button
                key={action}
                variant={action === 'cancel' ? 'secondary' : 'primary'}
                danger={action === 'cancel'}
                onClick={() => setOpen(action)}
              >
                {actionLabel[action]}
              </Button>
            ))}
            {canReturn && (
              <Button variant="secondary" onClick={() => setOpen('return')}>
                {text.returnOrder}
              </Button>
            )}
          </Buttons>
          {canReturn && until && <Detail>{text.returnsUntil(formatDay(until.toISOString()))}</Detail>}
        </>
      )}
    </Area>
  );
}

const formHeading: Record<OrderAction | 'return' | 'handover', string> = {
  ship: text.shipHeading,
  deliver: text.deliverHeading,
  cancel: text.cancelHeading,
  return: text.returnHeading,
  handover: text.handoverHeading,
};

type FormProps = { order: Order; onDone: (message?: string) => void };

/**
 * A form's sentence for a failure: for a step that cannot wait on the phone (a return, a handover
 * photo), `offline` when no server was reached (no network at all, or the browser knows it is
 * offline and could not fetch the step's code); otherwise the server's sentence, or `failed`.
 */
const failureSentence = (offline: string) => (error: unknown) =>
  (typeof error === 'object' && error !== null && 'status' in error && error.status === 'FETCH_ERROR') ||
  !navigator.onLine
    ? offline
    : errorMessageOf(error, text.failed);

/** The submit cycle of an action's form: sent now with an Idempotency-Key, or kept on the phone offline. */
function useActionSubmit<Values>(
  order: Order,
  operation: OrderAction,
  bodyOf: (values: Values) => NonNullable<QueuedWrite['body']>,
  send: (key: string, values: Values) => Promise<Order>,
  done: FormProps['onDone'],
  success: string,
  fieldsFromServer: Readonly<Record<string, keyof Values & string>>,
) {
  const vendorId = useSelector(selectVendor)?._id ?? '';
  return useSubmit({
    send: (values: Values) => ({
      unwrap: () =>
        sendOrQueue(
          vendorId,
          { operation, orderId: order._id, orderNumber: order.orderNumber, body: bodyOf(values) },
          (key) => send(key, values),
        ),
    }),
    failure: (error) => errorMessageOf(error, text.failed),
    fieldsFromServer,
    onSuccess: (outcome) => done('queued' in outcome ? queueMessages.savedOnPhone : success),
  });
}

function ShipForm({ order, onDone }: FormProps) {
  const [shipOrder] = useShipOrderMutation();
  const { submit, busy, failure } = useActionSubmit<ShipOrderValues>(
    order,
    'ship',
    shipOrderInputOf,
    (key, values) =>
      shipOrder({ 'Idempotency-Key': key, orderId: order._id, shipOrderInput: shipOrderInputOf(values) }).unwrap(),
    onDone,
    text.shipped,
    sameNames('method', 'courierName', 'trackingNumber', 'note'),
  );
  const initial: ShipOrderValues = { method: '', courierName: '', trackingNumber: '', note: '' };
  return (
    <Formik initialValues={initial} validationSchema={shipOrderSchema} onSubmit={submit}>
      <FormStack noValidate aria-label={text.shipHeading}>
        <ChoiceField
          name="method"
          legend={text.method}
          options={SHIPPING_METHODS.map((value) => ({ value, label: SHIPPING_METHOD_LABELS[value] }))}
        />
        <CourierFields />
        <TextAreaField name="note" label={text.note} maxLength={ORDER_NOTE_MOST} />
        <FormEnd failure={failure} busy={busy} submit={text.ship} onClose={() => onDone()} />
      </FormStack>
    </Formik>
  );
}

/** A courier's name and tracking number, asked only when the order travels by courier. */
function CourierFields() {
  const { values } = useFormikContext<ShipOrderValues>();
  if (values.method !== 'courier') return null;
  return (
    <>
      <TextField name="courierName" label={text.courierName} autoComplete="off" />
      <TextField name="trackingNumber" label={text.trackingNumber} autoComplete="off" />
    </>
  );
}

/** The Delivered form; `onNoCode` offers the photo of the handover instead (absent while one waits). */
function DeliverForm({ order, onDone, onNoCode }: FormProps & { onNoCode?: () => void }) {
  const [deliverOrder] = useDeliverOrderMutation();
  const codeOf = (values: DeliverOrderValues) => ({ code: values.code.trim() });
  const { submit, busy, failure } = useActionSubmit<DeliverOrderValues>(
    order,
    'deliver',
    codeOf,
    (key, values) =>
      deliverOrder({ 'Idempotency-Key': key, orderId: order._id, deliverOrderInput: codeOf(values) }).unwrap(),
    onDone,
    text.delivered,
    sameNames('code'),
  );
  return (
    <Formik initialValues={{ code: '' }} validationSchema={deliverOrderSchema} onSubmit={submit}>
      <FormStack noValidate aria-label={text.deliverHeading}>
        <TextField
          name="code"
          label={text.code}
          hint={text.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
        />
        <FormEnd failure={failure} busy={busy} submit={text.deliver} onClose={() => onDone()} />
        {onNoCode && (
          <Button variant="secondary" onClick={onNoCode}>
            {text.noCode}
          </Button>
        )}
      </FormStack>
    </Formik>
  );
}

/**
 * Delivered without the buyer's code: a photo of the handover, shrunk on the phone before it goes
 * (paid data), for Sika's back office to confirm. Sent online only, once per Idempotency-Key for
 * the same photo. The order stays Shipped, 'Delivery to be confirmed', until then.
 */
function HandoverForm({ order, onDone }: FormProps) {
  const [handOverOrder] = useHandOverOrderMutation();
  const keys = useRef(new WeakMap<File, string>());
  const { submit, busy, failure } = useSubmit({
    send: (values: { photo: File | null }) => {
      const photo = values.photo!;
      const key = keys.current.get(photo) ?? idempotencyKey();
      keys.current.set(photo, key);
      return {
        unwrap: async () => {
          const { compressPicture } = await import('../../connected/PictureUpload/compressPicture.ts');
          const body = { photo: await compressPicture(photo) };
          return handOverOrder({ 'Idempotency-Key': key, orderId: order._id, body }).unwrap();
        },
      };
    },
    failure: failureSentence(offlineMessages.handoverNeedsConnection),
    fieldsFromServer: sameNames('photo'),
    onSuccess: () => onDone(text.handoverSent),
  });
  return (
    <Formik<{ photo: File | null }>
      initialValues={{ photo: null }}
      validate={(values) => (values.photo ? {} : { photo: text.handoverPhotoRequired })}
      onSubmit={submit}
    >
      <FormStack noValidate aria-label={text.handoverHeading}>
        <PhotoField name="photo" label={text.handoverPhoto} hint={text.handoverHint} />
        <FormEnd failure={failure} busy={busy} submit={text.handoverSend} onClose={() => onDone()} />
      </FormStack>
    </Formik>
  );
}

/** A photo from the camera (or the phone's pictures), in the FormField frame. */
function PhotoField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const [field, meta, helpers] = useField<File | null>(name);
  const error = useFieldError(name, meta);
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <PhotoInput
          {...control}
          type="file"
          name={name}
          accept="image/*"
          capture="environment"
          onChange={(event) => void helpers.setValue(event.currentTarget.files?.[0] ?? null)}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}

function CancelForm({ order, onDone }: FormProps) {
  const [cancelOrder] = useCancelOrderMutation();
  const { submit, busy, failure } = useActionSubmit<CancelOrderValues>(
    order,
    'cancel',
    cancelOrderInputOf,
    (key, values) =>
      cancelOrder({
        'Idempotency-Key': key,
        orderId: order._id,
        cancelOrderInput: cancelOrderInputOf(values),
      }).unwrap(),
    onDone,
    text.cancelled,
    sameNames('reason', 'note'),
  );
  const initial: CancelOrderValues = { reason: '', note: '' };
  return (
    <Formik initialValues={initial} validationSchema={cancelOrderSchema} onSubmit={submit}>
      <FormStack noValidate aria-label={text.cancelHeading}>
        <ChoiceField
          name="reason"
          legend={text.reason}
          options={CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }))}
        />
        <ReasonNote />
        <FormEnd failure={failure} busy={busy} submit={text.cancel} danger onClose={() => onDone()} />
      </FormStack>
    </Formik>
  );
}

/** 'Other' asks why (required); the other reasons take no text. */
function ReasonNote({ label = text.reasonNote }: { label?: string }) {
  const { values } = useFormikContext<CancelOrderValues | ReturnOrderValues>();
  if (values.reason !== 'other') return null;
  return <TextAreaField name="note" label={label} maxLength={ORDER_NOTE_MOST} />;
}

/**
 * A return: why it came back, and the whole order or an amount, at most what the buyer has not
 * had back (the order's total). Sent online only, once per Idempotency-Key: sent again after a
 * lost answer, the same return is not refunded twice.
 */
function ReturnForm({ order, onDone }: FormProps) {
  const [returnOrder] = useReturnOrderMutation();
  const keys = useRef(new Map<string, string>());
  const most = formatMoney(order.totalPrice);
  const { submit, busy, failure } = useSubmit({
    send: (values: ReturnOrderValues) => {
      const returnOrderInput = returnOrderInputOf(values);
      const sent = JSON.stringify(returnOrderInput);
      const key = keys.current.get(sent) ?? idempotencyKey();
      keys.current.set(sent, key);
      return returnOrder({ 'Idempotency-Key': key, orderId: order._id, returnOrderInput });
    },
    failure: failureSentence(offlineMessages.returnNeedsConnection),
    fieldsFromServer: sameNames('reason', 'note', 'amount'),
    onSuccess: (returned) => onDone(text.returned(formatMoney((returned.refunded ?? 0) - (order.refunded ?? 0)))),
  });
  const initial: ReturnOrderValues = { reason: '', note: '', how: 'all', amount: '' };
  return (
    <Formik initialValues={initial} validationSchema={returnOrderSchema(order.totalPrice, most)} onSubmit={submit}>
      <FormStack noValidate aria-label={text.returnHeading}>
        <ChoiceField
          name="reason"
          legend={text.returnReason}
          options={RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))}
        />
        <ReasonNote label={text.returnNote} />
        <ChoiceField
          name="how"
          legend={text.refundHow}
          options={[
            { value: 'all', label: text.refundAll(most) },
            { value: 'amount', label: text.refundAmount },
          ]}
        />
        <RefundAmount hint={text.refundHint} />
        <FormEnd failure={failure} busy={busy} submit={text.returnOrder} onClose={() => onDone()} />
      </FormStack>
    </Formik>
  );
}

/** The amount, asked only when not the whole order is refunded. */
function RefundAmount({ hint }: { hint: string }) {
  const { values } = useFormikContext<ReturnOrderValues>();
  if (values.how !== 'amount') return <Detail>{hint}</Detail>;
  return <TextField name="amount" label={text.refundAmountLabel} hint={hint} inputMode="decimal" autoComplete="off" />;
}

/** The server's sentence on a refusal, the action's button and 'Not now'. */
function FormEnd({
  failure,
  busy,
  submit,
  danger = false,
  onClose,
}: {
  failure: string | null;
  busy: boolean;
  submit: string;
  danger?: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {failure && <ErrorText>{failure}</ErrorText>}
      <Buttons>
        <Button type="submit" busy={busy} danger={danger}>
          {submit}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </Buttons>
    </>
  );
}

/** The order's actions kept on this phone: waiting to send, or refused with the server's sentence and Discard. */
function WaitingWrites({ writes }: { writes: QueuedWrite[] }) {
  const vendorId = useSelector(selectVendor)?._id ?? '';
  const headingId = useId();
  return (
    <Area aria-labelledby={headingId} $sticky={false}>
      <h2 id={headingId}>{text.waitingHeading}</h2>
      {writes.map((write) => (
        <Waiting key={write.key}>
          <strong>{waitingLabel[write.operation] ?? write.operation}</strong>
          {write.state !== 'waiting' && (
            <>
              <ErrorText>
                {text.refusedWrite} {write.refusal?.message ?? queueMessages.outdated}
              </ErrorText>
              <Button
                variant="secondary"
                onClick={() => void loadWrites().then(({ discardWrite }) => discardWrite(vendorId, write.key))}
              >
                {text.discard}
              </Button>
            </>
          )}
        </Waiting>
      ))}
    </Area>
  );
}

/**
 * The order's timeline, oldest first as the server gives it: its placing, then each action with who
 * did it (the vendor's e-mail, the back office's tool, or Sika itself for Completed) and when, with
 * how it travelled, the reason and the note. Refreshed with the order.
 */
export function OrderTimeline({ orderId, refreshKey }: { orderId: string; refreshKey?: string }) {
  const { data, isError, refetch } = useGetOrderTimelineQuery({ orderId });
  const first = useRef(true);
  // The order moved (a poll, another tab, the back office): its timeline did too.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [refreshKey, refetch]);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.timelineHeading}</h2>
      {data ? (
        <Events>
          {data.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <strong>{eventTitle(event)}</strong>
              {eventActor(event) && <span>{eventActor(event)}</span>}
              <time dateTime={event.at}>{formatMoment(event.at)}</time>
              {eventDetails(event).map((line) => (
                <Detail key={line}>{line}</Detail>
              ))}
            </li>
          ))}
        </Events>
      ) : isError ? (
        <>
          <ErrorText>{text.timelineFailed}</ErrorText>
          <Button variant="secondary" onClick={() => void refetch()}>
            {messages.generic.tryAgain}
          </Button>
        </>
      ) : (
        <Detail role="status">{text.timelineLoading}</Detail>
      )}
    </Section>
  );
}

function eventTitle(event: OrderEvent): string {
  switch (event.kind) {
    case 'Placed':
      return text.placed;
    case 'Shipped':
      return text.shippedEvent;
    case 'Delivered':
      return text.deliveredEvent;
    case 'Cancelled':
      return text.cancelledEvent;
    case 'Completed':
      return text.completedEvent;
    case 'StatusSet':
      return text.statusSet(event.status ?? '');
    case 'Returned':
      return text.returnedEvent;
    case 'HandedOver':
      return text.handedOverEvent;
  }
}

function eventActor(event: OrderEvent): string | null {
  if (event.kind === 'Placed') return null;
  if (event.actor === 'vendor') return text.byVendor(event.actorName);
  if (event.actor === 'back office') return text.byBackOffice(event.actorName);
  return text.bySika;
}

function eventDetails(event: OrderEvent): string[] {
  const lines: string[] = [];
  if (event.shipping) {
    const { courierName } = event.shipping;
    lines.push(courierName ? text.courier(courierName) : SHIPPING_METHOD_LABELS[event.shipping.method]);
    if (event.shipping.trackingNumber) lines.push(text.tracking(event.shipping.trackingNumber));
  }
  if (event.amount !== undefined) lines.push(text.refundedAmount(formatMoney(event.amount)));
  if (event.reason) {
    lines.push(
      event.kind === 'Returned'
        ? RETURN_REASON_LABELS[event.reason as ReturnReason]
        : CANCEL_REASON_LABELS[event.reason as CancelReason],
    );
  }
  if (event.note) lines.push(event.note);
  return lines;
}

/** On a phone the actions stay at the bottom of the screen, within thumb reach, while the order scrolls. */
const Area = styled(Section)<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'static')};
  bottom: 0;
  z-index: 1;
  border-top: 3px solid ${({ theme }) => theme.colors.primary};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > button {
    flex: 1 1 10rem;
  }
`;

const Waiting = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Events = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    overflow-wrap: anywhere;
  }
  time,
  span {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PhotoInput = styled.input`
  ${controlBox}
  min-height: ${({ theme }) => theme.sizes.minTarget};
`;
