import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched on first render or on `load()`, like React.lazy (render it
 * inside a Suspense boundary), with two differences. Once the code is in (`load()` ahead of time: a
 * prefetch, a story's loader, the build's prerender), it renders at once: through React.lazy it
 * would suspend one more time, and React holds a boundary's content back ~300 ms after showing its
 * fallback. And a failed fetch is forgotten, so the next render or `load()` asks again rather than
 * getting the same failure.
 */
export function lazyComponent<Props extends object>(fetch: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () =>
    (loading ??= fetch().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await load() }));
  // Chosen once per mount, so a mounted component is never swapped for another (its state kept).
  function Component(props: Props) {
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? (Lazy as unknown as ComponentType<Props>));
    return <Chosen {...props} />;
  }
  return { load, Component };
}
