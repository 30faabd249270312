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
