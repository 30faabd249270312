import {
  useFreshLists,
  useGetOrderCountsQuery,
  useGetVendorOrderPagesInfiniteQuery,
  type Order,
  type OrderCounts,
} from '@sika/api-client';
import {
  formatDay,
  formatMonth,
  formatMoney,
  isOrderStatus,
  isoDay,
  messages,
  nextInstalment,
  ORDER_STATUSES,
  ORDERS_PAGE,
  paths,
  ordersMessages,
  orderActionMessages,
  type OrderStatus,
} from '@sika/domain';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorText, PageHeading, QueryState, StatusBadge } from '../../../components/index.ts';
import { useRoleMay } from '../../../hooks/useRoleMay.ts';
import { Cards, ListCount, Tools } from './listLayout.ts';
import { ChoiceTool, SEARCH_REST_MS, SearchTool } from './listTools.tsx';
import { downloadCsv } from './downloadCsv.ts';
import { ordersCsv } from './ordersCsv.ts';
import { PanelShapes } from './PanelPlaceholder.tsx';

const text = ordersMessages;

/** The status choices, each with how many of the searched orders have it once the counts are in. */
function statusChoicesOf(counts: OrderCounts | undefined) {
  const counted = (label: string, orders: number | undefined) =>
    orders === undefined ? label : text.statusWithCount(label, orders);
  return [
    { value: '', label: counted(text.allStatuses, counts?.matching) },
    ...ORDER_STATUSES.map((value) => ({
      value,
      label: counted(value, counts?.byStatus.find((entry) => entry.status === value)?.orders),
    })),
  ];
}

/** The search and status in the address (`?q=`, `?status=`), so coming back from an order keeps them. */
function filterIn(search: URLSearchParams) {
  const status = search.get('status');
  return { q: (search.get('q') ?? '').trim(), status: isOrderStatus(status) ? status : undefined };
}

/** The address with a new search or status, which starts again from its newest 100. */
function withFilter(current: URLSearchParams, name: 'q' | 'status', value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('orders');
  return next;
}

/** How many of the newest orders the list holds: `?orders=` (a multiple of 100, at least 100), else 100. */
function ordersShownIn(search: URLSearchParams): number {
  const asked = Number(search.get('orders'));
  if (!Number.isSafeInteger(asked) || asked <= ORDERS_PAGE) return ORDERS_PAGE;
  return asked - (asked % ORDERS_PAGE);
}

/**
 * Your Orders: the orders of the signed-in vendor's products, each linking to its details,
 * refreshed like the product list (15 s, on focus and on mount, paused while hidden). The search
 * (order number or buyer) and the status filter go to the server, which looks through all of the
 * vendor's orders, and the count and each status's number are the server's counts over all of
 * them. The list starts with the newest 100 that match; "Show older orders" adds the next 100
 * through the api's cursor each time. The search, the status and how many are shown are in the
 * address (`?q=`, `?status=`, `?orders=`), so coming back from an order's page shows the same list.
 */
export function OrdersPanel({ today }: { today?: Date }) {
  const [search, setSearch] = useSearchParams();
  const wanted = ordersShownIn(search);
  const filter = filterIn(search);
  const filtered = filter.q !== '' || filter.status !== undefined;
  const polling = useFreshLists();
  const fresh = { ...polling, refetchOnFocus: true, refetchOnMountOrArgChange: true } as const;
  const { data, error, isFetching, refetch, fetchNextPage, hasNextPage, isFetchNextPageError, fulfilledTimeStamp } =
    useGetVendorOrderPagesInfiniteQuery({ q: filter.q || undefined, status: filter.status }, fresh);
  const { data: counts } = useGetOrderCountsQuery({ q: filter.q || undefined }, fresh);
  const orders = useMemo(() => data?.pages.flatMap((page) => page.orders), [data]);
  // The address asks for more than the pages loaded, and older ones exist: on their way, or failed.
  const olderPending = data !== undefined && hasNextPage && data.pages.length * ORDERS_PAGE < wanted;
  const olderFailed = olderPending && isFetchNextPageError;
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the orders just asked for start in the list: focus goes to the first of them. */
  const firstAskedFor = useRef<number | null>(null);

  // One page at a time, never beside a refresh of the pages already loaded (their cursors move).
  useEffect(() => {
    if (olderPending && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [olderPending, isFetching, isFetchNextPageError, fetchNextPage]);

  function showOlder() {
    firstAskedFor.current = orders?.length ?? null;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('orders', String(((data?.pages.length ?? 1) + 1) * ORDERS_PAGE));
        return next;
      },
      { replace: true },
    );
  }

  const setStatus = (value: string) => setSearch((current) => withFilter(current, 'status', value), { replace: true });

  useEffect(() => {
    if (olderPending || firstAskedFor.current === null || !orders) return;
    const first = orders[firstAskedFor.current];
    firstAskedFor.current = null;
    // The button may be gone (no older orders left): keyboard focus goes on, to the first new order.
    if (first) listRef.current?.querySelector<HTMLElement>(`a[href="${paths.orderDetails(first._id)}"]`)?.focus();
  }, [orders, olderPending]);

  // What is typed goes to the address (and the server) once typing rests.
  const [typed, setTyped] = useState(filter.q);
  useEffect(() => {
    if (typed.trim() === filter.q) return;
    const rest = setTimeout(
      () => setSearch((current) => withFilter(current, 'q', typed.trim()), { replace: true }),
      SEARCH_REST_MS,
    );
    return () => clearTimeout(rest);
  }, [typed, filter.q, setSearch]);

  const shown = orders ?? [];
  const matching =
    counts === undefined
      ? undefined
      : filter.status === undefined
        ? counts.matching
        : (counts.byStatus.find((entry) => entry.status === filter.status)?.orders ?? 0);
  // 'Now' is when the server last answered, not each render: a keystroke in the search must not
  // redraw every card.
  const now = useMemo(
    () => today ?? (fulfilledTimeStamp === undefined ? new Date() : new Date(fulfilledTimeStamp)),
    [today, fulfilledTimeStamp],
  );
  const navigate = useNavigate();
  const openStep = useCallback((href: string) => navigate(href), [navigate]);
  const id = useId();
  // The orders CSV adds up the shop's money: not an attendant's (docs/product.md, Team).
  const mayExport = useRoleMay('seeMoney');

  function download() {
    downloadCsv(ordersCsv(shown), text.csvFileName(isoDay(now.toISOString())));
  }

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <QueryState
        // The error shows while it is asked for again, so the error and the spinner do not take turns.
        query={{ data: orders, isError: error !== undefined, error, refetch }}
        placeholder={<PanelShapes panel="orders" />}
        errorMessage={text.failed}
        // Only a vendor with no orders at all is empty; a search that matches none says so below.
        isEmpty={(list) => list.length === 0 && !filtered}
        empty={<Empty>{text.empty}</Empty>}
      >
        {() => (
          <>
            <WorkQueue counts={counts} status={filter.status} onChange={setStatus} />
            <Tools role="search">
              <SearchTool label={text.searchLabel} value={typed} onChange={setTyped} />
              <ChoiceTool
                label={text.statusFilterLabel}
                value={filter.status ?? ''}
                onChange={setStatus}
                options={statusChoicesOf(counts)}
              />
            </Tools>
            <CountRow>
              <ListCount role="status">
                {counts !== undefined && matching !== undefined && text.count(matching, counts.all)}
              </ListCount>
              {mayExport && shown.length > 0 && (
                <Button variant="secondary" onClick={download} aria-describedby={`${id}-csv`}>
                  {text.downloadCsv}
                </Button>
              )}
              <span id={`${id}-csv`} hidden>
                {text.downloadCsvHint(shown.length)}
              </span>
            </CountRow>
            {shown.length === 0 ? (
              <p>{text.noMatches}</p>
            ) : (
              <Cards aria-label={text.heading} aria-busy={isFetching} ref={listRef}>
                {shown.map((order) => (
                  <li key={order._id}>
                    <OrderCard order={order} now={now} onStep={openStep} />
                  </li>
                ))}
              </Cards>
            )}
            {olderFailed && <ErrorText>{text.failed}</ErrorText>}
            {hasNextPage && (
              // One button throughout (show, loading, try again), so keyboard focus stays on it.
              <Button
                variant="secondary"
                busy={olderPending && !olderFailed}
                onClick={() => (olderFailed ? void fetchNextPage() : showOlder())}
              >
                {olderFailed ? messages.generic.tryAgain : olderPending ? text.loadingOlder : text.showOlder}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

/** The work queue (docs/product.md, Order actions): the orders still to ship and to deliver, a tap away. */
const QUEUE: { status: OrderStatus; label: string }[] = [
  { status: 'Approved', label: orderActionMessages.toShip },
  { status: 'Shipped', label: orderActionMessages.toDeliver },
];

/**
 * 'To ship (n)' (Approved) and 'To deliver (n)' (Shipped): each sets the status filter, or clears
 * it when pressed again; the counts are the server's, over the orders the search matches.
 */
function WorkQueue({
  counts,
  status,
  onChange,
}: {
  counts: OrderCounts | undefined;
  status: OrderStatus | undefined;
  onChange: (status: string) => void;
}) {
  return (
    <Queue role="group" aria-label={orderActionMessages.workQueue}>
      {QUEUE.map((entry) => {
        const orders = counts?.byStatus.find((count) => count.status === entry.status)?.orders;
        return (
          <Button
            key={entry.status}
            variant="secondary"
            aria-pressed={status === entry.status}
            onClick={() => onChange(status === entry.status ? '' : entry.status)}
          >
            {orders === undefined ? entry.label : orderActionMessages.withCount(entry.label, orders)}
          </Button>
        );
      })}
    </Queue>
  );
}

/** The action an order's card offers: the next step its status allows, opened on Order details. */
function nextStepOf(order: Order): { href: string; label: string } | null {
  if (order.orderStatus === 'Approved')
    return {
      href: `${paths.orderDetails(order._id)}?action=ship`,
      label: orderActionMessages.shipOrder(order.orderNumber),
    };
  if (order.orderStatus === 'Shipped')
    return {
      href: `${paths.orderDetails(order._id)}?action=deliver`,
      label: orderActionMessages.deliverOrder(order.orderNumber),
    };
  return null;
}

/**
 * One order: number and status, item, buyer and date, and the money: the total and what comes next;
 * at the bottom of the card, within thumb reach, the next step its status allows.
 */
const OrderCard = memo(function OrderCard({
  order,
  now,
  onStep,
}: {
  order: Order;
  now: Date;
  onStep: (href: string) => void;
}) {
  const next = nextInstalment(order, now);
  const step = nextStepOf(order);
  // A button, not a second link: each card stays one link to its order (the list's rows).
  return (
    <CardBox>
      <OrderSummary order={order} next={next} />
      {step && (
        <Step type="button" onClick={() => onStep(step.href)}>
          {step.label}
        </Step>
      )}
    </CardBox>
  );
});

function OrderSummary({ order, next }: { order: Order; next: ReturnType<typeof nextInstalment> }) {
  return (
    <Card to={paths.orderDetails(order._id)}>
      <Top>
        <strong>{order.orderNumber}</strong>
        <StatusBadge status={order.orderStatus} />
      </Top>
      {order.handover && <Pending>{orderActionMessages.toConfirm}</Pending>}
      <Title>{order.product.title}</Title>
      <Money>
        <span>{text.total(formatMoney(order.totalPrice))}</span>
        <span>{next ? text.nextDue(formatMoney(next.amountGhs), formatMonth(next.dueDate)) : text.nothingDue}</span>
      </Money>
      <Meta>
        <span>
          {text.buyerColumn}: {order.user.firstname}
        </span>
        <span>{text.orderedOn(formatDay(order.createdAt))}</span>
      </Meta>
    </Card>
  );
}

/** 'Delivery to be confirmed': a photo of the handover waits for Sika (docs/product.md, Order actions). */
const Pending = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

/** The count, with the CSV download beside it when there is one. */
const CountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Queue = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > button {
    flex: 1 1 9rem;
  }
  > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const CardBox = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Step = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Card = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const Money = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.span`
  font-weight: 600;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
