import { BITS } from './features.js';

/**
 * A second reader beside the logistic regression of model.ts: the same features, each with a small
 * learnt vector (an embedding of HIDDEN numbers); a message is the scaled sum of its features'
 * vectors through one layer of rectified units, then a softmax over the three classes. Where the
 * regression weighs each feature alone, this layer learns which features matter together (a self
 * and a means in one message, a fever and a recent chemotherapy) without their being named.
 * Trained by stochastic descent with AdaGrad steps, examples in a seeded order, a fixed share of
 * each message's features dropped at random in training so that no single phrasing carries it.
 */
export const HIDDEN = 16;

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

/** A training message: its feature slots and its class (model.ts CLASSES). */
export interface Example {
  slots: number[];
  y: number;
}

export interface MlpOptions {
  epochs: number;
  rate: number;
  seed: number;
  /** The share of a message's features left out at random in each training step. */
  dropout: number;
  riskWeight: number;
  l2: number;
}

/** Chosen on leave-one-writer-out recall (decision 0058, round 7). */
export const DEFAULT_MLP: MlpOptions = { epochs: 12, rate: 0.05, seed: 20261206, dropout: 0.25, riskWeight: 2, l2: 0 };

export interface Mlp {
  /** (1 << bits) x HIDDEN, slot-major. */
  embed: Float32Array;
  bias: Float32Array;
  /** 3 x HIDDEN. */
  out: Float32Array;
  outBias: Float32Array;
}

function hiddenOf(m: Mlp, slots: number[], keep: (i: number) => boolean, a: Float32Array): number {
  a.set(m.bias);
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    if (!keep(i)) continue;
    n++;
    const base = slots[i]! * HIDDEN;
    for (let j = 0; j < HIDDEN; j++) a[j] = a[j]! + m.embed[base + j]!;
  }
  const scale = n > 0 ? 1 / Math.sqrt(n) : 0;
  for (let j = 0; j < HIDDEN; j++) a[j] = m.bias[j]! + (a[j]! - m.bias[j]!) * scale;
  return scale;
}

function outputOf(m: Mlp, h: Float32Array): [number, number, number] {
  const z = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    let s = m.outBias[c]!;
    for (let j = 0; j < HIDDEN; j++) s += m.out[c * HIDDEN + j]! * h[j]!;
    z[c] = s;
  }
  const max = Math.max(z[0]!, z[1]!, z[2]!);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e[0]! + e[1]! + e[2]!;
  return [e[0]! / sum, e[1]! / sum, e[2]! / sum];
}

export function trainMlp(data: Example[], options: MlpOptions = DEFAULT_MLP, bits = BITS): Mlp {
  const random = seeded(options.seed);
  const size = (1 << bits) * HIDDEN;
  const m: Mlp = {
    embed: new Float32Array(size),
    bias: new Float32Array(HIDDEN),
    out: new Float32Array(3 * HIDDEN),
    outBias: new Float32Array(3),
  };
  for (let i = 0; i < size; i++) m.embed[i] = (random() - 0.5) * 0.2;
  for (let i = 0; i < m.out.length; i++) m.out[i] = (random() - 0.5) * 0.5;
  const gEmbed = new Float32Array(size).fill(1e-6);
  const gBias = new Float32Array(HIDDEN).fill(1e-6);
  const gOut = new Float32Array(3 * HIDDEN).fill(1e-6);
  const gOutBias = new Float32Array(3).fill(1e-6);
  const a = new Float32Array(HIDDEN);
  const h = new Float32Array(HIDDEN);
  const da = new Float32Array(HIDDEN);
  const order = data.map((_, i) => i);
  const kept = new Uint8Array(4096);
  const rate = options.rate;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const ex = data[index]!;
      const slots = ex.slots;
      const n = Math.min(slots.length, kept.length);
      for (let i = 0; i < n; i++) kept[i] = random() >= options.dropout ? 1 : 0;
      const keep = (i: number) => i < n && kept[i] === 1;
      const scale = hiddenOf(m, slots, keep, a);
      for (let j = 0; j < HIDDEN; j++) h[j] = Math.max(0, a[j]!);
      const p = outputOf(m, h);
      const weight = ex.y === 0 ? 1 : options.riskWeight;
      da.fill(0);
      for (let c = 0; c < 3; c++) {
        const dz = weight * (p[c]! - (c === ex.y ? 1 : 0));
        for (let j = 0; j < HIDDEN; j++) {
          const at = c * HIDDEN + j;
          da[j] = da[j]! + dz * m.out[at]!;
          const g = dz * h[j]!;
          gOut[at] = gOut[at]! + g * g;
          m.out[at] = m.out[at]! - (rate * g) / Math.sqrt(gOut[at]!);
        }
        gOutBias[c] = gOutBias[c]! + dz * dz;
        m.outBias[c] = m.outBias[c]! - (rate * dz) / Math.sqrt(gOutBias[c]!);
      }
      for (let j = 0; j < HIDDEN; j++) {
        if (a[j]! <= 0) da[j] = 0;
        const g = da[j]!;
        gBias[j] = gBias[j]! + g * g;
        m.bias[j] = m.bias[j]! - (rate * g) / Math.sqrt(gBias[j]!);
      }
      for (let i = 0; i < n; i++) {
        if (!kept[i]) continue;
        const base = slots[i]! * HIDDEN;
        for (let j = 0; j < HIDDEN; j++) {
          const at = base + j;
          const g = da[j]! * scale + options.l2 * m.embed[at]!;
          if (g === 0) continue;
          gEmbed[at] = gEmbed[at]! + g * g;
          m.embed[at] = m.embed[at]! - (rate * g) / Math.sqrt(gEmbed[at]!);
        }
      }
    }
  }
  // A feature no training message had keeps its random start: zero it, so that a new message's
  // unseen words add nothing rather than noise (and the weights compress).
  const used = new Uint8Array(1 << bits);
  for (const ex of data) for (const s of ex.slots) used[s] = 1;
  for (let s = 0; s < used.length; s++) if (!used[s]) m.embed.fill(0, s * HIDDEN, (s + 1) * HIDDEN);
  return m;
}

/** The reader as shipped: embeddings as signed bytes times `scale`, the small layers as numbers. */
export interface MlpWeights {
  q: Int8Array;
  scale: number;
  bias: number[];
  out: number[];
  outBias: number[];
}

export function quantiseMlp(m: Mlp): MlpWeights {
  let max = 0;
  for (const v of m.embed) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(m.embed.length);
  for (let i = 0; i < q.length; i++) q[i] = Math.round(m.embed[i]! / scale);
  return { q, scale, bias: [...m.bias], out: [...m.out], outBias: [...m.outBias] };
}

const sums = new Int32Array(HIDDEN);

/** The shipped reader's probabilities of none, self_harm and medical_emergency for a message's slots. */
export function readerProbabilities(w: MlpWeights, slots: readonly number[]): [number, number, number] {
  const q = w.q;
  sums.fill(0);
  for (let i = 0; i < slots.length; i++) {
    const base = slots[i]! * HIDDEN;
    for (let j = 0; j < HIDDEN; j++) sums[j]! += q[base + j]!;
  }
  const k = slots.length > 0 ? w.scale / Math.sqrt(slots.length) : 0;
  let z0 = w.outBias[0]!;
  let z1 = w.outBias[1]!;
  let z2 = w.outBias[2]!;
  for (let j = 0; j < HIDDEN; j++) {
    const h = w.bias[j]! + sums[j]! * k;
    if (h <= 0) continue;
    z0 += w.out[j]! * h;
    z1 += w.out[HIDDEN + j]! * h;
    z2 += w.out[2 * HIDDEN + j]! * h;
  }
  const max = Math.max(z0, z1, z2);
  const e0 = Math.exp(z0 - max);
  const e1 = Math.exp(z1 - max);
  const e2 = Math.exp(z2 - max);
  const sum = e0 + e1 + e2;
  return [e0 / sum, e1 / sum, e2 / sum];
}

/** Each reader's small layers and the scale of its signed-byte embeddings. */
export interface ReaderLayers {
  scale: number;
  bias: number[];
  out: number[];
  outBias: number[];
}

/**
 * Several readers' embeddings side by side, slot-major: a slot's HIDDEN bytes for the first reader,
 * then the second's, and so on, so that a message's features are fetched from memory once for all
 * the readers (the same numbers as readerProbabilities reader by reader, averaged).
 */
export function packReaders(readers: MlpWeights[]): Int8Array {
  const k = readers.length;
  const slots = readers[0]!.q.length / HIDDEN;
  const packed = new Int8Array(slots * k * HIDDEN);
  for (let s = 0; s < slots; s++)
    for (let r = 0; r < k; r++) packed.set(readers[r]!.q.subarray(s * HIDDEN, (s + 1) * HIDDEN), (s * k + r) * HIDDEN);
  return packed;
}

let packedSums = new Int32Array(0);
/** packReaders' bytes seen as 32-bit words (a view, made once for the weights in use). */
let wordsOf: { bytes: Int8Array; words: Int32Array } | null = null;
let evenLanes = new Int32Array(0);
let oddLanes = new Int32Array(0);
/** How many slots' bytes a pair of 16-bit lanes can hold before they are emptied (256 x 255 < 65,536). */
const LANE_ROOM = 256;

/**
 * The readers' byte columns summed over a message's slots into `sums` (exact integers), four bytes at
 * a time: each 32-bit word of packReaders' bytes, each byte made unsigned (+128), is added as two
 * pairs of 16-bit lanes (bytes 0 and 2, bytes 1 and 3), emptied into `sums` before a lane can
 * overflow, and the 128s are taken back at the end. A quarter of the loads and adds of a byte at a
 * time (decision 0058, round 12: the readers' sums had been most of their cost).
 */
function sumColumns(words: Int32Array, width: number, slots: readonly number[], sums: Int32Array): void {
  const quads = width >> 2;
  if (evenLanes.length !== quads) {
    evenLanes = new Int32Array(quads);
    oddLanes = new Int32Array(quads);
  }
  const even = evenLanes;
  const odd = oddLanes;
  sums.fill(0);
  const empty = () => {
    for (let j = 0; j < quads; j++) {
      const e = even[j]!;
      const o = odd[j]!;
      sums[4 * j]! += e & 0xffff;
      sums[4 * j + 1]! += o & 0xffff;
      sums[4 * j + 2]! += e >>> 16;
      sums[4 * j + 3]! += o >>> 16;
    }
    even.fill(0);
    odd.fill(0);
  };
  even.fill(0);
  odd.fill(0);
  for (let i = 0; i < slots.length; i++) {
    const base = slots[i]! * quads;
    for (let j = 0; j < quads; j++) {
      const v = words[base + j]! ^ 0x80808080;
      even[j]! += v & 0x00ff00ff;
      odd[j]! += (v >>> 8) & 0x00ff00ff;
    }
    if ((i + 1) % LANE_ROOM === 0) empty();
  }
  empty();
  const bias = 128 * slots.length;
  for (let j = 0; j < width; j++) sums[j]! -= bias;
}

/** The readers' averaged probabilities of none, self_harm and medical_emergency, from packReaders' bytes. */
export function packedProbabilities(
  packed: Int8Array,
  layers: readonly ReaderLayers[],
  slots: readonly number[],
): [number, number, number] {
  const k = layers.length;
  const width = k * HIDDEN;
  if (packedSums.length !== width) packedSums = new Int32Array(width);
  const sums = packedSums;
  if (wordsOf?.bytes !== packed)
    wordsOf = { bytes: packed, words: new Int32Array(packed.buffer, packed.byteOffset, packed.byteLength >> 2) };
  sumColumns(wordsOf.words, width, slots, sums);
  const p: [number, number, number] = [0, 0, 0];
  for (let r = 0; r < k; r++) {
    const w = layers[r]!;
    const scale = slots.length > 0 ? w.scale / Math.sqrt(slots.length) : 0;
    let z0 = w.outBias[0]!;
    let z1 = w.outBias[1]!;
    let z2 = w.outBias[2]!;
    for (let j = 0; j < HIDDEN; j++) {
      const h = w.bias[j]! + sums[r * HIDDEN + j]! * scale;
      if (h <= 0) continue;
      z0 += w.out[j]! * h;
      z1 += w.out[HIDDEN + j]! * h;
      z2 += w.out[2 * HIDDEN + j]! * h;
    }
    const max = Math.max(z0, z1, z2);
    const e0 = Math.exp(z0 - max);
    const e1 = Math.exp(z1 - max);
    const e2 = Math.exp(z2 - max);
    const sum = e0 + e1 + e2;
    p[0] += e0 / sum / k;
    p[1] += e1 / sum / k;
    p[2] += e2 / sum / k;
  }
  return p;
}
