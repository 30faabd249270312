// Names the service worker and the page share (the page clears the caches at logout, posts the
// message from the update prompt).

/** The message the page posts to let a waiting worker take over. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** The runtime caches (the precache is Workbox's own, named by it). */
export const SW_CACHES = {
  /** Scripts and stylesheets under /assets/, as visited. */
  assets: 'sika-assets',
  /** Product pictures from /api/images/. */
  images: 'sika-images',
} as const;
