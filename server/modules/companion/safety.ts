import { Helplines, dial } from './helplines.js';

/**
 * Safety comes before any reply provider: a message that signals a risk of suicide or self-harm,
 * or a medical emergency, is answered at once from here, in every mode. Detection errs on the side
 * of caution (a false alarm costs a kind message with helplines; a miss could cost much more).
 * English, Hindi in Devanagari and common romanised Hindi.
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

/** Hindi in Devanagari, or romanised Hindi common words: the safety reply then starts in Hindi too. */
function looksHindi(text: string): boolean {
  return /[\u0900-\u097F]/.test(text) || /\b(hai|hoon|hun|nahi|nahin|mujhe|mera|meri|kya|bahut|chahta|chahti|mann|jeene|khud)\b/i.test(text);
}

const { teleManas, kiran, emergency, ambulance } = Helplines;

function selfHarmReply(hindi: boolean): string {
  return [
    ...(hindi
      ? [
          `आप अकेले नहीं हैं। अभी किसी से बात करें: Tele-MANAS ${dial(teleManas)} (24x7, निःशुल्क)। तुरंत ख़तरा हो तो ${emergency.numbers[0]} पर कॉल करें।`,
          '',
        ]
      : []),
    "I'm really glad you told me. What you are feeling matters, and you deserve support right now. You don't have to carry this alone.",
    '',
    `If you might act on these thoughts or are in danger right now, please call ${emergency.numbers[0]} or go to the nearest hospital emergency department.`,
    '',
    'You can talk to a trained counsellor, free and confidential, at any hour:',
    `• ${teleManas.name}: ${dial(teleManas)} (${teleManas.hours}; ${teleManas.operator}) ${teleManas.source}`,
    `• ${kiran.name}: ${dial(kiran)} (${kiran.hours}; ${kiran.operator})`,
    `• ${emergency.name}: ${dial(emergency)} · ${ambulance.name}: ${dial(ambulance)}`,
    '',
    'If you can, tell someone you trust who is near you how you are feeling, and stay with them.',
    "I'm Forti, a companion on this site, not a counsellor or a doctor, but I'm here and I'll keep listening. Would you like to tell me a little about what is happening?",
  ].join('\n');
}

function medicalEmergencyReply(hindi: boolean): string {
  return [
    ...(hindi ? [`यह आपात स्थिति हो सकती है। अभी ${emergency.numbers[0]} या एम्बुलेंस ${ambulance.numbers[0]} पर कॉल करें, या नज़दीकी इमरजेंसी विभाग जाएँ।`, ''] : []),
    'What you describe could be a medical emergency. Please get help now:',
    `• Call ${emergency.numbers[0]} (emergency) or ${ambulance.numbers[0]} (ambulance), or go to the nearest hospital emergency department now.`,
    "• If you or the person you care for is on cancer treatment, also call the treating oncology team's emergency number. A fever during chemotherapy can be serious (febrile neutropenia) and needs to be seen urgently.",
    '• Take the treatment papers and the list of medicines with you, and ask someone to go with you if you can.',
    '',
    "I'm Forti, a companion, not a doctor, and I can't assess this for you. Please get help first; I'll be here afterwards.",
  ].join('\n');
}

/** The immediate, kind reply for a risk message (sent instead of any provider's reply). */
export function safetyReply(kind: RiskKind, message: string): string {
  const hindi = looksHindi(message);
  return kind === 'self_harm' ? selfHarmReply(hindi) : medicalEmergencyReply(hindi);
}
