import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { foldCharacters } from '../safety/index.js';
import { readAbuse, type AbuseReading } from './abuse.js';

/**
 * The statistical half of the abuse checks (decision 0075, round 2): a logistic regression over a
 * text's words, word pairs, pieces of words (3 to 5 letters) and the signals and harms abuse.ts
 * reads, trained on the labelled development sets (eval/dev) with a fixed order, so that the same
 * data always gives the same weights. The rules alone recognise the hands they were written against;
 * the regression weighs every signal by what all the writers did with it (a quoted scam next to
 * "a message came", a fee in one's own bill), and decides.
 */
export const BITS = 18;
const MASK = (1 << BITS) - 1;

const FNV = 0x811c9dc5;
/** FNV-1a over s[from, to), continuing from h. */
function fnv(h: number, s: string, from = 0, to = s.length): number {
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}
const hash = (s: string) => (fnv(FNV, s) >>> 0) & MASK;
const W_SEED = fnv(FNV, 'w:');
const B_SEED = fnv(FNV, 'b:');
const C_SEED = fnv(FNV, 'c:');

/** The features already taken by the text being read, one byte each, cleared when the reading ends. */
const seen = new Uint8Array(1 << BITS);

const WORD_UNIT = /^[\p{L}\p{M}\p{N}@₹]$/u;
const NOT_WORD = /[^\p{L}\p{M}\p{N}@₹]+/u;
const SURROGATE = /[\uD800-\uDFFF]/;
/** For each character of the Basic Multilingual Plane: 1 part of a word, 2 not, 0 not yet known. */
const wordUnits = new Uint8Array(0x10000);

/**
 * A text's words: letters, marks, digits, @ and ₹; anything else separates. Read character by
 * character from a table (splitting on NOT_WORD reads every character against the classes of
 * Unicode); a text with characters past the Basic Multilingual Plane (emoji) is split.
 */
function wordsOf(s: string): string[] {
  if (SURROGATE.test(s)) return s.split(NOT_WORD).filter((w) => w !== '');
  const words: string[] = [];
  let start = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i < s.length) {
      const c = s.charCodeAt(i);
      if (wordUnits[c] === 0) wordUnits[c] = WORD_UNIT.test(s[i]!) ? 1 : 2;
      if (wordUnits[c] === 1) continue;
    }
    if (i > start) words.push(s.slice(start, i));
    start = i + 1;
  }
  return words;
}

/**
 * The hashed features of a text, without repeats: hash(`w:${word}`), hash(`b:${word}_${next}`),
 * hash(`c:${piece}`) and the reading's signals, computed without building those strings.
 */
export function featuresOf(text: string, reading: AbuseReading = readAbuse(text)): number[] {
  const out: number[] = [];
  const add = (f: number) => {
    if (seen[f] === 1) return;
    seen[f] = 1;
    out.push(f);
  };
  try {
    const words = wordsOf(foldCharacters(text.normalize('NFKC'))).slice(0, 2000);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!.slice(0, 24);
      add((fnv(W_SEED, w) >>> 0) & MASK);
      if (i + 1 < words.length) add((fnv(fnv(fnv(B_SEED, w), '_'), words[i + 1]!.slice(0, 24)) >>> 0) & MASK);
      const padded = `<${w}>`;
      for (let n = 3; n <= 5; n++)
        for (let k = 0; k + n <= padded.length; k++) add((fnv(C_SEED, padded, k, k + n) >>> 0) & MASK);
    }
    for (const s of reading.signals) add(hash(`s:${s.replace(/:\d+$/, '')}`));
    for (const k of reading.kinds) add(hash(`k:${k}`));
    if (reading.links > 1) add(hash('s:links-many'));
    add(hash('bias'));
    return out;
  } finally {
    for (const f of out) seen[f] = 0;
  }
}

/** Chosen on leave-one-writer-out scores of the development sets (scripts/train-abuse.ts). */
export const TRAINING = { epochs: 200, rate: 0.05, l2: 1e-3 } as const;

export interface ReaderMeta {
  bits: number;
  scale: number;
  /** The probability at or above which the reader alone stops a text (chosen on the writers left out). */
  threshold: number;
  /**
   * A New member's text (policy.ts): held at `high` alone, or at `base` when the rules name a harm.
   * Absent in readers before v5 (decision 0075, round 5): their policy held at `threshold` with a harm named.
   */
  policy?: { base: number; high: number };
  trainedOn: Record<string, number>;
}

export interface Reader {
  meta: ReaderMeta;
  w: Float32Array;
}

/** The reader in use (model/), or an earlier one kept for comparison (model/v4/, model/v5/, model/v6/). */
export type ReaderName = 'current' | 'v4' | 'v5' | 'v6';

const loaded = new Map<ReaderName, Reader>();
/** The checked-in weights (weights.bin.gz, one signed byte a slot times `scale`), read once. */
export function loadReader(name: ReaderName = 'current'): Reader {
  const cached = loaded.get(name);
  if (cached) return cached;
  const dir = new URL(name === 'current' ? './model/' : `./model/${name}/`, import.meta.url);
  const meta = JSON.parse(readFileSync(new URL('model.json', dir), 'utf8')) as ReaderMeta;
  const q = new Int8Array(gunzipSync(readFileSync(new URL('weights.bin.gz', dir))));
  if (meta.bits !== BITS || q.length !== 1 << BITS) throw new Error('abuse reader: weights do not match the features');
  const w = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) w[i] = q[i]! * meta.scale;
  const reader = { meta, w };
  loaded.set(name, reader);
  return reader;
}

/** Whether the reader alone stops a text, and its probability that it is abuse. */
export function judgeAbuse(text: string, reader: ReaderName = 'current'): { stop: boolean; p: number } {
  const { meta, w } = loadReader(reader);
  const p = abuseProbability(w, featuresOf(text));
  return { stop: p >= meta.threshold, p };
}

/** The probability that a text is abuse of any kind. */
export function abuseProbability(weights: Float32Array, features: readonly number[]): number {
  let z = 0;
  for (const f of features) z += weights[f]!;
  return 1 / (1 + Math.exp(-z));
}

/** Full-batch Adam on the mean log loss plus l2/2 |w|^2; abuse and ordinary weigh alike in total. */
export function trainReader(
  data: { features: number[]; y: 0 | 1 }[],
  { epochs, rate, l2 }: { epochs: number; rate: number; l2: number } = TRAINING,
): Float32Array {
  const size = 1 << BITS;
  const w = new Float32Array(size);
  const m = new Float32Array(size);
  const v = new Float32Array(size);
  const grad = new Float32Array(size);
  const used = new Set<number>();
  for (const ex of data) for (const f of ex.features) used.add(f);
  const active = [...used];
  const positives = data.filter((d) => d.y === 1).length;
  const weightOf = (y: 0 | 1) => (y === 1 ? 0.5 / positives : 0.5 / (data.length - positives));
  for (let step = 1; step <= epochs; step++) {
    for (const f of active) grad[f] = l2 * w[f]!;
    for (const ex of data) {
      const d = weightOf(ex.y) * (abuseProbability(w, ex.features) - ex.y);
      for (const f of ex.features) grad[f] = grad[f]! + d;
    }
    const c1 = 1 - 0.9 ** step;
    const c2 = 1 - 0.999 ** step;
    for (const f of active) {
      const g = grad[f]!;
      m[f] = 0.9 * m[f]! + 0.1 * g;
      v[f] = 0.999 * v[f]! + 0.001 * g * g;
      w[f] = w[f]! - (rate * (m[f]! / c1)) / (Math.sqrt(v[f]! / c2) + 1e-8);
    }
  }
  return w;
}
