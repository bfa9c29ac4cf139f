import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { BITS, readMessage } from './features.js';

/**
 * The statistical half of the risk detector: a multinomial logistic regression over the features
 * of features.ts, trained by `npm run train:safety` (scripts/train-safety.ts) on the labelled
 * development messages in eval/dev, with a fixed seed. Its weights are checked in (weights.bin.gz:
 * one signed byte per slot and class, times `scale`), read once when the module loads; nothing is
 * downloaded. model.json holds the scale, the thresholds of the two levels (chosen on
 * leave-one-writer-out predictions, decision 0058) and what it was trained on.
 */
export const CLASSES = ['none', 'self_harm', 'medical_emergency'] as const;
export type ModelClass = (typeof CLASSES)[number];

export interface ModelMeta {
  bits: number;
  scale: number;
  /** A risk probability at or above which a message is a concern (a gentle card). */
  concern: number;
  /** ... and at or above which it is a crisis (the card and the urgent queue item). */
  crisis: number;
  /** With a phrase of detect.ts matched, the probability enough for a concern (assess.ts levelOf). */
  phrase: number;
  /** How much a message's strongest sentence window counts beside the whole (windows.ts joinWindows). */
  windowWeight?: number;
  trainedOn: Record<string, number>;
  seed: number;
}

export interface Weights {
  meta: ModelMeta;
  /** (1 << bits) * CLASSES.length signed bytes, slot-major. */
  q: Int8Array;
}

const dir = new URL('./', import.meta.url);

export function loadWeights(): Weights {
  const meta = JSON.parse(readFileSync(new URL('model.json', dir), 'utf8')) as ModelMeta;
  const raw = gunzipSync(readFileSync(new URL('weights.bin.gz', dir)));
  const q = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  if (meta.bits !== BITS || q.length !== (1 << BITS) * CLASSES.length)
    throw new Error('safety model: weights do not match the features (run npm run train:safety)');
  return { meta, q };
}

/** Probabilities of none, self_harm and medical_emergency for a set of feature slots. */
export function probabilities(weights: Weights, slots: number[]): [number, number, number] {
  const k = CLASSES.length;
  let z0 = 0;
  let z1 = 0;
  let z2 = 0;
  for (const s of slots) {
    const base = s * k;
    z0 += weights.q[base] ?? 0;
    z1 += weights.q[base + 1] ?? 0;
    z2 += weights.q[base + 2] ?? 0;
  }
  const { scale } = weights.meta;
  const max = Math.max(z0, z1, z2);
  const e0 = Math.exp((z0 - max) * scale);
  const e1 = Math.exp((z1 - max) * scale);
  const e2 = Math.exp((z2 - max) * scale);
  const sum = e0 + e1 + e2;
  return [e0 / sum, e1 / sum, e2 / sum];
}

export function scoreText(weights: Weights, text: string): [number, number, number] {
  return probabilities(weights, readMessage(text).slots);
}
