import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { BITS, readMessage } from './features.js';
import { HIDDEN, packedSums, packReaders, probabilitiesFromSums, type ReaderLayers } from './mlp.js';
import { simdSums, type SimdSums } from './simd.js';
import { blendProbabilities, regressionProbabilities, type Regression } from './regression.js';

/** Each reader's small layers and the scale of its signed-byte embeddings (weights.bin.gz). */
export type ReaderMeta = ReaderLayers;

/**
 * The statistical half of the risk detector (v13, decision 0058 round 12): readers of mlp.ts (the features of features.ts, each a
 * small learnt vector, through one hidden layer to the three classes) whose probabilities are
 * averaged (train.ts explains how each is trained on its own share of the writers), trained by
 * `npm run train:safety` (scripts/train-safety.ts) on the labelled development messages in
 * eval/dev, with a fixed seed. Its weights are checked in (weights.bin.gz: for each reader in turn,
 * HIDDEN signed bytes per slot, times its `scale`; the small layers in model.json), read once when
 * the module loads; nothing is
 * downloaded. model.json also holds the thresholds of the two levels (chosen on leave-one-writer-out
 * predictions, decision 0058) and what it was trained on. The readers' average is joined with the
 * regression of regression.ts (regression.bin.gz), `blend` of the way towards it.
 */
export const CLASSES = ['none', 'self_harm', 'medical_emergency'] as const;
export type ModelClass = (typeof CLASSES)[number];

export interface ModelMeta {
  bits: number;
  hidden: number;
  readers: ReaderMeta[];
  /** A risk probability at or above which a message is a concern (a gentle card). */
  concern: number;
  /** ... and at or above which it is a crisis (the card and the urgent queue item). */
  crisis: number;
  /** With a phrase of detect.ts matched, the probability enough for a concern (assess.ts levelOf). */
  phrase: number;
  /** How much a message's strongest sentence window counts beside the whole (windows.ts joinWindows). */
  windowWeight?: number;
  /** How far the readers' probabilities move towards the regression's (regression.ts), 0 for none. */
  blend?: number;
  /** The scale of the regression's signed bytes (regression.bin.gz), when blend is above 0. */
  regressionScale?: number;
  trainedOn: Record<string, number>;
  seed: number;
}

export interface Weights {
  meta: ModelMeta;
  /** The readers' embeddings side by side, slot-major (mlp.ts packReaders). */
  packed: Int8Array;
  /** v6's regression, joined with the readers by `meta.blend` (decision 0058, round 12). */
  regression: Regression | null;
  /** The readers' sums in WebAssembly SIMD over `packed` (simd.ts), or null where it is unavailable. */
  simd: SimdSums | null;
}

const dir = new URL('./', import.meta.url);

export function loadWeights(): Weights {
  const meta = JSON.parse(readFileSync(new URL('model.json', dir), 'utf8')) as ModelMeta;
  const raw = gunzipSync(readFileSync(new URL('weights.bin.gz', dir)));
  // A copy of exactly its size: the buffer gunzip returns may be larger than what it holds.
  const size = (1 << BITS) * HIDDEN;
  if (meta.bits !== BITS || meta.hidden !== HIDDEN || raw.byteLength !== size * meta.readers.length)
    throw new Error('safety model: weights do not match the features (run npm run train:safety)');
  const readers = meta.readers.map((r, k) => ({ q: new Int8Array(raw.buffer, raw.byteOffset + k * size, size), ...r }));
  const blend = meta.blend ?? 0;
  let regression: Regression | null = null;
  if (blend > 0) {
    const bytes = gunzipSync(readFileSync(new URL('regression.bin.gz', dir)));
    if (bytes.byteLength !== (1 << BITS) * 3)
      throw new Error('safety model: the regression does not match the features (run npm run train:safety)');
    // Its own copy: the buffer gunzip returns may be larger than what it holds.
    regression = {
      q: new Int8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
      scale: meta.regressionScale!,
    };
  }
  // The packed bytes live in the SIMD module's memory when it can run (no second copy), else in an array.
  const simd = process.env.SAFETY_SIMD === 'off' ? null : simdSums(readers.length, 1 << BITS);
  return { meta, packed: packReaders(readers, simd?.packed), regression, simd };
}

/** The readers' averaged probabilities of none, self_harm and medical_emergency for a set of feature slots. */
export function probabilities(weights: Weights, slots: number[]): [number, number, number] {
  const layers = weights.meta.readers;
  const sums = weights.simd?.sum(slots) ?? packedSums(weights.packed, layers.length, slots);
  const readers = probabilitiesFromSums(layers, sums, slots.length);
  if (!weights.regression) return readers;
  return blendProbabilities(readers, regressionProbabilities(weights.regression, slots), weights.meta.blend!);
}

export function scoreText(weights: Weights, text: string): [number, number, number] {
  return probabilities(weights, readMessage(text).slots);
}
