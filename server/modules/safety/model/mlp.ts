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
export function packReaders(readers: MlpWeights[], into?: Int8Array): Int8Array {
  const k = readers.length;
  const slots = readers[0]!.q.length / HIDDEN;
  const packed = into ?? new Int8Array(slots * k * HIDDEN);
  for (let s = 0; s < slots; s++)
    for (let r = 0; r < k; r++) packed.set(readers[r]!.q.subarray(s * HIDDEN, (s + 1) * HIDDEN), (s * k + r) * HIDDEN);
  return packed;
}

let columnSums = new Int32Array(0);
/** packReaders' bytes seen as 32-bit words (a view, made once for the weights in use). */
let wordsOf: { bytes: Int8Array; words: Int32Array } | null = null;
/** How many slots' bytes a pair of 16-bit lanes can hold before they are emptied (256 x 255 < 65,536). */
const LANE_ROOM = 256;

/**
 * One reader's HIDDEN byte columns (four 32-bit words at `offset` in each slot's row of `stride`
 * words) summed over a message's slots into sums[at .. at + HIDDEN] (exact integers). Each word,
 * each byte made unsigned (+128), is added as two pairs of 16-bit lanes (bytes 0 and 2, bytes 1 and
 * 3) held in local variables, emptied before a lane can overflow; the 128s are taken back at the
 * end. Eight accumulators stay in registers, where the whole row's twenty-four did not (decision
 * 0058, round 13: a third of the time of summing the row at once, and a tenth of a byte at a time
 * into an array).
 */
function sumReader(
  words: Int32Array,
  stride: number,
  offset: number,
  slots: readonly number[],
  sums: Int32Array,
  at: number,
): void {
  const n = slots.length;
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    s3 = 0,
    s4 = 0,
    s5 = 0,
    s6 = 0,
    s7 = 0;
  let s8 = 0,
    s9 = 0,
    s10 = 0,
    s11 = 0,
    s12 = 0,
    s13 = 0,
    s14 = 0,
    s15 = 0;
  for (let i = 0; i < n;) {
    const stop = Math.min(n, i + LANE_ROOM);
    let e0 = 0,
      e1 = 0,
      e2 = 0,
      e3 = 0,
      o0 = 0,
      o1 = 0,
      o2 = 0,
      o3 = 0;
    for (; i < stop; i++) {
      const base = slots[i]! * stride + offset;
      const v0 = words[base]! ^ 0x80808080;
      const v1 = words[base + 1]! ^ 0x80808080;
      const v2 = words[base + 2]! ^ 0x80808080;
      const v3 = words[base + 3]! ^ 0x80808080;
      e0 += v0 & 0x00ff00ff;
      o0 += (v0 >>> 8) & 0x00ff00ff;
      e1 += v1 & 0x00ff00ff;
      o1 += (v1 >>> 8) & 0x00ff00ff;
      e2 += v2 & 0x00ff00ff;
      o2 += (v2 >>> 8) & 0x00ff00ff;
      e3 += v3 & 0x00ff00ff;
      o3 += (v3 >>> 8) & 0x00ff00ff;
    }
    s0 += e0 & 0xffff;
    s1 += o0 & 0xffff;
    s2 += e0 >>> 16;
    s3 += o0 >>> 16;
    s4 += e1 & 0xffff;
    s5 += o1 & 0xffff;
    s6 += e1 >>> 16;
    s7 += o1 >>> 16;
    s8 += e2 & 0xffff;
    s9 += o2 & 0xffff;
    s10 += e2 >>> 16;
    s11 += o2 >>> 16;
    s12 += e3 & 0xffff;
    s13 += o3 & 0xffff;
    s14 += e3 >>> 16;
    s15 += o3 >>> 16;
  }
  const bias = 128 * n;
  const all = [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15];
  for (let j = 0; j < HIDDEN; j++) sums[at + j] = all[j]! - bias;
}

/** The readers' byte columns summed over a message's slots into `sums`, one reader at a time. */
function sumColumns(words: Int32Array, width: number, slots: readonly number[], sums: Int32Array): void {
  const stride = width >> 2;
  for (let r = 0; r < width / HIDDEN; r++) sumReader(words, stride, r * (HIDDEN >> 2), slots, sums, r * HIDDEN);
}

/** The readers' byte columns summed over a message's slots, in JavaScript (a view reused by the next call). */
export function packedSums(packed: Int8Array, readers: number, slots: readonly number[]): Int32Array {
  const width = readers * HIDDEN;
  if (columnSums.length !== width) columnSums = new Int32Array(width);
  if (wordsOf?.bytes !== packed)
    wordsOf = { bytes: packed, words: new Int32Array(packed.buffer, packed.byteOffset, packed.byteLength >> 2) };
  sumColumns(wordsOf.words, width, slots, columnSums);
  return columnSums;
}

/** The readers' averaged probabilities of none, self_harm and medical_emergency, from packReaders' bytes. */
export function packedProbabilities(
  packed: Int8Array,
  layers: readonly ReaderLayers[],
  slots: readonly number[],
): [number, number, number] {
  return probabilitiesFromSums(layers, packedSums(packed, layers.length, slots), slots.length);
}

/** The readers' averaged probabilities from their column sums over a message of `count` slots. */
export function probabilitiesFromSums(
  layers: readonly ReaderLayers[],
  sums: Int32Array,
  count: number,
): [number, number, number] {
  const k = layers.length;
  const p: [number, number, number] = [0, 0, 0];
  for (let r = 0; r < k; r++) {
    const w = layers[r]!;
    const scale = count > 0 ? w.scale / Math.sqrt(count) : 0;
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
