import { foldDevanagari, looseDevanagari } from './normalise.js';

/**
 * What turns a risk phrase into no alarm: a negation just before it ('I don't want to die', 'never
 * thought about ending my life') or just after it in Hindi ('खुद को नुकसान नहीं पहुँचाऊँगी'), the
 * past ('last year', 'पिछले साल', 'years back') and, for the bare word suicide, someone else ('my
 * friend', 'मेरी सहेली ने'). Each is judged within one clause, so 'I don't want to die, but some days
 * I want to end it' still alarms. A phrase that itself contains the negation ('I don't want to live',
 * 'जीना नहीं है') is untouched: the check looks only outside the phrase.
 */

/** English negations that may stand before a risk phrase. */
const NEGATIONS_BEFORE = new Set([
  'dont',
  'do',
  'didnt',
  'never',
  'not',
  'wont',
  'no',
  'nt',
  'isnt',
  'wasnt',
  'arent',
  'aint',
  'neither',
]);
/** Words that may stand between the negation and the phrase: 'never really thought about ...'. */
const BRIDGE = new Set([
  'want',
  'wanted',
  'wanna',
  'to',
  'thought',
  'think',
  'thinking',
  'about',
  'of',
  'ever',
  'really',
  'even',
  'i',
  'im',
  'am',
  'be',
  'would',
  'could',
  'will',
  'going',
  'gonna',
  'plan',
  'planning',
  'feel',
  'feeling',
  'like',
  'actually',
  'once',
  'again',
  'intend',
  'myself',
  'on',
  'having',
  'getting',
]);
/** Hindi negations after a phrase (both scripts, loose spelling), and the small words between. */
const NEGATIONS_AFTER = new Set(['nahi', 'na', 'mat', 'नहि', 'न', 'ना', 'मत']);
const BRIDGE_AFTER = new Set(['hi', 'to', 'bhi', 'kabhi', 'ही', 'तो', 'भी', 'कभि']);

/** Whether the tokens just before `start` negate what follows. */
export function negatedBefore(plain: string[], start: number): boolean {
  for (let i = start - 1, seen = 0; i >= 0 && seen < 4; i--, seen++) {
    const t = plain[i] ?? '';
    if (NEGATIONS_BEFORE.has(t) && (t !== 'do' || plain[i + 1] === 'not')) return true;
    if (!BRIDGE.has(t)) return false;
  }
  return false;
}

/** Whether a Hindi negation follows the phrase ending before token `end`. */
export function negatedAfter(loose: string[], end: number): boolean {
  for (let i = end, seen = 0; i < loose.length && seen < 3; i++, seen++) {
    const t = loose[i] ?? '';
    if (NEGATIONS_AFTER.has(t)) return true;
    if (!BRIDGE_AFTER.has(t)) return false;
  }
  return false;
}

const hiFold = (s: string) => looseDevanagari(foldDevanagari(s));
const EDGE = '(?:(?<![^ ])|(?![^ ]))';
const words = (src: string) => new RegExp(hiFold(src).replaceAll('\\b', EDGE), 'u');

/** Time that is over: a clause that speaks of it is history, not an alarm. */
const PAST = words(
  String.raw`\b(?:last (?:year|month|years)|years? (?:ago|back|before)|months (?:ago|back)|(?:\d+|two|three|few|many|several) (?:years|months) (?:ago|back)|as a (?:child|kid|teenager)|in (?:my |his |her )?(?:childhood|teens|college)|used to|in the past|back in (?:\d+|school|college)|in (?:19|20)\d\d)\b` +
    String.raw`|\b(?:pichle|pichli) (?:sal|mahine|baras|barson|janam)\b|\b(?:sal|salon|baras|barson|mahine) (?:pehle|pahle)\b|\bbachpan\b` +
    String.raw`|\bपिछले (?:साल|महीने|बरस|हफ्ते)\b|\b(?:साल|सालों|बरस|बरसों|महीने) पहले\b|\bबचपन\b`,
);
/** Recovery said in the same clause: 'recovered well', 'अब ठीक है'. */
const RECOVERED = words(
  String.raw`\b(?:recovered|all fine now|fine now|okay now|ok now|now fine|now ok|better now|went away|gone down|came down|ab thik|ab theek|utar gaya|utar gayi|thik ho (?:gaya|gayi|gaye)|अब ठीक|उतर (?:गया|गई)|ठीक हो (?:गया|गई|गए))\b`,
);
/** Someone else (a completed act told about another person): for the bare words suicide, आत्महत्या. */
const SOMEONE_ELSE = words(
  String.raw`\b(?:he|she|they|his|her|their|friend|uncle|aunt|cousin|brother|sister|father|mother|dad|mom|mum|son|daughter|neighbour|neighbor|colleague|husband|wife|someone|people|ne|ने)\b` +
    String.raw`.*\b(?:committed|attempted|tried|died|took|kiya|kiya tha|ki thi|kar liya|kar li|किया|की|कर ली|कर लिया)\b`,
);
/** The member as the subject: 'my friend did, and I will too' is an alarm. */
const FIRST_PERSON = words(String.raw`\b(?:i|im|ill|ive|mai|मैं)\b`);
/** An emergency sign that comes and goes, already checked: 'chest pain sometimes'. */
const OCCASIONAL = words(String.raw`\b(?:sometimes|occasionally|kabhi kabhi|कभि कभि)\b`);

/** A question about what to do if something happened, not a report that it has: medical only. */
const HYPOTHETICAL = words(
  String.raw`\b(?:if|might|in case|warning signs?|signs of|symptoms of|what to do when|agar|yadi|अगर|यदि)\b` +
    String.raw`|\b(?:ho|aye|ae|a jaye|ho jaye|ho jae) to kya\b|\b(?:हो|आए|आये|हो जाए) तो क्या\b`,
);
/** Talk about a film, a book or prevention work, not about oneself: for self-harm. */
const TOPIC = words(
  String.raw`\b(?:movie|film|book|novel|article|series|show|news|documentary|song|awareness|prevention|research|study|statistics|lecture)\b`,
);

/** Someone has died of it: grief, not an emergency to call for. */
const DIED = words(
  String.raw`\b(?:died|passed away|passed on|guzar gaye|guzar gayi|gujar gaye|nidhan|dehant|गुजर गए|गुजर गई|निधन|देहांत)\b`,
);
/** Already in hospital care: the member needs no number to call. */
const IN_CARE = words(
  String.raw`\b(?:is|are|now|currently|already|still) (?:in|at) (?:the )?(?:hospital|icu|emergency|er|casualty)\b|\badmitted\b|\bbharti\b|\bभर्ती\b|\b(?:hospital|aspatal) (?:me|mai) (?:admit|bharti)\b`,
);

export interface ClauseText {
  plain: string;
  loose: string;
}

const either = (re: RegExp, c: ClauseText) => re.test(c.plain) || re.test(c.loose);

/** Whether a clause tells of a death. */
export function isDeath(c: ClauseText): boolean {
  return either(DIED, c);
}

/** Whether a message says the person is already in hospital care. */
export function isInCare(c: ClauseText): boolean {
  return either(IN_CARE, c);
}

/** Whether a clause speaks of the past (or of a recovery) rather than of now. */
export function isPast(c: ClauseText): boolean {
  return either(PAST, c) || either(RECOVERED, c);
}

/** Whether a clause tells of someone else's act. */
export function isSomeoneElse(c: ClauseText): boolean {
  return either(SOMEONE_ELSE, c) && !either(FIRST_PERSON, c);
}

/** Whether a clause speaks of an emergency that comes and goes, or that might happen. */
export function isOccasionalOrHypothetical(c: ClauseText): boolean {
  return either(OCCASIONAL, c) || either(HYPOTHETICAL, c);
}

/** Whether a clause speaks of a film, a book or prevention work. */
export function isTopic(c: ClauseText): boolean {
  return either(TOPIC, c);
}
