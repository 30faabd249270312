import { useFreshLists, useGetVendorOrdersQuery, type Order } from '@sika/api-client';
import { formatDay, isoDay, messages, ORDER_STATUSES, ORDERS_MOST, ORDERS_PAGE, paths } from '@sika/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorText, PageHeading, QueryState, SpinnerOverlay } from '../../../components/index.ts';
import { Cards, Count, LoadingRoom, Tools } from './listLayout.ts';
import { ChoiceTool, SearchTool } from './listTools.tsx';
import { downloadCsv, ordersCsv } from './ordersCsv.ts';

const text = messages.orders;
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

/** How many of the newest orders the list holds: `?orders=` (a multiple of 100, 100-500), else 100. */
function ordersShownIn(search: URLSearchParams): number {
  const asked = Number(search.get('orders'));
  if (!Number.isInteger(asked) || asked <= ORDERS_PAGE) return ORDERS_PAGE;
  return Math.min(asked - (asked % ORDERS_PAGE), ORDERS_MOST);
}

/**
 * Your Orders: the orders of the signed-in vendor's products, each linking to its details,
 * refreshed like the product list (15 s, on focus and on mount, paused while hidden). It starts
 * with the newest 100; "Show older orders" asks for 100 more each time, up to the api's 500 (one
 * list, so search, filter, count and CSV cover everything shown, and a new order never pushes an
 * older one out of sight between pages). How many is in the address (`?orders=`), so coming back
 * from an order's page shows the same list.
 */
export function OrdersPanel({ today }: { today?: Date }) {
  const [search, setSearch] = useSearchParams();
  const limit = ordersShownIn(search);
  // The default page is asked for as `{}`: the same cache entry as the order details page.
  // `data` stays the last answer while a longer list loads, so nothing blinks.
  const polling = useFreshLists();
  const { data, currentData, error, isFetching, refetch } = useGetVendorOrdersQuery(
    limit === ORDERS_PAGE ? {} : { limit },
    { ...polling, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  // A longer list was asked for and has no answer of its own yet: on its way, or it failed (its
  // `error` stays while it is asked for again, so the two states do not take turns).
  const olderPending = data !== undefined && currentData === undefined;
  const olderFailed = olderPending && error !== undefined;
  const full = !olderPending && data !== undefined && data.length >= limit;
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the orders just asked for start in `data`: focus goes to the first of them. */
  const firstAskedFor = useRef<number | null>(null);

  function showOlder() {
    firstAskedFor.current = data?.length ?? null;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('orders', String(Math.min(limit + ORDERS_PAGE, ORDERS_MOST)));
        return next;
      },
      { replace: true },
    );
  }

  useEffect(() => {
    if (olderPending || firstAskedFor.current === null || !data) return;
    const first = data[firstAskedFor.current];
    firstAskedFor.current = null;
    // The button may be gone (no older orders left): keyboard focus goes on, to the first new order.
    if (first) listRef.current?.querySelector<HTMLElement>(`a[href="${paths.orderDetails(first._id)}"]`)?.focus();
  }, [data, olderPending]);

  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const shown = useMemo(() => arrange(data ?? [], query, status), [data, query, status]);
  const id = useId();

  function download() {
    downloadCsv(ordersCsv(shown), text.csvFileName(isoDay((today ?? new Date()).toISOString())));
  }

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <QueryState
        // The error shows while it is asked for again, so the error and the spinner do not take turns.
        query={{ data, isError: error !== undefined, refetch }}
        placeholder={
          <LoadingRoom>
            <SpinnerOverlay visible />
          </LoadingRoom>
        }
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
                    <Card to={paths.orderDetails(order._id)}>
                      <Top>
                        <strong>{order.orderNumber}</strong>
                        <Status>{order.orderStatus}</Status>
                      </Top>
                      <Title>{order.product.title}</Title>
                      <Meta>
                        <span>
                          {text.buyerColumn}: {order.user.firstname}
                        </span>
                        <span>{text.orderedOn(formatDay(order.createdAt))}</span>
                      </Meta>
                    </Card>
                  </li>
                ))}
              </Cards>
            )}
            {olderFailed && <ErrorText>{text.failed}</ErrorText>}
            {(olderPending || (full && limit < ORDERS_MOST)) && (
              // One button throughout (show, loading, try again), so keyboard focus stays on it.
              <Button
                variant="secondary"
                busy={olderPending && isFetching}
                onClick={() => (olderFailed ? void refetch() : showOlder())}
              >
                {olderPending && isFetching
                  ? text.loadingOlder
                  : olderFailed
                    ? messages.generic.tryAgain
                    : text.showOlder}
              </Button>
            )}
            {full && limit >= ORDERS_MOST && <p>{text.newestOnly(ORDERS_MOST)}</p>}
          </>
        )}
      </QueryState>
    </>
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

const Status = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
