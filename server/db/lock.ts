import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database may be opened by one process at a time. The server writes its process id
 * beside the data directory while it runs; `npm run db:backup` and `db:restore` refuse to open the
 * embedded database while that process lives (two processes on one PGlite folder corrupt it).
 */
const lockFile = (dataDir: string) => path.join(path.resolve(dataDir), 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id of a running server using this data directory, or null. */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Marks the embedded database as in use by this process; the returned function releases it. */
export function claimDataDir(dataDir: string): () => void {
  const other = runningServer(dataDir);
  if (other)
    throw new Error(
      `Another server (process ${other}) is using the embedded database in ${path.resolve(dataDir)}. Stop it first.`,
    );
  mkdirSync(path.resolve(dataDir), { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid), { mode: 0o600 });
  return () => rmSync(lockFile(dataDir), { force: true });
}
