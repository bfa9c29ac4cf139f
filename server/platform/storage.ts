import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Local folder by default; the same interface fits an S3-compatible store. */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** The address a browser uses for a public file. */
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif' };

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) return null;
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      if (!file) throw new Error(`unsafe storage key ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async get(key) {
      const file = resolve(key);
      if (!file) return null;
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { stream: createReadStream(file), size: s.size, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async remove(key) {
      const file = resolve(key);
      if (file) await rm(file, { force: true });
    },
    publicUrl(key) {
      return `/files/${key}`;
    },
  };
}
