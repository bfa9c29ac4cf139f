import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** An accepted attachment: its kind decides re-encoding and text extraction. */
export interface FileKind {
  kind: 'jpeg' | 'png' | 'gif' | 'pdf' | 'docx' | 'doc' | 'txt';
  mime: string;
  /** The extension of the storage key. */
  ext: string;
}

const BY_DETECTED: Record<string, FileKind> = {
  jpg: { kind: 'jpeg', mime: 'image/jpeg', ext: 'jpg' },
  png: { kind: 'png', mime: 'image/png', ext: 'png' },
  gif: { kind: 'gif', mime: 'image/gif', ext: 'gif' },
  pdf: { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
};
const DOC: FileKind = { kind: 'doc', mime: 'application/msword', ext: 'doc' };
const TXT: FileKind = { kind: 'txt', mime: 'text/plain', ext: 'txt' };

/**
 * Decides the type from the bytes, never from the name alone (core §5 File upload): JPEG, PNG, GIF,
 * PDF and DOCX by their signature; a legacy Word .doc is an OLE compound file named .doc; plain
 * text has no signature, so it must be readable text without NUL bytes and be named .txt or sent
 * as text/plain. Anything else is refused with the type it really is (or the one it claimed).
 */
export async function decideFileKind(
  bytes: Buffer,
  name: string,
  declaredType: string,
): Promise<{ ok: FileKind } | { refused: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = path.extname(name).toLowerCase();
  if (detected) {
    const known = BY_DETECTED[detected.ext];
    if (known) return { ok: known };
    if (detected.ext === 'cfb' && extension === '.doc') return { ok: DOC };
    return { refused: detected.mime };
  }
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if ((extension === '.txt' || declared === 'text/plain') && decodeText(bytes) !== null) return { ok: TXT };
  return {
    refused: declared && declared !== 'application/octet-stream' && !isAllowedClaim(declared) ? declared : 'unknown',
  };
}

/** A claimed type that the bytes did not bear out is not repeated back as if it were the file's. */
function isAllowedClaim(type: string): boolean {
  return [
    'image/jpeg',
    'image/jpg',
    'image/png',
    'image/gif',
    'application/pdf',
    'text/plain',
    'application/msword',
    BY_DETECTED.docx!.mime,
  ].includes(type);
}

/** UTF-8 (or UTF-16 with its byte-order mark) text without NUL characters; null when it is not text. */
export function decodeText(bytes: Buffer): string | null {
  try {
    let text: string;
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/**
 * The name shown on the chip and in the download: no folders, control or bidirectional-override
 * characters (which can disguise "exe.pdf"), nor characters file systems refuse; at most 200 long.
 */
export function sanitiseFileName(raw: string | undefined, kind: FileKind): string {
  let name = (raw ?? '').split(/[\\/]/).pop() ?? '';
  name = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  name = name.replace(/^\.+/, '').replace(/\s+/g, ' ');
  if (name.length > 200) {
    const ext = path.extname(name).slice(0, 16);
    name = name.slice(0, 200 - ext.length) + ext;
  }
  return name || `attachment.${kind.ext}`;
}

/** A Content-Disposition header with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
