import { TOAST_AUTO_CLOSE_MS } from '@sika/domain';
import { ToastContainer } from 'react-toastify';

/**
 * The one toast container, configured exactly as spec section 1 says: top-right, 5000 ms, progress
 * bar, oldest on top, close on click, draggable, pause on hover and on focus loss, light, LTR.
 */
export function Toasts() {
  return (
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
  );
}
