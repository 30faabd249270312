// File names are the server's: a random stem per upload (so a replaced image never shares a URL
// with its successor and can be cached forever) plus the variant.
import { randomUUID } from 'node:crypto';

export interface ImageNames {
  full: string;
  list: string;
}

export function newImageNames(): ImageNames {
  const stem = randomUUID();
  return { full: `${stem}.webp`, list: `${stem}-w320.webp` };
}

/**
 * The folder of the image storage that keeps photos of handovers (docs/product.md, Order actions):
 * apart from the product pictures, so the route serving those (a name holds no slash) never
 * reaches one. No route serves them; the back office opens them where they are.
 */
export const HANDOVER_FOLDER = 'handovers';

/** A new server-chosen name for a photo of a handover, in HANDOVER_FOLDER. */
export function newHandoverPhotoName(): string {
  return `${randomUUID()}.webp`;
}

/** Where a stored image is served (routes/images.ts). */
export function imageUrl(name: string): string {
  return `/api/images/${name}`;
}
