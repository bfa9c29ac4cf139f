import { foldCharacters } from '../normalise.js';

/**
 * Numbers carry much of what a caregiver tells a triage nurse: "102 since morning", "platelets 12
 * hazaar", "7 baar potty", "day 9 after chemo". This reads them, with their units, in English,
 * Hindi and romanised Hindi, and names what they mean (a fever, a dangerously low platelet count,
 * many episodes, days since chemotherapy) as tokens the model reads beside the words. Thresholds
 * follow the UK Oncology Nursing Society's 24-hour triage tool (fever >= 37.5-38 C after
 * chemotherapy; platelets < 20 x 10^9/L with bleeding; >= 6 stools a day) and ordinary practice
 * in India, where thermometers read Fahrenheit (100.4 F = 38 C).
 */

const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

const SMALL: Record<string, number> = {
  ek: 1,
  one: 1,
  एक: 1,
  do: 2,
  two: 2,
  दो: 2,
  teen: 3,
  tin: 3,
  three: 3,
  तीन: 3,
  char: 4,
  chaar: 4,
  four: 4,
  चार: 4,
  panch: 5,
  paanch: 5,
  पांच: 5,
  पाँच: 5,
  five: 5,
  chhe: 6,
  chhah: 6,
  che: 6,
  six: 6,
  छह: 6,
  छः: 6,
  छे: 6,
  saat: 7,
  sat: 7,
  seven: 7,
  सात: 7,
  aath: 8,
  ath: 8,
  eight: 8,
  आठ: 8,
  nau: 9,
  nine: 9,
  नौ: 9,
  das: 10,
  ten: 10,
  दस: 10,
  gyarah: 11,
  eleven: 11,
  ग्यारह: 11,
  barah: 12,
  twelve: 12,
  बारह: 12,
  terah: 13,
  thirteen: 13,
  तेरह: 13,
  chaudah: 14,
  fourteen: 14,
  चौदह: 14,
  pandrah: 15,
  fifteen: 15,
  पंद्रह: 15,
  solah: 16,
  sixteen: 16,
  सोलह: 16,
  satrah: 17,
  seventeen: 17,
  सत्रह: 17,
  atharah: 18,
  athara: 18,
  eighteen: 18,
  अठारह: 18,
  unnis: 19,
  nineteen: 19,
  उन्नीस: 19,
  bees: 20,
  twenty: 20,
  बीस: 20,
  pachees: 25,
  pachis: 25,
  पच्चीस: 25,
  tees: 30,
  thirty: 30,
  तीस: 30,
  chalis: 40,
  forty: 40,
  चालीस: 40,
  pachas: 50,
  fifty: 50,
  पचास: 50,
};
const SMALL_WORDS = Object.keys(SMALL).join('|');
const HUNDRED = '(?:sau|सौ|hundred)';
/** 'ek sau do', 'sau do', 'एक सौ दो', 'hundred and two' (compiled once, not per message). */
const HUNDREDS = new RegExp(
  `(?:(?:ek|एक|a|one)\\s+)?${HUNDRED}(?:\\s+and)?\\s+(${SMALL_WORDS})(?![\\p{L}\\p{M}])`,
  'gu',
);
/** What HUNDREDS cannot match without, looked for first: it is costly to run and seldom matches. */
const MAY_HAVE_HUNDREDS = new RegExp(HUNDRED);
/**
 * A number word before what it counts: 'saat baar', 'पंद्रह हज़ार'. The word is matched first and
 * then checked to start a word (the lookbehind with `\1`), which is the same as checking first but
 * far cheaper: the check reads a character against the letters of Unicode, the word's test mostly
 * fails at its first letter.
 */
const COUNTED_WORD = new RegExp(
  `(${SMALL_WORDS})(?<=(?<![\\p{L}\\p{M}])\\1)(?=\\s+(?:baar|bar|बार|times|din|दिन|days|ghante|घंटे|hours|hazar|hazaar|hajar|हजार|thousand|lakh|लाख|degree|डिग्री)(?![\\p{L}\\p{M}]))`,
  'gu',
);

/** What COUNTED_WORD cannot match without (a unit after the number word), looked for first. */
const MAY_BE_COUNTED =
  /baar|bar|बार|times|din|दिन|days|ghante|घंटे|hours|hazar|hazaar|hajar|हजार|thousand|lakh|लाख|degree|डिग्री/;
const HAS_DIGIT = /\d/;

/** Text with Devanagari digits as ASCII, number words as digits ('ek sau do' = 102, '15 hazaar' = 15000). */
export function withNumbers(text: string, folded = false): string {
  let t = (folded ? text : foldCharacters(text)).replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  // 1,50,000 and 12,000 as plain numbers
  t = t.replace(/(\d)[,](?=\d{2,3}\b)/g, '$1');
  if (MAY_HAVE_HUNDREDS.test(t)) t = t.replace(HUNDREDS, (_, n: string) => String(100 + (SMALL[n] ?? 0)));
  if (MAY_BE_COUNTED.test(t)) t = t.replace(COUNTED_WORD, (n: string) => String(SMALL[n] ?? n));
  // What follows reads digits only: a text without any is left as it is (most of a long post's windows).
  if (!HAS_DIGIT.test(t)) return t;
  // thousands and lakhs: 15k, 15 hazaar, 15 हज़ार, 0.2 lakh, 1.5 लाख
  t = t.replace(/(\d+(?:\.\d+)?)\s*(?:k|hazar|hazaar|hajar|hajaar|हजार|thousand)(?![a-z])/gu, (_, n: string) =>
    String(Math.round(Number(n) * 1000)),
  );
  t = t.replace(/(\d+(?:\.\d+)?)\s*(?:lakh|lac|lakhs|लाख)(?![a-z])/gu, (_, n: string) =>
    String(Math.round(Number(n) * 100000)),
  );
  return t;
}

const FEVER_WORD = /(?:fever|temp|temperature|bukh?aa?r|बुखार|ताप|तापमान|थर्मामीटर|thermometer|tap|taap)/u;
const PLATELET_WORD = /(?:platelet|plt|pletlet|pletelet|प्लेटलेट|count)/u;
const CHEMO_WORD = /(?:chemo|kimo|kemo|कीमो|cycle|infusion|dose|साइकिल)/u;
const URINE_WORD = /(?:urine|pee|pesh?aa?b|pishab|पेशाब|toilet)/u;
const EPISODE_WORD =
  /(?:ulti|उल्टी|vomit|loose|motion|dast|दस्त|potty|पॉटी|stool|latrine|diarrh|fit|seizure|daura|दौरा)/u;

function near(text: string, index: number, word: RegExp, span = 48): boolean {
  return word.test(text.slice(Math.max(0, index - span), index + span));
}

/**
 * What the numbers of a message mean, as tokens such as TEMP_FEVER or PLT_CRITICAL. `folded`: the
 * text has been through foldCharacters already (features.ts folds a message once).
 */
export function readNumbers(text: string, folded = false): string[] {
  const t = withNumbers(text, folded);
  // Every reading below starts from a digit.
  if (!HAS_DIGIT.test(t)) return [];
  const out = new Set<string>();
  for (const m of t.matchAll(/(\d{2,3}(?:\.\d)?)\s*(°|deg|degree|degrees|डिग्री|f\b|c\b|fahrenheit|celsius)?/gu)) {
    const value = Number(m[1]);
    const unit = m[2] ?? '';
    const isTemp = unit !== '' || near(t, m.index, FEVER_WORD, 32);
    if (!isTemp) continue;
    const celsius = /c|celsius/.test(unit) || (value >= 34 && value <= 43);
    const fahrenheit = !celsius && value >= 94 && value <= 110;
    if (celsius && value >= 34 && value <= 43) {
      if (value >= 38) out.add('TEMP_FEVER');
      if (value >= 38.9) out.add('TEMP_HIGH');
      if (value <= 37.4) out.add('TEMP_NORMAL');
    } else if (fahrenheit) {
      if (value >= 100.4) out.add('TEMP_FEVER');
      if (value >= 102) out.add('TEMP_HIGH');
      if (value <= 99.4) out.add('TEMP_NORMAL');
    }
  }
  // A bare 100-106 with no unit of its own ('102 since morning') is most often a temperature here.
  if (
    !out.has('TEMP_FEVER') &&
    /(?<![\d.₹]|rs |rs\. )(10[0-6])(?:\.\d)?(?!\d|\s*(?:%|kg|mg|ml|rs|rupees|km|days|din|दिन|saal|years|\/))/u.test(t)
  )
    out.add('TEMP_MAYBE');
  for (const m of t.matchAll(/\d+(?:\.\d+)?/g)) {
    if (!near(t, m.index, PLATELET_WORD, 40)) continue;
    let value = Number(m[0]);
    if (value > 0 && value < 1000 && !/\./.test(m[0])) value *= 1000;
    else if (value > 0 && value < 10) value *= 100000;
    if (value < 1000) continue;
    if (value < 20000) out.add('PLT_CRITICAL');
    if (value < 50000) out.add('PLT_LOW');
    if (value >= 100000) out.add('PLT_OK');
  }
  for (const m of t.matchAll(/(\d+)\s*(?:baar|bar|बार|times|episodes|motions)\b/gu)) {
    const n = Number(m[1]);
    if (n >= 6 && near(t, m.index, EPISODE_WORD, 60)) out.add('COUNT_MANY');
    if (n >= 3) out.add('COUNT_SOME');
  }
  for (const m of t.matchAll(/(?:day|din|दिन)\s*(\d+)|(\d+)\s*(?:days?|din|दिन|dino|दिनों)/gu)) {
    const n = Number(m[1] ?? m[2]);
    if (near(t, m.index, CHEMO_WORD, 60) && n <= 21) out.add('CHEMO_RECENT');
    if (near(t, m.index, URINE_WORD, 60) && n >= 1) out.add('URINE_LONG');
  }
  for (const m of t.matchAll(/(\d+)\s*(?:hours|hrs|ghante|घंटे|घंटों)/gu)) {
    const n = Number(m[1]);
    if (n >= 8 && near(t, m.index, URINE_WORD, 60)) out.add('URINE_LONG');
    if (n <= 72 && near(t, m.index, CHEMO_WORD, 60)) out.add('CHEMO_RECENT');
  }
  for (const m of t.matchAll(/(\d{2})\s*%/g))
    if (Number(m[1]) < 92 && /(?:spo2|oxygen|saturation|sats|ऑक्सीजन|oximeter)/u.test(t)) out.add('SPO2_LOW');
  for (const m of t.matchAll(/(\d+)\s*(?:breaths|saans|सांस)/gu)) if (Number(m[1]) < 10) out.add('RESP_SLOW');
  return [...out];
}
