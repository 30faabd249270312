// One interface for where product images live, so the routes never know whether it is a folder
// under DATA_DIR (one instance) or S3-compatible object storage (several instances, one catalogue).

export interface StoredImage {
  body: Buffer;
  contentType: string;
}

export interface ImageStorage {
  /** Where the images are, for the start-up line and logs (never holds credentials). */
  readonly description: string;
  /** Writes or overwrites one object; names come from the server only (see isStorageName). */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none by that name. */
  get(name: string): Promise<StoredImage | undefined>;
  /** Removes one object; removing one that is not there is not an error. */
  delete(name: string): Promise<void>;
  close(): Promise<void>;
}

// Server-chosen names only: a UUID-like stem, an optional variant suffix and an extension. Anything
// else (slashes, dots, %-escapes) is refused before it reaches a path or a key.
const NAME = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{2,5}$/;

export function isStorageName(name: string): boolean {
  return NAME.test(name);
}

export function assertStorageName(name: string): void {
  if (!isStorageName(name)) throw new Error(`not a storage name: ${JSON.stringify(name.slice(0, 120))}`);
}
