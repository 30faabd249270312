import { TOAST_AUTO_CLOSE_MS } from '@sika/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../hooks/whenIdle.ts';
import { loadToastify, onToastifyRequested } from './toast.ts';

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/**
 * The one toast container, configured exactly as spec section 1 says: top-right, 5000 ms, progress
 * bar, oldest on top, close on click, draggable, pause on hover and on focus loss, light, LTR.
 * react-toastify comes once the page is idle or the first toast is asked for (./toast.ts); the
 * first render (and the prerendered login page) has no container yet.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stopListening = onToastifyRequested(() => setWanted(true));
    const cancelIdle = whenIdle(() => void loadToastify());
    return () => {
      stopListening();
      cancelIdle();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        hideProgressBar={false}
        newestOnTop={false}
        closeOnClick
        rtl={false}
        pauseOnFocusLoss
        draggable
        pauseOnHover
        theme="light"
      />
    </Suspense>
  );
}
