import { RateLimited } from './errors.js';
import type { RateLimitStore } from './rate-limit-store.js';

/**
 * Per-member rate limits, the one mechanism for all of them (issue 9): a fixed window per member
 * and per limit, counted in the rate-limit store (Redis when REDIS_URL is set, so every process
 * counts together; this process's memory otherwise). Every attempt counts, so undoing an action
 * and doing it again does not get round a limit. Each limit has its own name and so its own count:
 * avatar uploads never use up chat attachments, nor attachments voice.
 */
export interface MemberLimit {
  /** Distinct per limit: the store key is `member:<name>:<userId>`. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  /** The 429's words, given the whole minutes until the window ends. */
  readonly message: (minutes: number) => string;
}

export interface MemberLimits {
  /** Counts one attempt by the member; over the limit, a 429 RateLimited with Retry-After. */
  take(limit: MemberLimit, userId: string): Promise<void>;
}

export const HOUR_SECONDS = 60 * 60;

export function defineMemberLimit(limit: MemberLimit): MemberLimit {
  if (!/^[a-z][a-z0-9-]*$/.test(limit.name)) throw new Error(`A member limit's name is lower-case words joined by hyphens: ${limit.name}`);
  if (!(limit.max >= 1 && limit.windowSeconds >= 1)) throw new Error(`The member limit ${limit.name} needs a maximum and a window of at least 1`);
  return limit;
}

export function createMemberLimits(store: RateLimitStore): MemberLimits {
  return {
    async take(limit, userId) {
      const { allowed, retryAfter } = await store.consume(`member:${limit.name}:${userId}`, { window: limit.windowSeconds, max: limit.max });
      if (allowed) return;
      const seconds = retryAfter ?? limit.windowSeconds;
      throw new RateLimited(limit.message(Math.max(1, Math.ceil(seconds / 60))), seconds);
    },
  };
}
