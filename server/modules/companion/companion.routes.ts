import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanionConfig,
  CompanionText,
  Conversation,
  ConversationIdParams,
  ConversationList,
  ConversationMessagesQuery,
  ConversationWithMessages,
  ListConversationsQuery,
  RenameConversationBody,
  ReplyErrorCode,
  SafetyEventList,
  SendMessageBody,
} from '../../../contracts/companion.js';
import { ErrorBody } from '../../../contracts/errors.js';
import { viewerOf } from '../../platform/access.js';
import { requestLanguage } from '../../platform/i18n.js';
import type { ResponseCache } from '../../platform/response-cache.js';
import type { ConversationsService } from './conversations.service.js';
import type { RepliesService } from './replies.service.js';
import { openEventStream } from './sse.js';

interface Deps {
  conversations: ConversationsService;
  replies: RepliesService;
  config: CompanionConfig;
  /** Serialised newest pages of conversations, by conversation id. */
  newestPages: ResponseCache;
}

export const companionRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { conversations, replies, config, newestPages },
) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const tags = ['companion'];

  app.get(
    '/api/companion/config',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "This server's Forti set-up (provider, voice, files)",
        response: { 200: CompanionConfig, ...errors },
      },
    },
    async () => config,
  );

  app.get(
    '/api/companion/conversations',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Own conversations, most recently updated first; q searches titles and messages',
        querystring: ListConversationsQuery,
        response: { 200: ConversationList, ...errors },
      },
    },
    async (request) => conversations.list(viewerOf(request).id, request.query),
  );

  app.post(
    '/api/companion/conversations',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags,
        summary: "A new conversation ('New Chat', starting with Forti's greeting)",
        response: { 201: ConversationWithMessages, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await conversations.create(viewerOf(request).id)),
  );

  app.get(
    '/api/companion/conversations/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'An own conversation with its newest 200 messages, oldest first',
        params: ConversationIdParams,
        querystring: ConversationMessagesQuery,
        response: { 200: ConversationWithMessages, ...errors },
      },
    },
    async (request, reply) => {
      const userId = viewerOf(request).id;
      const { id } = request.params;
      if (request.query.before) return conversations.get(userId, id, request.query.before);
      // The newest page is what opening a conversation loads: kept serialised and compressed until
      // the conversation changes (decision 0015). Ownership and the version are read every time.
      const newest = await conversations.newest(userId, id);
      const body =
        newestPages.get(id, newest.version) ??
        newestPages.set(id, newest.version, reply.serialize(await newest.read()));
      return newestPages.send(request, reply, id, body);
    },
  );

  app.patch(
    '/api/companion/conversations/:id',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags,
        summary: 'Rename an own conversation',
        params: ConversationIdParams,
        body: RenameConversationBody,
        response: { 200: Conversation, ...errors },
      },
    },
    async (request) => conversations.rename(viewerOf(request).id, request.params.id, request.body.title),
  );

  app.delete(
    '/api/companion/conversations/:id',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags,
        summary: 'Delete an own conversation with its messages and attachments',
        params: ConversationIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await conversations.remove(viewerOf(request).id, request.params.id);
      newestPages.delete(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/companion/safety',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Own messages that signalled risk (kind and time only)',
        response: { 200: SafetyEventList, ...errors },
      },
    },
    async (request) => replies.listSafety(viewerOf(request).id),
  );

  app.post(
    '/api/companion/conversations/:id/messages',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags,
        summary: 'Send a message; the reply streams back as Server-Sent Events (user, delta..., done | error)',
        description:
          'Refusals (validation, not found, limits) are ordinary JSON errors sent before the stream opens. Over a limit: 429 RATE_LIMITED with Retry-After.',
        params: ConversationIdParams,
        body: SendMessageBody,
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream'), 429: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      // Refusals (a 429 with Retry-After among them) are thrown here, before the stream opens.
      const turn = await replies.begin(
        viewer,
        request.params.id,
        request.body,
        requestLanguage(request.headers['accept-language']),
      );
      const stream = openEventStream(reply);
      stream.send('user', { message: turn.userMessage, conversation: turn.conversation });
      const controller = new AbortController();
      const onGone = () => controller.abort(new Error('the member left'));
      stream.clientGone.addEventListener('abort', onGone, { once: true });
      let text = '';
      try {
        for await (const piece of turn.reply(controller)) {
          text += piece;
          stream.send('delta', { text: piece });
        }
        if (controller.signal.aborted) return; // the member left: nothing half-written is saved
        const message = await turn.save(text);
        stream.send('done', { message });
      } catch (err) {
        if (!stream.clientGone.aborted) {
          // Not the message text: it stays private.
          request.log.warn(
            { err: err instanceof Error ? err.message : String(err), conversationId: request.params.id },
            'forti: the reply failed',
          );
        }
        stream.send('error', { code: ReplyErrorCode.failed, message: CompanionText.failedReply });
      } finally {
        stream.clientGone.removeEventListener('abort', onGone);
        stream.close();
      }
    },
  );
};
