import { foldDevanagari, looseDevanagari } from './normalise.js';

/**
 * How phrases of danger are written (the phrases themselves: self-harm-phrases.ts and
 * emergency-phrases.ts), in English, Hindi and romanised Hindi. Self-harm follows the
 * steps of the Columbia Suicide Severity Rating Scale (wish to be dead, active thoughts, method,
 * intent, plan, preparatory acts) plus burden, hopelessness and self-injury; medical emergencies are
 * the red flags an oncology nurse sends to emergency care.
 *
 * Phrases read normalised text: tokens joined by single spaces, no punctuation, lower case.
 * `\b` below is a word edge in any script (JavaScript's own `\b` does not know Devanagari) and `\S`
 * a letter of a word. English phrases read the plain tokens; Hindi phrases (both scripts) read the
 * loose tokens, where romanised spellings are folded (z=j, w=v, ph=f, no doubled letters: jaan is
 * `jan`, zindagi `jindagi`, khoon `khon`; nahi/nai/nhi are `nahi`) and Devanagari long and short
 * vowels and the anusvara are folded (the Hindi here is written normally and folded when built).
 */
export type View = 'plain' | 'loose';

export interface Phrase {
  re: RegExp;
  view: View;
  /** The step or red flag it belongs to, for reading and testing. */
  step: string;
  /** Read across the whole message rather than one clause ('gave my bangles away, I won't need them'). */
  acrossClauses?: boolean;
}

const EDGE = '(?:(?<![^ ])|(?![^ ]))';

function build(view: View, step: string, sources: string[]): Phrase[] {
  return sources.map((src) => {
    const folded = view === 'loose' ? looseDevanagari(foldDevanagari(src)) : src;
    return { re: new RegExp(folded.replaceAll('\\b', EDGE), 'u'), view, step };
  });
}
export const en = (step: string, ...sources: string[]) => build('plain', step, sources);
export const hi = (step: string, ...sources: string[]) => build('loose', step, sources);
export const across = (phrases: Phrase[]) => phrases.map((p) => ({ ...p, acrossClauses: true }));
