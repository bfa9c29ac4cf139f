import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DataRightsRoutes as R } from '../../../contracts/routes/data-rights.js';
import { viewerOf } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import type { DataRightsService } from './data-rights.service.js';

/** A copy of the caller's data, and erasure of their account. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ rights: DataRightsService }> = async (app, { rights }) => {
  const member = { access: 'member' as const };

  serve(app, R.requestExport, { access: 'member', whileSuspended: true }, async (request, reply) =>
    reply.status(202).send(await rights.request(viewerOf(request))),
  );

  serve(app, R.latestExport, member, async (request) => ({ export: await rights.latest(viewerOf(request)) }));

  serve(app, R.downloadExport, member, async (request, reply) => {
    const { file, name } = await rights.download(viewerOf(request), request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(file.stream);
  });

  serve(app, R.erase, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await rights.erase(viewerOf(request), request.body, request.ip);
    // Every session of the member went with the account.
    return reply.status(204).send(null);
  });
};
