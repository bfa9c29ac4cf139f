import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { AppError } from './errors.js';
import { ErrorMessages } from '../../contracts/errors.js';

/**
 * Where uploaded files live: a local folder, or an S3-compatible bucket when several processes
 * share one site (docs/deployment.md). Keys are written by the server only. A key beginning with
 * `private/` (a chat attachment) is a private file: it is kept apart from the public files, in
 * another folder or under another prefix, and only `get` reads it, for a route that has checked its
 * owner. `/files/…` reads with `getPublic`, which never reaches a private file, whatever the case
 * of the address (issue 10 item 10: `/files/PRIVATE/…` on a case-insensitive file system).
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores a stream without holding it in memory (a member's archive); resolves to its size in bytes. */
  putStream(key: string, stream: Readable, contentType: string): Promise<number>;
  /** Any file, public or private: the caller has checked who may read it. */
  get(key: string): Promise<StoredFile | null>;
  /** A public file only: null for a private key or one that is not there. */
  getPublic(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** The address a browser uses for a public file. */
  publicUrl(key: string): string;
  /** Stops the client (S3); nothing for a folder. */
  close(): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;
const PRIVATE_PREFIX = 'private/';
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.zip': 'application/zip',
};

const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
/** Private keys are written in lower case by the server; any other spelling is a public key (and not found). */
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);
const unsafe = (key: string) => new Error(`unsafe storage key ${key}`);

/**
 * Files in `root`: public ones under `root/public/<key>`, private ones under `root/private/…`, two
 * separate trees, so that no spelling of a public address leads into the private one. Public files
 * of the earlier layout (directly under `root`) are moved into `root/public` at start.
 */
export function createLocalStorage(root: string): Storage {
  const publicRoot = path.join(root, 'public');
  const privateRoot = path.join(root, 'private');
  moveLegacyPublicFiles(root, publicRoot);
  const resolve = (key: string) => {
    if (!isSafeKey(key)) return null;
    return isPrivateKey(key) ? path.join(privateRoot, key.slice(PRIVATE_PREFIX.length)) : path.join(publicRoot, key);
  };
  async function read(file: string | null): Promise<StoredFile | null> {
    if (!file) return null;
    try {
      const s = await stat(file);
      if (!s.isFile()) return null;
      return {
        stream: createReadStream(file),
        size: s.size,
        contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      };
    } catch {
      return null;
    }
  }
  return {
    async put(key, bytes) {
      const file = resolve(key);
      if (!file) throw unsafe(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename, so that a reader never sees half a file. Only the server's user reads it
      // (members' files, their archives): other local accounts cannot, whatever the umask.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, file);
    },
    async putStream(key, stream) {
      const file = resolve(key);
      if (!file) throw unsafe(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await pipeline(stream, createWriteStream(tmp, { mode: 0o600 }));
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      await rename(tmp, file);
      return (await stat(file)).size;
    },
    get: (key) => read(resolve(key)),
    getPublic: (key) => read(isPrivateKey(key) || !isSafeKey(key) ? null : path.join(publicRoot, key)),
    async remove(key) {
      const file = resolve(key);
      if (file) await rm(file, { force: true });
    },
    publicUrl: (key) => `/files/${key}`,
    close: async () => {},
  };
}

function moveLegacyPublicFiles(root: string, publicRoot: string) {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.name === 'public' || entry.name === 'private') continue;
    mkdirSync(publicRoot, { recursive: true });
    const to = path.join(publicRoot, entry.name);
    try {
      if (!existsSync(to)) renameSync(path.join(root, entry.name), to);
    } catch {
      // Another process starting at the same moment moved it first.
    }
  }
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, Cloudflare R2, DigitalOcean Spaces…); AWS when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (https://host/bucket/key), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Prepended to every object key, so one bucket can hold several sites ("" for none). */
  prefix: string;
  /** How long one request to the service may take before it is given up (and tried once more). */
  timeoutMs?: number;
}

/**
 * Files in an S3-compatible bucket, kept private (no public ACL): public files under
 * `<prefix>public/<key>`, private ones under `<prefix>private/…`. Every file is served through
 * this server, public ones by `/files/…`, private ones only by their owner's route.
 */
export function createS3Storage(options: S3StorageOptions, log?: { error(obj: object, msg: string): void }): Storage {
  const clientOptions = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // A service that stops answering fails the request within seconds instead of holding it open.
    requestHandler: {
      connectionTimeout: Math.min(3_000, options.timeoutMs ?? 10_000),
      requestTimeout: options.timeoutMs ?? 10_000,
      throwOnRequestTimeout: true,
    },
    maxAttempts: 2,
  };
  // The SDK (tens of MB once loaded) loads with the first request to the bucket (decision 0044).
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client; streamClient: S3Client }> | null =
    null;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(clientOptions),
      // A streamed body is sent plain with its length: by default the SDK would send it aws-chunked
      // with a checksum trailer, which not every S3-compatible service decodes.
      streamClient: new sdk.S3Client({ ...clientOptions, requestChecksumCalculation: 'WHEN_REQUIRED' }),
    })));
  /** A service that fails or does not answer: 503 for the caller, the cause in the log. */
  async function guarded<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      if (isNotFound(err)) throw err;
      log?.error({ err, bucket: options.bucket }, `S3 storage: could not ${what}`);
      throw new AppError('INTERNAL', ErrorMessages.storageUnavailable, 503);
    }
  }
  const objectKey = (key: string) => (isPrivateKey(key) ? `${options.prefix}${key}` : `${options.prefix}public/${key}`);
  async function read(key: string): Promise<StoredFile | null> {
    try {
      const object = await guarded('read a file', async () => {
        const { sdk, client } = await s3();
        return client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      });
      if (!object.Body) return null;
      const stream =
        object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body.transformToWebStream() as never);
      return {
        stream,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }
  return {
    async put(key, bytes, contentType) {
      if (!isSafeKey(key)) throw unsafe(key);
      await guarded('store a file', async () => {
        const { sdk, client } = await s3();
        return client.send(
          new sdk.PutObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
        );
      });
    },
    async putStream(key, stream, contentType) {
      if (!isSafeKey(key)) throw unsafe(key);
      // S3 wants the length first: the stream waits in a private temporary file, not in memory.
      const dir = await mkdtemp(path.join(os.tmpdir(), 'fn-upload-'));
      try {
        const spooled = path.join(dir, 'body');
        await pipeline(stream, createWriteStream(spooled, { mode: 0o600 }));
        const { size } = await stat(spooled);
        await guarded('store a file', async () => {
          const { sdk, streamClient } = await s3();
          return streamClient.send(
            new sdk.PutObjectCommand({
              Bucket: options.bucket,
              Key: objectKey(key),
              Body: createReadStream(spooled),
              ContentType: contentType,
              ContentLength: size,
            }),
          );
        });
        return size;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    get: (key) => (isSafeKey(key) ? read(key) : Promise.resolve(null)),
    getPublic: (key) => (isSafeKey(key) && !isPrivateKey(key) ? read(key) : Promise.resolve(null)),
    async remove(key) {
      if (!isSafeKey(key)) return;
      await guarded('remove a file', async () => {
        const { sdk, client } = await s3();
        return client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      });
    },
    publicUrl: (key) => `/files/${key}`,
    close: async () => {
      const open = await loaded?.catch(() => null);
      open?.client.destroy();
      open?.streamClient.destroy();
    },
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a configuration error, not a missing file.
  return (
    e?.name !== 'NoSuchBucket' &&
    (e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404)
  );
}
