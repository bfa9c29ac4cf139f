import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** What every answer that depends on the session carries: no browser or proxy keeps a copy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The one caching rule of personalised answers (decision 0034): the answer of a member, NGO or
 * admin route, and of Better Auth's routes, is `private, no-store`, whatever the route set (an
 * anonymous post's own view names its author; a Forti conversation is health data). A public
 * route keeps its own caching, unless it answered a signed-in caller without declaring its answer
 * public (`Cache-Control: public, …`, the same for everyone): then that answer may be personal
 * and is `private, no-store` too. Each route gets its hook at registration, so a public route
 * answering a visitor pays one property read.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  const always: onSendHookHandler = (_request, reply, payload, done) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  };
  const whenSignedIn: onSendHookHandler = (request, reply, payload, done) => {
    if (request.viewer && !String(reply.getHeader('cache-control') ?? '').startsWith('public'))
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    const hook =
      route.url.startsWith('/api/auth/') || (access !== undefined && access !== 'public')
        ? always
        : access === 'public'
          ? whenSignedIn
          : null;
    if (!hook) return;
    const existing = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    if (existing.includes(hook)) return;
    route.onSend = [...existing, hook];
  });
}
