import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { StoriesRoutes as R } from '../../../contracts/routes/stories.js';
import type { CreatedStory, CreateStoryBody, UpdatedStory, UpdateStoryBody } from '../../../contracts/stories.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { ReportsService } from '../reports/index.js';
import type { StoriesService } from './stories.service.js';

export const storiesRoutes: FastifyPluginAsyncZod<{ stories: StoriesService; reports: ReportsService }> = async (
  app,
  { stories, reports },
) => {
  serve(app, R.list, { access: 'public' }, async (request) => stories.list(request.query, request.viewer));

  serve(
    app,
    R.create,
    {
      access: 'member',
      screen: screened<z.output<typeof CreateStoryBody>, CreatedStory>({
        fields: ['title', 'content'],
        isPublic: true,
        targetType: 'story',
        id: (created) => created.id,
      }),
    },
    async (request, reply) => reply.status(201).send(await stories.create(viewerOf(request), request.body)),
  );

  serve(app, R.get, { access: 'public' }, async (request) => stories.get(request.params.id, request.viewer));

  serve(
    app,
    R.update,
    {
      access: 'member',
      screen: screened<z.output<typeof UpdateStoryBody>, UpdatedStory>({
        fields: ['title', 'content'],
        isPublic: true,
        targetType: 'story',
        id: (updated) => updated.id,
      }),
    },
    async (request) => stories.update(viewerOf(request), request.params.id, request.body),
  );

  // Taking one's name off one's story is one's own privacy: a suspended member may too.
  serve(app, R.anonymise, { access: 'member', whileSuspended: true }, async (request) =>
    stories.anonymise(viewerOf(request), request.params.id),
  );

  serve(app, R.remove, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await stories.remove(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, R.heart, { access: 'member' }, async (request) => stories.heart(viewerOf(request), request.params.id));
  serve(app, R.unheart, { access: 'member' }, async (request) => stories.unheart(viewerOf(request), request.params.id));

  serve(app, R.report, { access: 'member' }, async (request) => {
    await stories.requireStory(request.params.id);
    return reports.file({
      targetType: 'story',
      targetId: request.params.id,
      reporterId: viewerOf(request).id,
      reason: request.body.reason,
      note: request.body.note,
    });
  });
};
