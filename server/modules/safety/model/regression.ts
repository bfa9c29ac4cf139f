import { BITS } from './features.js';

/**
 * The logistic regression of v2 to v6 (decision 0058), kept beside the readers of mlp.ts from v13 on:
 * each feature weighs each class alone, so a message of a few words that the readers find no context
 * in is read as the sum of its words. Multinomial, trained full-batch by Adam with L2
 * regularisation (the result depends neither on the order of examples nor on where an epoch stops),
 * shipped as signed bytes times `scale`.
 */
export interface RegressionOptions {
  epochs: number;
  rate: number;
  l2: number;
  /** How much a risk example weighs against an ordinary one (missing a crisis costs more). */
  riskWeight: number;
}

/** v6's options, chosen on leave-one-writer-out recall (decision 0058). */
export const DEFAULT_REGRESSION: RegressionOptions = { epochs: 150, rate: 0.02, l2: 1e-5, riskWeight: 2 };

export interface Regression {
  /** (1 << bits) x 3 signed bytes, slot-major. */
  q: Int8Array;
  scale: number;
}

function softmax3(w: Float32Array, slots: readonly number[]): [number, number, number] {
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

/** The regression trained on `data` (each message's feature slots and class), quantised as it ships. */
export function trainRegression(
  data: readonly { slots: number[]; y: number }[],
  options: RegressionOptions = DEFAULT_REGRESSION,
  bits = BITS,
): Regression {
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
    for (const s of active) for (let c = 0; c < 3; c++) grad[s * 3 + c] = options.l2 * w[s * 3 + c]!;
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
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.round(w[i]! / scale);
  return { q, scale };
}

/** The shipped regression's probabilities of none, self_harm and medical_emergency for a message's slots. */
export function regressionProbabilities(r: Regression, slots: readonly number[]): [number, number, number] {
  let z0 = 0;
  let z1 = 0;
  let z2 = 0;
  for (const s of slots) {
    z0 += r.q[s * 3]!;
    z1 += r.q[s * 3 + 1]!;
    z2 += r.q[s * 3 + 2]!;
  }
  const max = Math.max(z0, z1, z2);
  const e0 = Math.exp((z0 - max) * r.scale);
  const e1 = Math.exp((z1 - max) * r.scale);
  const e2 = Math.exp((z2 - max) * r.scale);
  const sum = e0 + e1 + e2;
  return [e0 / sum, e1 / sum, e2 / sum];
}

/** The readers' and the regression's probabilities joined: `blend` of the way towards the regression's. */
export function blendProbabilities(
  readers: readonly number[],
  regression: readonly number[],
  blend: number,
): [number, number, number] {
  const at = (c: number) => (1 - blend) * readers[c]! + blend * regression[c]!;
  return [at(0), at(1), at(2)];
}
