import { BITS, readMessage, type Reading } from './features.js';
import { CLASSES, type ModelClass } from './model.js';
import { sentenceWindows } from '../windows.js';
import type { RiskKind } from '../detect.js';

/**
 * Training of the model in model.ts: multinomial logistic regression by stochastic gradient
 * descent with AdaGrad steps and L2 regularisation, examples shuffled by a seeded generator, so the
 * same data always gives the same weights. Used by scripts/train-safety.ts and by the
 * leave-one-writer-out measure that chooses the thresholds.
 */
export interface TrainingExample {
  text: string;
  label: ModelClass;
}

export interface TrainOptions {
  epochs: number;
  rate: number;
  l2: number;
  seed: number;
  /** How much a risk example weighs against an ordinary one (missing a crisis costs more). */
  riskWeight: number;
}

/** Chosen on leave-one-writer-out recall at the concern level's false-alarm budget (decision 0058). */
export const DEFAULT_TRAINING: TrainOptions = { epochs: 150, rate: 0.02, l2: 1e-5, seed: 20261206, riskWeight: 2 };

/** mulberry32: a small seeded generator. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Encoded = { slots: number[]; y: number; reading?: Reading };

export const encode = (examples: TrainingExample[]): Encoded[] =>
  examples.map((e) => {
    const reading = readMessage(e.text);
    return { slots: reading.slots, y: CLASSES.indexOf(e.label), reading };
  });

export function softmax3(w: Float32Array, slots: number[]): [number, number, number] {
  let z0 = 0;
  let z1 = 0;
  let z2 = 0;
  for (const s of slots) {
    z0 += w[s * 3]!;
    z1 += w[s * 3 + 1]!;
    z2 += w[s * 3 + 2]!;
  }
  const m = Math.max(z0, z1, z2);
  const e0 = Math.exp(z0 - m);
  const e1 = Math.exp(z1 - m);
  const e2 = Math.exp(z2 - m);
  const sum = e0 + e1 + e2;
  return [e0 / sum, e1 / sum, e2 / sum];
}

/**
 * Full-batch training: the mean loss over every example plus l2/2 |w|^2, minimised by Adam for
 * `epochs` steps. Slower per step than stochastic descent, but the result does not depend on the
 * order of examples nor on when training stops halfway through an epoch.
 */
export function train(data: Encoded[], options: TrainOptions = DEFAULT_TRAINING, bits = BITS): Float32Array {
  const size = (1 << bits) * 3;
  const w = new Float32Array(size);
  const m = new Float32Array(size);
  const v = new Float32Array(size);
  const grad = new Float32Array(size);
  const used = new Uint8Array(1 << bits);
  for (const ex of data) for (const s of ex.slots) used[s] = 1;
  const active: number[] = [];
  for (let s = 0; s < used.length; s++) if (used[s]) active.push(s);
  let total = 0;
  for (const ex of data) total += ex.y === 0 ? 1 : options.riskWeight;
  const b1 = 0.9;
  const b2 = 0.999;
  for (let step = 1; step <= options.epochs; step++) {
    for (const s of active) {
      grad[s * 3] = options.l2 * w[s * 3]!;
      grad[s * 3 + 1] = options.l2 * w[s * 3 + 1]!;
      grad[s * 3 + 2] = options.l2 * w[s * 3 + 2]!;
    }
    for (const ex of data) {
      const p = softmax3(w, ex.slots);
      const weight = (ex.y === 0 ? 1 : options.riskWeight) / total;
      const d0 = weight * (p[0] - (ex.y === 0 ? 1 : 0));
      const d1 = weight * (p[1] - (ex.y === 1 ? 1 : 0));
      const d2 = weight * (p[2] - (ex.y === 2 ? 1 : 0));
      for (const s of ex.slots) {
        grad[s * 3] = grad[s * 3]! + d0;
        grad[s * 3 + 1] = grad[s * 3 + 1]! + d1;
        grad[s * 3 + 2] = grad[s * 3 + 2]! + d2;
      }
    }
    const c1 = 1 - b1 ** step;
    const c2 = 1 - b2 ** step;
    for (const s of active)
      for (let c = 0; c < 3; c++) {
        const at = s * 3 + c;
        const g = grad[at]!;
        m[at] = b1 * m[at]! + (1 - b1) * g;
        v[at] = b2 * v[at]! + (1 - b2) * g * g;
        w[at] = w[at]! - (options.rate * (m[at]! / c1)) / (Math.sqrt(v[at]! / c2) + 1e-8);
      }
  }
  return w;
}

/** Stochastic descent (AdaGrad steps), kept to compare with train (full batch), the one used. */
export function trainStochastic(data: Encoded[], options: TrainOptions = DEFAULT_TRAINING): Float32Array {
  const size = (1 << BITS) * 3;
  const w = new Float32Array(size);
  const g2 = new Float32Array(size).fill(1e-8);
  const random = seeded(options.seed);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const ex = data[index]!;
      const p = softmax3(w, ex.slots);
      const weight = ex.y === 0 ? 1 : options.riskWeight;
      for (const s of ex.slots)
        for (let c = 0; c < 3; c++) {
          const at = s * 3 + c;
          const grad = weight * (p[c]! - (c === ex.y ? 1 : 0)) + options.l2 * w[at]!;
          g2[at] = g2[at]! + grad * grad;
          w[at] = w[at]! - (options.rate * grad) / Math.sqrt(g2[at]!);
        }
    }
  }
  return w;
}

/** Weights as signed bytes and the scale that gives them back. */
export function quantise(w: Float32Array): { q: Int8Array; scale: number } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.round(w[i]! / scale);
  return { q, scale };
}

export interface Scored {
  set: string;
  label: ModelClass;
  lang: string;
  text: string;
  /** What the phrases of detect.ts matched in the whole message. */
  phrase: RiskKind | null;
  /** The rules that fired (for reading the misses). */
  fired: string[];
  /** The whole message's probabilities, from a model that never saw this writer. */
  base: [number, number, number];
  /** Each sentence window's (windows.ts), from the same model. */
  wins: [number, number, number][];
  /** The probabilities the policy reads (train-safety.ts joins base and wins, windows.ts joinWindows). */
  p: [number, number, number];
}

/**
 * Each writer's set scored by a model trained on every other writer's set: how the model does on a
 * writer it has never seen. The thresholds of the two levels are chosen on these scores. With
 * `only`, just those writers are left out in turn (the folds can be computed in parts).
 */
export function leaveOneWriterOut(
  examples: (TrainingExample & { set: string; lang: string })[],
  options: TrainOptions = DEFAULT_TRAINING,
  only?: (set: string) => boolean,
): Scored[] {
  const encoded = encode(examples);
  const windows = examples.map((e) => sentenceWindows(e.text).map((w) => readMessage(w, false, false).slots));
  const sets = [...new Set(examples.map((e) => e.set))].filter((s) => !only || only(s));
  const out: Scored[] = [];
  for (const held of sets) {
    const w = train(
      encoded.filter((_, i) => examples[i]!.set !== held),
      options,
    );
    examples.forEach((e, i) => {
      if (e.set !== held) return;
      const base = softmax3(w, encoded[i]!.slots);
      const wins = windows[i]!.map((slots) => softmax3(w, slots));
      const reading = encoded[i]!.reading!;
      out.push({
        set: e.set,
        label: e.label,
        lang: e.lang,
        text: e.text,
        phrase: reading.phrase,
        fired: reading.signals.fired,
        base,
        wins,
        p: base,
      });
    });
  }
  return out;
}

/** The lowest threshold on the risk probability whose false-alarm rate on `scored` is at most `rate`. */
export function thresholdFor(scored: Scored[], rate: number): number {
  const risks = scored
    .filter((s) => s.label === 'none')
    .map((s) => 1 - s.p[0])
    .sort((a, b) => b - a);
  const allowed = Math.floor(rate * risks.length);
  // Strictly above the (allowed+1)-th highest ordinary message's risk.
  const cut = risks[allowed] ?? 0;
  return Math.min(0.999, cut + 1e-6);
}
