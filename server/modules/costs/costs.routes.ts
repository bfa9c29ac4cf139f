import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CostsMessages } from '../../../contracts/costs.js';
import { CostsRoutes as R } from '../../../contracts/routes/costs.js';
import { viewerOf } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import type { CostsService } from './costs.service.js';

/** /api/costs/match for everyone (nothing is stored); the schemes' upkeep for administrators only. */
export const costsRoutes: FastifyPluginAsyncZod<{ costs: CostsService }> = async (app, { costs }) => {
  const admin = { access: 'admin', deniedMessage: CostsMessages.denied } as const;

  serve(app, R.match, { access: 'public' }, async (request) => costs.match(request.query));

  serve(app, R.listSchemes, admin, async (request) => costs.list(request.query));
  serve(app, R.createScheme, admin, async (request, reply) =>
    reply.status(201).send(await costs.create(viewerOf(request), request.body)),
  );
  serve(app, R.updateScheme, admin, async (request) =>
    costs.update(viewerOf(request), request.params.id, request.body),
  );
  serve(app, R.deleteScheme, admin, async (request, reply) => {
    await costs.remove(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
