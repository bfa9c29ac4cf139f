import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ContactMessages, type ContactBody, type ContactReceipt, type SiteConfig } from '../../../contracts/pages.js';
import { PagesRoutes as R } from '../../../contracts/routes/pages.js';
import { viewerOf } from '../../platform/access.js';
import { messageIn, requestLanguage } from '../../platform/i18n.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { ProofOfWork } from '../../platform/altcha.js';
import type { ContactService } from './contact.service.js';

export const pagesRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  siteConfig: SiteConfig;
  proofOfWork: ProofOfWork;
}> = async (app, { contact, siteConfig, proofOfWork }) => {
  serve(app, R.siteConfig, { access: 'public' }, async (_request, reply) => {
    // Changes only with a restart; a short shared cache keeps it off the hot path.
    reply.header('cache-control', 'public, max-age=300');
    return siteConfig;
  });

  serve(
    app,
    R.contact,
    {
      access: 'public',
      // Read by the site's team only: screened for its writer, never filed.
      screen: screened<z.output<typeof ContactBody>, ContactReceipt>({
        fields: ['subject', 'message'],
        isPublic: false,
      }),
    },
    async (request, reply) => {
      // Before the per-address count, so a bot's unsolved posts never use up a shared address's budget.
      await proofOfWork.require(request.body.altcha);
      const receipt = await contact.submit(request.body, { ip: request.ip, viewer: request.viewer });
      // The thanks in the caller's language (our web app shows its own words).
      const message = messageIn(requestLanguage(request.headers['accept-language']), ContactMessages.thankYou);
      return reply.status(201).send({ ...receipt, message });
    },
  );

  serve(app, R.listContactMessages, { access: 'admin' }, async (request) => contact.list(request.query));

  serve(app, R.updateContactMessage, { access: 'admin' }, async (request) =>
    contact.setStatus(viewerOf(request), request.params.id, request.body.status),
  );
};
