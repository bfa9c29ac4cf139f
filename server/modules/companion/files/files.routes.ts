import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Transcription, UploadedFile } from '../../../../contracts/companion.js';
import {
  CompanionFileIdParams,
  CompanionFileLimits,
  CompanionFileText,
  TranscriptionBody,
} from '../../../../contracts/companion-files.js';
import { ErrorBody } from '../../../../contracts/errors.js';
import { viewerOf } from '../../../platform/access.js';
import { badRequest } from '../../../platform/errors.js';
import { readUpload, registerUploadRoutes } from '../../../platform/upload.js';
import type { MemberLimits } from '../../../platform/member-limits.js';
import type { FortiFileLimits } from '../limits.js';
import { requestLanguage } from '../../../platform/i18n.js';
import { contentDisposition } from './file-kind.js';
import { fileTooLarge, type CompanionFilesRoutesService } from './files.service.js';
import { voiceTooLong } from './transcribe.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
};
/** Base64 of the largest recording, plus room for the JSON around it. */
const TRANSCRIPTION_BODY_LIMIT = Math.ceil((CompanionFileLimits.audioMaxBytes * 4) / 3) + 64 * 1024;

export const companionFilesRoutes: FastifyPluginAsyncZod<{
  files: CompanionFilesRoutesService;
  memberLimits: MemberLimits;
  limits: FortiFileLimits;
}> = async (app, { files, memberLimits, limits }) => {
  await registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/companion/files',
      {
        config: { access: 'member', whileSuspended: true },
        schema: {
          tags: ['companion'],
          summary:
            'Attach a file (multipart field "file"): JPEG, PNG, GIF, PDF, TXT, DOC or DOCX up to 10 MB, decided from its bytes',
          consumes: ['multipart/form-data'],
          response: { 200: UploadedFile, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await memberLimits.take(limits.upload, viewer.id);
        const upload = await readUpload(request, {
          field: 'file',
          maxBytes: CompanionFileLimits.fileMaxBytes,
          missing: CompanionFileText.noFile,
          tooLarge: fileTooLarge,
        });
        const language = requestLanguage(request.headers['accept-language']);
        return {
          file: await files.upload(
            viewer.id,
            { bytes: upload.bytes, name: upload.filename, declaredType: upload.mimetype },
            language,
          ),
        };
      },
    );
  });

  app.get(
    '/api/companion/files/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['companion'],
        summary: 'Download an own attachment (private to its owner); answers the file itself',
        params: CompanionFileIdParams,
      },
    },
    async (request, reply) => {
      const file = await files.open(viewerOf(request).id, request.params.id);
      const isImage = file.type.startsWith('image/');
      return reply
        .header('content-type', file.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.type)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(isImage ? 'inline' : 'attachment', file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.delete(
    '/api/companion/files/:id',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['companion'],
        summary: 'Remove an own attachment before it is sent',
        params: CompanionFileIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await files.remove(viewerOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/companion/transcriptions',
      {
        config: { access: 'member', whileSuspended: true },
        bodyLimit: TRANSCRIPTION_BODY_LIMIT,
        schema: {
          tags: ['companion'],
          summary:
            'Voice to text: JSON { audio: base64 of the recording } or multipart field "audio"; at most 2 minutes',
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: Transcription, 502: ErrorBody, 503: ErrorBody, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        files.requireVoice();
        await memberLimits.take(limits.transcription, viewer.id);
        const audio = await readAudio(request);
        return { text: await files.transcribe(audio, request.log) };
      },
    );
  });
};

/** The recording from the spec's JSON body (base64, a data: URL prefix allowed) or a multipart part. */
async function readAudio(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const upload = await readUpload(request, {
      field: 'audio',
      maxBytes: CompanionFileLimits.audioMaxBytes,
      missing: CompanionFileText.noAudio,
      tooLarge: voiceTooLong,
    });
    return upload.bytes;
  }
  const parsed = TranscriptionBody.safeParse(request.body);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.code === 'too_big');
    if (tooLong) throw voiceTooLong();
    throw badRequest(CompanionFileText.noAudio);
  }
  const base64 = parsed.data.audio.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw badRequest(CompanionFileText.audioUnreadable);
  return Buffer.from(base64, 'base64');
}
