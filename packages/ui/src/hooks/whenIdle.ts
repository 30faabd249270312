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
