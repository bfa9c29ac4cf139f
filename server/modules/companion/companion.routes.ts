import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanionText, ReplyErrorCode, type CompanionConfig } from '../../../contracts/companion.js';
import { CompanionRoutes as R } from '../../../contracts/routes/companion.js';
import { viewerOf } from '../../platform/access.js';
import { messageIn, requestLanguage } from '../../platform/i18n.js';
import type { ResponseCache } from '../../platform/response-cache.js';
import { serve } from '../../platform/serve.js';
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
  serve(app, R.config, { access: 'member' }, async () => config);

  serve(app, R.listConversations, { access: 'member' }, async (request) =>
    conversations.list(viewerOf(request).id, request.query),
  );

  serve(app, R.createConversation, { access: 'member', whileSuspended: true }, async (request, reply) =>
    reply.status(201).send(await conversations.create(viewerOf(request).id)),
  );

  serve(app, R.conversation, { access: 'member' }, async (request, reply) => {
    const userId = viewerOf(request).id;
    const { id } = request.params;
    if (request.query.before) return conversations.get(userId, id, request.query.before);
    // The newest page is what opening a conversation loads: kept serialised and compressed until
    // the conversation changes (decision 0015). Ownership and the version are read every time.
    const newest = await conversations.newest(userId, id);
    const body =
      newestPages.get(id, newest.version) ?? newestPages.set(id, newest.version, reply.serialize(await newest.read()));
    return newestPages.send(request, reply, id, body);
  });

  serve(app, R.renameConversation, { access: 'member', whileSuspended: true }, async (request) =>
    conversations.rename(viewerOf(request).id, request.params.id, request.body.title),
  );

  serve(app, R.deleteConversation, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await conversations.remove(viewerOf(request).id, request.params.id);
    newestPages.delete(request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, R.safety, { access: 'member' }, async (request) => replies.listSafety(viewerOf(request).id));

  // Registered from its descriptor without serve(): its documentation says more than serve() carries
  // (a description, and the stream's content type).
  app.post(
    R.sendMessage.path,
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: R.sendMessage.tags,
        summary: R.sendMessage.summary,
        description:
          'Refusals (validation, not found, limits) are ordinary JSON errors sent before the stream opens. Over a limit: 429 RATE_LIMITED with Retry-After.',
        params: R.sendMessage.params,
        body: R.sendMessage.body,
        produces: ['text/event-stream'],
        response: R.sendMessage.response,
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
        stream.send('error', {
          code: ReplyErrorCode.failed,
          message: messageIn(requestLanguage(request.headers['accept-language']), CompanionText.failedReply),
        });
      } finally {
        stream.clientGone.removeEventListener('abort', onGone);
        stream.close();
      }
    },
  );
};
