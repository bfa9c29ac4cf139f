import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockList,
  Connection,
  ConnectionCounts,
  ConnectionIdParams,
  ConnectionMessages,
  ConnectionPage,
  ConnectionsQuery,
  DiscoverQuery,
  MemberPage,
  MentionCandidates,
  MentionQuery,
  PersonParams,
  PrivacySettings,
  Relation,
  SendRequestBody,
  SentConnectionRequest,
  UpdateConnectionBody,
  UpdatePrivacyBody,
} from '../../../contracts/connections.js';
import { ErrorBody } from '../../../contracts/errors.js';
import { CreateReportBody, ReportFiled } from '../../../contracts/reports.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { ReportsService } from '../reports/index.js';
import type { ConnectionsService } from './connections.service.js';

export const connectionsRoutes: FastifyPluginAsyncZod<{
  connections: ConnectionsService;
  reports: ReportsService;
}> = async (app, { connections, reports }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
  const member = { config: { access: 'member' as const } };

  app.get(
    '/api/connect/discover',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: 'Members the caller may find, newest first; q searches name, role and location (any case)',
        querystring: DiscoverQuery,
        response: { 200: MemberPage, ...errors },
      },
    },
    async (request) => connections.discover(viewerOf(request), request.query),
  );

  app.get(
    '/api/mentions',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary:
          'Members the caller may @mention whose username or name starts with q (at most 8; privacy choices and blocks hold; for an anonymous draft, only members anyone may find)',
        querystring: MentionQuery,
        response: { 200: MentionCandidates, ...errors },
      },
    },
    async (request) =>
      connections.mentionCandidates(viewerOf(request), request.query.q, { anonymous: request.query.anonymous }),
  );

  app.get(
    '/api/connections',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: "The caller's received requests, connections or sent requests, newest first",
        querystring: ConnectionsQuery,
        response: { 200: ConnectionPage, ...errors },
      },
    },
    async (request) => connections.list(viewerOf(request), request.query),
  );

  app.get(
    '/api/connections/counts',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: 'How many requests, connections and sent requests the caller has',
        response: { 200: ConnectionCounts, ...errors },
      },
    },
    async (request) => connections.counts(viewerOf(request)),
  );

  app.post(
    '/api/connections',
    {
      config: {
        access: 'member',
        // The note is read by its receiver only: screened for its writer, never filed.
        screen: screened<z.output<typeof SendRequestBody>, SentConnectionRequest>({
          fields: ['message'],
          isPublic: false,
        }),
      },
      schema: {
        tags: ['connections'],
        summary:
          "Send a connection request with an optional message (safety: the sender's own notice when it signals a risk)",
        body: SendRequestBody,
        response: { 201: SentConnectionRequest, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await connections.send(viewerOf(request), request.body)),
  );

  app.patch(
    '/api/connections/:id',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: 'Accept or decline a request (its receiver) or cancel it (its sender)',
        params: ConnectionIdParams,
        body: UpdateConnectionBody,
        response: { 200: Connection, ...errors },
      },
    },
    async (request) => connections.update(viewerOf(request), request.params.id, request.body.action),
  );

  app.get(
    '/api/people/:userId/relation',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: 'Where the caller stands with a member (the Connect and Message buttons)',
        params: PersonParams,
        response: { 200: Relation, ...errors },
      },
    },
    async (request) => connections.relation(viewerOf(request), request.params.userId),
  );

  app.post(
    '/api/people/:userId/reports',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: "Report a member's profile to the moderators",
        params: PersonParams,
        body: CreateReportBody,
        response: { 200: ReportFiled, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (request.params.userId === viewer.id) throw badRequest(ConnectionMessages.self);
      if (!(await connections.exists(request.params.userId))) throw notFound(ConnectionMessages.memberNotFound);
      return reports.file({
        targetType: 'profile',
        targetId: request.params.userId,
        reporterId: viewer.id,
        ...request.body,
      });
    },
  );

  app.get(
    '/api/blocks',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: 'Members the caller has blocked',
        response: { 200: BlockList, ...errors },
      },
    },
    async (request) => connections.blocks(viewerOf(request)),
  );

  app.put(
    '/api/blocks/:userId',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['connections'],
        summary: 'Block a member: no requests, messages or discovery either way',
        params: PersonParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await connections.block(viewerOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/blocks/:userId',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['connections'],
        summary: 'Lift a block',
        params: PersonParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await connections.unblock(viewerOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/privacy',
    {
      ...member,
      schema: {
        tags: ['connections'],
        summary: 'Who may find the caller, send them requests, and see them online',
        response: { 200: PrivacySettings, ...errors },
      },
    },
    async (request) => connections.privacyOf(viewerOf(request).id),
  );

  app.patch(
    '/api/me/privacy',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['connections'],
        summary: "Change the caller's privacy settings",
        body: UpdatePrivacyBody,
        response: { 200: PrivacySettings, ...errors },
      },
    },
    async (request) => connections.updatePrivacy(viewerOf(request), request.body),
  );
};
