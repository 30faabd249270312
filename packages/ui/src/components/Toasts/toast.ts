// The toasts of spec section 1 through react-toastify, which is fetched when the page is first idle
// (Toasts.tsx) or when the first toast is asked for, whichever comes first: no page waits for it
// (issue 9), and it is here before the vendor can send a form (so a submit with the network down
// still shows its toast). Until its container has mounted, react-toastify queues toasts, so none
// is lost: each shows once the library is here. A failed fetch is tried again on the next toast.

import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;

let loading: Promise<Toastify> | undefined;
const whenLoaded = new Set<(toastify: Toastify) => void>();

/** Fetches react-toastify once (again after a failed fetch); the container (Toasts.tsx) mounts then. */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (toastify) => {
      for (const listener of whenLoaded) listener(toastify);
      return toastify;
    },
    (error: unknown) => {
      loading = undefined; // offline, say: the next toast or the next page tries again
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` with react-toastify once it is here. Returns an unsubscribe. */
export function onToastifyLoaded(listener: (toastify: Toastify) => void): () => void {
  whenLoaded.add(listener);
  void loading?.then(listener, () => {});
  return () => whenLoaded.delete(listener);
}

const show = (kind: 'success' | 'error', message: string) =>
  loadToastify().then(
    (toastify) => toastify.toast[kind](message),
    () => console.warn(`react-toastify could not be fetched; toast not shown: ${message}`),
  );

/** The two toasts the product shows: react-toastify's `toast.success` and `toast.error`. */
export const toast = {
  success(message: string): void {
    void show('success', message);
  },
  error(message: string): void {
    void show('error', message);
  },
};
