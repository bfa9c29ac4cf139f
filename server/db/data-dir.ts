import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Modes of what the server keeps on disk: the embedded database and its write-ahead log
 * (messages, session tokens, password hashes), uploads, members' archives, the mail outbox and
 * the generated secret. Folders 0700 and files 0600: nobody but the server's own user reads or
 * writes them (decision 0035).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The process's umask from start on: every file and folder it creates is its user's alone. */
export const PRIVATE_UMASK = 0o077;

export interface Loosened {
  path: string;
  /** The mode found (permission bits). */
  mode: number;
}

/**
 * Walks a folder (when it exists) and closes every folder and file that other local users could
 * read or write (symbolic links are left as they are and not followed). Returns what was open.
 */
export function tightenTree(root: string): Loosened[] {
  const loosened: Loosened[] = [];
  const visit = (p: string) => {
    let s;
    try {
      s = lstatSync(p);
    } catch {
      return;
    }
    if (s.isSymbolicLink()) return;
    const mode = s.mode & 0o777;
    if (s.isDirectory()) {
      if (mode & 0o077) {
        loosened.push({ path: p, mode });
        chmodSync(p, PRIVATE_DIR_MODE);
      }
      for (const name of readdirSync(p)) visit(path.join(p, name));
    } else if (s.isFile() && mode & 0o077) {
      loosened.push({ path: p, mode });
      chmodSync(p, (mode & 0o700) | PRIVATE_FILE_MODE);
    }
  };
  visit(root);
  return loosened;
}

/**
 * At start, before anything is opened: the umask becomes 077, and the data folders are checked.
 * Anything another local user could read or write is closed again; the answer is one warning per
 * folder, naming how many and one example, for the log (an operator who loosened them learns it).
 */
export function secureDataDirs(dirs: readonly string[]): string[] {
  process.umask(PRIVATE_UMASK);
  const warnings: string[] = [];
  const roots = [...new Set(dirs.map((d) => path.resolve(d)))];
  // A folder inside another (storage under the data folder, the default) is walked once.
  const outermost = roots.filter((d) => !roots.some((other) => other !== d && d.startsWith(other + path.sep)));
  for (const dir of outermost) {
    const loosened = tightenTree(dir);
    if (loosened.length === 0) continue;
    const first = loosened[0]!;
    warnings.push(
      `data folder ${dir}: ${loosened.length} file(s) or folder(s) could be read or written by other users of this machine ` +
        `(e.g. ${path.relative(dir, first.path) || '.'} was ${first.mode.toString(8).padStart(4, '0')}). ` +
        'They hold members’ messages, health details, password hashes and session tokens, so they are owner-only again (folders 0700, files 0600). ' +
        'Give another account a copy through npm run db:backup rather than loosening these modes.',
    );
  }
  return warnings;
}
