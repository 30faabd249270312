import { offlineState, sikaApi, TAG_TYPES } from '@sika/api-client';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { lazyComponent } from '../../hooks/lazyComponent.tsx';

// Fetched the first time the phone is found offline, from the service worker's precache (a vendor
// who is never offline never runs it). Without a worker and without a network there is no banner,
// rather than a page that fails for want of it.
const LiveBanner = lazyComponent(() =>
  import('./LiveBanner.tsx').then(
    (m) => m.LiveBanner,
    () => () => null,
  ),
);

/**
 * The frame's polite live region for the offline banner (docs/product.md, Offline; aria-live rather
 * than role status, which the pages' loading placeholders already are): empty while
 * online; the banner, and when the shown data was saved, once an answer came from the data this
 * phone saved, a request found no network, or the browser said 'offline'.
 */
export function OfflineNotice() {
  const { offline, savedAt } = useSyncExternalStore(offlineState.subscribe, offlineState.get, offlineState.get);
  const dispatch = useDispatch();
  useEffect(() => {
    // The sentences said offline where a page's code or a logout cannot go (CodeLoadBoundary,
    // useLogout) come in their own small file: fetched now, online, so the phone has it offline.
    void import('@sika/domain/messages/offline').catch(() => undefined);
    const wentOffline = () => offlineState.wentOffline();
    // The first visit's reads came before the service worker took the page, so none was saved:
    // once it does, what is on screen is asked again (a 304 each, no body) and so saved.
    const askAgain = () => dispatch(sikaApi.util.invalidateTags([...TAG_TYPES]));
    window.addEventListener('offline', wentOffline);
    navigator.serviceWorker?.addEventListener('controllerchange', askAgain);
    return () => {
      window.removeEventListener('offline', wentOffline);
      navigator.serviceWorker?.removeEventListener('controllerchange', askAgain);
    };
  }, [dispatch]);
  return (
    <div aria-live="polite">
      {offline && (
        <Suspense fallback={null}>
          <LiveBanner.Component savedAt={savedAt === null ? null : new Date(savedAt)} />
        </Suspense>
      )}
    </div>
  );
}

/** Stories: the banner's code in before the story renders. */
export const loadOfflineBanner = LiveBanner.load;
