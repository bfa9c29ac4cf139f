import { currentLanguage, type Language } from './i18n';

/**
 * Content the site publishes in both languages (decision 0076): the English field, always there,
 * and its Hindi, null until someone writes it. The reader gets their language, or the other one,
 * marked, when only one exists.
 */

/** Most of the text's letters are Devanagari: an entry written in Hindi in its main field. */
export function looksHindi(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const devanagari = text.match(/[\u0900-\u097F]/gu) ?? [];
  return devanagari.length * 2 >= letters.length;
}

/** One text chosen for a reader: the words and the language they are in. */
export interface Chosen {
  text: string;
  lang: Language;
}

/**
 * The text for a reader of `reader`: the Hindi for a Hindi reader when written, else the main field;
 * the language is the one the chosen words are in (a main field written in Hindi is Hindi).
 */
export function choose(main: string, hi: string | null | undefined, reader: Language = currentLanguage()): Chosen {
  const hindi = hi?.trim() ? hi : null;
  if (reader === 'hi' && hindi) return { text: hindi, lang: 'hi' };
  if (reader === 'en' && !looksHindi(main)) return { text: main, lang: 'en' };
  if (reader === 'en' && hindi === null) return { text: main, lang: 'hi' };
  return { text: main, lang: looksHindi(main) ? 'hi' : 'en' };
}

/** The same for an optional field (null stays null). */
export function chooseOptional(
  main: string | null | undefined,
  hi: string | null | undefined,
  reader: Language = currentLanguage(),
): Chosen | null {
  if (!main?.trim()) return hi?.trim() ? { text: hi, lang: 'hi' } : null;
  return choose(main, hi, reader);
}

/** A list in both languages (a poll's options, an NGO's services), index for index. */
export function chooseList(main: string[], hi: string[] | null | undefined, reader: Language = currentLanguage()) {
  return main.map((m, i) => choose(m, hi?.[i], reader));
}
