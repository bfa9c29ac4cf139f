import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AVATAR_UPLOADS_PER_HOUR,
  ProfileLimits,
  ProfileMessages,
  type SavedProfile,
  type UpdateProfileBody,
} from '../../../contracts/profiles.js';
import { ProfilesRoutes as R } from '../../../contracts/routes/profiles.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { serve } from '../../platform/serve.js';
import { readUpload, registerUploadRoutes } from '../../platform/upload.js';
import type { ProfilesService } from './profiles.service.js';

/** Avatar uploads: their own hourly count per member, apart from every other limit. */
const avatarUploads = defineMemberLimit({
  name: 'avatar-upload',
  max: AVATAR_UPLOADS_PER_HOUR,
  windowSeconds: HOUR_SECONDS,
  message: ({ minutes }) => ProfileMessages.avatarUploadsLimited({ count: minutes }),
});

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService; memberLimits: MemberLimits }> = async (
  app,
  { profiles, memberLimits },
) => {
  serve(app, R.own, { access: 'member' }, async (request) => profiles.getOwnProfile(viewerOf(request)));

  serve(
    app,
    R.update,
    {
      access: 'member',
      // Other members read the bio (connections always, others by 'Who can find me'): public.
      screen: screened<z.output<typeof UpdateProfileBody>, SavedProfile>({
        fields: ['bio'],
        isPublic: true,
        targetType: 'profile',
        id: (saved) => saved.id,
      }),
    },
    async (request) => profiles.updateOwnProfile(viewerOf(request), request.body),
  );

  // The welcome after sign-up (decision 0062): two short steps, each saved on its own.
  serve(app, R.welcomeRole, { access: 'member' }, async (request) =>
    profiles.chooseRole(viewerOf(request), request.body.role),
  );

  serve(app, R.welcomeAbout, { access: 'member' }, async (request) =>
    profiles.saveWelcomeAbout(viewerOf(request), request.body),
  );

  await registerUploadRoutes(app, (uploads) => {
    serve(uploads, R.avatar, { access: 'member' }, async (request) => {
      const viewer = viewerOf(request);
      await memberLimits.take(avatarUploads, viewer.id);
      const { bytes } = await readUpload(request, {
        field: 'file',
        maxBytes: ProfileLimits.avatarMaxBytes,
        missing: ProfileMessages.avatarMissing,
        tooLarge: ProfileMessages.avatarTooLarge,
      });
      return profiles.setAvatar(viewer, bytes);
    });
  });

  serve(app, R.public, { access: 'member' }, async (request) =>
    profiles.getPublicProfile(viewerOf(request), request.params.id),
  );
};
