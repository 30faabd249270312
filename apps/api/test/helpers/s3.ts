// A local S3-compatible server (s3rver) for the tests that keep images in a bucket: started on a
// free loopback port in a temporary folder, with one bucket, so nothing leaves the machine.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  bucket: string;
  endpoint: string;
  /** The api's settings for this bucket (add S3_PREFIX and the rest as a test needs). */
  env: Record<string, string>;
  /** Every object key in the bucket, read through the AWS SDK as another client would. */
  keys(): Promise<string[]>;
  /** Stops answering (the storage "goes down"); the folder stays until close(). */
  stop(): Promise<void>;
  /** stop(), then the folder removed. */
  close(): Promise<void>;
}

export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const folder = await mkdtemp(path.join(tmpdir(), 'sika-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async keys() {
      const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key!);
      } finally {
        client.destroy();
      }
    },
    stop,
    async close() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
