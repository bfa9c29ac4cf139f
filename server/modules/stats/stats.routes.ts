import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatsRoutes as R } from '../../../contracts/routes/stats.js';
import { StatsLimits } from '../../../contracts/stats.js';
import { serve } from '../../platform/serve.js';
import type { StatsService } from './stats.service.js';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  serve(app, R.awareness, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${StatsLimits.awarenessMaxAgeSeconds}`);
    return { items: await stats.listActiveAwareness() };
  });

  serve(app, R.community, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${StatsLimits.communityMaxAgeSeconds}`);
    return stats.getCommunityStats();
  });

  serve(app, R.adminAwareness, { access: 'admin' }, async (request) => stats.listAwarenessForAdmin(request.query));

  serve(app, R.createAwareness, { access: 'admin' }, async (request, reply) =>
    reply.status(201).send(await stats.createAwareness(request.body, request.viewer?.id)),
  );

  serve(app, R.updateAwareness, { access: 'admin' }, async (request) =>
    stats.updateAwareness(request.params.id, request.body, request.viewer?.id),
  );

  serve(app, R.deleteAwareness, { access: 'admin' }, async (request, reply) => {
    await stats.deleteAwareness(request.params.id, request.viewer?.id);
    return reply.status(204).send(null);
  });
};
