// The vendor's last-seen data, readable offline (docs/product.md, Offline): each vendor's reads are
// saved in their own cache as they come in, and given back when the network fails
// (@sika/api-client/offline says which reads, and how they are marked).
import { answerSavedRead, isSavedRead } from '@sika/api-client/offline';

declare const self: ServiceWorkerGlobalScope;

/** Registers its fetch listener first, so no other route of the worker answers these reads. */
export function keepVendorData(): void {
  self.addEventListener('fetch', (event) => {
    if (!isSavedRead(event.request, self.location.origin)) return;
    event.respondWith(
      answerSavedRead(event.request, {
        caches: self.caches,
        fetch: (request) => fetch(request),
        keep: (work) => event.waitUntil(work),
      }),
    );
  });
}
