// The toasts of spec section 1 through react-toastify, which is fetched when the page first goes
// idle or when the first toast is asked for, whichever comes first: the login page paints and
// answers taps without it (issue 9). Until its container has mounted, react-toastify queues toasts,
// so none is lost; each shows as soon as the library is here (on a phone, long before anyone fails a form).

import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;

let loading: Promise<Toastify> | undefined;
const whenRequested = new Set<() => void>();

/** Fetches react-toastify once; the container (Toasts.tsx) mounts as soon as it is asked for. */
export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import('react-toastify');
    for (const listener of whenRequested) listener();
  }
  return loading;
}

/** Calls `listener` once react-toastify is asked for (now, if it already was). Returns an unsubscribe. */
export function onToastifyRequested(listener: () => void): () => void {
  if (loading) {
    listener();
    return () => {};
  }
  whenRequested.add(listener);
  return () => whenRequested.delete(listener);
}

/** The two toasts the product shows: react-toastify's `toast.success` and `toast.error`. */
export const toast = {
  success(message: string): void {
    void loadToastify().then((toastify) => toastify.toast.success(message));
  },
  error(message: string): void {
    void loadToastify().then((toastify) => toastify.toast.error(message));
  },
};
