import type { Message } from '../../contracts/messages.js';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role as RoleT } from '../../contracts/enums.js';
import type { SessionReader } from './session.js';
import type { Viewer } from './viewer.js';
import { AppError, DatedRefusal, forbidden, unauthenticated } from './errors.js';
import { originAllowed, STATE_CHANGING } from './origins.js';
import { AdminMessages, ModerationMessages } from '../../contracts/admin.js';
import { ErrorMessages } from '../../contracts/errors.js';
import { suspensionInForce } from './standing.js';

/** Who may call a route. 'owner' rules are resource-level and checked in the service on top of 'member'. */
export type Access = 'public' | 'member' | 'ngo' | 'admin';

export type { Viewer } from './viewer.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A state-changing route called by other servers, never by a page (payment webhooks): no Origin check. */
    anyOrigin?: boolean;
    /** The refusal's words for a signed-in member without the role, when the route has its own (§6). */
    deniedMessage?: Message;
    /**
     * This write stays open to a suspended member. Suspension means reading only: every other
     * POST, PUT, PATCH and DELETE of a signed-in route refuses them (the short list of exceptions
     * is in docs/decisions/0033).
     */
    whileSuspended?: true;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export interface OriginRule {
  /** The origins state-changing requests may come from (platform/origins.ts). */
  trusted: readonly string[];
  /** The refusal's words. */
  message: Message;
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
      if (url.startsWith('/api/') && !url.startsWith('/api/auth/') && !url.startsWith('/api/docs'))
        throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
      return;
    }
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    if (existing.some((hook) => (hook as { [ACCESS_HOOK]?: true })[ACCESS_HOOK])) return;
    const method = Array.isArray(route.method) ? route.method : [route.method];
    const writes =
      access !== 'public' && route.config?.whileSuspended !== true && method.some((m) => STATE_CHANGING.has(m));
    route.onRequest = [
      ...existing,
      accessHook(access, route.config?.anyOrigin === true, route.config?.deniedMessage, writes),
    ];
  });

  function accessHook(
    access: Access,
    anyOrigin: boolean,
    deniedMessage: Message | undefined,
    writes: boolean,
  ): onRequestHookHandler {
    const hook: onRequestHookHandler & { [ACCESS_HOOK]?: true } = (request, _reply, done) => {
      if (
        origins &&
        !anyOrigin &&
        STATE_CHANGING.has(request.method) &&
        !originAllowed(request.headers, origins.trusted)
      ) {
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
          done(refused ?? (writes && viewer ? standingRefusal(viewer) : undefined));
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
function refusal(access: Access, viewer: Viewer | null, deniedMessage?: Message): Error | undefined {
  if (access === 'public') return undefined;
  if (!viewer) return unauthenticated();
  if (access === 'admin' && viewer.role !== 'admin') return forbidden(deniedMessage ?? AdminMessages.adminRequired);
  if (access === 'ngo' && viewer.role !== 'ngo' && viewer.role !== 'admin')
    return forbidden(deniedMessage ?? ErrorMessages.ngoRequired);
  return undefined;
}

/** Whether a viewer may call a route of this access (the same rule as the check on arrival). */
export function mayCall(access: Access, viewer: Viewer | null): boolean {
  return refusal(access, viewer) === undefined;
}

/**
 * Why a member may not change anything now, or undefined when they may: a suspension means
 * reading only, until its end. The access check applies it to every signed-in write that does not
 * declare `whileSuspended`; the refusal names the end in the reader's language.
 */
export function standingRefusal(viewer: Viewer, now = Date.now()): AppError | undefined {
  const until = suspensionInForce(viewer, now);
  return until ? new DatedRefusal((moment) => ModerationMessages.suspended({ until: moment }), until) : undefined;
}

/**
 * The same rule inside a service, for a write that can arrive another way than a route's access
 * check (a WebSocket message) and as a second guard on the writes that reach other members.
 */
export function assertMayContribute(viewer: Viewer, now = Date.now()): void {
  const refused = standingRefusal(viewer, now);
  if (refused) throw refused;
}

/** Whether a role may publish and manage events and support groups (administrators and NGOs). */
export function mayHost(role: RoleT | null): boolean {
  return role === 'admin' || role === 'ngo';
}

/**
 * Whether the viewer manages something hosted by `hostId` (an event, a group), by the role they
 * hold at this request: an administrator always, its host only while they may still host. A host
 * who loses the role also loses what they hosted to the administrators (events and groups listen
 * to the accounts' role changes), so the role is checked here as a second guard.
 */
export function managesHosted(viewer: Viewer, hostId: string | null): boolean {
  if (viewer.role === 'admin') return true;
  return mayHost(viewer.role) && hostId !== null && hostId === viewer.id;
}

export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
