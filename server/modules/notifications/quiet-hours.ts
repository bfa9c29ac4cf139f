/**
 * Quiet hours in India time (IST, UTC+05:30, no daylight saving): minutes after midnight, start to
 * end, a window that may cross midnight (22:00 to 07:00). During it neither push nor e-mail goes out;
 * what waits goes when it ends.
 */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const DAY = 24 * 60;

export interface QuietHours {
  /** Minutes after midnight, India time. */
  start: number;
  end: number;
}

/** Minutes after midnight in India time at a moment. */
export function indiaMinutes(at: Date): number {
  return Math.floor((at.getTime() / 60_000 + IST_OFFSET_MINUTES) % DAY);
}

/** When the quiet window around `at` ends, or null when `at` is outside it (or there is none). */
export function quietUntil(quiet: QuietHours | null, at: Date): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const now = indiaMinutes(at);
  const inside =
    quiet.start < quiet.end ? now >= quiet.start && now < quiet.end : now >= quiet.start || now < quiet.end;
  if (!inside) return null;
  const wait = (quiet.end - now + DAY) % DAY;
  const end = new Date(at.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}

/** 'HH:MM' to minutes after midnight, and back. */
export const toMinutes = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
export const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
