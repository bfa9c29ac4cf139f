import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ConnectionMessages,
  type SendRequestBody,
  type SentConnectionRequest,
} from '../../../contracts/connections.js';
import { ConnectionsRoutes as R } from '../../../contracts/routes/connections.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { serve } from '../../platform/serve.js';
import type { ReportsService } from '../reports/index.js';
import type { ConnectionsService } from './connections.service.js';

export const connectionsRoutes: FastifyPluginAsyncZod<{
  connections: ConnectionsService;
  reports: ReportsService;
}> = async (app, { connections, reports }) => {
  const member = { access: 'member' as const };

  serve(app, R.discover, member, async (request) => connections.discover(viewerOf(request), request.query));

  serve(app, R.mentions, member, async (request) =>
    connections.mentionCandidates(viewerOf(request), request.query.q, { anonymous: request.query.anonymous }),
  );

  serve(app, R.list, member, async (request) => connections.list(viewerOf(request), request.query));

  serve(app, R.counts, member, async (request) => connections.counts(viewerOf(request)));

  serve(
    app,
    R.send,
    {
      access: 'member',
      // The note is read by its receiver only: screened for its writer, never filed.
      screen: screened<z.output<typeof SendRequestBody>, SentConnectionRequest>({
        fields: ['message'],
        isPublic: false,
      }),
    },
    async (request, reply) => reply.status(201).send(await connections.send(viewerOf(request), request.body)),
  );

  serve(app, R.update, member, async (request) =>
    connections.update(viewerOf(request), request.params.id, request.body.action),
  );

  serve(app, R.relation, member, async (request) => connections.relation(viewerOf(request), request.params.userId));

  serve(app, R.reportPerson, member, async (request) => {
    const viewer = viewerOf(request);
    if (request.params.userId === viewer.id) throw badRequest(ConnectionMessages.self);
    if (!(await connections.exists(request.params.userId))) throw notFound(ConnectionMessages.memberNotFound);
    return reports.file({
      targetType: 'profile',
      targetId: request.params.userId,
      reporterId: viewer.id,
      ...request.body,
    });
  });

  serve(app, R.blocks, member, async (request) => connections.blocks(viewerOf(request)));

  serve(app, R.block, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await connections.block(viewerOf(request), request.params.userId);
    return reply.status(204).send(null);
  });

  serve(app, R.unblock, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await connections.unblock(viewerOf(request), request.params.userId);
    return reply.status(204).send(null);
  });

  serve(app, R.privacy, member, async (request) => connections.privacyOf(viewerOf(request).id));

  serve(app, R.updatePrivacy, { access: 'member', whileSuspended: true }, async (request) =>
    connections.updatePrivacy(viewerOf(request), request.body),
  );
};
