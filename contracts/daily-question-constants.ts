/** The daily question's limits, texts and day arithmetic: no zod here, the home page imports this. */

export const DailyQuestionLimits = {
  questionMax: 500,
  optionMax: 200,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  responseMax: 2000,
  /** Core §9: anonymous responses fetched: at most 20. */
  anonymousResponsesMax: 20,
  adminPageDefault: 20,
  adminPageMax: 100,
  /** Seconds a browser or proxy may reuse today's question and its results. */
  todayMaxAgeSeconds: 15,
} as const;

/** India has one time zone and no daylight saving: the day changes at 18:30 UTC. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar day (YYYY-MM-DD) in India at the given instant. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after the given YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
