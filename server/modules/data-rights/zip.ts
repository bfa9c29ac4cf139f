import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { MemberFile } from '../../platform/data-rights.js';

/** A small file of the archive, made here (data.json, README.txt). */
export interface ArchiveText {
  name: string;
  data: Buffer;
}

/**
 * A member's copy as a ZIP stream (yazl, decision 0037). The small files go first; then each file
 * from storage is opened only when the one before it has been written, so at most one is open and
 * none is held whole in memory: the archive flows to storage as it is made. A file that storage no
 * longer has is left out; a file that fails to read fails the archive.
 */
export function zipStream(texts: readonly ArchiveText[], files: readonly MemberFile[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  for (const text of texts) zip.addBuffer(text.data, text.name);
  let current: Readable | null = null;
  // When the archive's reader gives up (storage failed), the file being read is let go too.
  output.once('close', () => current?.destroy());
  void (async () => {
    for (const file of files) {
      if (output.destroyed) return;
      const stream = await file.open();
      if (!stream) continue;
      current = stream;
      const done = finished(stream);
      zip.addReadStream(stream, file.path);
      await done;
    }
    zip.end();
  })().catch((err: unknown) => output.destroy(err instanceof Error ? err : new Error(String(err))));
  return output;
}
