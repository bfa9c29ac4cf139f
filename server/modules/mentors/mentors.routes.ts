import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  ActedMentorRequest,
  AdminMentorList,
  AskBody,
  MatchList,
  MatchQuery,
  MentorBadge,
  MentorIdParams,
  MentorRequestActionBody,
  MentorRequestIdParams,
  MentorRequestLists,
  MyOffer,
  Offer,
  OfferBody,
  OfferStatusBody,
  SavedOffer,
  SentMentorRequest,
  TrainedBody,
} from '../../../contracts/mentors.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { MentorsService } from './mentors.service.js';

export const mentorsRoutes: FastifyPluginAsyncZod<{ mentors: MentorsService }> = async (app, { mentors }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  app.get(
    '/api/mentors/offer',
    {
      config: { access: 'member' },
      schema: {
        tags: ['mentors'],
        summary: "The caller's own offer to mentor (null when none), and whether their role may offer",
        response: { 200: MyOffer, ...errors },
      },
    },
    async (request) => mentors.myOffer(viewerOf(request)),
  );

  app.put(
    '/api/mentors/offer',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof OfferBody>, SavedOffer>({ fields: ['note'], isPublic: false }),
      },
      schema: {
        tags: ['mentors'],
        summary: "Offer to mentor, or change the offer (survivors and caregivers; safety: the author's own notice)",
        body: OfferBody,
        response: { 200: SavedOffer, ...errors },
      },
    },
    async (request) => mentors.saveOffer(viewerOf(request), request.body),
  );

  app.patch(
    '/api/mentors/offer',
    {
      config: { access: 'member' },
      schema: {
        tags: ['mentors'],
        summary: 'Pause the offer (no new requests) or take requests again',
        body: OfferStatusBody,
        response: { 200: Offer, ...errors },
      },
    },
    async (request) => mentors.setStatus(viewerOf(request), request.body.status),
  );

  app.delete(
    '/api/mentors/offer',
    {
      config: { access: 'member' },
      schema: {
        tags: ['mentors'],
        summary: 'Withdraw the offer (pending requests are declined; mentorships go on until ended)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mentors.withdraw(viewerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/mentors/match',
    {
      config: { access: 'member' },
      schema: {
        tags: ['mentors'],
        summary:
          'Mentors closest to what the member looks for: cancer type and subtype, then treatments, languages and place',
        querystring: MatchQuery,
        response: { 200: MatchList, ...errors },
      },
    },
    async (request) => mentors.match(viewerOf(request), request.query),
  );

  app.post(
    '/api/mentors/requests',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof AskBody>, SentMentorRequest>({ fields: ['note'], isPublic: false }),
      },
      schema: {
        tags: ['mentors'],
        summary: "Ask a mentor, with a note (one open request per pair; safety: the author's own notice)",
        body: AskBody,
        response: { 201: SentMentorRequest, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await mentors.ask(viewerOf(request), request.body)),
  );

  app.get(
    '/api/mentors/requests',
    {
      config: { access: 'member' },
      schema: {
        tags: ['mentors'],
        summary: "The caller's open requests in and out, and their mentorships",
        response: { 200: MentorRequestLists, ...errors },
      },
    },
    async (request) => mentors.lists(viewerOf(request)),
  );

  app.patch(
    '/api/mentors/requests/:id',
    {
      config: {
        access: 'member',
        // The reason for ending is never shown to the other member: screened, never filed.
        screen: screened<z.output<typeof MentorRequestActionBody>, ActedMentorRequest>({
          fields: ['reason'],
          isPublic: false,
        }),
      },
      schema: {
        tags: ['mentors'],
        summary:
          "Accept or decline (the mentor: accepting connects the two and opens their conversation), withdraw (the asker), end (either; safety: the author's own notice when the reason signals a risk)",
        params: MentorRequestIdParams,
        body: MentorRequestActionBody,
        response: { 200: ActedMentorRequest, ...errors },
      },
    },
    async (request) => mentors.act(viewerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/mentors/badge/:userId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['mentors'],
        summary:
          "Whether a member offers to mentor and is trained (the profile's badge), and whether the caller can ask them from the profile; not offering unless the caller may find them (blocks, 'Who can find me')",
        params: MentorIdParams,
        response: { 200: MentorBadge, ...errors },
      },
    },
    async (request) => mentors.badge(viewerOf(request), request.params.userId),
  );

  app.get(
    '/api/admin/mentors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every offer to mentor, newest change first',
        response: { 200: AdminMentorList, ...errors },
      },
    },
    async () => mentors.adminList(),
  );

  app.patch(
    '/api/admin/mentors/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a mentor trained, or not (audited)',
        params: MentorIdParams,
        body: TrainedBody,
        response: { 200: Offer, ...errors },
      },
    },
    async (request) => mentors.setTrained(viewerOf(request), request.params.userId, request.body.trained),
  );
};
