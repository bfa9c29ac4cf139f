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
}
const WORD_CACHE_SIZE = 50_000;
const wordCache = new Map<string, WordSlots>();

function wordSlots(w: string): WordSlots {
  let found = wordCache.get(w);
  if (found) return found;
  const padded = `<${w}>`;
  const grams: number[] = [];
  for (let n = 3; n <= 5; n++) for (let k = 0; k + n <= padded.length; k++) grams.push(gramSlot(padded, k, n));
  found = { plain: hash(`w:${w}`), negated: hash(`w:not_${w}`), grams };
  if (wordCache.size >= WORD_CACHE_SIZE) wordCache.clear();
  wordCache.set(w, found);
  return found;
}

const B_SEED = fnv(FNV_OFFSET, 'b:');
/** The slot of `b:${a}_${b}`. */
const bigramSlot = (a: string, b: string) => (fnv(fnv(fnv(B_SEED, a), '_'), b) >>> 0) & MASK;

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
const pairSlots = new Map<number, number>();
/** The slot of `${prefix}:${a}|${b}` (ip, ia, ib: their ids), without building the name once it is known. */
function pairSlotOf(ip: number, ia: number, ib: number, prefix: string, a: string, b: string): number {
  if (ia >= 2048 || ib >= 2048 || ip >= 256) return hash(`${prefix}:${a}|${b}`);
  const key = ip * 4194304 + ia * 2048 + ib;
  let slot = pairSlots.get(key);
  if (slot === undefined) {
    slot = hash(`${prefix}:${a}|${b}`);
    pairSlots.set(key, slot);
  }
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
 * The features of one message. With `explain`, their names too (slower: for tests and for reading
 * why a message scored as it did); the pieces of words are then left out of the names. Without
 * `withPhrases`, the phrases of detect.ts are not read (the windows of a long post: assess.ts reads
 * them once over the whole post).
 */
/**
 * The slots already taken by the message being read: a slot is taken when its mark is the current
 * message's number. One array for the process (the reading is synchronous), so that a long post
 * costs no set of thousands of numbers.
 */
const marks = new Uint32Array(1 << BITS);
let reading = 0;

export function readMessage(text: string, explain = false, withPhrases = true): Reading {
  const names: string[] = ['bias'];
  reading = reading === 0xffffffff ? 1 : reading + 1;
  if (reading === 1) marks.fill(0);
  const slots: number[] = [];
  const take = (slot: number) => {
    if (marks[slot] === reading) return;
    marks[slot] = reading;
    slots.push(slot);
  };
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
      take(bigramSlot(w, next));
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
