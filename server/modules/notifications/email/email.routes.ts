import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../../contracts/errors.js';
import { UnsubscribeQuery, UnsubscribeResult } from '../../../../contracts/notification-email.js';
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

  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public', anyOrigin: true },
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe from notification e-mail (RFC 8058): all of it, or the weekly digest',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeResult, 400: ErrorBody },
      },
    },
    async (request) => email.unsubscribe(request.query.token),
  );

  app.get(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        summary: 'The unsubscribe address opened in a browser: leads to the page that asks first, and changes nothing',
        querystring: UnsubscribeQuery,
      },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`, 303),
  );

  app.get(
    '/api/notifications/unsubscribe/check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        summary: 'What an unsubscribe link would stop, without stopping it',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeResult, 400: ErrorBody },
      },
    },
    async (request) => email.describe(request.query.token),
  );
};
