import { useFreshLists, useGetVendorOrderPagesInfiniteQuery, type Order } from '@sika/api-client';
import {
  formatDay,
  formatMonth,
  formatMoney,
  isoDay,
  messages,
  nextInstalment,
  ORDER_STATUSES,
  ORDERS_PAGE,
  paths,
  ordersMessages,
} from '@sika/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorText, PageHeading, QueryState, StatusBadge } from '../../../components/index.ts';
import { Cards, Count, Tools } from './listLayout.ts';
import { ChoiceTool, SearchTool } from './listTools.tsx';
import { downloadCsv } from './downloadCsv.ts';
import { ordersCsv } from './ordersCsv.ts';
import { PanelShapes } from './PanelPlaceholder.tsx';

const text = ordersMessages;
const statusChoices = [
  { value: '', label: text.allStatuses },
  ...ORDER_STATUSES.map((value) => ({ value, label: value })),
];

/** Search by order number or buyer name and filter by status, on the device; newest first. */
function arrange(orders: readonly Order[], query: string, status: string): Order[] {
  const needle = query.trim().toLowerCase();
  return orders
    .filter(
      (order) =>
        (!status || order.orderStatus === status) &&
        (!needle ||
          order.orderNumber.toLowerCase().includes(needle) ||
          `${order.user.firstname} ${order.user.lastname}`.toLowerCase().includes(needle)),
    )
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** How many of the newest orders the list holds: `?orders=` (a multiple of 100, at least 100), else 100. */
function ordersShownIn(search: URLSearchParams): number {
  const asked = Number(search.get('orders'));
  if (!Number.isSafeInteger(asked) || asked <= ORDERS_PAGE) return ORDERS_PAGE;
  return asked - (asked % ORDERS_PAGE);
}

/**
 * Your Orders: the orders of the signed-in vendor's products, each linking to its details,
 * refreshed like the product list (15 s, on focus and on mount, paused while hidden). It starts
 * with the newest 100; "Show older orders" adds the next 100 through the api's cursor each time,
 * however many there are (one list, so search, filter, count and CSV cover everything shown).
 * How many is in the address (`?orders=`), so coming back from an order's page shows the same list.
 */
export function OrdersPanel({ today }: { today?: Date }) {
  const [search, setSearch] = useSearchParams();
  const wanted = ordersShownIn(search);
  const polling = useFreshLists();
  const { data, error, isFetching, refetch, fetchNextPage, hasNextPage, isFetchNextPageError } =
    useGetVendorOrderPagesInfiniteQuery(undefined, {
      ...polling,
      refetchOnFocus: true,
      refetchOnMountOrArgChange: true,
    });
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

  useEffect(() => {
    if (olderPending || firstAskedFor.current === null || !orders) return;
    const first = orders[firstAskedFor.current];
    firstAskedFor.current = null;
    // The button may be gone (no older orders left): keyboard focus goes on, to the first new order.
    if (first) listRef.current?.querySelector<HTMLElement>(`a[href="${paths.orderDetails(first._id)}"]`)?.focus();
  }, [orders, olderPending]);

  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const shown = useMemo(() => arrange(orders ?? [], query, status), [orders, query, status]);
  const now = today ?? new Date();
  const id = useId();

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
        isEmpty={(list) => list.length === 0}
        empty={<Empty>{text.empty}</Empty>}
      >
        {(orders) => (
          <>
            <Tools role="search">
              <SearchTool label={text.searchLabel} value={query} onChange={setQuery} />
              <ChoiceTool label={text.statusFilterLabel} value={status} onChange={setStatus} options={statusChoices} />
            </Tools>
            <Bar>
              <Count role="status">{text.count(shown.length, orders.length)}</Count>
              {shown.length > 0 && (
                <Button variant="secondary" onClick={download} aria-describedby={`${id}-csv`}>
                  {text.downloadCsv}
                </Button>
              )}
              <span id={`${id}-csv`} hidden>
                {text.downloadCsvHint(shown.length)}
              </span>
            </Bar>
            {shown.length === 0 ? (
              <p>{text.noMatches}</p>
            ) : (
              <Cards aria-label={text.heading} ref={listRef}>
                {shown.map((order) => (
                  <li key={order._id}>
                    <OrderCard order={order} now={now} />
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

/** One order: number and status, item, buyer and date, and the money: the total and what comes next. */
function OrderCard({ order, now }: { order: Order; now: Date }) {
  const next = nextInstalment(order, now);
  return (
    <Card to={paths.orderDetails(order._id)}>
      <Top>
        <strong>{order.orderNumber}</strong>
        <StatusBadge status={order.orderStatus} />
      </Top>
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

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
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
