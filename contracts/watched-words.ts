import { z } from 'zod';
import { defineMessages, issueText, type Message } from './messages.js';
import { freeText } from './text.js';

/**
 * Watched words and patterns (issue 41, decision 0082): phrases the administrators edit, matched word
 * by word on text normalised as the risk detector reads it (English, Devanagari and romanised Hindi,
 * look-alike letters, letters spaced out), and what public text that holds one meets.
 *
 * A pattern is words, never a regular expression, so that nothing an administrator types can make
 * the server work without end: `*` inside a word stands for any letters ("chemo*"), `*` alone for
 * any one word ("cured in * days"), and four named patterns stand for what the abuse checks
 * recognise: `{phone}` (a mobile number, helplines not counted), `{upi}` (a UPI id), `{account}` (a
 * bank account number or IFSC) and `{link}`.
 */
export const WatchedActions = ['block', 'hold', 'flag'] as const;
export const WatchedAction = z.enum(WatchedActions);
export type WatchedAction = z.infer<typeof WatchedAction>;

export const WatchedTokens = ['phone', 'upi', 'account', 'link'] as const;
export type WatchedToken = (typeof WatchedTokens)[number];

/**
 * The notes of the watched words the platform ships with (watched-defaults.ts; migration 0022 stores
 * them in English). The administrators' list shows a shipped entry's note, while no administrator has
 * changed it, in the reader's language (the catalogs' `watched.shippedNotes`).
 */
export const ShippedWatchedNotes = {
  cureClaim: 'Cure claim',
  moneyRequest: 'Money request',
  paymentFromNew: 'Payment handle or crowdfunding link from a New member',
  phoneFromNew: 'Phone number from a New member',
  asksContact: 'Asks for contact details',
} as const;
export type ShippedWatchedNote = keyof typeof ShippedWatchedNotes;

/** The catalog key of a shipped entry's note, or null for an administrator's own words. */
export function shippedNoteKey(note: string): ShippedWatchedNote | null {
  const found = Object.entries(ShippedWatchedNotes).find(([, text]) => text === note);
  return found ? (found[0] as ShippedWatchedNote) : null;
}

export const WatchedLimits = {
  patternMax: 100,
  noteMax: 300,
  words: 8,
  starsPerWord: 2,
  /** Letters or digits a pattern must hold besides `*` (unless it names a pattern such as {phone}). */
  literalMin: 2,
  testTextMax: 5000,
  pageSize: 100,
} as const;

export const WatchedMessages = defineMessages('watched', {
  patternRequired: 'Please write a word or phrase to watch.',
  patternTooLong: `A watched word or pattern is at most ${WatchedLimits.patternMax} characters.`,
  patternChars: 'Use only letters, numbers, spaces, * and {phone}, {upi}, {account} or {link}.',
  patternTooLoose:
    'A pattern needs at least two letters or numbers besides *, or one of {phone}, {upi}, {account} or {link}.',
  patternTooManyWords: `A pattern is at most ${WatchedLimits.words} words.`,
  patternTooManyStars: `A word of a pattern may hold at most ${WatchedLimits.starsPerWord} *.`,
  unknownToken: '{{token}} is not a pattern we know. Use {phone}, {upi}, {account} or {link}.',
  noteTooLong: `A note is at most ${WatchedLimits.noteMax} characters.`,
  textTooLong: `A sample text is at most ${WatchedLimits.testTextMax} characters.`,
  duplicate: 'This word or pattern is already watched.',
  notFound: 'This watched word no longer exists.',
  blocked:
    'This cannot be published: it contains “{{words}}”, which is not allowed here. Please change it and try again. Your words are still here.',
});

const ALLOWED = /^(?:[\p{L}\p{M}\p{N}\s*%'’.\-@/]|\{[a-z]+\})*$/u;
const TOKEN = /\{([a-z]*)\}/gu;

/** Why a pattern cannot be watched (null: it can). The server compiles only what passes here. */
export function patternProblem(pattern: string): Message | null {
  const p = pattern.trim();
  if (!p) return WatchedMessages.patternRequired;
  if (p.length > WatchedLimits.patternMax) return WatchedMessages.patternTooLong;
  for (const m of p.matchAll(TOKEN))
    if (!(WatchedTokens as readonly string[]).includes(m[1]!)) return WatchedMessages.unknownToken({ token: m[0] });
  if (!ALLOWED.test(p)) return WatchedMessages.patternChars;
  const words = p.split(/\s+/);
  if (words.length > WatchedLimits.words) return WatchedMessages.patternTooManyWords;
  if (words.some((w) => (w.match(/\*/g)?.length ?? 0) > WatchedLimits.starsPerWord))
    return WatchedMessages.patternTooManyStars;
  const named = TOKEN.test(p);
  TOKEN.lastIndex = 0;
  const literal = p.replace(TOKEN, '').replace(/[^\p{L}\p{N}]/gu, '');
  if (!named && literal.length < WatchedLimits.literalMin) return WatchedMessages.patternTooLoose;
  return null;
}

const Pattern = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
  freeText({ label: 'Pattern', error: WatchedMessages.patternRequired }).superRefine((p, ctx) => {
    const problem = patternProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: issueText(problem) });
  }),
);

const Note = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
  freeText({ label: 'Note', multiline: true, error: WatchedMessages.noteTooLong }).max(
    WatchedLimits.noteMax,
    issueText(WatchedMessages.noteTooLong),
  ),
);

/** POST /api/admin/watched-words and PUT /api/admin/watched-words/:id. */
export const WatchedWordBody = z.object({
  pattern: Pattern,
  action: WatchedAction,
  newMembersOnly: z.boolean().default(false),
  note: Note.optional().default(''),
});
export type WatchedWordBody = z.input<typeof WatchedWordBody>;

export const WatchedWord = z.object({
  id: z.string(),
  pattern: z.string(),
  action: WatchedAction,
  newMembersOnly: z.boolean(),
  note: z.string(),
  /** Who last changed it (null: shipped with the platform, or the administrator is gone). */
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type WatchedWord = z.infer<typeof WatchedWord>;

export const WatchedWordParams = z.object({ id: z.uuid() });

export const ListWatchedQuery = z.object({
  q: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(100)).optional(),
  cursor: z.string().max(300).optional(),
});
export const WatchedWordList = z.object({ items: z.array(WatchedWord), nextCursor: z.string().nullable() });
export type WatchedWordList = z.infer<typeof WatchedWordList>;

/** POST /api/admin/watched-words/test: which entries a sample text would meet. */
export const TestWatchedBody = z.object({
  text: freeText({ label: 'Text', multiline: true }).max(
    WatchedLimits.testTextMax,
    issueText(WatchedMessages.textTooLong),
  ),
});
export type TestWatchedBody = z.input<typeof TestWatchedBody>;
export const WatchedMatches = z.object({
  matches: z.array(WatchedWord.pick({ id: true, pattern: true, action: true, newMembersOnly: true })),
});
export type WatchedMatches = z.infer<typeof WatchedMatches>;
export const WatchedDeleted = z.object({ deleted: z.literal(true) });
