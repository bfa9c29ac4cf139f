import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteDir } from './client.js';
import { secureDataDirs } from './data-dir.js';

/** Every file and folder under a folder, with its permission bits, as 'path mode'. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (p: string) => {
    const s = lstatSync(p);
    if (s.isSymbolicLink()) return;
    if (s.mode & 0o077) open.push(`${path.relative(root, p) || '.'} ${(s.mode & 0o777).toString(8)}`);
    if (s.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return open;
}

const made: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fn-modes-'));
  made.push(dir);
  return dir;
};
const umaskBefore = process.umask();
afterEach(() => {
  process.umask(umaskBefore);
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder at rest', () => {
  it('is closed to other local users at start, with a warning naming what an operator loosened', () => {
    const dataDir = tmp();
    mkdirSync(path.join(dataDir, 'outbox'));
    writeFileSync(path.join(dataDir, 'outbox', 'reset.eml'), 'To: a@example.com\n\nlink');
    chmodSync(path.join(dataDir, 'outbox', 'reset.eml'), 0o666);
    chmodSync(path.join(dataDir, 'outbox'), 0o777);
    const elsewhere = tmp();
    writeFileSync(path.join(elsewhere, 'not-ours'), 'x');
    chmodSync(path.join(elsewhere, 'not-ours'), 0o644);
    symlinkSync(path.join(elsewhere, 'not-ours'), path.join(dataDir, 'link'));

    const warnings = secureDataDirs([dataDir]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(dataDir);
    expect(warnings[0]).toMatch(/2 file\(s\) or folder\(s\) could be read or written by other users/);
    expect(warnings[0]).toMatch(/outbox was 0777/);
    expect(openToOthers(dataDir)).toEqual([]);
    // A link is not followed out of the data folder.
    expect(statSync(path.join(elsewhere, 'not-ours')).mode & 0o777).toBe(0o644);
    // Files made from now on are the server's user's alone; a second start finds nothing to say.
    expect(process.umask()).toBe(0o077);
    writeFileSync(path.join(dataDir, 'later'), 'x');
    expect(statSync(path.join(dataDir, 'later')).mode & 0o777).toBe(0o600);
    expect(secureDataDirs([dataDir])).toEqual([]);
  });

  it('keeps the embedded database and its write-ahead log owner-only (PGlite writes them 0666)', async () => {
    const dir = path.join(tmp(), 'db');
    process.umask(0o077);
    const client = await openPgliteDir(dir, { durable: false });
    await client.exec("create table notes (body text); insert into notes values ('my scan is on Monday')");
    await client.close();
    expect(openToOthers(dir)).toEqual([]);
    expect(readdirSync(path.join(dir, 'pg_wal')).length).toBeGreaterThan(0);
  }, 180_000); // a new PGlite database runs initdb: slow on a busy machine
});
