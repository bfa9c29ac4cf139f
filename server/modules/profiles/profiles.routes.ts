import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  AVATAR_UPLOADS_PER_HOUR,
  Profile,
  ProfileIdParams,
  ProfileLimits,
  ProfileMessages,
  PublicProfile,
  SavedProfile,
  UpdateProfileBody,
  WelcomeAboutBody,
  WelcomeRoleBody,
} from '../../../contracts/profiles.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { readUpload, registerUploadRoutes } from '../../platform/upload.js';
import type { ProfilesService } from './profiles.service.js';

/** Avatar uploads: their own hourly count per member, apart from every other limit. */
const avatarUploads = defineMemberLimit({
  name: 'avatar-upload',
  max: AVATAR_UPLOADS_PER_HOUR,
  windowSeconds: HOUR_SECONDS,
  message: ProfileMessages.avatarUploadsLimited,
});

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService; memberLimits: MemberLimits }> = async (
  app,
  { profiles, memberLimits },
) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/profiles/me',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: "The signed-in member's own profile",
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => profiles.getOwnProfile(viewerOf(request)),
  );

  app.patch(
    '/api/profiles/me',
    {
      config: {
        access: 'member',
        // Other members read the bio (connections always, others by 'Who can find me'): public.
        screen: screened<z.output<typeof UpdateProfileBody>, SavedProfile>({
          fields: ['bio'],
          isPublic: true,
          targetType: 'profile',
          id: (saved) => saved.id,
        }),
      },
      schema: {
        tags: ['profiles'],
        summary: "Save the own profile (safety: the member's own notice when the bio signals a risk)",
        body: UpdateProfileBody,
        response: { 200: SavedProfile, ...errors },
      },
    },
    async (request) => profiles.updateOwnProfile(viewerOf(request), request.body),
  );

  // The welcome after sign-up (decision 0062): two short steps, each saved on its own.
  app.put(
    '/api/profiles/me/welcome/role',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: "The welcome's first step: who the member is (patient, survivor, caregiver or volunteer; no default)",
        body: WelcomeRoleBody,
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => profiles.chooseRole(viewerOf(request), request.body.role),
  );

  app.put(
    '/api/profiles/me/welcome/about',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: "The welcome's second step, skippable: cancer type (null: not said) and language",
        body: WelcomeAboutBody,
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => profiles.saveWelcomeAbout(viewerOf(request), request.body),
  );

  await registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/profiles/me/avatar',
      {
        config: { access: 'member' },
        schema: {
          tags: ['profiles'],
          summary: 'Upload a new avatar (multipart field "file"); stored as a 256 px WebP',
          consumes: ['multipart/form-data'],
          response: { 200: Profile, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody, ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await memberLimits.take(avatarUploads, viewer.id);
        const { bytes } = await readUpload(request, {
          field: 'file',
          maxBytes: ProfileLimits.avatarMaxBytes,
          missing: ProfileMessages.avatarMissing,
          tooLarge: ProfileMessages.avatarTooLarge,
        });
        return profiles.setAvatar(viewer, bytes);
      },
    );
  });

  app.get(
    '/api/profiles/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: "Another member's public profile",
        params: ProfileIdParams,
        response: { 200: PublicProfile, ...errors },
      },
    },
    async (request) => profiles.getPublicProfile(viewerOf(request), request.params.id),
  );
};
