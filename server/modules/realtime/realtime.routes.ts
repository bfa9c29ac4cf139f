import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Language } from '../../../contracts/enums.js';
import { ErrorBody } from '../../../contracts/errors.js';
import { RealtimeClose, RealtimeLimits, type RealtimeEvent } from '../../../contracts/realtime.js';
import { viewerOf } from '../../platform/access.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { requestLanguage } from '../../platform/i18n.js';
import type { ModuleContext } from '../../platform/module.js';
import { originAllowed } from '../../platform/origins.js';
import type { MessagesService } from '../messages/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { defineMessages } from '../../../contracts/messages.js';

export const RealtimeMessages = defineMessages('realtime', {
  upgradeRequired: 'This address is a WebSocket: open it with a WebSocket client.',
  foreignOrigin: 'This WebSocket may be opened only from the site itself.',
});

const RealtimeQuery = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
  lang: Language.optional(),
});

/** GET /api/realtime: one WebSocket per signed-in browser, with catch-up after a reconnection. */
export const realtimeRoutes: FastifyPluginAsyncZod<{
  platform: ModuleContext;
  notifications: NotificationsService;
  messages: MessagesService;
}> = async (app, { platform, notifications, messages }) => {
  // Registered here, not on the whole app: the plugin adds a hook before and after every request
  // of the scope it is registered in, and only this route is a WebSocket.
  await app.register(websocket, { options: { maxPayload: RealtimeLimits.frameMaxBytes } });
  app.route({
    method: 'GET',
    url: '/api/realtime',
    config: { access: 'member' },
    schema: {
      tags: ['realtime'],
      summary: "The member's live events over a WebSocket (?since= catches up on what was missed; ?lang= en or hi)",
      querystring: RealtimeQuery,
      response: { 401: ErrorBody, 403: ErrorBody, 426: ErrorBody },
    },
    // A page of another site cannot open a member's socket with their cookie.
    preValidation: (request, _reply, done) =>
      done(
        originAllowed(request.headers, platform.trustedOrigins) ? undefined : forbidden(RealtimeMessages.foreignOrigin),
      ),
    handler: async () => {
      throw new AppError('UPGRADE_REQUIRED', RealtimeMessages.upgradeRequired, 426);
    },
    wsHandler: (socket, request) => {
      const viewer = viewerOf(request);
      const query = request.query as z.output<typeof RealtimeQuery>;
      const language = query.lang ?? requestLanguage(request.headers['accept-language']);
      const cookie = request.headers.cookie;
      const stillSignedIn = async () => (await platform.sessions.read(cookie))?.id === viewer.id;
      const detach = platform.realtime.attach(viewer.id, socket, { language, stillSignedIn });
      if (!detach) return;
      const send = (event: RealtimeEvent) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(event));
      platform.presence.touch(viewer.id);

      // Every 30 s: a ping keeps proxies from closing the socket, and the session is read again,
      // so a member who signed out, was banned or lost their session is cut off.
      let alive = true;
      socket.on('pong', () => (alive = true));
      const timer = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
        stillSignedIn().then(
          (signedIn) => {
            if (!signedIn) socket.close(RealtimeClose.unauthenticated, 'session ended');
            else platform.presence.touch(viewer.id);
          },
          () => {},
        );
      }, RealtimeLimits.pingSeconds * 1000);
      timer.unref();
      socket.on('close', () => {
        clearInterval(timer);
        detach();
      });
      // The browser sends nothing but pings; anything else is ignored, and a flood closes the socket.
      let frames = 0;
      let windowStart = Date.now();
      socket.on('message', () => {
        const now = Date.now();
        if (now - windowStart >= 60_000) {
          windowStart = now;
          frames = 0;
        }
        if (++frames > RealtimeLimits.framesPerMinute) socket.close(RealtimeClose.tooMany, 'too many messages');
      });

      send({ type: 'hello', at: new Date().toISOString(), userId: viewer.id });
      if (!query.since) return;
      const since = new Date(query.since);
      void (async () => {
        const max = RealtimeLimits.catchUpMax;
        const [missedNotifications, missedMessages] = await Promise.all([
          notifications.since(viewer.id, since, max + 1),
          messages.since(viewer.id, since, max + 1),
        ]);
        const now = new Date().toISOString();
        if (missedNotifications.length > max || missedMessages.length > max) {
          send({ type: 'resync', at: now });
          return;
        }
        const events: RealtimeEvent[] = [
          ...missedNotifications.map((n) => ({
            type: 'notification' as const,
            at: n.updatedAt.toISOString(),
            notification: notifications.present(n, language),
          })),
          ...missedMessages.map((m) => ({ type: 'message' as const, at: m.createdAt, message: m })),
        ].sort((a, b) => a.at.localeCompare(b.at));
        for (const event of events) send(event);
        send({ type: 'caught-up', at: events.at(-1)?.at ?? query.since! });
        // Written to an open socket: seen in the app, so no e-mail goes for them.
        if (socket.readyState === socket.OPEN) await notifications.markDelivered(missedNotifications.map((n) => n.id));
      })().catch((err: unknown) => {
        request.log.warn({ err }, 'realtime catch-up failed');
        send({ type: 'resync', at: new Date().toISOString() });
      });
    },
  });
};
