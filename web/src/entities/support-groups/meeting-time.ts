import { EVENT_TIME_ZONE } from '@contracts/events';

/**
 * A group's meeting as India's clock shows it ('Saturday, 12 December 2026, 5:00 pm'), in the
 * reader's language, and the same moment on the device's own clock when that is another time zone
 * (null when it is India's).
 */
export function meetingTimes(iso: string, locale: string): { ist: string; local: string | null } {
  const when = new Date(iso);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  const ist = new Intl.DateTimeFormat(locale, { ...options, timeZone: EVENT_TIME_ZONE }).format(when);
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sameClock =
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(when) ===
    new Intl.DateTimeFormat('en-GB', { timeZone: EVENT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(
      when,
    );
  return {
    ist,
    local: sameClock ? null : new Intl.DateTimeFormat(locale, { ...options, timeZoneName: 'short' }).format(when),
  };
}

/** An instant as the IST date and time a form's inputs hold ('2026-12-12', '17:00'). */
export function istFields(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
