import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../platform/storage.js';

export interface LocalS3 {
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>;
  options: S3StorageOptions;
  /** Where the server keeps its objects (to look at what was written). */
  directory: string;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) with one empty bucket, on a free port. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = path.join(os.tmpdir(), `fn-s3-${randomUUID()}`);
  const bucket = 'fortitude-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'site-a',
  };
  return {
    env,
    options: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'site-a/',
    },
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
