import { NOT_SAVED_OFFLINE } from '@sika/api-client';
import { messages } from '@sika/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { ErrorText } from '../ErrorText/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

/** What the frame reads of a query: an RTK Query hook's result, or the same put together by hand. */
export type QueryResult<T> = {
  data?: T;
  isError?: boolean;
  error?: unknown;
  /** Asks again; without it the error has no 'Try again' button. */
  refetch?: () => unknown;
};

type QueryStateProps<T, Item> = {
  query: QueryResult<T>;
  /** Shown until the first answer: a skeleton shaped like the content (a plain one by default). */
  placeholder?: ReactNode;
  /** The error line, shown when the query failed and there is nothing to show. */
  errorMessage: ReactNode;
  /** Shown above the error line, e.g. the page's heading. */
  errorHeading?: ReactNode;
  /** Whether the answer holds nothing to show; then `empty` shows instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Picks what the screen is about from the answer; undefined means it is not there. */
  select?: (data: T) => Item | undefined;
  /** Shown when the picked item is not there or the server answered 404; without it the error shows. */
  notFound?: ReactNode;
  children: (item: Item) => ReactNode;
};

/**
 * The states every screen that shows a query's answer goes through, in one place: the placeholder
 * until the first answer, the error line with 'Try again', the empty state, the not-found state, and
 * then the content. An answer already shown stays while a refresh fails (a later poll may succeed).
 */
export function QueryState<T, Item = T>({
  query: { data, isError = false, error, refetch },
  placeholder = <Skeleton />,
  errorMessage,
  errorHeading,
  isEmpty,
  empty,
  select,
  notFound,
  children,
}: QueryStateProps<T, Item>) {
  const failed = (
    <>
      {errorHeading}
      <ErrorText>{notSavedOffline(error) ?? errorMessage}</ErrorText>
      {refetch && (
        <Button variant="secondary" onClick={() => void refetch()}>
          {messages.generic.tryAgain}
        </Button>
      )}
    </>
  );

  if (data === undefined) {
    if (isError && isNotFound(error) && notFound) return notFound;
    if (isError) return failed;
    return placeholder;
  }
  if (isEmpty?.(data)) return empty;
  const item = select ? select(data) : (data as unknown as Item);
  if (item === undefined) return notFound ?? failed;
  return children(item);
}

/**
 * Offline, on a page this phone never saved, the service worker says so (docs/product.md, Offline):
 * that, not 'Something went wrong', is what the vendor needs to know.
 */
function notSavedOffline(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown; msg?: unknown } } | undefined)?.data;
  return data?.code === NOT_SAVED_OFFLINE && typeof data.msg === 'string' ? data.msg : undefined;
}

/** An RTK Query error for an answer of 404. */
const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** The default placeholder: a few grey lines, announced as loading. */
function Skeleton() {
  return (
    <Lines role="status" aria-live="polite">
      <VisuallyHidden>{messages.generic.loading}</VisuallyHidden>
      <Line aria-hidden="true" />
      <Line aria-hidden="true" />
      <Line aria-hidden="true" $short />
    </Lines>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Line = styled.span<{ $short?: boolean }>`
  display: block;
  height: 1rem;
  width: ${({ $short }) => ($short ? '60%' : '100%')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  opacity: 0.25;
`;
