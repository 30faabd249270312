import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched on first render or on `load()`, like React.lazy (render it
 * inside a Suspense boundary), with two differences. Once the code is in (`load()` ahead of time: a
 * prefetch, a story's loader, the build's prerender), it renders at once: through React.lazy it
 * would suspend one more time, and React holds a boundary's content back ~300 ms after showing its
 * fallback. And a failed fetch is forgotten, so the next render or `load()` asks again rather than
 * getting the same failure; after a failed render, `reset()` lets the next mount ask again.
 */
export function lazyComponent<Props extends object>(fetch: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let failed = false;
  const load = (): Promise<ComponentType<Props>> =>
    (loading ??= fetch().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        failed = true;
        throw error;
      },
    ));
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Lazy = fresh();
  /**
   * After a failed render (an error boundary showed it): React.lazy keeps a failure for good, so the
   * next mount gets a new one, which asks again. Called by the boundary's "Try again", not on
   * React's own retry of the failed render, which would otherwise ask again without end.
   */
  const reset = () => {
    if (!failed) return;
    failed = false;
    Lazy = fresh();
  };
  // Chosen once per mount, so a mounted component is never swapped for another (its state kept).
  function Component(props: Props) {
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? (Lazy as unknown as ComponentType<Props>));
    return <Chosen {...props} />;
  }
  return { load, Component, reset };
}
