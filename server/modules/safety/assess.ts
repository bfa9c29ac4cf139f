import { CLASSES, loadWeights, probabilities, type Weights } from './model/model.js';
import { readMessage } from './model/features.js';
import type { RiskKind } from './detect.js';

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
 * A long post is read in windows of a few sentences as well as whole, and its strongest window
 * counts, so that one sentence of danger is not outweighed by pages of ordinary news. The cost is
 * bounded: windows are read only past WINDOW_FROM characters, side by side (each character is read
 * twice in all), and the text is capped at MAX_CHARS.
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

function windows(text: string): string[] {
  if (text.length <= WINDOW_FROM) return [];
  const out: string[] = [];
  for (let from = 0; from < text.length; from += WINDOW_CHARS) {
    // Start and end at a space, so no word is cut in two.
    const start = from === 0 ? 0 : text.indexOf(' ', from) + 1;
    const endAt = text.indexOf(' ', Math.min(text.length, start + WINDOW_CHARS));
    out.push(text.slice(start, endAt < 0 ? text.length : endAt));
    if (endAt < 0) break;
  }
  return out;
}

/**
 * The probabilities of none, self_harm and medical_emergency for a message (its strongest window's,
 * for a long one), and what the phrases of detect.ts matched in it.
 */
export function riskProbabilities(text: string): { p: [number, number, number]; phrase: RiskKind | null } {
  const clipped = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  const whole = readMessage(clipped);
  let best = probabilities(model(), whole.slots);
  for (const part of windows(clipped)) {
    const p = probabilities(model(), readMessage(part, false, false).slots);
    if (p[0] < best[0]) best = p;
  }
  return { p: best, phrase: whole.phrase };
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
