import { foldCharacters, normalise } from '../normalise.js';
import { conceptsIn, negationMask } from './lexicon.js';
import { readNumbers } from './numbers.js';
import { signalsOf, type Signals } from './rules.js';
import { matchPhrases, type RiskKind } from '../detect.js';

/**
 * What the model reads of a message: its words (folded spellings, lexicon.ts), word pairs, pieces
 * of words (3 to 5 letters, which survive typos and the many spellings of romanised Hindi), the
 * concepts of lexicon.ts in each sentence and the pairs of them found together (SELF with DEATH and
 * WISH; FEVER with CHEMO_RECENT), and what the numbers mean (numbers.ts). Each feature is hashed to
 * one of 2^BITS slots; a message is the set of its slots.
 */
export const BITS = 18;
const MASK = (1 << BITS) - 1;
const MAX_TOKEN = 24;

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a of the parts as one string, without joining them. */
function fnv(h: number, part: string): number {
  for (let i = 0; i < part.length; i++) {
    h ^= part.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

function hash(s: string): number {
  return (fnv(FNV_OFFSET, s) >>> 0) & MASK;
}

/** The slots of one word as a word (plain and negated) and as its pieces: the same for every message. */
interface WordSlots {
  plain: number;
  negated: number;
  grams: number[];
  /** FNV-1a of `b:${word}_`, so that a word pair costs only the next word's letters. */
  pairSeed: number;
}
const WORD_CACHE_SIZE = 50_000;
const wordCache = new Map<string, WordSlots>();
const B_SEED = fnv(FNV_OFFSET, 'b:');

function wordSlots(w: string): WordSlots {
  let found = wordCache.get(w);
  if (found) return found;
  const padded = `<${w}>`;
  const grams: number[] = [];
  for (let n = 3; n <= 5; n++) for (let k = 0; k + n <= padded.length; k++) grams.push(gramSlot(padded, k, n));
  found = { plain: hash(`w:${w}`), negated: hash(`w:not_${w}`), grams, pairSeed: fnv(fnv(B_SEED, w), '_') };
  if (wordCache.size >= WORD_CACHE_SIZE) wordCache.clear();
  wordCache.set(w, found);
  return found;
}

/** The slot of `b:${a}_${b}`. */
const bigramSlot = (a: WordSlots, b: string) => (fnv(a.pairSeed, b) >>> 0) & MASK;

/** Sentences: a full stop between digits is a decimal point (38.5). */
const SENTENCE_END = /(?<!\d)\.(?!\d)|[!?;\n\r|\u0964\u0965]+/g;
/** A word no one writes, standing for a sentence's end while the whole text is normalised at once. */
const STOP = ' zqxstopzqx ';
const STOP_TOKEN = normalise(STOP).loose[0];

/**
 * The loose tokens of each sentence: one pass of normalise over the text (already folded by
 * foldCharacters, which leaves the sentences' ends as they are), cut at its stops.
 */
function sentencesOf(folded: string): string[][] {
  const out: string[][] = [[]];
  for (const token of normalise(folded.replace(SENTENCE_END, STOP), true).loose)
    if (token === STOP_TOKEN) out.push([]);
    else out[out.length - 1]!.push(token);
  return out;
}
const JOKE_MARK = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F61C}\u{1F61D}]/u;

export interface Reading {
  /** Feature names, for explaining a score and for tests. */
  names: string[];
  /** The hashed slots, without repeats. */
  slots: number[];
  /** The concepts and number readings of the whole message. */
  concepts: Set<string>;
  signals: Signals;
  /** What the phrases of detect.ts matched. */
  phrase: RiskKind | null;
  sentences: number;
}

/** The slots of names that recur in every message (concepts, their pairs, rules), remembered. */
const nameSlots = new Map<string, number>();
function slotOf(name: string): number {
  let slot = nameSlots.get(name);
  if (slot === undefined) {
    slot = hash(name);
    nameSlots.set(name, slot);
  }
  return slot;
}

/** Names (concepts, numbers' readings, pair prefixes) as small numbers, so that a pair is one number. */
const ids = new Map<string, number>();
function idOf(name: string): number {
  let id = ids.get(name);
  if (id === undefined) {
    id = ids.size;
    ids.set(name, id);
  }
  return id;
}
/**
 * The slots of pairs already met, one row per prefix and first name, indexed by the second name's
 * id (slot + 1; 0 while unknown): a table rather than a map, since a long post has thousands of pairs.
 */
const PAIR_IDS = 2048;
const pairRows: Int32Array[] = [];
/** The slot of `${prefix}:${a}|${b}` (ip, ia, ib: their ids), without building the name once it is known. */
function pairSlotOf(ip: number, ia: number, ib: number, prefix: string, a: string, b: string): number {
  if (ia >= PAIR_IDS || ib >= PAIR_IDS || ip >= 256) return hash(`${prefix}:${a}|${b}`);
  const row = (pairRows[ip * PAIR_IDS + ia] ??= new Int32Array(PAIR_IDS));
  const known = row[ib]!;
  if (known !== 0) return known - 1;
  const slot = hash(`${prefix}:${a}|${b}`);
  row[ib] = slot + 1;
  return slot;
}

/** Every pair of distinct items, in name order: their slots, and their names when explaining. */
function pairs(prefix: string, items: string[], take: (slot: number) => void, names: string[] | null): void {
  const sorted = [...new Set(items)].sort();
  const itemIds = sorted.map(idOf);
  const ip = idOf(prefix);
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++) {
      take(pairSlotOf(ip, itemIds[i]!, itemIds[j]!, prefix, sorted[i]!, sorted[j]!));
      names?.push(`${prefix}:${sorted[i]}|${sorted[j]}`);
    }
}

/**
 * Word order and composition: two concepts that stand within NEAR words of each other in one
 * sentence, in the order written ('kn:SELF>MEANS_OBJECT' for "I have kept the tablets", not for a
 * sentence where a means and the self are far apart or the self is someone else's).
 */
const NEAR = 5;
const KN = idOf('kn');
function near(hits: { concept: string; at: number }[], take: (slot: number) => void, names: string[] | null): void {
  for (let i = 0; i < hits.length; i++)
    for (let j = i + 1; j < hits.length; j++) {
      const a = hits[i]!;
      const b = hits[j]!;
      if (b.at - a.at > NEAR) break;
      if (a.concept === b.concept) continue;
      take(pairSlotOf(KN, idOf(a.concept), idOf(b.concept), 'kn', a.concept, b.concept));
      names?.push(`kn:${a.concept}|${b.concept}`);
    }
}

const C_SEED = hash('c:');

/** The slot of `c:` + padded.slice(from, from + n), without building the string. */
function gramSlot(padded: string, from: number, n: number): number {
  let h = C_SEED;
  for (let i = from; i < from + n; i++) {
    h ^= padded.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
}

/**
 * The slots already taken by the message being read, one bit each, cleared again from its list of
 * slots when the reading ends. One array for the process (the reading is synchronous), so that a
 * long post costs no set of thousands of numbers, and small (32 KB) so that it stays in the cache.
 */
const taken = new Int32Array(1 << (BITS - 5));

/**
 * The features of one message. With `explain`, their names too (slower: for tests and for reading
 * why a message scored as it did); the pieces of words are then left out of the names. Without
 * `withPhrases`, the phrases of detect.ts are not read (the windows of a long post: assess.ts reads
 * them once over the whole post).
 */
export function readMessage(text: string, explain = false, withPhrases = true): Reading {
  const slots: number[] = [];
  try {
    return readFeatures(text, explain, withPhrases, slots);
  } finally {
    for (const slot of slots) taken[slot >>> 5]! &= ~(1 << (slot & 31));
  }
}

function readFeatures(text: string, explain: boolean, withPhrases: boolean, slots: number[]): Reading {
  const take = (slot: number) => {
    const bit = 1 << (slot & 31);
    if ((taken[slot >>> 5]! & bit) !== 0) return;
    taken[slot >>> 5]! |= bit;
    slots.push(slot);
  };
  const names: string[] = ['bias'];
  const loose: string[] = [];
  const all = new Set<string>();
  const sentences: Set<string>[] = [];
  const hits: { concept: string; at: number }[] = [];
  const folded = foldCharacters(text);
  for (const tokens of sentencesOf(folded)) {
    if (tokens.length === 0) continue;
    loose.push(...tokens);
    hits.length = 0;
    const concepts = conceptsIn(tokens, hits);
    sentences.push(concepts);
    near(hits, take, explain ? names : null);
    const found = [...concepts];
    for (const c of found) {
      names.push(`k:${c}`);
      all.add(c);
    }
    pairs('ks', found, take, explain ? names : null);
  }
  const negation = negationMask(loose);
  for (let i = 0; i < loose.length; i++) {
    const w = (loose[i] ?? '').slice(0, MAX_TOKEN);
    const negated = negation[i] === 1;
    const word = wordSlots(w);
    take(negated ? word.negated : word.plain);
    for (const g of word.grams) take(g);
    if (i + 1 < loose.length) {
      const next = (loose[i + 1] ?? '').slice(0, MAX_TOKEN);
      take(bigramSlot(word, next));
      if (explain) names.push(negated ? `w:not_${w}` : `w:${w}`, `b:${w}_${next}`);
    } else if (explain) names.push(negated ? `w:not_${w}` : `w:${w}`);
  }
  const numbers = readNumbers(folded, true);
  for (const n of numbers) names.push(`n:${n}`);
  pairs('km', [...all, ...numbers], take, explain ? names : null);
  const signals = signalsOf(sentences, numbers);
  for (const f of signals.fired) names.push(`rule:${f}`, `rule:${f.slice(0, 2)}`);
  for (const f of signals.spared) names.push(`spared:${f}`);
  const phrase = withPhrases ? matchPhrases(text) : null;
  if (phrase) names.push(`phrase:${phrase}`);
  if (JOKE_MARK.test(text)) names.push('r:joke-emoji');
  if (text.includes('?')) names.push('r:question');
  for (const name of names) if (!name.includes('|')) take(slotOf(name));
  for (const n of numbers) all.add(n);
  return { names: explain ? names : [], slots, concepts: all, signals, phrase, sentences: sentences.length };
}
