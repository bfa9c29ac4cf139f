import type { Message } from '../../contracts/messages.js';
import type { SessionAbility } from '../../contracts/abilities.js';
import { forbidden } from './errors.js';
import type { Viewer } from './viewer.js';

/**
 * One rule of a domain: whether a viewer may act (on a subject), and the words a refused member is
 * told. A domain's policy file writes its rules once; the service asks `authorize` before it acts and
 * the presenter asks `abilitiesOn` for the answer's `can`, so the web shows exactly what the server
 * would allow (issue 40; outline's policies and Discourse's guardian work the same way).
 */
export interface Rule<S = void> {
  allows(viewer: Viewer | null, subject: S): boolean;
  /** The refusal's words (a contracts/ message); the platform's "not allowed" when absent. */
  refusal?: Message;
}

/** Writes a rule (a function and, when the domain has its own words, its refusal). */
export function rule<S = void>(allows: (viewer: Viewer | null, subject: S) => boolean, refusal?: Message): Rule<S> {
  return { allows, refusal };
}

/** Refuses (403, with the rule's words) unless the viewer may. */
export function authorize<S>(viewer: Viewer | null, ruled: Rule<S>, subject: S): void;
export function authorize(viewer: Viewer | null, ruled: Rule<void>): void;
export function authorize<S>(viewer: Viewer | null, ruled: Rule<S>, subject?: S): void {
  if (!ruled.allows(viewer, subject as S)) throw forbidden(ruled.refusal);
}

/** What the viewer may do with one subject, for an answer's `can`: `{ edit: true, delete: false }`. */
export function abilitiesOn<S, K extends string>(
  viewer: Viewer | null,
  rules: Readonly<Record<K, Rule<S>>>,
  subject: S,
): Record<K, boolean> {
  const can = {} as Record<K, boolean>;
  for (const key of Object.keys(rules) as K[]) can[key] = rules[key].allows(viewer, subject);
  return can;
}

/**
 * The abilities a member has everywhere (to publish events, to open the administration), which the
 * session carries to the web: each domain contributes the rules it owns, once, at start-up.
 */
export interface SessionAbilities {
  contribute(rules: Partial<Record<SessionAbility, Rule<void>>>): void;
  /** Every session ability for this viewer; an ability no domain contributed is false. */
  of(viewer: Viewer | null): Record<SessionAbility, boolean>;
  /** The abilities no domain has contributed (a test keeps this empty). */
  missing(): SessionAbility[];
}

export function createSessionAbilities(names: readonly SessionAbility[]): SessionAbilities {
  const rules = new Map<SessionAbility, Rule<void>>();
  return {
    contribute(contributed) {
      for (const [name, ruled] of Object.entries(contributed) as [SessionAbility, Rule<void>][]) {
        if (rules.has(name)) throw new Error(`the session ability "${name}" is contributed twice (each has one owner)`);
        rules.set(name, ruled);
      }
    },
    of(viewer) {
      const can = {} as Record<SessionAbility, boolean>;
      for (const name of names) can[name] = rules.get(name)?.allows(viewer, undefined) ?? false;
      return can;
    },
    missing: () => names.filter((name) => !rules.has(name)),
  };
}
