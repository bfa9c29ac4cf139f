import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CompanionText, type AttachmentSummary } from '../../../../contracts/companion.js';
import { CompanionFileLimits, CompanionFileText } from '../../../../contracts/companion-files.js';
import type { AppConfig } from '../../../config.js';
import type { Database, Transaction } from '../../../db/client.js';
import { companionFiles } from '../../../db/schema/companion-files.js';
import { AppError, conflict, notFound } from '../../../platform/errors.js';
import type { Storage } from '../../../platform/storage.js';
import { extractText } from './extract-text.js';
import { decideFileKind, sanitiseFileName, type FileKind } from './file-kind.js';
import { requireTranscriber, transcribe } from './transcribe.js';

/** An attachment as a reply provider receives it (only ever the sender's own). */
export interface AttachmentForReply {
  id: string;
  name: string;
  type: string;
  size: number;
  /** A URL the member can open (private: only its owner may fetch it). */
  url: string;
  /** Text extracted from PDF, DOCX and TXT; null for images and unreadable files. */
  text: string | null;
  bytes(): Promise<Buffer>;
}

/** Chat attachments and voice (built by the attachments engineer; this is the agreed interface). */
export interface CompanionFilesService {
  /** The member's own attachments by id, in the order asked; someone else's or a missing id is refused (404). */
  attachmentsForReply(userId: string, ids: string[]): Promise<AttachmentForReply[]>;
  /**
   * Links the member's attachments to the message that carried them, inside the transaction that
   * saves the message (`tx`), so a conversation is never seen with the message but not its files.
   */
  attachToMessage(userId: string, ids: string[], messageId: string, tx?: Transaction): Promise<void>;
  /** Summaries of the attachments of these messages, by message id. */
  summariesForMessages(
    messageIds: string[],
  ): Promise<Map<string, Array<{ id: string; name: string; type: string; size: number }>>>;
  /** Removes the attachments of these messages, rows and stored bytes (when a conversation is deleted). */
  deleteForMessages(messageIds: string[]): Promise<void>;
  /** Removes uploads never sent with a message that are older than `olderThan`; returns how many. */
  removeStaleUploads(olderThan: Date): Promise<number>;
}

export interface OpenedFile {
  name: string;
  type: string;
  size: number;
  stream: Readable;
}

/** The service behind the routes: the agreed interface plus upload, download, removal and voice. */
export interface CompanionFilesRoutesService extends CompanionFilesService {
  upload(userId: string, file: { bytes: Buffer; name: string; declaredType: string }): Promise<AttachmentSummary>;
  open(userId: string, id: string): Promise<OpenedFile>;
  remove(userId: string, id: string): Promise<void>;
  transcribe(audio: Buffer, log?: { warn(obj: object, msg: string): void }): Promise<string>;
  /** Refuses (503, CompanionText.voiceNotEnabled) when no transcription service is configured. */
  requireVoice(): void;
}

export const fileTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', CompanionText.fileTooLarge, 413);
const notOwnFile = () => notFound(CompanionFileText.fileNotFound);
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
/** Postgres caps bind parameters; long id lists go in slices. */
const SLICE = 1000;

export function createCompanionFilesService(deps: {
  db: Database;
  storage: Storage;
  config: Pick<AppConfig, 'transcribe'>;
  log?: { warn(obj: object, msg: string): void };
}): CompanionFilesRoutesService {
  const { db, storage, log } = deps;

  /** Images are re-encoded in their own format, which drops EXIF and GPS data (ARCHITECTURE "Files"). */
  async function stored(kind: FileKind, bytes: Buffer): Promise<Buffer> {
    if (kind.kind !== 'jpeg' && kind.kind !== 'png' && kind.kind !== 'gif') return bytes;
    // sharp (and libvips) load with the first picture, not with the server (decision 0044).
    const { default: sharp } = await import('sharp');
    try {
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, animated: kind.kind === 'gif' });
      if (kind.kind === 'jpeg') return await image.rotate().jpeg({ quality: 88 }).toBuffer();
      if (kind.kind === 'png') return await image.rotate().png().toBuffer();
      return await image.gif().toBuffer();
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', CompanionFileText.imageUnreadable, 415);
    }
  }

  async function upload(
    userId: string,
    file: { bytes: Buffer; name: string; declaredType: string },
  ): Promise<AttachmentSummary> {
    if (file.bytes.length > CompanionFileLimits.fileMaxBytes) throw fileTooLarge();
    const decided = await decideFileKind(file.bytes, file.name, file.declaredType);
    if ('refused' in decided)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', CompanionText.fileTypeRefused({ type: decided.refused }), 415);
    const kind = decided.ok;
    const bytes = await stored(kind, file.bytes);
    const extraction = await extractText(kind.kind, file.bytes);
    if ('refused' in extraction) {
      log?.warn(
        { userId, kind: kind.kind, size: file.bytes.length, reason: extraction.refused },
        'refused a document that could not be read safely',
      );
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', CompanionFileText.documentRefused, 415);
    }
    const text = extraction.text;
    const id = randomUUID();
    const key = `private/companion/${userId}/${id}.${kind.ext}`;
    const name = sanitiseFileName(file.name, kind);
    await storage.put(key, bytes, kind.mime);
    try {
      await db
        .insert(companionFiles)
        .values({ id, userId, name, type: kind.mime, size: bytes.length, storageKey: key, extractedText: text });
    } catch (err) {
      await storage.remove(key).catch(() => {});
      throw err;
    }
    return { id, name, type: kind.mime, size: bytes.length };
  }

  async function ownRow(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(companionFiles)
      .where(and(eq(companionFiles.id, id), eq(companionFiles.userId, userId)))
      .limit(1);
    if (!row) throw notOwnFile();
    return row;
  }

  async function open(userId: string, id: string): Promise<OpenedFile> {
    const row = await ownRow(userId, id);
    const file = await storage.get(row.storageKey);
    if (!file) throw notOwnFile();
    return { name: row.name, type: row.type, size: file.size, stream: file.stream };
  }

  async function remove(userId: string, id: string): Promise<void> {
    const row = await ownRow(userId, id);
    if (row.messageId) throw conflict(CompanionFileText.attachedAlready);
    const gone = await db
      .delete(companionFiles)
      .where(and(eq(companionFiles.id, id), isNull(companionFiles.messageId)))
      .returning({ key: companionFiles.storageKey });
    // Sent with a message between the read and the delete: it stays.
    if (gone.length === 0) throw conflict(CompanionFileText.attachedAlready);
    await storage.remove(row.storageKey);
  }

  async function attachmentsForReply(userId: string, ids: string[]): Promise<AttachmentForReply[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    if (!wanted.every(isUuid)) throw notOwnFile();
    const rows = await db
      .select()
      .from(companionFiles)
      .where(and(eq(companionFiles.userId, userId), inArray(companionFiles.id, wanted)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return wanted.map((id) => {
      const row = byId.get(id);
      if (!row) throw notOwnFile();
      return {
        id: row.id,
        name: row.name,
        type: row.type,
        size: row.size,
        url: `/api/companion/files/${row.id}`,
        text: row.extractedText,
        bytes: async () => {
          const file = await storage.get(row.storageKey);
          if (!file) throw notOwnFile();
          const chunks: Buffer[] = [];
          for await (const chunk of file.stream) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        },
      };
    });
  }

  async function attachToMessage(
    userId: string,
    ids: string[],
    messageId: string,
    tx: Database | Transaction = db,
  ): Promise<void> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0 || !isUuid(messageId)) return;
    // Only the member's own files not yet sent: a retried message keeps the first link.
    await tx
      .update(companionFiles)
      .set({ messageId })
      .where(
        and(eq(companionFiles.userId, userId), inArray(companionFiles.id, wanted), isNull(companionFiles.messageId)),
      );
  }

  // Read with every conversation page: prepared once, the ids passed as one array parameter.
  const summariesQuery = db
    .select({
      id: companionFiles.id,
      name: companionFiles.name,
      type: companionFiles.type,
      size: companionFiles.size,
      messageId: companionFiles.messageId,
    })
    .from(companionFiles)
    .where(sql`${companionFiles.messageId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(companionFiles.createdAt), asc(companionFiles.id))
    .prepare('fn_companion_attachment_summaries');

  async function summariesForMessages(messageIds: string[]) {
    const result = new Map<string, AttachmentSummary[]>();
    const wanted = [...new Set(messageIds)].filter(isUuid);
    for (const id of messageIds) result.set(id, []);
    if (wanted.length === 0) return result;
    const rows = await summariesQuery.execute({ ids: wanted });
    for (const { messageId, ...summary } of rows) result.get(messageId!)?.push(summary);
    return result;
  }

  async function removeStored(keys: string[]): Promise<void> {
    for (const key of keys) await storage.remove(key).catch(() => {});
  }

  async function deleteForMessages(messageIds: string[]): Promise<void> {
    const wanted = [...new Set(messageIds)].filter(isUuid);
    for (let i = 0; i < wanted.length; i += SLICE) {
      const gone = await db
        .delete(companionFiles)
        .where(inArray(companionFiles.messageId, wanted.slice(i, i + SLICE)))
        .returning({ key: companionFiles.storageKey });
      await removeStored(gone.map((g) => g.key));
    }
  }

  async function removeStaleUploads(olderThan: Date): Promise<number> {
    const gone = await db
      .delete(companionFiles)
      .where(and(isNull(companionFiles.messageId), lt(companionFiles.createdAt, olderThan)))
      .returning({ key: companionFiles.storageKey });
    await removeStored(gone.map((g) => g.key));
    return gone.length;
  }

  return {
    upload,
    open,
    remove,
    attachmentsForReply,
    attachToMessage,
    summariesForMessages,
    deleteForMessages,
    removeStaleUploads,
    transcribe: (audio, log) => transcribe(deps.config.transcribe, audio, log),
    requireVoice: () => void requireTranscriber(deps.config.transcribe),
  };
}
