import { defineMessages, withParams } from './messages.js';
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

// Pure for the bundler: the home page, which needs only the time zone, does not carry the messages.
export const DailyQuestionMessages = /* @__PURE__ */ defineMessages('dailyQuestion', {
  /** Core §5 and §8: the texts shown to members. */
  emptyResponseTitle: 'Please write a response',
  emptyResponse: 'Your response cannot be empty.',
  noOptionTitle: 'Please select an option',
  noOption: 'You must choose one of the available options.',
  submittedTitle: 'Response Submitted!',
  submitted: 'Thank you for sharing your thoughts with the community.',
  submitFailed: 'Failed to submit response.',
  thankYou: 'Thank you for responding!',
  noneToday: 'No question featured today. Check back tomorrow!',
  signInToParticipate: 'Please sign in to participate in daily questions',
  responseTooLong: `Your response must be at most ${DailyQuestionLimits.responseMax} characters.`,
  alreadyAnswered: "You have already answered this question. Thank you for taking part!",
  notOpen: "This question is not open for answers today. Please answer today's question.",
  notFound: 'That question does not exist.',
  // Administration
  questionRequired: 'Please enter the question.',
  questionTooLong: `The question must be at most ${DailyQuestionLimits.questionMax} characters.`,
  featuredDateInvalid: 'Please give the featured date as a valid date (YYYY-MM-DD).',
  pollOptionsCount: `A poll needs ${DailyQuestionLimits.pollOptionsMin} to ${DailyQuestionLimits.pollOptionsMax} options.`,
  pollOptionEmpty: 'Poll options cannot be empty.',
  pollOptionTooLong: `Each poll option must be at most ${DailyQuestionLimits.optionMax} characters.`,
  pollOptionsDistinct: 'Each poll option must be different from the others.',
  openHasOptions: 'An open question has no options.',
  dayTaken: /* @__PURE__ */ withParams(['day'], (day: string) => `Another active question is already featured on ${day}. Retire it or choose another day.`),
  answeredLocked: 'This question already has answers, so its type and options can no longer change.',
  badCursor: 'That page cursor is not valid.',
});
