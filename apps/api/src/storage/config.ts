// The storage settings are parsed with the rest of the configuration (config.ts); re-exported here
// so the storage module reads as one unit.
export type { ImageStorageConfig, LocalStorageConfig, S3StorageConfig } from '../config.ts';
