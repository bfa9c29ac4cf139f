import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanionFileLimits, CompanionFileText, TranscriptionBody } from '../../../../contracts/companion-files.js';
import { CompanionRoutes as R } from '../../../../contracts/routes/companion.js';
import { viewerOf } from '../../../platform/access.js';
import { badRequest } from '../../../platform/errors.js';
import { readUpload, registerUploadRoutes } from '../../../platform/upload.js';
import type { MemberLimits } from '../../../platform/member-limits.js';
import { serve } from '../../../platform/serve.js';
import type { FortiFileLimits } from '../limits.js';
import { contentDisposition } from './file-kind.js';
import { fileTooLarge, type CompanionFilesRoutesService } from './files.service.js';
import { voiceTooLong } from './transcribe.js';

/** Base64 of the largest recording, plus room for the JSON around it. */
const TRANSCRIPTION_BODY_LIMIT = Math.ceil((CompanionFileLimits.audioMaxBytes * 4) / 3) + 64 * 1024;

export const companionFilesRoutes: FastifyPluginAsyncZod<{
  files: CompanionFilesRoutesService;
  memberLimits: MemberLimits;
  limits: FortiFileLimits;
}> = async (app, { files, memberLimits, limits }) => {
  await registerUploadRoutes(app, (uploads) => {
    serve(uploads, R.uploadFile, { access: 'member', whileSuspended: true }, async (request) => {
      const viewer = viewerOf(request);
      await memberLimits.take(limits.upload, viewer.id);
      const upload = await readUpload(request, {
        field: 'file',
        maxBytes: CompanionFileLimits.fileMaxBytes,
        missing: CompanionFileText.noFile,
        tooLarge: fileTooLarge,
      });
      return {
        file: await files.upload(viewer.id, {
          bytes: upload.bytes,
          name: upload.filename,
          declaredType: upload.mimetype,
        }),
      };
    });
  });

  // Registered from its descriptor without serve(): it answers the file itself, with no JSON schema.
  app.get(
    R.downloadFile.path,
    {
      config: { access: 'member' },
      schema: { tags: R.downloadFile.tags, summary: R.downloadFile.summary, params: R.downloadFile.params },
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

  serve(app, R.deleteFile, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await files.remove(viewerOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  await registerUploadRoutes(app, (uploads) => {
    // Registered from its descriptor without serve(): it has a body limit of its own, and reads its
    // body itself (JSON or multipart), so the descriptor's `body` is not given to Fastify.
    uploads.post(
      R.transcribe.path,
      {
        config: { access: 'member', whileSuspended: true },
        bodyLimit: TRANSCRIPTION_BODY_LIMIT,
        schema: {
          tags: R.transcribe.tags,
          summary: R.transcribe.summary,
          consumes: ['application/json', 'multipart/form-data'],
          response: R.transcribe.response,
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
