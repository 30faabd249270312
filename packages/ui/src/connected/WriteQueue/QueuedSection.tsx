import type { Product } from '@sika/api-client';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../hooks/lazyComponent.tsx';
import { whenLoadedAndIdle } from '../../hooks/whenIdle.ts';

// Its code and the queue's come after the page has loaded: the list's first paint carries none of it.
const QueuedProducts = lazyComponent(() =>
  import('./QueuedProducts.tsx').then(
    (m) => m.QueuedProducts,
    // Offline before it ever came: the list shows without it.
    () => () => null,
  ),
);

/** The writes waiting on this phone, above a list of products (docs/product.md, Writes that wait). */
export function QueuedSection(props: {
  products: readonly Product[] | undefined;
  onDeleting?: (ids: ReadonlySet<string>) => void;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <QueuedProducts.Component products={props.products ?? []} onDeleting={props.onDeleting} />
    </Suspense>
  );
}

/** No product is being deleted from this phone. */
export const NO_IDS: ReadonlySet<string> = new Set();
