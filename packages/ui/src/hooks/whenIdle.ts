/**
 * Runs `run` when the page has nothing else to do (at the latest after `timeout` ms; without
 * requestIdleCallback, as in older Safari, shortly after). Returns a cancel function. For code the
 * first paint does not need: fetched right after it, before anyone can use it.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * Like whenIdle, but not before the page has loaded (the window's load event: its images and
 * scripts in). For code nothing on screen needs: on slow 4G it would otherwise share the
 * bandwidth with the page's own first images. Returns a cancel function.
 */
export function whenLoadedAndIdle(run: () => void, timeout = 2000): () => void {
  if (document.readyState === 'complete') return whenIdle(run, timeout);
  let cancelIdle = () => {};
  const onLoad = () => (cancelIdle = whenIdle(run, timeout));
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/** What counts as the visitor starting to use the page (a tap, a click, a key), not an autofocus. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Marks an element whose taps and keys are no use of the page: the update prompt, whose Reload
 * replaces the page. Fetching the page's later code then would cost data for nothing, and would
 * keep the old service worker busy just as the new one is asked to take over.
 */
export const NOT_FIRST_USE = 'data-not-first-use';

/**
 * Like whenLoadedAndIdle, but not before the visitor has first used the page. For code only a
 * visitor who goes on needs (the toasts' library, the vendor's frame, the service worker): someone
 * who opens the login page and leaves downloads none of it on paid mobile data. Returns a cancel
 * function.
 */
export function afterFirstUse(run: () => void, timeout = 2000): () => void {
  let cancelIdle = () => {};
  const stopListening = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onFirstUse, { capture: true });
  };
  function onFirstUse(event: Event) {
    if ((event.target as Partial<Element> | null)?.closest?.(`[${NOT_FIRST_USE}]`)) return;
    stopListening();
    cancelIdle = whenLoadedAndIdle(run, timeout);
  }
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle();
  };
}
