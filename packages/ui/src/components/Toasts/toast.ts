// The toasts (docs/product.md, Toasts) through react-toastify, which is fetched once the page has
// been used and is idle (Toasts.tsx) or when the first toast is asked for, whichever comes first: no page
// waits for it. Until its container has mounted, react-toastify queues toasts, so none is lost:
// each shows once the library is here. If the library cannot be fetched (the network went before it
// arrived: exactly when a submit fails), the toast is kept as a plain one that Toasts.tsx draws
// itself (PlainToasts), so the vendor still reads it; the next toast tries the fetch again, and
// once the library is here the plain toasts still showing move into it, so they never overlap its
// own.

import type * as ToastifyModule from './ToastifyContainer.tsx';

/** react-toastify's `toast` and the configured container, fetched as one piece. */
export type Toastify = typeof ToastifyModule;

let loading: Promise<Toastify> | undefined;
const whenLoaded = new Set<(toastify: Toastify) => void>();

/** Fetches react-toastify once (again after a failed fetch); the container (Toasts.tsx) mounts then. */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('./ToastifyContainer.tsx').then(
    (toastify) => {
      for (const listener of whenLoaded) listener(toastify);
      const waiting = plainToasts;
      setPlainToasts(noPlainToasts);
      for (const plain of waiting) toastify.toast[plain.kind](plain.message);
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

/** A toast react-toastify could not show because it could not be fetched. */
export type PlainToast = { readonly id: number; readonly kind: 'success' | 'error'; readonly message: string };

const noPlainToasts: readonly PlainToast[] = [];
// The same empty list as the server's snapshot: hydration finds nothing changed and renders once.
let plainToasts: readonly PlainToast[] = noPlainToasts;
let lastPlainId = 0;
const plainListeners = new Set<() => void>();

function setPlainToasts(next: readonly PlainToast[]) {
  plainToasts = next;
  for (const listener of plainListeners) listener();
}

/** For useSyncExternalStore: the toasts waiting to be drawn without react-toastify. */
export const plainToastStore = {
  subscribe(listener: () => void): () => void {
    plainListeners.add(listener);
    return () => plainListeners.delete(listener);
  },
  get: (): readonly PlainToast[] => plainToasts,
  /** The server (prerendering) never has one. */
  getServer: (): readonly PlainToast[] => noPlainToasts,
  dismiss(id: number): void {
    setPlainToasts(plainToasts.filter((plain) => plain.id !== id));
  },
};

const show = (kind: 'success' | 'error', message: string) =>
  loadToastify().then(
    (toastify) => toastify.toast[kind](message),
    () => setPlainToasts([...plainToasts, { id: ++lastPlainId, kind, message }]),
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
