// Reads the text of one PDF or DOCX, in a worker thread that extract-text.ts can stop. Plain
// JavaScript, so that the same file runs under tsx, under the tests and in production.
//
// Nothing here trusts the sizes a file declares. A DOCX's parts are inflated with a hard output
// limit (zlib maxOutputLength) and its text read from the XML without building a DOM; every zlib
// stream of a PDF is inflated piece by piece and counted, within limits, before pdf.js sees the
// file. A "decompression bomb" is refused after a few megabytes of work instead of filling memory.
// Pages and characters are bounded too.
import { parentPort, workerData } from 'node:worker_threads';
import { constants, createInflateRaw, inflateRawSync } from 'node:zlib';

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
    if (err?.code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
      throw new Refused(`a compressed part unpacks to more than ${limits.unpackedMax} bytes`);
    return null;
  }
}

// ---------------------------------------------------------------- DOCX

/**
 * The text of a Word document's main part, read straight from its XML: runs of text, tabs and
 * breaks, a blank line after each paragraph, as mammoth's raw text gives it. No DOM is built, and
 * reading stops once enough characters are found.
 */
async function readDocx(zip) {
  const entries = zipEntries(zip);
  if (!entries) return null;
  const budget = { left: limits.unpackedMax };
  const rels = entries.get('_rels/.rels');
  const relsXml = rels ? unpack(zip, rels, budget) : null;
  const target = relsXml
    ?.toString('utf8')
    .match(/<Relationship\b[^>]*Type="[^"]*\/officeDocument"[^>]*>/)?.[0]
    .match(/Target="\/?([^"]+)"/)?.[1];
  const main = entries.get(target ?? 'word/document.xml');
  const xml = main ? unpack(zip, main, budget) : null;
  return xml ? documentText(xml.toString('utf8')) : null;
}

/** The entries of a ZIP's central directory by name; null when it is not a ZIP read here. */
function zipEntries(zip) {
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
  const entries = new Map();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    entries.set(zip.toString('utf8', at + 46, at + 46 + nameLength), {
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      local: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * One part's bytes, inflated within what is left of the file's budget: the size the ZIP declares is
 * never trusted. Null when the part cannot be read.
 */
function unpack(zip, entry, budget) {
  const { method, compressed, local } = entry;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return null;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  // A ZIP64 size (0xffffffff) or one beyond the file: not a document read here.
  if (compressed === 0xffffffff || start + compressed > zip.length) return null;
  const raw = zip.subarray(start, start + compressed);
  const data = method === 0 ? raw : method === 8 ? inflateBounded(raw, budget.left + 1) : null;
  if (data === null) return null;
  if (data.length > budget.left) throw new Refused(`the document unpacks to more than ${limits.unpackedMax} bytes`);
  budget.left -= data.length;
  return data;
}

const XML_ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decodeXml = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_m, name) => {
    if (name[0] !== '#') return XML_ENTITIES[name.toLowerCase()] ?? '';
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

function documentText(xml) {
  const body = xml
    // Text boxes are stored twice (DrawingML and a VML fallback): the first is read.
    .replace(/<mc:Fallback\b[\s\S]*?<\/mc:Fallback>/g, '')
    // Tab stops of a paragraph's properties are not tab characters.
    .replace(/<w:tabs\b[\s\S]*?<\/w:tabs>/g, '');
  const pieces = [];
  let length = 0;
  const token = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>|<\/w:p>|<w:p\b[^>]*\/>/g;
  for (const match of body.matchAll(token)) {
    const piece = match[1] !== undefined ? decodeXml(match[1]) : match[2] === 'tab' ? '\t' : match[2] ? '\n' : '\n\n';
    pieces.push(piece);
    length += piece.length;
    if (length > limits.charactersMax) break;
  }
  return pieces.join('');
}

// ---------------------------------------------------------------- PDF

/** Filters whose output this check cannot measure without decoding them itself; such PDFs are not read. */
const UNMEASURED = /\/(LZWDecode|LZW|RunLengthDecode|RL|ASCII85Decode|A85|ASCIIHexDecode|AHx|Crypt)\b|\/Encrypt\b/;

async function readPdf(pdfBytes) {
  if (!(await measurePdfStreams(pdfBytes))) return null;
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
    return pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
  } finally {
    await pdf.destroy();
  }
}

/**
 * Measures every zlib stream of the file, wherever pdf.js could begin reading one (after each
 * `stream` keyword), by inflating it piece by piece and counting (nothing is kept), layer by layer
 * for a stream compressed twice. A stream text extraction may read (page contents, fonts, forms)
 * may unpack to `unpackedMax`, all of them together to `pdfUnpackedTotalMax`; an image, which it
 * never decodes, to `imageUnpackedMax`. False when the file uses filters not measured here (its
 * text is not read); refuses a file over any limit.
 */
async function measurePdfStreams(pdfBytes) {
  const text = pdfBytes.toString('latin1');
  if (UNMEASURED.test(text)) return false;
  let total = limits.pdfUnpackedTotalMax;
  const keyword = /stream[ \t]*(\r\n|\n|\r)/g;
  let match;
  let streams = 0;
  while ((match = keyword.exec(text)) !== null) {
    if (text.startsWith('end', match.index - 3)) continue;
    if (++streams > limits.pdfStreamsMax) throw new Refused(`the PDF has more than ${limits.pdfStreamsMax} streams`);
    let layer = pdfBytes.subarray(match.index + match[0].length);
    if (!isZlibHeader(layer)) continue;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const isImage =
      objectStart >= 0 &&
      match.index - objectStart < 4096 &&
      /\/Subtype\s*\/Image\b/.test(text.slice(objectStart, match.index));
    for (let depth = 0; depth < 4 && layer && isZlibHeader(layer); depth++) {
      const limit = isImage ? limits.imageUnpackedMax : Math.min(limits.unpackedMax, total);
      const { size, head } = await inflatedSize(layer.subarray(2), limit);
      if (size > limit) throw new Refused(`the PDF's streams unpack to more than ${limit} bytes`);
      if (isImage) break;
      total -= size;
      if (!isZlibHeader(head)) break;
      layer = inflateBounded(layer.subarray(2), size + 1);
    }
  }
  return true;
}

/**
 * The bytes raw DEFLATE data unpacks to, counted up to just over `limit` and never held, and its
 * first two bytes; damaged data counts what it gave before the damage.
 */
function inflatedSize(data, limit) {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH });
    let size = 0;
    let head = Buffer.alloc(0);
    const done = () => resolve({ size, head });
    inflater.on('data', (chunk) => {
      if (head.length < 2) head = Buffer.concat([head, chunk.subarray(0, 2 - head.length)]);
      size += chunk.length;
      if (size > limit) {
        inflater.destroy();
        done();
      }
    });
    inflater.on('end', done);
    inflater.on('error', done);
    inflater.on('close', done);
    inflater.end(data);
  });
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
