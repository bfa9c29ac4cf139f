import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip.js';

const MB = 1024 * 1024;

/** Bytes made by the files so far, and bytes of archive that have left the writer. */
const flow = { made: 0, out: 0, mostInFlight: 0 };

/** A file of `size` random bytes (nothing to compress), made chunk by chunk as it is read. */
function generated(size: number, open: { now: number; most: number }, hash: ReturnType<typeof createHash>) {
  let left = size;
  open.now++;
  open.most = Math.max(open.most, open.now);
  const stream = new Readable({
    read() {
      if (left === 0) {
        open.now--;
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, left));
      left -= chunk.length;
      flow.made += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return stream;
}

describe('the archive of a copy', () => {
  it('streams files of 10 MB one after another into a ZIP that unzip reads back byte for byte, without holding them in memory', async () => {
    const open = { now: 0, most: 0 };
    const hashes = [0, 1, 2, 3].map(() => createHash('sha256'));
    const files = hashes.map((hash, i) => ({
      path: `files/forti/${i}-scan.pdf`,
      open: async () => generated(10 * MB, open, hash),
    }));
    files.push({ path: 'files/forti/gone.pdf', open: async () => null as unknown as Readable });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fn-zip-'));
    const archive = path.join(dir, 'copy.zip');

    // What the files have made and the archive has not yet given out is what the writer holds.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        flow.out += chunk.length;
        flow.mostInFlight = Math.max(flow.mostInFlight, flow.made - flow.out);
        setTimeout(() => done(null, chunk), 0);
      },
    });
    await pipeline(
      zipStream([{ name: 'data.json', data: Buffer.from('{"account":{"name":"Asha"}}') }], files),
      counted,
      createWriteStream(archive),
    );

    // One file open at a time, and the writer never holds more than a few chunks of the 40 MB.
    expect(open.most).toBe(1);
    expect(flow.made).toBe(40 * MB);
    expect(flow.mostInFlight, `the writer held ${(flow.mostInFlight / MB).toFixed(2)} MB at most`).toBeLessThan(MB);

    execFileSync('unzip', ['-tq', archive]);
    execFileSync('unzip', ['-q', '-o', archive, '-d', dir]);
    expect(JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8'))).toEqual({ account: { name: 'Asha' } });
    for (const [i, hash] of hashes.entries()) {
      const out = readFileSync(path.join(dir, 'files', 'forti', `${i}-scan.pdf`));
      expect(out.length).toBe(10 * MB);
      expect(createHash('sha256').update(out).digest('hex'), `file ${i}`).toBe(hash.digest('hex'));
    }
    expect(execFileSync('unzip', ['-Z1', archive]).toString()).not.toContain('gone.pdf');
  });

  it('fails when a file cannot be read, rather than leaving it out unnoticed', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk went away'));
      },
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fn-zip-'));
    await expect(
      pipeline(
        zipStream([], [{ path: 'files/a.pdf', open: async () => broken }]),
        createWriteStream(path.join(dir, 'x.zip')),
      ),
    ).rejects.toThrow('disk went away');
  });
});
