import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_EDGE_PX } from '@sika/domain';

/**
 * The compressor (~20 KB gzip) is fetched when a picture is chosen, not with the page: most visits
 * upload nothing, and the pages' first loads stay within their JavaScript budgets.
 */
export const loadCompressor = () => import('browser-image-compression');

type Compressor = Awaited<ReturnType<typeof loadCompressor>>['default'];

/** A phone photo shrunk in the browser before it travels (a 4 MB photo leaves as at most 300 KB). */
export const compressWith = (imageCompression: Compressor, picture: Blob): Promise<File> =>
  imageCompression(picture as File, {
    maxSizeMB: IMAGE_UPLOAD_MAX_BYTES / 1_000_000,
    maxWidthOrHeight: IMAGE_UPLOAD_MAX_EDGE_PX,
    fileType: 'image/webp',
    // Its web worker loads the library from a CDN, which the portal's CSP (rightly) refuses.
    useWebWorker: false,
  });

/**
 * The same for a picture kept on the phone as chosen, because the compressor's code could not be
 * fetched then (offline on a phone that never sent a picture): done just before it is sent.
 */
export const compressPicture = async (picture: Blob): Promise<Blob> =>
  compressWith((await loadCompressor()).default, picture);
