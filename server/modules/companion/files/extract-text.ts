import { Worker } from 'node:worker_threads';
import { CompanionFileLimits } from '../../../../contracts/companion-files.js';
import { decodeText, type FileKind } from './file-kind.js';

/**
 * How a document's text is read. PDF and DOCX are read in a worker thread
 * (extract-worker.mjs) with heap limits, ended when it takes too long or the process grows too
 * much, so that one hostile upload cannot take the server down: every compressed part is inflated
 * with a hard output limit, and pages and characters are bounded.
 */
export const ExtractionLimits = {
  /** A document still being read after this long is refused and its worker ended. */
  timeoutMs: 15_000,
  /** One part text is read from (a DOCX's main XML; a PDF's page contents, font or form) may unpack to this much. */
  unpackedMax: 24 * 1024 * 1024,
  /** All of a PDF's streams but its images together (pdf.js decodes only those of the pages it reads). */
  pdfUnpackedTotalMax: 160 * 1024 * 1024,
  /** Each image of a PDF may unpack to this much (measured, never unpacked: text extraction does not decode images). */
  imageUnpackedMax: 100 * 1024 * 1024,
  zipEntriesMax: 2_000,
  pdfStreamsMax: 20_000,
  /** Pages of a PDF read; the text given to the provider is cut far earlier in most documents. */
  pagesMax: 300,
  /** Reading stops once this many characters are found (the provider gets CompanionFileLimits.extractedTextMax). */
  charactersMax: CompanionFileLimits.extractedTextMax * 2,
  /** The worker's V8 heap. */
  heapMb: 160,
  /** Ended when the whole process grows by more than this while it reads (memory outside the V8 heap). */
  processGrowthMaxBytes: 384 * 1024 * 1024,
  /** Documents read at the same time; others wait their turn. */
  concurrent: 2,
} as const;

/** The text, or null when there is none or the file cannot be read; `refused` when it must not be read. */
export type Extraction = { text: string | null } | { refused: string };

const workerUrl = new URL('./extract-worker.mjs', import.meta.url);

/**
 * Text of a PDF, DOCX or TXT for the reply provider (core §7: files are given to the provider),
 * tidied and cut to CompanionFileLimits.extractedTextMax. Null for images, legacy .doc, and a file
 * that cannot be read (it is still accepted); `refused` for a decompression bomb, a document
 * that exhausts the worker's memory or takes longer than the time limit.
 */
export async function extractText(
  kind: FileKind['kind'],
  bytes: Buffer,
  options: { timeoutMs?: number; processGrowthMaxBytes?: number } = {},
): Promise<Extraction> {
  if (kind === 'txt') {
    const text = decodeText(bytes);
    return { text: text === null ? null : tidy(text) };
  }
  if (kind !== 'pdf' && kind !== 'docx') return { text: null };
  const release = await slot();
  try {
    const result = await inWorker(
      kind,
      bytes,
      options.timeoutMs ?? ExtractionLimits.timeoutMs,
      options.processGrowthMaxBytes ?? ExtractionLimits.processGrowthMaxBytes,
    );
    return 'refused' in result ? result : { text: result.text === null ? null : tidy(result.text) };
  } finally {
    release();
  }
}

/** Workers reading a document now (tests check that a stopped one is gone). */
export function runningExtractions(): number {
  return running;
}

let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= ExtractionLimits.concurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function inWorker(kind: 'pdf' | 'docx', bytes: Buffer, timeoutMs: number, growthMaxBytes: number): Promise<Extraction> {
  return new Promise((resolve) => {
    // A copy, transferred: the upload's own buffer stays with the caller.
    const copy = new Uint8Array(bytes);
    const worker = new Worker(workerUrl, {
      workerData: { kind, bytes: copy, limits: ExtractionLimits },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: ExtractionLimits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const startRss = process.memoryUsage.rss();
    let settled = false;
    const finish = (result: Extraction) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ refused: `reading took longer than ${timeoutMs} ms` }), timeoutMs);
    // Buffers live outside the V8 heap the resource limits cover: watch the process as a whole.
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > growthMaxBytes) finish({ refused: 'reading used too much memory' });
    }, 20);
    worker.on('message', (message: { text: string | null } | { refused: string }) => finish(message));
    worker.on('error', (err: Error & { code?: string }) => {
      finish(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { refused: 'reading used too much memory' } : { text: null });
    });
    worker.on('exit', () => finish({ text: null }));
  });
}

function tidy(text: string): string | null {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!clean) return null;
  return clean.length > CompanionFileLimits.extractedTextMax
    ? clean.slice(0, CompanionFileLimits.extractedTextMax)
    : clean;
}
