import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { BITS, readMessage } from './features.js';
import { HIDDEN, packedProbabilities, packReaders, type ReaderLayers } from './mlp.js';

/** Each reader's small layers and the scale of its signed-byte embeddings (weights.bin.gz). */
export type ReaderMeta = ReaderLayers;

/**
 * The statistical half of the risk detector: readers of mlp.ts (the features of features.ts, each a
 * small learnt vector, through one hidden layer to the three classes) whose probabilities are
 * averaged (train.ts explains how each is trained on its own share of the writers), trained by
 * `npm run train:safety` (scripts/train-safety.ts) on the labelled development messages in
 * eval/dev, with a fixed seed. Its weights are checked in (weights.bin.gz: for each reader in turn,
 * HIDDEN signed bytes per slot, times its `scale`; the small layers in model.json), read once when
 * the module loads; nothing is
 * downloaded. model.json also holds the thresholds of the two levels (chosen on leave-one-writer-out
 * predictions, decision 0058) and what it was trained on.
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
  trainedOn: Record<string, number>;
  seed: number;
}

export interface Weights {
  meta: ModelMeta;
  /** The readers' embeddings side by side, slot-major (mlp.ts packReaders). */
  packed: Int8Array;
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
  return { meta, packed: packReaders(readers) };
}

/** The readers' averaged probabilities of none, self_harm and medical_emergency for a set of feature slots. */
export function probabilities(weights: Weights, slots: number[]): [number, number, number] {
  return packedProbabilities(weights.packed, weights.meta.readers, slots);
}

export function scoreText(weights: Weights, text: string): [number, number, number] {
  return probabilities(weights, readMessage(text).slots);
}
