import { describe, expect, it } from 'vitest';
import { badgeText } from '@contracts/notifications-constants';
import { bellTime } from './notification-panel';

const t = (key: string, options?: Record<string, unknown>) =>
  options?.count !== undefined ? `${key}:${String(options.count)}` : key;
const now = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("the bell's words", () => {
  it('counts time as the specification says: Just now, then minutes, hours, and days (never a date)', () => {
    expect(bellTime(t, ago(30_000), now)).toBe('common:time.justNow');
    expect(bellTime(t, ago(60_000), now)).toBe('common:time.minutesAgo:1');
    expect(bellTime(t, ago(59 * 60_000), now)).toBe('common:time.minutesAgo:59');
    expect(bellTime(t, ago(60 * 60_000), now)).toBe('common:time.hoursAgo:1');
    expect(bellTime(t, ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('common:time.hoursAgo:23');
    expect(bellTime(t, ago(24 * 3_600_000), now)).toBe('common:time.daysAgo:1');
    expect(bellTime(t, ago(40 * 86_400_000), now)).toBe('common:time.daysAgo:40');
  });

  it("shows the unread count on the badge, '9+' above 9 and nothing at 0", () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
