import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationsRoutes as R } from '../../../../contracts/routes/notifications.js';
import { serve } from '../../../platform/serve.js';
import type { NotificationEmail } from './email.service.js';

/**
 * One-click unsubscribe (RFC 8058). The e-mail's List-Unsubscribe address takes a POST (a mail
 * client's "Unsubscribe" button, body `List-Unsubscribe=One-Click`, from no page of this site), with
 * no sign-in: the signed token is the authority. A GET of the same address changes nothing (link
 * scanners follow every link): it leads a person to the page that asks first.
 */
export const notificationEmailRoutes: FastifyPluginAsyncZod<{ email: NotificationEmail }> = async (app, { email }) => {
  // Mail clients post a form; its one field says nothing the token does not, so it is read as text and left.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));

  serve(app, R.unsubscribe, { access: 'public', anyOrigin: true }, async (request) =>
    email.unsubscribe(request.query.token),
  );

  serve(app, R.unsubscribePage, { access: 'public' }, async (request, reply) =>
    reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`, 303),
  );

  serve(app, R.unsubscribeCheck, { access: 'public' }, async (request) => email.describe(request.query.token));
};
