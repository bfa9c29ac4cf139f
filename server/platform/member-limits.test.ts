import { describe, expect, it } from 'vitest';
import { defineMessages } from '../../contracts/messages.js';
import { RateLimited } from './errors.js';
import { createMemberLimits, defineMemberLimit } from './member-limits.js';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-store.js';

const Words = defineMessages('testMemberLimits', { wait: 'Wait {{minutes}} min.' });
const minutes = Words.wait;

describe('per-member limits', () => {
  it('lets a member act up to the limit, then answers 429 with the wait in minutes and seconds', async () => {
    let now = 0;
    const limits = createMemberLimits(createMemoryRateLimitStore(() => now));
    const limit = defineMemberLimit({ name: 'avatar-upload', max: 2, windowSeconds: 3600, message: minutes });
    await limits.take(limit, 'u1');
    now += 30 * 60_000;
    await limits.take(limit, 'u1');
    const err = await limits.take(limit, 'u1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimited);
    expect(err).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      userMessage: Words.wait({ minutes: 30 }),
      retryAfterSeconds: 1800,
    });
    now += 30 * 60_000;
    await expect(limits.take(limit, 'u1')).resolves.toBeUndefined();
  });

  it('counts each limit and each member apart', async () => {
    const limits = createMemberLimits(createMemoryRateLimitStore());
    const avatar = defineMemberLimit({ name: 'avatar-upload', max: 1, windowSeconds: 3600, message: minutes });
    const upload = defineMemberLimit({ name: 'forti-upload', max: 1, windowSeconds: 3600, message: minutes });
    await limits.take(avatar, 'u1');
    await expect(limits.take(avatar, 'u1')).rejects.toBeInstanceOf(RateLimited);
    await expect(limits.take(upload, 'u1')).resolves.toBeUndefined();
    await expect(limits.take(avatar, 'u2')).resolves.toBeUndefined();
  });

  it('asks the shared store under one key per limit and member (Redis when configured)', async () => {
    const keys: string[] = [];
    const store: RateLimitStore = {
      consume: async (key, rule) => {
        keys.push(`${key}/${rule.window}/${rule.max}`);
        return { allowed: false, retryAfter: null };
      },
      close: async () => {},
    };
    const limit = defineMemberLimit({ name: 'forti-transcription', max: 5, windowSeconds: 3600, message: minutes });
    const err = await createMemberLimits(store)
      .take(limit, 'u9')
      .catch((e: unknown) => e);
    expect(keys).toEqual(['member:forti-transcription:u9/3600/5']);
    // No time from the store: the whole window.
    expect(err).toMatchObject({ retryAfterSeconds: 3600, userMessage: Words.wait({ minutes: 60 }) });
  });

  it('refuses a limit without a name, a maximum or a window', () => {
    expect(() => defineMemberLimit({ name: 'Bad Name', max: 1, windowSeconds: 1, message: minutes })).toThrow();
    expect(() => defineMemberLimit({ name: 'ok', max: 0, windowSeconds: 1, message: minutes })).toThrow();
  });
});
