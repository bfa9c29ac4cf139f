import type { Message } from '../../contracts/messages.js';
import { RateLimited } from './errors.js';
import type { RateLimitStore } from './rate-limit-store.js';

/**
 * Rate limits counted by window, the one counting API for all of them (issues 9 and 22, decision
 * 0039): a fixed window per limit and per member (or per client address for the public forms:
 * `address:<ip>`), counted in the platform's one rate-limit store (Redis when REDIS_URL is set,
 * the database otherwise; every process counts together). Every attempt counts, so undoing an action
 * and doing it again does not get round a limit. Each limit has its own name and so its own count:
 * avatar uploads never use up chat attachments, nor attachments voice.
 */
export interface MemberLimit {
  /** Distinct per limit: the store key is `member:<name>:<who>`. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  /** The 429's words, given the whole minutes until the window ends. */
  readonly message: (values: { minutes: number }) => Message;
}

export interface MemberLimits {
  /** Counts one attempt by a member (their id) or an address; over the limit, a 429 RateLimited with Retry-After. */
  take(limit: MemberLimit, who: string): Promise<void>;
}

export const HOUR_SECONDS = 60 * 60;

export function defineMemberLimit(limit: MemberLimit): MemberLimit {
  if (!/^[a-z][a-z0-9-]*$/.test(limit.name))
    throw new Error(`A member limit's name is lower-case words joined by hyphens: ${limit.name}`);
  if (!(limit.max >= 1 && limit.windowSeconds >= 1))
    throw new Error(`The member limit ${limit.name} needs a maximum and a window of at least 1`);
  return limit;
}

export function createMemberLimits(store: RateLimitStore): MemberLimits {
  return {
    async take(limit, who) {
      const { allowed, retryAfter } = await store.consume(`member:${limit.name}:${who}`, {
        window: limit.windowSeconds,
        max: limit.max,
      });
      if (allowed) return;
      const seconds = retryAfter ?? limit.windowSeconds;
      throw new RateLimited(limit.message({ minutes: Math.max(1, Math.ceil(seconds / 60)) }), seconds);
    },
  };
}
