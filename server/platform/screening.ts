import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { SafetyNotice } from '../../contracts/crisis.js';
import type { ReportTargetType } from '../../contracts/reports.js';
import type { Viewer } from './viewer.js';

/**
 * One screening hook for every free-text write (decision 0059). A route that stores what a member
 * wrote declares it once, in its config: `config: { access: 'member', screen: screened<Body, Result>({
 * fields: ['title', 'content'], isPublic: true, targetType: 'forum_post', id: (r) => r.post.id }) }`.
 * After the handler has succeeded, the declared fields' text is screened by the screener the
 * reports module provides at start (the safety module's detector), and the author's own answer gets
 * `safety` when a notice is due. Public text at the crisis level is also filed for the moderators
 * there; private text never is. The hook never fails a write: the text is saved whatever happens.
 */

/** Text to screen: public text names what a crisis item is filed under; private text is never filed. */
export type ScreenInput =
  { text: string; isPublic: true; targetType: ReportTargetType; targetId: string } | { text: string; isPublic: false };

/** The risk a text signals, for its author only (undefined when none); files public crises. Never throws. */
export type Screener = (input: ScreenInput) => Promise<SafetyNotice | undefined>;

/** Text that others may read: a crisis in it is filed for the moderators under this target. */
export interface PublicScreenRule<Body, Result> {
  /** The body's fields that hold what the member wrote (strings, or lists of strings), joined by lines. */
  fields: readonly (keyof Body & string)[];
  /** Public always, or per write (an answer shown anonymously, a profile by its visibility). */
  isPublic: true | ((body: Body, result: Result) => boolean);
  targetType: ReportTargetType;
  /** The stored thing's id, read from the route's answer. */
  id: (result: Result) => string;
}

/** Text only its author and the people it is addressed to read: never shown to moderators. */
export interface PrivateScreenRule<Body> {
  fields: readonly (keyof Body & string)[];
  isPublic: false;
}

export type ScreenRule<Body = never, Result = never> = PublicScreenRule<Body, Result> | PrivateScreenRule<Body>;

/** What a route declares in `config.screen`, its types checked where it is written. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the config's type cannot carry each route's body and answer
export type AnyScreenRule = ScreenRule<any, any>;

/** A screening declaration checked against the route's body (its parsed form) and answer. */
export function screened<Body, Result>(rule: ScreenRule<Body, Result>): AnyScreenRule {
  return rule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The member's free text this write stores: screened after it succeeds (platform/screening.ts). */
    screen?: AnyScreenRule;
  }
}

/** A route that takes a JSON body, with its screening declaration if any (the coverage test reads these). */
export interface WriteRoute {
  method: string;
  url: string;
  body: z.ZodType;
  screen: AnyScreenRule | undefined;
  /** Public text: the trust module's guard (limits, watched words) runs before the handler. */
  guarded: boolean;
}

/**
 * A write's free text before it is stored (issue 41, decision 0079): the trust module's guard may
 * refuse it (a new member's third link, say) by throwing an AppError; nothing is stored then and the
 * member's text stays in their form. Private text (a note, a message) is never guarded here.
 */
export interface GuardInput {
  /** The declared fields' text, joined by lines. */
  text: string;
  /** Each declared field's own text, so that a refusal can name the field it is about. */
  fields: { name: string; text: string }[];
  author: Viewer;
  /** PUT or PATCH: an edit of something already published. */
  isEdit: boolean;
  targetType: ReportTargetType;
}
/**
 * What a guard that let a write through may still want once it is stored (a watched word's flag,
 * decision 0082): called with the stored thing's id after the handler succeeded and the text was
 * screened. It never fails the write.
 */
export type GuardAfter = (targetId: string) => Promise<void>;
export type Guard = (input: GuardInput) => Promise<void | GuardAfter>;

export interface Screening {
  /** The reports module hands over its screener at start; until then nothing is screened. */
  provide(screener: Screener): void;
  /** The trust module hands over its guard at start; until then nothing is guarded. */
  guard(guard: Guard): void;
  /** Every route with a body schema, as registered. */
  readonly writes: readonly WriteRoute[];
}

/**
 * Gives each route that declares `config.screen` its own hook (routes without one run nothing),
 * and refuses at start-up a declaration that names a field the body does not have, or a route
 * whose answer cannot carry `safety` (the response schema drops any field it does not name).
 */
export function registerScreening(app: FastifyInstance): Screening {
  let screener: Screener | undefined;
  let guard: Guard | undefined;
  const afterGuard = new WeakMap<FastifyRequest, GuardAfter>();
  const writes: WriteRoute[] = [];
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    const rule = route.config?.screen;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guarded = rule !== undefined && rule.isPublic !== false;
    if (body instanceof z.ZodType)
      for (const method of methods) writes.push({ method, url: route.url, body, screen: rule, guarded });
    if (!rule) return;
    const where = `Route ${methods.join(',')} ${route.url}`;
    const shape = body instanceof z.ZodType ? objectShape(body) : undefined;
    for (const field of rule.fields)
      if (!shape || !(field in shape)) throw new Error(`${where} screens "${field}", which its body does not have`);
    if (!answersCarrySafety(route.schema?.response))
      throw new Error(`${where} declares config.screen but its answer has no safety field (withSafetyNotice)`);
    const existing =
      route.preSerialization === undefined
        ? []
        : Array.isArray(route.preSerialization)
          ? route.preSerialization
          : [route.preSerialization];
    route.preSerialization = [...existing, screeningHook(rule)];
    if (guarded) {
      const before =
        route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...before, guardHook(rule)];
    }
  });
  app.addHook('onReady', async () => {
    if (!screener && writes.some((w) => w.screen))
      app.log.warn('screening: no screener was provided; free text is not screened');
  });

  function screeningHook(rule: AnyScreenRule): preSerializationAsyncHookHandler {
    return async (request: FastifyRequest, reply, payload: unknown) => {
      if (!screener || reply.statusCode >= 300 || payload === null || typeof payload !== 'object') return payload;
      try {
        const text = textOf(request.body, rule.fields);
        if (!text) return payload;
        const isPublic = typeof rule.isPublic === 'function' ? rule.isPublic(request.body, payload) : rule.isPublic;
        const input: ScreenInput =
          isPublic && rule.isPublic !== false
            ? { text, isPublic: true, targetType: rule.targetType, targetId: rule.id(payload) }
            : { text, isPublic: false };
        const safety = await screener(input);
        const after = afterGuard.get(request);
        if (after && input.isPublic) await after(input.targetId);
        return safety ? { ...payload, safety } : payload;
      } catch (err) {
        request.log.error({ err, route: request.routeOptions.url }, 'screening: not screened');
        return payload;
      }
    };
  }

  /** Before the handler: the public text a member is about to publish, for the trust module's limits. */
  function guardHook(rule: PublicScreenRule<unknown, unknown>): preHandlerAsyncHookHandler {
    return async (request) => {
      if (!guard || !request.viewer) return;
      const text = textOf(request.body, rule.fields);
      if (!text) return;
      const fields = rule.fields.map((name) => ({ name, text: textOf(request.body, [name]) }));
      const after = await guard({
        text,
        fields,
        author: request.viewer,
        isEdit: request.method !== 'POST',
        targetType: rule.targetType,
      });
      if (after) afterGuard.set(request, after);
    };
  }

  return {
    provide(given) {
      screener = given;
    },
    guard(given) {
      guard = given;
    },
    writes,
  };
}

/** The declared fields' text, one field a line (a list of strings counts as one line each). */
function textOf(body: unknown, fields: readonly string[]): string {
  if (body === null || typeof body !== 'object') return '';
  const lines: string[] = [];
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === 'string' && item.trim() !== '') lines.push(item);
  }
  return lines.join('\n');
}

/** The fields a body schema takes: an object's, or the object's a pipe starts from (a body transformed after checking). */
function objectShape(schema: z.ZodType): Record<string, unknown> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  return undefined;
}

/** Whether each success answer of a route is an object schema that names `safety`. */
function answersCarrySafety(response: unknown): boolean {
  if (!response || typeof response !== 'object') return false;
  const successes = Object.entries(response).filter(([status]) => /^2\d\d$/.test(status) && status !== '204');
  return (
    successes.length > 0 &&
    successes.every(([, schema]) => schema instanceof z.ZodObject && 'safety' in (schema as z.ZodObject).shape)
  );
}
