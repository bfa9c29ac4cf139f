// Reads the text of one PDF or DOCX, in a worker thread that extract-text.ts can stop. Plain
// JavaScript, so that the same file runs under tsx, under the tests and in production.
//
// Nothing here trusts the sizes a file declares: every compressed part is inflated with a hard
// output limit (zlib maxOutputLength) before a parser sees it, so a "decompression bomb" is refused
// after a few megabytes of work instead of filling memory. Pages and characters are bounded too.
import { parentPort, workerData } from 'node:worker_threads';
import { constants, crc32, inflateRawSync } from 'node:zlib';

/** A file whose content must not be read: the message names why (for the log, not the member). */
class Refused extends Error {}

const { kind, bytes, limits } = workerData;
const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Inflates raw DEFLATE data to at most `max` bytes. A stream that would give more is refused;
 * one that is damaged gives null. Data after the end of the stream is ignored.
 */
function inflateBounded(data, max) {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, max), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (err) {
    if (err?.code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw new Refused(`a compressed part unpacks to more than ${limits.unpackedMax} bytes`);
    return null;
  }
}

// ---------------------------------------------------------------- DOCX

/**
 * The XML parts of a DOCX, each inflated within what is left of the budget, handed to mammoth as a
 * new ZIP of stored (uncompressed) parts: mammoth then inflates nothing itself. Images and other
 * binary parts are kept as empty parts (raw text never reads them).
 */
async function readDocx(zip) {
  const parts = unzipBounded(zip);
  if (!parts) return null;
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: storedZip(parts) })).value;
}

function unzipBounded(zip) {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  if (count > limits.zipEntriesMax) throw new Refused(`the archive has ${count} parts`);
  let at = zip.readUInt32LE(end + 16);
  let budget = limits.unpackedMax;
  const parts = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (!/\.(xml|rels)$/i.test(name)) {
      parts.push({ name, data: Buffer.alloc(0) });
      continue;
    }
    // A ZIP64 size (0xffffffff) or one beyond the file: not a document we read.
    if (compressed === 0xffffffff || start + compressed > zip.length) return null;
    const raw = zip.subarray(start, start + compressed);
    let data;
    if (method === 0) data = raw;
    else if (method === 8) data = inflateBounded(raw, budget + 1);
    else return null;
    if (data === null) return null;
    if (data.length > budget) throw new Refused(`the document unpacks to more than ${limits.unpackedMax} bytes`);
    budget -= data.length;
    parts.push({ name, data });
  }
  return parts;
}

function storedZip(parts) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(parts.length, 8);
  eocd.writeUInt16LE(parts.length, 10);
  eocd.writeUInt32LE(directory.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, eocd]);
}

// ---------------------------------------------------------------- PDF

/** Filters whose output this check cannot measure without decoding them itself; such PDFs are not read. */
const UNMEASURED = /\/(LZWDecode|LZW|RunLengthDecode|RL|ASCII85Decode|A85|ASCIIHexDecode|AHx|Crypt)\b|\/Encrypt\b/;

async function readPdf(pdfBytes) {
  if (!measurePdfStreams(pdfBytes)) return null;
  const { getDocumentProxy } = await import('unpdf');
  // No font code evaluated (CVE-2024-4367) and no console noise from pdf.js.
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes), { isEvalSupported: false, verbosity: 0 });
  try {
    const pages = [];
    let characters = 0;
    const last = Math.min(pdf.numPages, limits.pagesMax);
    for (let n = 1; n <= last && characters < limits.charactersMax; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .filter((item) => item.str != null)
        .map((item) => item.str + (item.hasEOL ? '\n' : ''))
        .join('');
      page.cleanup();
      characters += text.length;
      pages.push(text);
    }
    // As unpdf's extractText with mergePages.
    return pages.join('\n').replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n');
  } finally {
    await pdf.destroy();
  }
}

/**
 * Inflates every zlib stream of the file, wherever pdf.js could begin reading one (after each
 * `stream` keyword), within one budget for the whole file, and again for a stream compressed
 * twice. False when the file uses filters whose output is not measured here (its text is not read);
 * refuses when the streams together unpack to more than the budget.
 */
function measurePdfStreams(pdfBytes) {
  const text = pdfBytes.toString('latin1');
  if (UNMEASURED.test(text)) return false;
  let budget = limits.unpackedMax;
  const keyword = /stream[ \t]*(\r\n|\n|\r)/g;
  let match;
  let streams = 0;
  while ((match = keyword.exec(text)) !== null) {
    if (text.startsWith('end', match.index - 3)) continue;
    if (++streams > limits.pdfStreamsMax) throw new Refused(`the PDF has more than ${limits.pdfStreamsMax} streams`);
    let data = pdfBytes.subarray(match.index + match[0].length);
    for (let depth = 0; depth < 4 && isZlibHeader(data); depth++) {
      const out = inflateBounded(data.subarray(2), budget + 1);
      if (out === null) break;
      if (out.length > budget) throw new Refused(`the PDF's streams unpack to more than ${limits.unpackedMax} bytes`);
      budget -= out.length;
      data = out;
    }
  }
  return true;
}

function isZlibHeader(data) {
  if (data.length < 2) return false;
  const cmf = data[0];
  const flg = data[1];
  return (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
}

// ---------------------------------------------------------------- the work

try {
  let text = null;
  if (kind === 'docx') text = await readDocx(buffer);
  else if (kind === 'pdf') text = await readPdf(buffer);
  parentPort.postMessage({ text });
} catch (err) {
  if (err instanceof Refused) parentPort.postMessage({ refused: err.message });
  else parentPort.postMessage({ text: null, failed: String(err?.message ?? err) });
}
