// Regenerates every migration after 0000 as one file from the current schema (used while the
// domains of one release are being built side by side; a released migration is never rewritten).
// A lock directory keeps two runs from interleaving.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve('server/db/migrations');
const lock = path.join(dir, '.regen.lock');
// KEEP is the index of the last migration that has been released (landed): it and those before it
// are never touched. It must be given: `KEEP=1 npm run db:regen`.
if (!/^\d+$/.test(process.env.KEEP ?? '')) {
  console.error('Set KEEP to the index of the last released migration, e.g. KEEP=1 npm run db:regen');
  process.exit(2);
}
const keep = Number(process.env.KEEP);
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not take ${lock}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
try {
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const dropped = journal.entries.filter((e) => e.idx > keep);
  journal.entries = journal.entries.filter((e) => e.idx <= keep);
  writeFileSync(journalFile, JSON.stringify(journal, null, 2) + '\n');
  for (const e of dropped) {
    rmSync(path.join(dir, `${e.tag}.sql`), { force: true });
    rmSync(path.join(dir, 'meta', `${String(e.idx).padStart(4, '0')}_snapshot.json`), { force: true });
  }
  for (const f of readdirSync(dir))
    if (/^\d{4}_.*\.sql$/.test(f) && Number(f.slice(0, 4)) > keep) rmSync(path.join(dir, f));
  execFileSync('npx', ['drizzle-kit', 'generate', '--name', process.env.NAME ?? 'domains'], { stdio: 'inherit' });
} finally {
  rmdirSync(lock);
}
