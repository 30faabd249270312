// One interface for where product images live, so the routes never know whether it is a folder
// under DATA_DIR (one instance) or S3-compatible object storage (several instances, one catalogue).
// Photos of handovers live in a folder of it of their own (`within`), which no route serves.

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
  /**
   * Where the object `name` is, for a person to open it (a file path, an s3:// address): the back
   * office looks at a handover photo there. Never holds credentials.
   */
  locate(name: string): string;
  /**
   * The same storage with its names kept apart under `folder` (a subfolder, a key prefix): no name
   * given to this storage reaches them, since a name holds no slash. Closing it closes nothing;
   * close the storage it came from.
   */
  within(folder: string): ImageStorage;
  close(): Promise<void>;
}

// Server-chosen names only: a UUID-like stem, an optional variant suffix and an extension. Anything
// else (slashes, dots, %-escapes) is refused before it reaches a path or a key.
const NAME = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{2,5}$/;

export function isStorageName(name: string): boolean {
  return NAME.test(name);
}

const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function assertStorageFolder(folder: string): void {
  if (!FOLDER.test(folder)) throw new Error(`not a storage folder: ${JSON.stringify(folder.slice(0, 120))}`);
}

export function assertStorageName(name: string): void {
  if (!isStorageName(name)) throw new Error(`not a storage name: ${JSON.stringify(name.slice(0, 120))}`);
}
