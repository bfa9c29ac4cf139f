/**
 * The one risk detector of the platform: Forti, the forum, stories and private messages all call
 * detectRisk, and so does `npm run eval:safety`. A message that signals a risk of suicide or
 * self-harm, or a medical emergency, is recognised here, deterministically and before any AI
 * provider is called. Detection errs on the side of caution (a false alarm costs a kind message with
 * helplines; a miss could cost much more). English, Hindi in Devanagari and romanised Hindi.
 */
export type RiskKind = 'self_harm' | 'medical_emergency';

const SELF_HARM: RegExp[] = [
  /\b(kill(ing)?|hurt(ing)?|harm(ing)?|cut(ting)?|end(ing)?) (myself|my ?self|my life)\b/i,
  /\bsuicid(e|al)\b/i,
  /\b(end|ending) it all\b/i,
  /\b(?<!(don'?t|do not|never|not) )(want|wanted|wanting|plan(ning)?|ready) to die\b/i,
  /\bwann?a die\b/i,
  /\bdon'?t want to (live|be alive|be here|wake up|go on)( anymore)?\b/i,
  /\b(no|no more) (reason|point) (to|in) (live|living|go(ing)? on)\b/i,
  /\bbetter off dead\b/i,
  /\btake my (own )?life\b/i,
  /\bself[- ]?harm\b/i,
  /\b(took|taken|take|taking) (an |too many |all (of )?my )?(overdose|pills to die)\b/i,
  // Romanised Hindi
  /\bmar(na|ne|jana|\s+jana|\s+jaun|\s+jaaun|\s+jaau)\s+(chahta|chahti|chahata|chahati)\b/i,
  /\bmarna\s+hai\b/i,
  /\bjeen?e\s+ka\s+(mann?|man)\s+nahi?n?\b/i,
  /\bjeena\s+nahi?n?\s+(chahta|chahti)\b/i,
  /\b(khudkushi|khud\s*kushi|aatmahatya|atmahatya|aatmhatya)\b/i,
  /\b(khud|apne\s+aap)\s+ko\s+(nuksa+n|nuqsa+n|khatam|maar|hurt)\b/i,
  /\b(zindagi|jaan)\s+(khatam|de\s+dun|de\s+doon)\b/i,
  // Devanagari (no \b: JavaScript word boundaries do not know Devanagari)
  /आत्महत्या|ख़ुदकुशी|खुदकुशी/,
  /मरना\s*चाह|मर\s*जाना\s*चाह|मरना\s*है/,
  /जीने\s*का\s*मन\s*नहीं|जीना\s*नहीं\s*चाह/,
  /(ख़ुद|खुद|अपने\s*आप)\s*को\s*(नुक़सान|नुकसान|खत्म|ख़त्म|मार)/,
  /(अपनी\s*)?जान\s*(दे|ले)\s*(दूं|दूँ|लूं|लूँ|देना|लेना)/,
];

const MEDICAL_EMERGENCY: RegExp[] = [
  /\bchest (pain|pains|tightness|pressure)\b/i,
  /\b(can'?t|cannot|can not|unable to|struggling to|hard to|trouble|difficulty|not able to) breath(e|ing)?\b/i,
  /\b(heavy|severe|lot of|uncontrolled|non-?stop) bleeding\b/i,
  /\bbleeding (a lot|heavily|badly|won'?t stop|will not stop|that won'?t stop|non-?stop)\b/i,
  /\b(vomiting|coughing|throwing up|spitting) (up )?blood\b/i,
  /\b(unconscious|unresponsive|not responding|passed out|fainted|collapsed)\b/i,
  /\b(seizure|seizures|convulsion|convulsions|having a fit|having fits)\b/i,
  /\bfebrile neutropenia\b/i,
  /\b(stroke|face (is )?drooping|slurred speech)\b/i,
  // Romanised Hindi
  /\b(seene|chhati|chati)\s+(me|mein|main)\s+dard\b/i,
  /\bsaa?ns\s+(nahi|nahin|nai)\s+(aa|le|ho)\b/i,
  /\b(behosh|behos)\b/i,
  /\bkhoon\s+(bahut|bohot|zyada|jyada)?\s*(beh|nikal|ruk\s+nahi)/i,
  /\bdaura\s+(pada|pad|aaya)\b/i,
  // Devanagari
  /(सीने|छाती)\s*में\s*दर्द/,
  /(सांस|साँस)\s*(नहीं|लेने\s*में\s*(दिक्कत|तकलीफ))/,
  /बेहोश/,
  /खून\s*(बहुत|ज़्यादा|ज्यादा)?\s*(बह|निकल|रुक\s*नहीं)/,
  /दौरा\s*(पड़ा|पड़)/,
];

// Fever during chemotherapy (possible febrile neutropenia) needs both parts.
const FEVER = /\b(fever|high temperature|temperature of (3[89]|1[01]\d)|bukhar|bukhaar)\b|बुखार|ताप/i;
const ON_CHEMO = /\b(chemo|chemotherapy|neutropeni\w*|low (white|wbc|counts?))\b|कीमो/i;

export function detectRisk(message: string): RiskKind | null {
  const text = message.normalize('NFC');
  if (SELF_HARM.some((re) => re.test(text))) return 'self_harm';
  if (MEDICAL_EMERGENCY.some((re) => re.test(text))) return 'medical_emergency';
  if (FEVER.test(text) && ON_CHEMO.test(text)) return 'medical_emergency';
  return null;
}

