import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationsRoutes as R } from '../../../contracts/routes/notifications.js';
import { viewerOf } from '../../platform/access.js';
import { requestLanguage } from '../../platform/i18n.js';
import { serve } from '../../platform/serve.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  serve(app, R.list, { access: 'member' }, async (request) =>
    notifications.list(viewerOf(request).id, requestLanguage(request.headers['accept-language'])),
  );

  serve(app, R.markRead, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await notifications.markRead(viewerOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, R.markAllRead, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await notifications.markAllRead(viewerOf(request).id);
    return reply.status(204).send(null);
  });

  serve(app, R.page, { access: 'member' }, async (request) =>
    notifications.page(viewerOf(request).id, requestLanguage(request.headers['accept-language']), request.query),
  );

  serve(app, R.markSeen, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await notifications.markSeen(viewerOf(request).id);
    return reply.status(204).send(null);
  });

  serve(app, R.settings, { access: 'member' }, async (request) => notifications.settings(viewerOf(request)));

  serve(app, R.updateSettings, { access: 'member', whileSuspended: true }, async (request) =>
    notifications.updateSettings(viewerOf(request), request.body),
  );
};
