/**
 * Text as the risk phrases read it. Members write in lower case or capitals, with typos, stretched
 * letters ('pleeease'), Devanagari with or without nukta and chandrabindu, and romanised Hindi in
 * many spellings (jaan/jan, khatam/khtm, zindagi/jindgi). Two views of one message, token for token:
 * `plain` (for English) and `loose` (spellings folded further, for Hindi in both scripts).
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/** Nukta forms folded to their base letter, except ड़ and ढ़, which are different sounds. */
const NUKTA = /([कखगजफय])\u093C/g;
/** A nasal half-letter before a consonant is written as anusvara too: ज़िन्दगी = ज़िंदगी. */
const NASAL_CLUSTER = /[ङञणनम]\u094D(?=[\u0915-\u0939])/g;

const DEVANAGARI = /[\u0900-\u097F]/;

/** NFC, zero-width marks gone, nukta and chandrabindu folded, a nasal half-letter as anusvara. */
export function foldDevanagari(text: string): string {
  const plain = text.normalize('NFC').replace(ZERO_WIDTH, '');
  if (!DEVANAGARI.test(plain)) return plain;
  return plain
    .replace(/[\u0958-\u095B\u095E\u095F]/g, (c) => c.normalize('NFD'))
    .replace(NUKTA, '$1')
    .replace(/\u0901/g, '\u0902')
    .replace(NASAL_CLUSTER, '\u0902');
}

const STRETCHED = /(\p{L})\1{2,}/gu;
const LETTER = /^\p{L}$/u;

/**
 * Whether some letter stands three times in a row (as STRETCHED would find it): a look at the
 * characters' codes, since the replace itself reads every character against the letters of Unicode.
 */
function isStretched(text: string): boolean {
  for (let i = 0; i + 2 < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const pair = text.slice(i, i + 2);
      if (text.startsWith(pair + pair, i + 2) && LETTER.test(pair)) return true;
    } else if (text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c && LETTER.test(text[i]!)) return true;
  }
  return false;
}

/** Devanagari folded, lower case, apostrophes dropped (dont = don't), stretched letters squeezed. */
export function foldCharacters(text: string): string {
  const folded = foldDevanagari(text).toLowerCase().replace(/['’`]/g, '');
  return isStretched(folded) ? folded.replace(STRETCHED, '$1') : folded;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const SURROGATE = /[\uD800-\uDFFF]/;
/** For each character of the Basic Multilingual Plane: 1 a letter, mark or digit, 2 not, 0 not yet known. */
const wordUnits = new Uint8Array(0x10000);

function isWordUnit(code: number): boolean {
  if (wordUnits[code] === 0) wordUnits[code] = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2;
  return wordUnits[code] === 1;
}

/**
 * Words of a message: letters, marks and digits; everything else separates. Read character by
 * character from a table (matching WORD costs several times as much); a text with characters past
 * the Basic Multilingual Plane (emoji) is matched.
 */
export function tokenise(text: string, folded = false): string[] {
  const s = folded ? text : foldCharacters(text);
  if (SURROGATE.test(s)) return s.match(WORD) ?? [];
  const words: string[] = [];
  let start = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i < s.length && isWordUnit(s.charCodeAt(i))) continue;
    if (i > start) words.push(s.slice(start, i));
    start = i + 1;
  }
  return words;
}

/** Romanised Hindi spellings that mean the same word. */
const ROMAN_WORDS: Record<string, string> = {
  nai: 'nahi',
  nahin: 'nahi',
  nhi: 'nahi',
  nahe: 'nahi',
  nahii: 'nahi',
  ni: 'nahi',
  nhin: 'nahi',
  khatm: 'khatam',
  khtm: 'khatam',
  khatham: 'khatam',
  khtam: 'khatam',
  katam: 'khatam',
  mr: 'mar',
  mrna: 'marna',
  mrne: 'marne',
  h: 'hai',
  he: 'hai',
  hain: 'hai',
  hein: 'hai',
  hen: 'hai',
  hun: 'hu',
  hon: 'hu',
  hoon: 'hu',
  main: 'mai',
  mei: 'mai',
  mein: 'me',
  mai: 'mai',
  me: 'me',
  mje: 'mujhe',
  muje: 'mujhe',
  mjhe: 'mujhe',
  mujhko: 'mujhe',
  mujko: 'mujhe',
  toh: 'to',
  tho: 'to',
  mn: 'man',
  krta: 'karta',
  krti: 'karti',
  krte: 'karte',
  kr: 'kar',
  krna: 'karna',
  krne: 'karne',
  krke: 'karke',
  rha: 'raha',
  rhi: 'rahi',
  rhe: 'rahe',
  gya: 'gaya',
  gyi: 'gayi',
  gye: 'gaye',
  gai: 'gayi',
  pr: 'par',
  bs: 'bas',
  sb: 'sab',
  kch: 'kuch',
  chahti: 'chahti',
  chahata: 'chahta',
  cahta: 'chahta',
  cahti: 'chahti',
  chahie: 'chahiye',
  chaiye: 'chahiye',
  chahye: 'chahiye',
  jindgi: 'jindagi',
  jindagee: 'jindagi',
  jndgi: 'jindagi',
  jingdi: 'jindagi',
};

const LATIN_CACHE_SIZE = 50_000;
const latinCache = new Map<string, string>();

/** One romanised word folded: z=j, q=k, w=v, ph=f, doubled letters single (jaan=jan, marr=mar). */
function looseLatin(token: string): string {
  const base = token
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/([a-z])\1+/g, '$1');
  return ROMAN_WORDS[base] ?? ROMAN_WORDS[token] ?? base;
}

/** Devanagari folded for spelling: long and short i and u alike, anusvara and virama-free n dropped. */
export function looseDevanagari(text: string): string {
  return text
    .replace(/\u0940/g, '\u093F')
    .replace(/\u0942/g, '\u0941')
    .replace(/ई/g, 'इ')
    .replace(/ऊ/g, 'उ')
    .replace(/\u0902/g, '');
}

export interface NormalisedText {
  /** Tokens for English phrases. */
  plain: string[];
  /** The same tokens with Hindi spellings folded, for Hindi phrases in either script. */
  loose: string[];
}

const LATIN_WORD = /^[a-z]+$/;

/** A token's loose form, remembered (romanised words folded, Devanagari spellings folded). */
function looseToken(token: string): string {
  let found = latinCache.get(token);
  if (found === undefined) {
    found = LATIN_WORD.test(token) ? looseLatin(token) : looseDevanagari(token);
    if (latinCache.size >= LATIN_CACHE_SIZE) latinCache.clear();
    latinCache.set(token, found);
  }
  return found;
}

/** `folded`: the text has been through foldCharacters already (which changes nothing twice). */
export function normalise(text: string, folded = false): NormalisedText {
  const plain = tokenise(text, folded);
  return { plain, loose: plain.map(looseToken) };
}
