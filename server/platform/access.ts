import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role as RoleT } from '../../contracts/enums.js';
import type { SessionReader } from './session.js';
import { forbidden, unauthenticated } from './errors.js';
import { originAllowed, STATE_CHANGING } from './origins.js';
import { AdminMessages, ModerationMessages } from '../../contracts/admin.js';

/** Who may call a route. 'owner' rules are resource-level and checked in the service on top of 'member'. */
export type Access = 'public' | 'member' | 'ngo' | 'admin';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: RoleT;
  emailVerified: boolean;
  /** Until when a moderator suspended the member (ms since the epoch), or null. */
  suspendedUntil?: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A state-changing route called by other servers, never by a page (payment webhooks): no Origin check. */
    anyOrigin?: boolean;
    /** The refusal's words for a signed-in member without the role, when the route has its own (§6). */
    deniedMessage?: string;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export interface OriginRule {
  /** The origins state-changing requests may come from (platform/origins.ts). */
  trusted: readonly string[];
  /** The refusal's words. */
  message: string;
}

export interface AccessOptions {
  origins?: OriginRule;
  /** Called with every signed-in caller (presence: who is active, kept in memory). */
  onViewer?: (viewer: Viewer) => void;
  /** Called when a signed-in member is refused an admin or NGO route (the security events monitor). */
  onRefused?: (viewer: Viewer, access: Access, request: FastifyRequest) => void;
}

/**
 * Every /api route must declare `config.access`; a route without one fails at start-up.
 * The declared rule is enforced on arrival (onRequest), before the body is read or parsed: a
 * visitor cannot make the server parse a large body only to be told to sign in. And every
 * state-changing /api route (POST, PUT, PATCH, DELETE) refuses a request whose Origin
 * is another site's with 403, before the session is read (docs/decisions/0020): SameSite cookies
 * alone do not stop a sibling subdomain or an old browser.
 */
export function registerAccessRules(app: FastifyInstance, sessions: SessionReader, options: AccessOptions = {}): void {
  const { origins, onViewer, onRefused } = options;
  app.decorateRequest('viewer', null);
  // Each route gets its own check, built once from what it declares: no request has to look its
  // route's options up (Fastify builds that object anew on every read), and routes without a rule
  // (the pages) run no check at all. It runs after the app's and the scope's own onRequest hooks
  // (the WebSocket plugin's among them, which must see a refused handshake).
  app.addHook('onRoute', (route) => {
    const url = route.url;
    const access = route.config?.access;
    if (!access) {
      if (url.startsWith('/api/') && !url.startsWith('/api/auth/') && !url.startsWith('/api/docs')) throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
      return;
    }
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    if (existing.some((hook) => (hook as { [ACCESS_HOOK]?: true })[ACCESS_HOOK])) return;
    route.onRequest = [...existing, accessHook(access, route.config?.anyOrigin === true, route.config?.deniedMessage)];
  });

  function accessHook(access: Access, anyOrigin: boolean, deniedMessage: string | undefined): onRequestHookHandler {
    const hook: onRequestHookHandler & { [ACCESS_HOOK]?: true } = (request, _reply, done) => {
      if (origins && !anyOrigin && STATE_CHANGING.has(request.method) && !originAllowed(request.headers, origins.trusted)) {
        return done(forbidden(origins.message));
      }
      // Public routes look the session up only when a cookie came with the request.
      if (access === 'public' && !request.headers.cookie) return done();
      // A callback, not a promise: most requests (public routes without a cookie) are decided
      // synchronously, and an async hook costs every request a promise and a trip through the microtasks.
      sessions.read(request.headers.cookie).then(
        (viewer) => {
          request.viewer = viewer;
          if (viewer) onViewer?.(viewer);
          const refused = refusal(access, viewer, deniedMessage);
          if (refused && viewer) onRefused?.(viewer, access, request);
          done(refused);
        },
        (err: Error) => done(err),
      );
    };
    hook[ACCESS_HOOK] = true;
    return hook;
  }
}

const ACCESS_HOOK = Symbol('access check');

/** Why a viewer may not call a route of this access, or undefined when they may. */
function refusal(access: Access, viewer: Viewer | null, deniedMessage?: string): Error | undefined {
  if (access === 'public') return undefined;
  if (!viewer) return unauthenticated();
  if (access === 'admin' && viewer.role !== 'admin') return forbidden(deniedMessage ?? AdminMessages.adminRequired);
  if (access === 'ngo' && viewer.role !== 'ngo' && viewer.role !== 'admin') return forbidden(deniedMessage ?? 'You need NGO or admin privileges to access this page.');
  return undefined;
}

/**
 * Refuses a suspended member's posts, replies, messages and connection requests (they may still
 * read). Every domain that lets a member speak to others calls it first.
 */
export function assertMayContribute(viewer: Viewer, now = Date.now()): void {
  if (viewer.suspendedUntil && viewer.suspendedUntil > now) throw forbidden(ModerationMessages.suspended(new Date(viewer.suspendedUntil).toISOString().slice(0, 10)));
}

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
