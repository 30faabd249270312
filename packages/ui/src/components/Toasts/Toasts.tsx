import { TOAST_AUTO_CLOSE_MS } from '@sika/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createGlobalStyle } from 'styled-components';
import type * as ReactToastify from 'react-toastify';
import { whenLoadedAndIdle } from '../../hooks/whenIdle.ts';
import { PlainToasts } from './PlainToasts.tsx';
import { loadToastify, onToastifyLoaded, plainToastStore } from './toast.ts';

/**
 * The one toast container, configured exactly as docs/product.md, Toasts says: top-right, 5000 ms,
 * progress bar, oldest on top, close on click, draggable, pause on hover and on focus loss, light,
 * LTR. react-toastify comes when the page has loaded and is idle, or as soon as a toast is asked
 * for (./toast.ts); the first render (and the prerendered login page) has no container yet. A toast
 * asked for while the library cannot be fetched is drawn plainly (PlainToasts), so none goes
 * unseen.
 */
export function Toasts() {
  const [toastify, setToastify] = useState<typeof ReactToastify | null>(null);
  useEffect(() => {
    const stopListening = onToastifyLoaded((loaded) => setToastify(() => loaded));
    const cancelLoad = whenLoadedAndIdle(() => void loadToastify().catch(() => {})); // tried again on the next toast
    return () => {
      stopListening();
      cancelLoad();
    };
  }, []);
  const plainToasts = useSyncExternalStore(plainToastStore.subscribe, plainToastStore.get, plainToastStore.getServer);
  const plain = <PlainToasts toasts={plainToasts} onClose={plainToastStore.dismiss} />;
  if (!toastify) return plain;
  const { ToastContainer } = toastify;
  return (
    <>
      {plain}
      <ToastTouchTargets />
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
    </>
  );
}

/**
 * react-toastify's close button is a 14x19 px cross in the corner: here it is a full touch target
 * (docs/product.md, Touch targets), the cross centred in it, and the text keeps clear of it. Two
 * classes, so this wins over the library's own one-class rules whichever comes first.
 */
const ToastTouchTargets = createGlobalStyle`
  .Toastify__toast-container .Toastify__toast {
    padding-right: ${({ theme }) => theme.sizes.minTarget};
  }
  .Toastify__toast-container .Toastify__close-button {
    top: 0;
    right: 0;
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.sizes.minTarget};
    height: ${({ theme }) => theme.sizes.minTarget};
    opacity: 0.7;
  }
  .Toastify__toast-container .Toastify__close-button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
