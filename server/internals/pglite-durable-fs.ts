import { fsyncSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite as shipped never flushes to disk: it starts PostgreSQL with fsync off, and its file system
 * layer has no fsync. A killed process loses nothing (the operating system still holds the writes),
 * but a power cut or an OS crash can lose acknowledged commits or corrupt the database. With this
 * file system each commit is durable, as on PostgreSQL: fsync is on (server/db/client.ts), the WAL
 * is flushed with fsync(2), and the file system layer's fsync calls the real one
 * (docs/operations.md; the cost is in bench/results).
 *
 * Relies on PGlite's internals: its Emscripten module's `NODEFS.stream_ops` table, reached from an
 * `emscriptenOpts.preRun` hook. The upgrade test (pglite-durable-fs.test.ts) fails when that table
 * or the file descriptor it hands over changes.
 * Goes when PGlite's `NodeFS` flushes to disk itself.
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    type PreRun = NonNullable<typeof result.emscriptenOpts.preRun>[number];
    const flushToDisk: PreRun = (mod) => {
      const nodefs = (mod as unknown as EmscriptenModule).NODEFS;
      if (!nodefs?.stream_ops)
        throw new Error(
          'PGlite no longer exposes NODEFS.stream_ops: commits would not reach the disk (server/internals/README.md)',
        );
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        fsyncCalls += 1;
        return 0;
      };
    };
    const preRun = [...(result.emscriptenOpts.preRun ?? []), flushToDisk];
    return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

interface EmscriptenModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: { nfd?: number }) => number } };
}

let fsyncCalls = 0;

/** How many times the file system layer flushed a file to disk in this process (for the upgrade test). */
export function durableFsyncCount(): number {
  return fsyncCalls;
}
