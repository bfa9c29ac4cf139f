import { describe, expect, it } from 'vitest';
import { indiaMinutes, quietUntil, toClock, toMinutes } from './quiet-hours.js';

// 16:30 UTC is 22:00 in India.
const at = (iso: string) => new Date(iso);

describe('quiet hours in India time', () => {
  it('reads the clock in India, not UTC', () => {
    expect(indiaMinutes(at('2026-11-26T16:30:00Z'))).toBe(toMinutes('22:00'));
    expect(indiaMinutes(at('2026-11-26T20:00:00Z'))).toBe(toMinutes('01:30'));
  });

  it('holds across midnight and says when the window ends', () => {
    const quiet = { start: toMinutes('22:00'), end: toMinutes('07:00') };
    expect(quietUntil(quiet, at('2026-11-26T16:29:00Z'))).toBeNull(); // 21:59
    // 23:15 India time: quiet until 07:00 India time, 01:30 UTC the next day.
    expect(quietUntil(quiet, at('2026-11-26T17:45:00Z'))?.toISOString()).toBe('2026-11-27T01:30:00.000Z');
    expect(quietUntil(quiet, at('2026-11-27T01:29:30Z'))?.toISOString()).toBe('2026-11-27T01:30:00.000Z');
    expect(quietUntil(quiet, at('2026-11-27T01:30:00Z'))).toBeNull(); // 07:00: over
  });

  it('holds a window within one day, and none when there is no window', () => {
    const quiet = { start: toMinutes('13:00'), end: toMinutes('15:00') };
    expect(quietUntil(quiet, at('2026-11-26T08:00:00Z'))?.toISOString()).toBe('2026-11-26T09:30:00.000Z'); // 13:30
    expect(quietUntil(quiet, at('2026-11-26T10:00:00Z'))).toBeNull(); // 15:30
    expect(quietUntil(null, at('2026-11-26T08:00:00Z'))).toBeNull();
    expect(toClock(toMinutes('07:05'))).toBe('07:05');
  });
});
