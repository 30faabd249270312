// Images as objects in an S3-compatible bucket (AWS S3, MinIO, R2, ...) through the official SDK,
// so several api instances behind a load balancer serve one catalogue. The api streams them to
// browsers itself (GET /api/images/{name}): the bucket can stay private and the CSP stays 'self'.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './config.ts';
import { assertStorageFolder, assertStorageName, type ImageStorage, type StoredImage } from './types.ts';

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

export function s3ImageStorage(config: S3StorageConfig): ImageStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's own chain applies (instance role, AWS_* variables, ...).
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  return storageOver(client, config, async () => client.destroy());
}

/** The storage of `config`'s bucket and prefix through `client`; `close` is what closing it does. */
function storageOver(client: S3Client, config: S3StorageConfig, close: () => Promise<void>): ImageStorage {
  const key = (name: string) => {
    assertStorageName(name);
    return `${config.prefix}${name}`;
  };
  const where = config.endpoint ? `${config.endpoint}/${config.bucket}` : `s3://${config.bucket}`;

  return {
    description: `S3 bucket ${where}${config.prefix ? ` (prefix ${config.prefix})` : ''}`,
    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key(name), Body: body, ContentType: contentType }),
      );
    },
    async get(name): Promise<StoredImage | undefined> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        if (!object.Body) return undefined;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(name) {
      // S3 answers a delete of a missing key with success already.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    locate(name) {
      return `${where}/${key(name)}`;
    },
    within(folder) {
      assertStorageFolder(folder);
      // One client for both: the folder's storage is closed with this one.
      return storageOver(client, { ...config, prefix: `${config.prefix}${folder}/` }, async () => {});
    },
    close,
  };
}
