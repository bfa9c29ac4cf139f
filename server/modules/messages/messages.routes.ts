import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { SendMessageBody, SentMessage } from '../../../contracts/private-messages.js';
import { MessagesRoutes as R } from '../../../contracts/routes/messages.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { ReportsService } from '../reports/index.js';
import type { MessagesService } from './messages.service.js';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService; reports: ReportsService }> = async (
  app,
  { messages, reports },
) => {
  const member = { access: 'member' as const };

  serve(app, R.inbox, member, async (request) => messages.inbox(viewerOf(request), request.query));

  serve(app, R.thread, member, async (request) =>
    messages.thread(viewerOf(request), request.params.userId, request.query),
  );

  serve(
    app,
    R.send,
    {
      access: 'member',
      screen: screened<z.output<typeof SendMessageBody>, SentMessage>({ fields: ['content'], isPublic: false }),
    },
    async (request, reply) =>
      reply.status(201).send(await messages.send(viewerOf(request), request.params.userId, request.body.content)),
  );

  serve(app, R.markRead, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await messages.markRead(viewerOf(request), request.params.userId);
    return reply.status(204).send(null);
  });

  serve(app, R.report, member, async (request) => {
    const viewer = viewerOf(request);
    const message = await messages.visible(viewer, request.params.id);
    return reports.file({
      targetType: 'private_message',
      targetId: message.id,
      reporterId: viewer.id,
      ...request.body,
    });
  });
};
