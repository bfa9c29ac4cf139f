import { z } from 'zod';
import { Language } from './enums.js';
import { defineMessages, issueText } from './messages.js';

/**
 * A member's writing in the reader's language (issue 42 item 2, decision 0077). Posts, replies and
 * stories record the language they were written in: Devanagari is 'hi', Hindi written in Latin
 * letters ('mujhe bahut dar lag raha hai') is 'hi-Latn', everything else 'en'.
 */
export const WrittenLanguages = ['en', 'hi', 'hi-Latn'] as const;
export const WrittenLanguage = z.enum(WrittenLanguages);
export type WrittenLanguage = z.infer<typeof WrittenLanguage>;

/** The page language a written language is read in: romanised Hindi is read by a Hindi reader. */
export const readerLanguageOf = (written: WrittenLanguage): Language => (written === 'en' ? 'en' : 'hi');

/** Whether a reader of `reader` gets a 'Translate to …' offer for writing in `written`. */
export const offersTranslation = (written: WrittenLanguage, reader: Language): boolean =>
  readerLanguageOf(written) !== reader;

export const TranslationMessages = defineMessages('translation', {
  notConfigured: 'Translation is not available on this site.',
  notFound: 'This is no longer here to translate.',
  sameLanguage: 'This is already in the language you asked for.',
  unavailable: 'The translation service is not answering just now. Please try again in a few minutes.',
  failed: 'This could not be translated just now. Please try again later.',
  rateLimited: 'You have asked for many translations in the last hour. Please try again in {{minutes}} minutes.',
  badRequest: 'Please say what to translate and into which language.',
});

/** What can be translated: a forum post, a reply (with its post), a story, a private message. */
export const TranslationKinds = ['post', 'reply', 'story', 'message'] as const;
export const TranslationKind = z.enum(TranslationKinds, { error: () => issueText(TranslationMessages.badRequest) });
export type TranslationKind = z.infer<typeof TranslationKind>;

export const TranslationLimits = {
  /** Translations one reader (or one address, for visitors) may ask for in an hour. */
  perHour: 60,
} as const;

/** POST /api/translations: translate one item, as the reader may see it, into `target`. */
export const TranslateBody = z.object({
  kind: TranslationKind,
  id: z.uuid(issueText(TranslationMessages.notFound)),
  /** A reply's post (the reply is read as it stands in its thread). */
  postId: z.uuid(issueText(TranslationMessages.notFound)).optional(),
  target: z.enum(['en', 'hi'], { error: () => issueText(TranslationMessages.badRequest) }),
});
export type TranslateBody = z.infer<typeof TranslateBody>;

/** A machine translation of an item: its title when it has one, and its text. */
export const Translation = z.object({
  kind: TranslationKind,
  id: z.string(),
  source: WrittenLanguage,
  target: Language,
  title: z.string().nullable(),
  content: z.string(),
  /** Always true: the page says it is a machine translation, with the original one tap away. */
  machine: z.literal(true),
});
export type Translation = z.infer<typeof Translation>;
