import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type {
  ActedMentorRequest,
  AskBody,
  MentorRequestActionBody,
  OfferBody,
  SavedOffer,
  SentMentorRequest,
} from '../../../contracts/mentors.js';
import { MentorsRoutes as R } from '../../../contracts/routes/mentors.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { MentorsService } from './mentors.service.js';

export const mentorsRoutes: FastifyPluginAsyncZod<{ mentors: MentorsService }> = async (app, { mentors }) => {
  serve(app, R.myOffer, { access: 'member' }, async (request) => mentors.myOffer(viewerOf(request)));

  serve(
    app,
    R.saveOffer,
    {
      access: 'member',
      screen: screened<z.output<typeof OfferBody>, SavedOffer>({ fields: ['note'], isPublic: false }),
    },
    async (request) => mentors.saveOffer(viewerOf(request), request.body),
  );

  serve(app, R.offerStatus, { access: 'member' }, async (request) =>
    mentors.setStatus(viewerOf(request), request.body.status),
  );

  serve(app, R.withdrawOffer, { access: 'member' }, async (request, reply) => {
    await mentors.withdraw(viewerOf(request));
    return reply.status(204).send(null);
  });

  serve(app, R.match, { access: 'member' }, async (request) => mentors.match(viewerOf(request), request.query));

  serve(
    app,
    R.ask,
    {
      access: 'member',
      screen: screened<z.output<typeof AskBody>, SentMentorRequest>({ fields: ['note'], isPublic: false }),
    },
    async (request, reply) => reply.status(201).send(await mentors.ask(viewerOf(request), request.body)),
  );

  serve(app, R.requests, { access: 'member' }, async (request) => mentors.lists(viewerOf(request)));

  serve(
    app,
    R.act,
    {
      access: 'member',
      // The reason for ending is never shown to the other member: screened, never filed.
      screen: screened<z.output<typeof MentorRequestActionBody>, ActedMentorRequest>({
        fields: ['reason'],
        isPublic: false,
      }),
    },
    async (request) => mentors.act(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.badge, { access: 'member' }, async (request) => mentors.badge(viewerOf(request), request.params.userId));

  serve(app, R.adminList, { access: 'admin' }, async () => mentors.adminList());

  serve(app, R.setTrained, { access: 'admin' }, async (request) =>
    mentors.setTrained(viewerOf(request), request.params.userId, request.body.trained),
  );
};
