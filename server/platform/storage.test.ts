import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companionFiles } from '../db/schema/index.js';
import { createFilesTestApp } from '../test/companion-files.js';
import { multipart } from '../test/fixtures/files.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../test/helpers.js';
import { startLocalS3, type LocalS3 } from '../test/s3.js';
import { createLocalStorage, createS3Storage, type Storage } from './storage.js';

async function bytesOf(file: { stream: NodeJS.ReadableStream } | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file!.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(['local disk', 'S3'] as const)('uploaded files on %s', (where) => {
  let s3: LocalS3 | null = null;
  let t: Awaited<ReturnType<typeof createFilesTestApp>>;
  let storage: Storage;
  let owner: Member;
  beforeAll(async () => {
    s3 = where === 'S3' ? await startLocalS3() : null;
    t = await createFilesTestApp({ env: { ...s3?.env, FORTI_UPLOADS_PER_HOUR: '1000' } });
    storage = t.app.services.storage;
    owner = await createMember(t, 'patient');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function attach(text: string): Promise<string> {
    const res = await as(t.app, owner, {
      method: 'POST',
      url: '/api/companion/files',
      ...(await multipart('file', Buffer.from(text), 'notes.txt', 'text/plain')),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().file.id as string;
    return (await t.database.db.select().from(companionFiles).where(eq(companionFiles.id, id)))[0]!.storageKey;
  }

  it('writes, reads and removes a file with its type and size', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 picture');
    await storage.put('avatars/a1.webp', bytes, 'image/webp');
    const file = await storage.get('avatars/a1.webp');
    expect(file).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect((await bytesOf(file)).equals(bytes)).toBe(true);
    expect(storage.publicUrl('avatars/a1.webp')).toBe('/files/avatars/a1.webp');
    await storage.remove('avatars/a1.webp');
    expect(await storage.get('avatars/a1.webp')).toBeNull();
    await expect(storage.remove('avatars/never-there.webp')).resolves.toBeUndefined();
  });

  it('stores a stream as it comes (an archive), a private file that only get reads, and tells its size', async () => {
    const parts = [Buffer.from('PK first part, '), Buffer.from('second part')];
    expect(await storage.putStream('private/exports/s1.zip', Readable.from(parts), 'application/zip')).toBe(26);
    const file = await storage.get('private/exports/s1.zip');
    expect(file).toMatchObject({ size: 26 });
    expect((await bytesOf(file)).toString()).toBe('PK first part, second part');
    expect(await storage.getPublic('private/exports/s1.zip')).toBeNull();
    await expect(storage.putStream('../x.zip', Readable.from([Buffer.from('x')]), 'application/zip')).rejects.toThrow(
      /unsafe storage key/,
    );
    await storage.remove('private/exports/s1.zip');
  });

  it('refuses unsafe keys when writing and finds nothing for them', async () => {
    for (const key of ['../escape.webp', '/abs.webp', 'avatars/../../x.webp', 'avatars//x.webp', 'no-extension']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/unsafe storage key/);
      expect(await storage.get(key)).toBeNull();
    }
  });

  it('serves public files at /files/ to anyone, cached for good', async () => {
    await storage.put('gallery/p1.webp', Buffer.from('public picture'), 'image/webp');
    const res = await t.app.inject({ method: 'GET', url: '/files/gallery/p1.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('public picture');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/files/gallery/missing.webp' })).statusCode).toBe(404);
  });

  it('never serves a private attachment at /files/, in any spelling; only its owner gets it (issue 10 item 10)', async () => {
    const key = await attach('secret diagnosis notes');
    expect(key).toMatch(/^private\/companion\//);
    const rest = key.slice('private/'.length);
    const urls = [
      `/files/${key}`,
      `/files/PRIVATE/${rest}`,
      `/files/Private/${rest}`,
      `/files/%70rivate/${rest}`,
      `/files/private%2F${rest}`,
      `/files/public/${key}`,
      `/files/./${key}`,
      `/files/avatars/../${key}`,
    ];
    for (const url of urls) {
      const res = await as(t.app, owner, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret diagnosis');
    }
    expect(await storage.getPublic(key)).toBeNull();
    expect(await storage.getPublic(`PRIVATE/${rest}`)).toBeNull();
    const id = rest
      .split('/')
      .pop()!
      .replace(/\.txt$/, '');
    const own = await as(t.app, owner, { method: 'GET', url: `/api/companion/files/${id}` });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('secret diagnosis notes');
  });

  it('keeps private files apart from the public ones', async () => {
    const key = await attach('kept apart');
    await storage.put('avatars/apart.webp', Buffer.from('face'), 'image/webp');
    if (where === 'local disk') {
      const root = t.config.storageDir;
      expect(readFileSync(path.join(root, key), 'utf8')).toBe('kept apart');
      expect(existsSync(path.join(root, 'public', 'avatars', 'apart.webp'))).toBe(true);
      // Nothing private inside the tree /files/ reads from, under any spelling.
      expect(existsSync(path.join(root, 'public', 'private'))).toBe(false);
      expect(existsSync(path.join(root, 'public', 'PRIVATE'))).toBe(false);
    } else {
      const client = new S3Client({
        region: s3!.options.region,
        endpoint: s3!.options.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3!.options.bucket }));
      client.destroy();
      const keys = (listed.Contents ?? []).map((o) => o.Key);
      expect(keys).toContain(`site-a/${key}`);
      expect(keys).toContain('site-a/public/avatars/apart.webp');
      expect(keys.every((k) => k!.startsWith('site-a/private/') || k!.startsWith('site-a/public/'))).toBe(true);
    }
  });

  it.runIf(where === 'S3')('lets every process behind the load balancer serve what another stored', async () => {
    const second: TestApp = await createTestApp({ shareDatabaseOf: t, env: { ...s3!.env } });
    try {
      await storage.put('avatars/shared.webp', Buffer.from('seen everywhere'), 'image/webp');
      expect((await second.app.inject({ method: 'GET', url: '/files/avatars/shared.webp' })).body).toBe(
        'seen everywhere',
      );
      const key = await attach('from the first process');
      const id = key
        .split('/')
        .pop()!
        .replace(/\.txt$/, '');
      const own = await as(second.app, owner, { method: 'GET', url: `/api/companion/files/${id}` });
      expect(own.statusCode).toBe(200);
      expect(own.body).toBe('from the first process');
      expect((await second.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });
});

describe('an S3 service that stops answering', () => {
  it('fails the request within seconds with a 503 instead of holding it open', async () => {
    // Accepts connections and never answers.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const storage = createS3Storage({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: '',
      timeoutMs: 300,
    });
    const started = Date.now();
    try {
      const unavailable = {
        status: 503,
        message: 'Stored files cannot be reached right now. Please try again in a minute.',
      };
      await expect(storage.get('avatars/x.webp')).rejects.toMatchObject(unavailable);
      await expect(storage.put('avatars/x.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject(unavailable);
      await expect(storage.remove('avatars/x.webp')).rejects.toMatchObject(unavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await storage.close();
      silent.close();
    }
  });
});

describe('the local folder of an earlier version', () => {
  it('moves public files into the public tree at start, so their addresses keep working', async () => {
    const root = path.join(os.tmpdir(), `fn-legacy-${randomUUID()}`);
    try {
      mkdirSync(path.join(root, 'avatars'), { recursive: true });
      mkdirSync(path.join(root, 'private', 'companion', 'u1'), { recursive: true });
      writeFileSync(path.join(root, 'avatars', 'old.webp'), 'old face');
      writeFileSync(path.join(root, 'private', 'companion', 'u1', 'f.txt'), 'old notes');
      const storage = createLocalStorage(root);
      expect((await bytesOf(await storage.getPublic('avatars/old.webp'))).toString()).toBe('old face');
      expect((await bytesOf(await storage.get('private/companion/u1/f.txt'))).toString()).toBe('old notes');
      expect(await storage.getPublic('private/companion/u1/f.txt')).toBeNull();
      expect(existsSync(path.join(root, 'avatars'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
