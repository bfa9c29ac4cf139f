import type { WatchedAction, WatchedToken } from '../../../contracts/watched-words.js';
import { normalise } from '../safety/index.js';
import { foldForReading, foldedText, type FoldedText } from './abuse.js';

/**
 * Watched words matched (issue 41, decision 0082). A pattern is compiled into words, never into a
 * regular expression: each word is compared with the text's words (the risk detector's two views,
 * `plain` and `loose`, so that romanised spellings and Devanagari with or without nukta meet), and a
 * `*` inside a word is matched by the classic two-pointer wildcard walk, which costs at most the
 * product of the two words' lengths. A pattern is at most 8 words; a text's words are bounded by
 * the text's own limit; so no entry, whatever an administrator types, can make a match run long.
 */

/** One word of a pattern: a literal (its plain and loose forms), a wildcard word, `*` alone, or a named pattern. */
type PatternWord =
  | { kind: 'word'; plain: string; loose: string }
  | { kind: 'glob'; plain: string[]; loose: string[] }
  | { kind: 'any' }
  | { kind: 'token'; token: WatchedToken };

export interface WatchedEntry {
  id: string;
  pattern: string;
  action: WatchedAction;
  newMembersOnly: boolean;
}

export interface CompiledEntry extends WatchedEntry {
  words: PatternWord[];
}

/** Helplines' mobile numbers, never counted as someone's phone number (landlines and 1800 numbers are not mobiles). */
const HELPLINES = new Set(['9152987821', '9999666555', '9820466726', '8686139139']);

/** A pattern as words; undefined when nothing matchable is left (the contract refuses such a pattern first). */
export function compilePattern(pattern: string): PatternWord[] | undefined {
  const words: PatternWord[] = [];
  for (const chunk of pattern.trim().split(/\s+/)) {
    const token = /^\{([a-z]+)\}$/.exec(chunk);
    if (token) words.push({ kind: 'token', token: token[1] as WatchedToken });
    else if (/^\*+$/.test(chunk)) words.push({ kind: 'any' });
    else words.push(...chunkWords(chunk));
  }
  return words.some((w) => w.kind !== 'any') ? words : undefined;
}

/** Stands for `*` while a chunk is folded: a letter (so words are split where the text's are) that nobody types. */
const STAR = '\u01C2';

/** A chunk such as "ketto.org" or "chemo*" as the text's words would be: folded and split as text is, stars kept. */
function chunkWords(chunk: string): PatternWord[] {
  const { plain, loose } = normalise(foldForReading(chunk.replace(/\*/g, STAR)), true);
  return plain.map((word, i): PatternWord => {
    if (!word.includes(STAR)) return { kind: 'word', plain: word, loose: loose[i]! };
    const pieces = word.split(STAR);
    return { kind: 'glob', plain: pieces, loose: pieces.map((p) => (p ? (normalise(p, true).loose[0] ?? p) : '')) };
  });
}

/**
 * Whether a word matches a wildcard given as its pieces between stars (['chemo', ''] is "chemo*"):
 * the first piece starts it, the last ends it, the others are found in order, leftmost first.
 */
export function globMatches(pieces: readonly string[], word: string): boolean {
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (word.length < first.length + last.length || !word.startsWith(first) || !word.endsWith(last)) return false;
  let at = first.length;
  const end = word.length - last.length;
  for (const middle of pieces.slice(1, -1)) {
    const found = word.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}

/** A text read once for every entry: its words in both views and what the named patterns find. */
export interface ReadText {
  plain: string[];
  loose: string[];
  tokens: Record<WatchedToken, boolean>;
}

export function readText(text: string): ReadText {
  const f = foldedText(text);
  const { plain, loose } = normalise(f.folded, true);
  return {
    plain,
    loose,
    tokens: { phone: has(f, 'phone'), upi: has(f, 'upi'), account: has(f, 'account'), link: has(f, 'link') },
  };
}

/** Whether a named pattern is in a text, found when first asked (the abuse checks have often found it already). */
function has(f: FoldedText, token: WatchedToken): boolean {
  if (token === 'phone') return f.phoneNumbers().some((n) => !HELPLINES.has(n));
  if (token === 'upi') return f.upi();
  if (token === 'account') return f.account();
  return token === 'link' && f.links() > 0;
}

function wordMatches(w: PatternWord, t: Words, i: number): boolean {
  if (w.kind === 'any') return true;
  if (w.kind === 'word') return t.plain[i] === w.plain || t.loose[i] === w.loose;
  if (w.kind === 'glob') return globMatches(w.plain, t.plain[i]!) || globMatches(w.loose, t.loose[i]!);
  return false;
}

/** A text's words in both views. */
type Words = Pick<ReadText, 'plain' | 'loose'>;

/**
 * A pattern as the matcher reads it: its named patterns, its run of words, and the first literal
 * word of the run (its place in the run), by which the run's possible places in a text are looked up
 * rather than tried at every word.
 */
interface Plan {
  named: WatchedToken[];
  run: PatternWord[];
  anchor: number;
}
const plans = new WeakMap<readonly PatternWord[], Plan>();
function planOf(words: readonly PatternWord[]): Plan {
  let plan = plans.get(words);
  if (!plan) {
    const run = words.filter((w) => w.kind !== 'token');
    const named = words.flatMap((w) => (w.kind === 'token' ? [w.token] : []));
    plan = { named, run, anchor: run.findIndex((w) => w.kind === 'word') };
    plans.set(words, plan);
  }
  return plan;
}

function runAt(run: readonly PatternWord[], t: Words, start: number): boolean {
  if (start < 0 || start + run.length > t.plain.length) return false;
  for (let k = 0; k < run.length; k++) if (!wordMatches(run[k]!, t, start + k)) return false;
  return true;
}

/** Whether a run of words is anywhere in a text, tried at every place. */
function runAnywhere(run: readonly PatternWord[], t: Words): boolean {
  for (let start = 0; start + run.length <= t.plain.length; start++) if (runAt(run, t, start)) return true;
  return false;
}

/** Whether a compiled pattern is in a text: its words in a row, its named patterns anywhere. */
export function matchesText(words: readonly PatternWord[], t: ReadText): boolean {
  const plan = planOf(words);
  return plan.named.every((token) => t.tokens[token]) && (plan.run.length === 0 || runAnywhere(plan.run, t));
}

/**
 * Entries by the first literal word of their run, in both its views: a text's word looks up the
 * entries whose run could stand there, and each is tried only at that place. wordMatches accepts a
 * literal word only where the text's word equals it in one view, so no place it would accept is
 * missed, and the entries met are those that trying every place finds.
 */
interface Index {
  /** Each entry's words when the index was made: a list changed in place since is indexed again. */
  words: (readonly PatternWord[])[];
  byWord: Map<string, { entry: number; anchor: number }[]>;
  /** Entries read without the index: named patterns only, or no literal word in the run. */
  others: number[];
}
const indexes = new WeakMap<readonly CompiledEntry[], Index>();
function indexOf(entries: readonly CompiledEntry[]): Index {
  const kept = indexes.get(entries);
  if (kept && kept.words.length === entries.length && entries.every((e, k) => e.words === kept.words[k])) return kept;
  const index: Index = { words: entries.map((e) => e.words), byWord: new Map(), others: [] };
  for (let entry = 0; entry < entries.length; entry++) {
    const { run, anchor } = planOf(entries[entry]!.words);
    if (anchor < 0) {
      index.others.push(entry);
      continue;
    }
    const word = run[anchor] as Extract<PatternWord, { kind: 'word' }>;
    for (const key of new Set([word.plain, word.loose])) {
      const list = index.byWord.get(key) ?? [];
      list.push({ entry, anchor });
      index.byWord.set(key, list);
    }
  }
  indexes.set(entries, index);
  return index;
}

/** The entries a text meets, for an author of this standing (New members meet every entry). */
export function matchEntries(
  entries: readonly CompiledEntry[],
  text: string,
  options: { isNewMember: boolean },
): CompiledEntry[] {
  if (entries.length === 0 || !text.trim()) return [];
  const f = foldedText(text);
  const open = (e: CompiledEntry) => options.isNewMember || !e.newMembersOnly;
  const index = indexOf(entries);
  const met = new Uint8Array(entries.length);
  let words: Words | undefined;
  const wordsNow = () => (words ??= normalise(f.folded, true));
  for (const k of index.others) {
    const { run } = planOf(entries[k]!.words);
    if (open(entries[k]!) && (run.length === 0 || runAnywhere(run, wordsNow()))) met[k] = 1;
  }
  if (index.byWord.size > 0 && entries.some(open)) {
    const t = wordsNow();
    for (let i = 0; i < t.plain.length; i++) {
      markRuns(index.byWord.get(t.plain[i]!), entries, t, i, met);
      if (t.loose[i] !== t.plain[i]) markRuns(index.byWord.get(t.loose[i]!), entries, t, i, met);
    }
  }
  return entries.filter((e, k) => met[k] === 1 && open(e) && planOf(e.words).named.every((token) => has(f, token)));
}

/** Marks the entries whose run stands in a text with its literal word at place i. */
function markRuns(
  found: { entry: number; anchor: number }[] | undefined,
  entries: readonly CompiledEntry[],
  t: Words,
  i: number,
  met: Uint8Array,
): void {
  if (!found) return;
  for (const { entry, anchor } of found)
    if (met[entry] === 0 && runAt(planOf(entries[entry]!.words).run, t, i - anchor)) met[entry] = 1;
}

/** The strongest action among matches: block before hold before flag. */
export function strongest(matches: readonly WatchedEntry[]): WatchedAction | null {
  for (const action of ['block', 'hold', 'flag'] as const) if (matches.some((m) => m.action === action)) return action;
  return null;
}

export function compileEntry(entry: WatchedEntry): CompiledEntry | undefined {
  const words = compilePattern(entry.pattern);
  return words ? { ...entry, words } : undefined;
}
