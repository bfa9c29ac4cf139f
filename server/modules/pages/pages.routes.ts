import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  ContactBody,
  ContactMessage,
  ContactMessageIdParams,
  ContactMessagePage,
  ContactReceipt,
  ListContactMessagesQuery,
  SiteConfig,
  UpdateContactMessageBody,
} from '../../../contracts/pages.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { ContactService } from './contact.service.js';

export const pagesRoutes: FastifyPluginAsyncZod<{ contact: ContactService; siteConfig: SiteConfig }> = async (
  app,
  { contact, siteConfig },
) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/api/site/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'What the browser needs of the configuration: site name, contact address, ad client and slots',
        response: { 200: SiteConfig },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; a short shared cache keeps it off the hot path.
      reply.header('cache-control', 'public, max-age=300');
      return siteConfig;
    },
  );

  app.post(
    '/api/contact',
    {
      config: {
        access: 'public',
        // Read by the site's team only: screened for its writer, never filed.
        screen: screened<z.output<typeof ContactBody>, ContactReceipt>({
          fields: ['subject', 'message'],
          isPublic: false,
        }),
      },
      schema: {
        tags: ['pages'],
        summary:
          "Send a message through the Contact Us form (stored for administrators; limited per client address per hour; safety: the writer's own notice when it signals a risk)",
        body: ContactBody,
        response: { 201: ContactReceipt, 429: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await contact.submit(request.body, { ip: request.ip, viewer: request.viewer });
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['pages'],
        summary: 'Contact messages, newest first (keyset cursor)',
        querystring: ListContactMessagesQuery,
        response: { 200: ContactMessagePage, ...errors },
      },
    },
    async (request) => contact.list(request.query),
  );

  app.patch(
    '/api/admin/contact-messages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['pages'],
        summary: 'Mark a contact message handled (or new again)',
        params: ContactMessageIdParams,
        body: UpdateContactMessageBody,
        response: { 200: ContactMessage, ...errors },
      },
    },
    async (request) => contact.setStatus(viewerOf(request), request.params.id, request.body.status),
  );
};
