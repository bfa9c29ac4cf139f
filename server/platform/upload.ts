import multipart from '@fastify/multipart';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from './errors.js';
import { defineMessages, type Message } from '../../contracts/messages.js';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The multipart parser's own bounds: one file of at most 10 MB and a few text fields (each route bounds its file further). */
export const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } as const;

/**
 * Registers a module's upload routes in a context of their own that parses multipart bodies.
 * @fastify/multipart adds an onRequest hook (a 'close' listener on the response) and an onResponse
 * hook (a temporary-file clean-up) to every route of the context it joins: registered at the root,
 * every request of the site paid for both. Elsewhere a multipart body is refused with 415.
 */
export async function registerUploadRoutes(
  app: ZodApp,
  routes: (uploads: ZodApp) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: MULTIPART_LIMITS });
    await routes(scoped.withTypeProvider<ZodTypeProvider>());
  });
}

/** Words of the upload refusals every module shares; the module gives its own for a missing or too large file. */
export const UploadMessages = defineMessages('upload', {
  malformed: 'The upload could not be read: the form data is incomplete or malformed. Please send the file again.',
  oneFileOnly: 'Send one file at a time.',
  unexpectedField: 'This upload has a field named "{{name}}" that is not expected here. Send {{allowed}} only.',
  tooManyFields: 'This upload has more fields than expected.',
  fieldTooLong: 'The field "{{name}}" is too long.',
});

export interface UploadSpec {
  /** The documented field name of the file; a file under any other name is refused. */
  field: string;
  maxBytes: number;
  /** A 400 when the request is not multipart or holds no file in `field`. */
  missing: Message;
  /** The 413 when the file is larger than `maxBytes`: the module's words, or its own error. */
  tooLarge: Message | (() => AppError);
  /** Text fields allowed beside the file (none unless named); any other is a 400. */
  textFields?: readonly string[];
  /** Largest text field, bytes (default 8 KiB). */
  textFieldMaxBytes?: number;
}

export interface Upload {
  bytes: Buffer;
  filename: string;
  mimetype: string;
  /** The text fields beside the file, by name (only those of `textFields`). */
  fields: Record<string, string>;
}

const tooLargeError = (spec: UploadSpec) =>
  typeof spec.tooLarge === 'function' ? spec.tooLarge() : new AppError('PAYLOAD_TOO_LARGE', spec.tooLarge, 413);

/** The errors of @fastify/multipart and busboy while the body is read, as answers for people. */
function asUploadError(err: unknown, spec: UploadSpec): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeError(spec);
  if (code === 'FST_FILES_LIMIT') return badRequest(UploadMessages.oneFileOnly);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest(UploadMessages.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(spec.missing);
  // Everything else here is the body itself: no boundary, a cut-off body, a malformed part header.
  return badRequest(UploadMessages.malformed);
}

/**
 * Reads exactly one file from the multipart field `spec.field` (and the named text fields beside it,
 * in any order). Refusals: not multipart or no file -> 400 `missing`; a file larger than `maxBytes`
 * -> 413 with the module's words; a file under another field name -> 400 `missing`;
 * an unexpected text field, a second file, a malformed or cut-off body -> 400.
 */
export async function readUpload(request: FastifyRequest, spec: UploadSpec): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(spec.missing);
  const allowedText = spec.textFields ?? [];
  const allowed = [spec.field, ...allowedText];
  let file: Omit<Upload, 'fields'> | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: spec.maxBytes,
        files: 2,
        fields: allowedText.length + 2,
        fieldSize: spec.textFieldMaxBytes ?? 8 * 1024,
        parts: allowedText.length + 3,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.field) {
          // The module's words name the documented field.
          part.file.resume();
          throw badRequest(spec.missing);
        }
        if (file) {
          part.file.resume();
          throw badRequest(UploadMessages.oneFileOnly);
        }
        const bytes = await part.toBuffer();
        file = { bytes, filename: part.filename, mimetype: part.mimetype };
      } else {
        if (!allowedText.includes(part.fieldname))
          throw badRequest(
            UploadMessages.unexpectedField({
              name: part.fieldname.slice(0, 40),
              allowed: allowed.map((a) => `"${a}"`).join(', '),
            }),
          );
        if (part.valueTruncated) throw badRequest(UploadMessages.fieldTooLong({ name: part.fieldname }));
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw asUploadError(err, spec);
  }
  if (!file) throw badRequest(spec.missing);
  return { ...file, fields };
}
