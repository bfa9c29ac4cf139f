import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PersonParams } from '../../../contracts/connections.js';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  InboxPage,
  InboxQuery,
  MessageIdParams,
  SendMessageBody,
  SentMessage,
  ThreadPage,
  ThreadQuery,
} from '../../../contracts/private-messages.js';
import { CreateReportBody, ReportFiled } from '../../../contracts/reports.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { ReportsService } from '../reports/index.js';
import type { MessagesService } from './messages.service.js';

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService; reports: ReportsService }> = async (
  app,
  { messages, reports },
) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
  const member = { config: { access: 'member' as const } };

  app.get(
    '/api/messages',
    {
      ...member,
      schema: {
        tags: ['messages'],
        summary: "The caller's conversations, most recent first, with unread counts",
        querystring: InboxQuery,
        response: { 200: InboxPage, ...errors },
      },
    },
    async (request) => messages.inbox(viewerOf(request), request.query),
  );

  app.get(
    '/api/messages/:userId',
    {
      ...member,
      schema: {
        tags: ['messages'],
        summary: 'The thread with one member, newest first',
        params: PersonParams,
        querystring: ThreadQuery,
        response: { 200: ThreadPage, ...errors },
      },
    },
    async (request) => messages.thread(viewerOf(request), request.params.userId, request.query),
  );

  app.post(
    '/api/messages/:userId',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof SendMessageBody>, SentMessage>({ fields: ['content'], isPublic: false }),
      },
      schema: {
        tags: ['messages'],
        summary:
          "Send a message to a connected member (safety: the sender's own notice when it signals a risk; never filed, never told to the recipient)",
        params: PersonParams,
        body: SendMessageBody,
        response: { 201: SentMessage, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await messages.send(viewerOf(request), request.params.userId, request.body.content)),
  );

  app.post(
    '/api/messages/:userId/read',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['messages'],
        summary: 'Mark the messages received from a member as read',
        params: PersonParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await messages.markRead(viewerOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/messages/items/:id/reports',
    {
      ...member,
      schema: {
        tags: ['messages'],
        summary: 'Report a message to the moderators',
        params: MessageIdParams,
        body: CreateReportBody,
        response: { 200: ReportFiled, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const message = await messages.visible(viewer, request.params.id);
      return reports.file({
        targetType: 'private_message',
        targetId: message.id,
        reporterId: viewer.id,
        ...request.body,
      });
    },
  );
};
