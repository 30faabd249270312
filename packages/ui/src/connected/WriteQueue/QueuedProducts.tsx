import { selectVendor, type Product, type ProductInput } from '@sika/api-client';
import type { ProductOperation, QueuedWrite } from '@sika/api-client/writes';
import { formatListPrice, paths, queueMessages } from '@sika/domain';
import { useEffect, useId } from 'react';
import { useSelector, useStore } from 'react-redux';
import styled, { css } from 'styled-components';
import { Button, Cluster, TextLink } from '../../components/index.ts';
import { panelHref } from '../VendorFrame/index.ts';
import { QUEUED_PARAM } from './queuedParam.ts';
import { loadWrites } from './sendOrQueue.ts';
import { startWriteQueue } from './startWriteQueue.ts';
import { useQueuedWrites } from './useQueuedWrites.ts';

const text = queueMessages;

const operationText: Record<ProductOperation, string> = {
  create: text.newProduct,
  update: text.changes,
  delete: text.deletion,
  picture: text.picture,
  removePicture: text.pictureRemoval,
};

/** Where a refused write is fixed: the form it came from, reopened with what was sent. */
export function fixHref(write: QueuedWrite): string | undefined {
  const queued = `${QUEUED_PARAM}=${encodeURIComponent(write.key)}`;
  if (write.operation === 'create') return `${panelHref('add')}&${queued}`;
  if (write.operation === 'update') return `${paths.editProduct(write.productId)}?${queued}`;
  return undefined;
}

const stateText = (write: QueuedWrite) =>
  write.state === 'waiting' ? text.waiting : write.state === 'refused' ? text.refused : text.outdated;

export type QueuedProductsProps = {
  /** The vendor's products from the server, to name the product an edit or a delete is for. */
  products: readonly Product[];
  /** The products a waiting delete is for: the list hides them. */
  onDeleting?: (ids: ReadonlySet<string>) => void;
};

/**
 * All Products' writes kept on this phone (docs/product.md, Writes that wait): each new product,
 * change, delete or picture not yet sent, with 'Waiting to send'; one the server refused says 'Not
 * sent: fix and send again', with the server's sentence and a link to its form reopened; each can be
 * discarded. Nothing at all while nothing waits.
 */
export function QueuedProducts({ products, onDeleting }: QueuedProductsProps) {
  // The queue is sent from here: the dashboard is where the portal opens, and this code comes after
  // the page has loaded, so no page's first load carries it.
  const store = useStore();
  useEffect(() => void startWriteQueue(store), [store]);
  // Order actions waiting are shown on their Order details, not here.
  const writes = useQueuedWrites()?.filter((write) => write.orderId === undefined);
  const vendorId = useSelector(selectVendor)?._id;
  const headingId = useId();
  const deleting = writes
    ?.filter((write) => write.operation === 'delete' && write.state === 'waiting')
    .map((write) => write.productId)
    .join(' ');
  useEffect(() => onDeleting?.(new Set(deleting ? deleting.split(' ') : [])), [deleting, onDeleting]);
  if (!writes?.length || !vendorId) return null;

  const titleOf = (write: QueuedWrite) =>
    (write.body as Partial<ProductInput> | undefined)?.title ??
    products.find((product) => product._id === write.productId)?.title ??
    (
      writes.find((other) => other.operation === 'create' && other.productId === write.productId)?.body as
        Partial<ProductInput> | undefined
    )?.title ??
    text.untitled;

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.sectionHeading}</h2>
      <Rows>
        {writes.map((write) => {
          const price = (write.body as Partial<ProductInput> | undefined)?.price;
          const fix = write.state === 'waiting' ? undefined : fixHref(write);
          return (
            <Row key={write.key} $refused={write.state !== 'waiting'}>
              <Cluster justify="space-between">
                <strong>{titleOf(write)}</strong>
                <Badge $refused={write.state !== 'waiting'}>{stateText(write)}</Badge>
              </Cluster>
              <Small>
                {operationText[write.operation as ProductOperation]}
                {price !== undefined && ` · ${formatListPrice(price)}`}
              </Small>
              {write.refusal?.message && <Said>{write.refusal.message}</Said>}
              {write.operation === 'create' && write.state === 'waiting' && (
                <TextLink to={paths.editProduct(write.productId)}>{text.edit}</TextLink>
              )}
              {write.state !== 'waiting' && (
                <Cluster gap="md">
                  {fix && <TextLink to={fix}>{text.fix}</TextLink>}
                  <Button
                    variant="secondary"
                    onClick={() => void loadWrites().then(({ discardWrite }) => discardWrite(vendorId, write.key))}
                  >
                    {text.discard}
                  </Button>
                </Cluster>
              )}
            </Row>
          );
        })}
      </Rows>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $refused: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid
    ${({ theme, $refused }) => ($refused ? theme.colors.statusCancelled : theme.colors.statusApproved)};
  overflow-wrap: anywhere;
`;

const Badge = styled.span<{ $refused: boolean }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.6;
  ${({ theme, $refused }) =>
    $refused
      ? css`
          color: ${theme.colors.statusCancelled};
          background: ${theme.colors.statusCancelledSurface};
          border: 1px solid ${theme.colors.statusCancelled};
        `
      : css`
          color: ${theme.colors.statusApproved};
          background: ${theme.colors.statusApprovedSurface};
          border: 1px solid ${theme.colors.statusApproved};
        `}
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Said = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;
