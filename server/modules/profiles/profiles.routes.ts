import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contracts/errors.js';
import { Profile, ProfileIdParams, ProfileLimits, ProfileMessages, PublicProfile, UpdateProfileBody } from '../../../contracts/profiles.js';
import { viewerOf } from '../../platform/access.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { ProfilesService } from './profiles.service.js';

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get('/api/profiles/me', {
    config: { access: 'member' },
    schema: { tags: ['profiles'], summary: "The signed-in member's own profile", response: { 200: Profile, ...errors } },
  }, async (request) => profiles.getOwnProfile(viewerOf(request)));

  app.patch('/api/profiles/me', {
    config: { access: 'member' },
    schema: { tags: ['profiles'], summary: 'Save the own profile', body: UpdateProfileBody, response: { 200: Profile, ...errors } },
  }, async (request) => profiles.updateOwnProfile(viewerOf(request), request.body));

  app.post('/api/profiles/me/avatar', {
    config: { access: 'member' },
    schema: {
      tags: ['profiles'],
      summary: 'Upload a new avatar (multipart field "file"); stored as a 256 px WebP',
      consumes: ['multipart/form-data'],
      response: { 200: Profile, 413: ErrorBody, 415: ErrorBody, ...errors },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in a field named "file".');
    const file = await request.file({ limits: { fileSize: ProfileLimits.avatarMaxBytes, files: 1 } });
    if (!file) throw badRequest('Send the image as multipart/form-data in a field named "file".');
    const bytes = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', ProfileMessages.avatarTooLarge, 413);
      throw err;
    });
    return profiles.setAvatar(viewer, bytes);
  });

  app.get('/api/profiles/:id', {
    config: { access: 'member' },
    schema: { tags: ['profiles'], summary: "Another member's public profile", params: ProfileIdParams, response: { 200: PublicProfile, ...errors } },
  }, async (request) => profiles.getPublicProfile(request.params.id));
};
