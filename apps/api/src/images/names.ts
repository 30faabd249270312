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

/** Where a stored image is served (routes/images.ts). */
export function imageUrl(name: string): string {
  return `/api/images/${name}`;
}
