import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterFirstUse } from '../../hooks/whenIdle.ts';
import { PlainToasts } from './PlainToasts.tsx';
import { loadToastify, onToastifyLoaded, plainToastStore, type Toastify } from './toast.ts';

/**
 * The toasts' place on every page (docs/product.md, Toasts). react-toastify and its container
 * (./ToastifyContainer.tsx) come once the visitor has used the page (a tap or a key) and it is
 * idle, or as soon as a toast is asked for (./toast.ts), so a visit that goes no further never
 * downloads them; the first render (and the prerendered login page) has no container yet. A toast
 * asked for while the library cannot be fetched is drawn plainly (PlainToasts), so none goes
 * unseen.
 */
export function Toasts() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => {
    const stopListening = onToastifyLoaded((loaded) => setToastify(() => loaded));
    const cancelLoad = afterFirstUse(() => void loadToastify().catch(() => {})); // tried again on the next toast
    return () => {
      stopListening();
      cancelLoad();
    };
  }, []);
  const plainToasts = useSyncExternalStore(plainToastStore.subscribe, plainToastStore.get, plainToastStore.getServer);
  const plain = <PlainToasts toasts={plainToasts} onClose={plainToastStore.dismiss} />;
  if (!toastify) return plain;
  const { ToastifyContainer } = toastify;
  return (
    <>
      {plain}
      <ToastifyContainer />
    </>
  );
}
