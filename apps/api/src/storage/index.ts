// Picks the image storage the configuration names.
import type { ImageStorageConfig } from './config.ts';
import { localImageStorage } from './local.ts';
import { s3ImageStorage } from './s3.ts';
import type { ImageStorage } from './types.ts';

export type { ImageStorage, StoredImage } from './types.ts';
export { isStorageName } from './types.ts';

export function configuredImageStorage(config: ImageStorageConfig): ImageStorage {
  return config.kind === 's3' ? s3ImageStorage(config) : localImageStorage(config.dir);
}
