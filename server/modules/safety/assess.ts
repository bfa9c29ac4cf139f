import { CLASSES, loadWeights, probabilities, type Weights } from './model/model.js';
import { readMessage } from './model/features.js';
import { matchPhrases, type RiskKind } from './detect.js';
import { joinWindows, sentenceWindows } from './windows.js';

/**
 * The platform's one risk detector (decision 0058). Every free-text write, Forti included, is
 * screened here. A message is read for its words, its concepts, its numbers, the composed rules of
 * model/rules.ts and the phrases of detect.ts; the model weighs them all into the probability that
 * the message signals a risk, and of which kind. Two levels answer it:
 *
 * - a *concern* (risk >= the concern threshold): a gentle private card, nothing else;
 * - a *crisis* (risk >= the crisis threshold): the card, and for public content an urgent item in
 *   the moderation queue.
 *
 * Both thresholds were chosen on leave-one-writer-out predictions of the development sets (each
 * writer scored by a model that never saw them); the figures are in decision 0058.
 *
 * A message of three sentences or more is also read two sentences at a time (windows.ts), and its
 * strongest pair raises the whole message's risk by the weight chosen on writers left out, so that
 * a signal that comes late, after context, is read with its neighbour. A long post is read in
 * windows of a few sentences, and its strongest window counts, so that one sentence of danger is
 * not outweighed by pages of ordinary news. The cost grows with the length
 * and is bounded: each character is read once, and the text is capped at MAX_CHARS.
 */
export type RiskLevel = 'concern' | 'crisis';

export interface RiskAssessment {
  kind: RiskKind;
  level: RiskLevel;
  /** The model's probability that the message signals a risk (for evaluation and tests). */
  risk: number;
}

const MAX_CHARS = 20_000;
const WINDOW_FROM = 1_500;
const WINDOW_CHARS = 800;

let weights: Weights | null = null;
const model = () => (weights ??= loadWeights());

/** The weights, read now rather than at the first message (start-up, tests of memory). */
export function loadRiskModel(): void {
  model();
}

/** Sentence-aligned pieces of about WINDOW_CHARS, side by side: every character is read once. */
function windows(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + WINDOW_CHARS);
    if (end < text.length) {
      const piece = text.slice(start + WINDOW_CHARS / 2, end);
      const lastStop = Math.max(
        piece.lastIndexOf('.'),
        piece.lastIndexOf('!'),
        piece.lastIndexOf('?'),
        piece.lastIndexOf('\n'),
        piece.lastIndexOf('\u0964'),
      );
      const lastSpace = piece.lastIndexOf(' ');
      const cut = lastStop >= 0 ? lastStop + 1 : lastSpace >= 0 ? lastSpace + 1 : piece.length;
      end = start + WINDOW_CHARS / 2 + cut;
    }
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/**
 * The probabilities of none, self_harm and medical_emergency for a message, and what the phrases of
 * detect.ts matched in it. A long post (past WINDOW_FROM characters, far longer than any message the
 * model learnt from) is read in windows instead, and its strongest window counts; the phrases are
 * then read in that window alone, and only when the policy could use them (levelOf).
 */
export function riskProbabilities(text: string): { p: [number, number, number]; phrase: RiskKind | null } {
  const clipped = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  if (clipped.length <= WINDOW_FROM) {
    const whole = readMessage(clipped);
    const p = probabilities(model(), whole.slots);
    const weight = model().meta.windowWeight ?? 0;
    if (weight === 0) return { p, phrase: whole.phrase };
    const wins = sentenceWindows(clipped).map((w) => probabilities(model(), readMessage(w, false, false).slots));
    return { p: joinWindows(p, wins, weight), phrase: whole.phrase };
  }
  let best: { p: [number, number, number]; part: string } | null = null;
  for (const part of windows(clipped)) {
    const p = probabilities(model(), readMessage(part, false, false).slots);
    if (!best || p[0] < best.p[0]) best = { p, part };
  }
  const found = best!;
  const phrase = 1 - found.p[0] >= model().meta.phrase ? matchPhrases(found.part) : null;
  return { p: found.p, phrase };
}

export interface Thresholds {
  concern: number;
  crisis: number;
  /** With a phrase of detect.ts matched, the model need only be this sure for a concern. */
  phrase: number;
}

/**
 * The policy that joins the model and the phrases (decision 0058). The model alone: a concern at
 * `concern`, a crisis at `crisis`. A matched phrase (someone saying it plainly) lowers each step by
 * one: a concern from `phrase`, a crisis from `concern`. Its kind is the phrase's when one matched,
 * else the likelier of the model's two.
 */
export function levelOf(
  p: readonly [number, number, number],
  phrase: RiskKind | null,
  t: Thresholds,
): { kind: RiskKind; level: RiskLevel } | null {
  const risk = 1 - p[0];
  const level: RiskLevel | null =
    risk >= t.crisis || (phrase && risk >= t.concern)
      ? 'crisis'
      : risk >= t.concern || (phrase && risk >= t.phrase)
        ? 'concern'
        : null;
  if (!level) return null;
  return { kind: phrase ?? (p[1] >= p[2] ? 'self_harm' : 'medical_emergency'), level };
}

export function assessRisk(text: string): RiskAssessment | null {
  const { p, phrase } = riskProbabilities(text);
  const found = levelOf(p, phrase, model().meta);
  return found ? { ...found, risk: 1 - p[0] } : null;
}

/** The kind of risk a message signals at either level, or null. */
export function detectRisk(text: string): RiskKind | null {
  return assessRisk(text)?.kind ?? null;
}

export { CLASSES };
