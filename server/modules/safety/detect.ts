/**
 * The one risk detector of the platform: Forti, the forum, stories and private messages all call
 * detectRisk, and so does `npm run eval:safety`. A message that signals a risk of suicide or
 * self-harm, or a medical emergency, is recognised here, deterministically and before any AI
 * provider is called. Detection errs on the side of caution (a false alarm costs a kind message with
 * helplines; a miss could cost much more). English, Hindi in Devanagari and romanised Hindi.
 *
 * A message is cut into clauses; a clause alarms when one of its phrases (self-harm-phrases.ts,
 * emergency-phrases.ts) matches and is
 * not negated, in the past, or about someone else (negation.ts). Measured in eval/ (decision 0030).
 */
import { normalise } from './normalise.js';
import {
  isDeath,
  isInCare,
  isOccasionalOrHypothetical,
  isPast,
  isSomeoneElse,
  isTopic,
  negatedAfter,
  negatedBefore,
  type ClauseText,
} from './negation.js';
import { FEVER, MEDICAL_EMERGENCY, ON_CHEMO } from './emergency-phrases.js';
import type { Phrase } from './phrases.js';
import { SELF_HARM, SELF_HARM_ACROSS_CLAUSES } from './self-harm-phrases.js';

export type RiskKind = 'self_harm' | 'medical_emergency';

interface Clause extends ClauseText {
  plainTokens: string[];
  looseTokens: string[];
}

/** Punctuation that ends a clause (a full stop between digits is a decimal point: 38.5). */
const CLAUSE_END = /(?<!\d)\.(?!\d)|[!?;,:|\n\r\u0964\u0965]+/;
/** Words that start a new clause: what follows 'but' is judged on its own. */
const CONJUNCTIONS = new Set([
  'but',
  'however',
  'although',
  'though',
  'lekin',
  'magar',
  'anyway',
  'anyways',
  'khair',
  'लेकिन',
  'मगर',
  'खैर',
]);

function clauseOf(plain: string[], loose: string[]): Clause {
  return { plainTokens: plain, looseTokens: loose, plain: plain.join(' '), loose: loose.join(' ') };
}

/**
 * A long clause (or message) is read in overlapping windows of WINDOW tokens, so that the cost of
 * a message grows with its length and not with its square (a 10,000-word post with no punctuation
 * stays fast); every phrase is much shorter than the overlap, so none is cut in two.
 */
const WINDOW = 48;
const OVERLAP = 24;

function windowsOf(plain: string[], loose: string[]): Clause[] {
  if (plain.length <= WINDOW) return [clauseOf(plain, loose)];
  const out: Clause[] = [];
  for (let from = 0; from < plain.length - OVERLAP; from += WINDOW - OVERLAP)
    out.push(clauseOf(plain.slice(from, from + WINDOW), loose.slice(from, from + WINDOW)));
  return out;
}

function clausesOf(message: string): Clause[] {
  const clauses: Clause[] = [];
  for (const part of message.split(CLAUSE_END)) {
    const { plain, loose } = normalise(part);
    let from = 0;
    for (let i = 0; i <= plain.length; i++) {
      if (i < plain.length && !CONJUNCTIONS.has(plain[i] ?? '')) continue;
      if (i > from) clauses.push(...windowsOf(plain.slice(from, i), loose.slice(from, i)));
      from = i + 1;
    }
  }
  return clauses;
}

const tokenAt = (text: string, index: number) => (text.slice(0, index).match(/ /g) ?? []).length;

/** Every place in the clause where the phrase matches, as token ranges. */
function* matches(phrase: Phrase, clause: Clause): Generator<{ start: number; end: number }> {
  const text = clause[phrase.view];
  if (!phrase.re.test(text)) return;
  const re = new RegExp(phrase.re.source, 'gu');
  for (const m of text.matchAll(re)) {
    const start = tokenAt(text, m.index);
    const end = tokenAt(text, m.index + m[0].length) + 1;
    yield { start, end };
    if (m[0].length === 0) break;
  }
}

function isNegated(clause: Clause, at: { start: number; end: number }): boolean {
  return negatedBefore(clause.plainTokens, at.start) || negatedAfter(clause.looseTokens, at.end);
}

/**
 * Each list's phrases of one view joined into one pattern: a clause that matches none of them (most
 * clauses of most messages) costs one test per view instead of one per phrase.
 */
const joined = new WeakMap<Phrase[], { plain: RegExp | null; loose: RegExp | null }>();
function anyOf(phrases: Phrase[]) {
  let found = joined.get(phrases);
  if (!found) {
    const of = (view: 'plain' | 'loose') => {
      const sources = phrases.filter((p) => p.view === view).map((p) => `(?:${p.re.source})`);
      return sources.length ? new RegExp(sources.join('|'), 'u') : null;
    };
    found = { plain: of('plain'), loose: of('loose') };
    joined.set(phrases, found);
  }
  return found;
}

function alarms(phrases: Phrase[], clause: Clause, spared: (c: Clause) => boolean): boolean {
  const any = anyOf(phrases);
  if (!any.plain?.test(clause.plain) && !any.loose?.test(clause.loose)) return false;
  for (const phrase of phrases)
    for (const at of matches(phrase, clause)) if (!isNegated(clause, at) && !spared(clause)) return true;
  return false;
}

const selfHarmSpared = (c: Clause) => isPast(c) || isSomeoneElse(c) || isTopic(c);
const medicalSpared = (c: Clause) => isPast(c) || isOccasionalOrHypothetical(c) || isDeath(c);

/**
 * The phrases of self-harm-phrases.ts and emergency-phrases.ts (decision 0030): precise, but they
 * know only the words they were written with. The model reads their verdict as one of its features
 * (model/features.ts); assessRisk (assess.ts) is the detector.
 */
export function matchPhrases(message: string): RiskKind | null {
  const clauses = clausesOf(message);
  if (clauses.some((c) => alarms(SELF_HARM, c, selfHarmSpared))) return 'self_harm';
  const { plain, loose } = normalise(message);
  if (windowsOf(plain, loose).some((w) => alarms(SELF_HARM_ACROSS_CLAUSES, w, selfHarmSpared))) return 'self_harm';
  if (isInCare(clauseOf(plain, loose))) return null;
  if (clauses.some((c) => alarms(MEDICAL_EMERGENCY, c, medicalSpared))) return 'medical_emergency';
  const onChemo = clauses.some((c) => alarms(ON_CHEMO, c, () => false));
  if (onChemo && clauses.some((c) => alarms(FEVER, c, medicalSpared))) return 'medical_emergency';
  return null;
}
