import mammoth from 'mammoth';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { CompanionFileLimits } from '../../../../contracts/companion-files.js';
import { decodeText, type FileKind } from './file-kind.js';

/** A document that takes longer than this to read is given to the provider without its text. */
const EXTRACT_TIMEOUT_MS = 15_000;
/** A DOCX whose parts unpack to more than this is not unpacked (a "zip bomb" would fill memory). */
const DOCX_MAX_UNPACKED = 60 * 1024 * 1024;

/**
 * Text of a PDF, DOCX or TXT for the reply provider (core §7: files are given to the provider),
 * tidied and cut to CompanionFileLimits.extractedTextMax. Null for images, legacy .doc, and any file
 * that cannot be read: extraction never fails an upload.
 */
export async function extractText(kind: FileKind['kind'], bytes: Buffer): Promise<string | null> {
  try {
    const raw = await withTimeout(read(kind, bytes), EXTRACT_TIMEOUT_MS);
    return raw === null ? null : tidy(raw);
  } catch {
    return null;
  }
}

async function read(kind: FileKind['kind'], bytes: Buffer): Promise<string | null> {
  if (kind === 'txt') return decodeText(bytes);
  if (kind === 'docx') {
    const unpacked = zipUnpackedSize(bytes);
    if (unpacked === null || unpacked > DOCX_MAX_UNPACKED) return null;
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  }
  if (kind === 'pdf') {
    // No font code evaluated (CVE-2024-4367) and no console noise from pdf.js.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
    try {
      return (await extractPdfText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.destroy();
    }
  }
  return null;
}

function tidy(text: string): string | null {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!clean) return null;
  return clean.length > CompanionFileLimits.extractedTextMax ? clean.slice(0, CompanionFileLimits.extractedTextMax) : clean;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('extraction timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The sum of the unpacked sizes a ZIP's central directory declares; null when there is none. */
export function zipUnpackedSize(zip: Buffer): number | null {
  // The end-of-central-directory record sits in the last 22 + 65,535 bytes.
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const size = zip.readUInt32LE(at + 24);
    // 0xffffffff means a ZIP64 size: far beyond any document we would read.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}
