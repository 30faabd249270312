import { TOAST_AUTO_CLOSE_MS } from '@sika/domain';
import { ToastContainer } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';

// react-toastify with the one container configured, fetched as one piece (./toast.ts), so the first
// load carries neither the library nor its configuration and styles.
export { toast } from 'react-toastify';

/**
 * The one toast container, configured exactly as docs/product.md, Toasts says: top-right, 5000 ms,
 * progress bar, oldest on top, close on click, draggable, pause on hover and on focus loss, light,
 * LTR.
 */
export function ToastifyContainer() {
  return (
    <>
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
 * (docs/product.md, Touch targets), the cross centred in it, and the text keeps clear of it; on a
 * phone the toasts start under the top bar. Two classes, so this wins over the library's own
 * one-class rules whichever comes first.
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
  /* Under the top bar while it holds the menu button (react-toastify puts them at the very top). */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    .Toastify__toast-container.Toastify__toast-container--top-right {
      top: calc(env(safe-area-inset-top) + ${({ theme }) => theme.sizes.topBar});
    }
  }
  .Toastify__toast-container .Toastify__close-button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
