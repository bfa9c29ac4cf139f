import { foldMessage } from './providers/offline-situations.js';

/**
 * The library's vocabulary in English, Hindi and romanised Hindi: each row is one idea of the
 * library (its titles and summaries, its services and events) written the ways a member may ask
 * for it. The library is mostly English and partly Hindi, so a question finds its items in either
 * script: a word of a row in the question adds the row's other words to the search. Written from the
 * library's side (what its items are about), not from the measured questions.
 */
export const LIBRARY_WORDS: readonly string[][] = [
  // Paying for treatment
  ['fund', 'कोष', 'kosh'],
  ['scheme', 'schemes', 'योजना', 'yojana', 'yojna'],
  ['insurance', 'बीमा', 'bima'],
  ['government', 'सरकार', 'सरकारी', 'sarkar', 'sarkari'],
  ['prime', 'minister', 'प्रधानमंत्री', 'pradhan', 'mantri'],
  ['medicines', 'medicine', 'दवा', 'दवाई', 'दवाइयों', 'दवाइयां', 'dawa', 'dawai', 'davai', 'dawaiyon'],
  // Feelings and mental health
  ['counselling', 'counseling', 'counsellor', 'counselor', 'परामर्श', 'काउंसलिंग', 'paramarsh'],
  ['anxiety', 'चिंता', 'घबराहट', 'chinta', 'tension', 'ghabrahat'],
  ['depression', 'उदास', 'udaas', 'udas', 'डिप्रेशन'],
  ['mental', 'मानसिक', 'mansik'],
  ['grief', 'bereavement', 'शोक', 'दुख', 'दुःख', 'shok', 'dukh'],
  ['sleep', 'sleeplessness', 'नींद', 'neend', 'nind'],
  ['fear', 'डर', 'dar', 'darr'],
  ['helpline', 'हेल्पलाइन'],
  // Pain, palliative and home care, side effects
  ['pain', 'दर्द', 'dard'],
  ['palliative', 'पैलिएटिव', 'उपशामक'],
  ['home', 'घर', 'ghar'],
  ['nausea', 'vomiting', 'उल्टी', 'ulti'],
  ['fatigue', 'थकान', 'thakan'],
  // Treatment centres, doctors and appointments
  // The library's treatment centres are hospitals by another name (Tata Memorial Centre).
  ['hospital', 'hospitals', 'centre', 'centres', 'center', 'अस्पताल', 'केंद्र', 'aspatal', 'haspatal', 'kendra'],
  ['oncologist', 'doctor', 'डॉक्टर', 'डाक्टर', 'daktar'],
  ['opinion', 'राय', 'rai', 'raay'],
  ['appointment', 'preparing', 'prepare', 'तैयारी', 'taiyari', 'tayari'],
  ['questions', 'सवाल', 'प्रश्न', 'sawal', 'savaal'],
  // People: survivors, groups, families, carers, the young
  ['survivors', 'survivor', 'सर्वाइवर', 'सर्वाइवरों'],
  ['stories', 'story', 'कहानी', 'कहानियाँ', 'कहानियां', 'kahani', 'kahaniyan', 'kahaaniyan'],
  ['group', 'groups', 'समूह', 'ग्रुप', 'samuh', 'samooh'],
  ['families', 'family', 'परिवार', 'परिवारों', 'parivar', 'pariwar'],
  ['walk', 'meetup', 'सैर', 'sair'],
  ['caregivers', 'caregiver', 'caring', 'देखभाल', 'dekhbhal', 'dekhbhaal', 'dekh-bhal'],
  ['young', 'युवा', 'yuva', 'jawan', 'नौजवान'],
  ['women', 'महिला', 'महिलाओं', 'mahila', 'mahilayen', 'mahilaon', 'aurat', 'auraton'],
  // Kinds of cancer
  ['blood', 'ब्लड', 'खून', 'khoon', 'khun'],
  ['leukaemia', 'leukemia', 'ल्यूकेमिया'],
  ['lymphoma', 'लिंफोमा', 'लिम्फोमा'],
  ['breast', 'स्तन', 'stan'],
  // Wellbeing and events
  ['yoga', 'योग', 'yog'],
  ['breathing', 'breath', 'साँस', 'सांस', 'saans', 'sans'],
  ['exercise', 'व्यायाम', 'vyayam', 'kasrat'],
  // Emergencies
  ['emergency', 'आपातकालीन', 'आपात', 'इमरजेंसी', 'emergency'],
  ['ambulance', 'एम्बुलेंस', 'एंबुलेंस'],
  // Screening, facts, information
  ['screening', 'detection', 'check', 'checked', 'checkup', 'जाँच', 'जांच', 'jaanch', 'janch'],
  ['symptoms', 'signs', 'लक्षण', 'lakshan'],
  ['early', 'जल्दी', 'jaldi'],
  ['prevention', 'बचाव', 'bachav', 'bachaav'],
  ['statistics', 'registry', 'data', 'आँकड़े', 'आंकड़े', 'आँकड़ों', 'aankde', 'aankade', 'aankre'],
  ['information', 'जानकारी', 'jaankari', 'jankari'],
  ['website', 'वेबसाइट'],
  ['forum', 'फ़ोरम', 'फोरम'],
  ['rehabilitation', 'पुनर्वास', 'punarvas'],
  // Tobacco
  [
    'tobacco',
    'smoking',
    'cigarette',
    'bidi',
    'beedi',
    'gutka',
    'gutkha',
    'quitline',
    'तंबाकू',
    'तम्बाकू',
    'गुटखा',
    'बीड़ी',
    'सिगरेट',
    'tambaku',
    'tambakoo',
  ],
  ['quit', 'छोड़ना', 'छोड़ने', 'chhodna', 'chhodne', 'chodna'],
];

const WORD = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;
const rowsByWord = new Map<string, number[]>();
LIBRARY_WORDS.forEach((row, i) => {
  for (const word of row) {
    const key = foldMessage(word.toLowerCase());
    rowsByWord.set(key, [...(rowsByWord.get(key) ?? []), i]);
  }
});

/**
 * The words of a text grouped by idea: each word of the text with the other words of its library
 * rows ("दर्द" with "pain" and "dard"), a word of no row alone; in the text's order, each word once.
 * A search weighs an idea once, however many of its words an item holds.
 */
export function libraryIdeas(text: string): string[][] {
  const ideas: string[][] = [];
  const placed = new Set<string>();
  for (const word of foldMessage(text.toLowerCase()).match(WORD) ?? []) {
    if (placed.has(word)) continue;
    const rows = rowsByWord.get(word) ?? [];
    const idea = [word, ...rows.flatMap((i) => LIBRARY_WORDS[i]!.map((w) => foldMessage(w.toLowerCase())))];
    const fresh = [...new Set(idea)].filter((w) => !placed.has(w));
    for (const w of fresh) placed.add(w);
    if (fresh.length > 0) ideas.push(fresh);
  }
  return ideas;
}
