import { foldDevanagari } from '../../safety/index.js';

/**
 * A word edge that knows every script. JavaScript's `\b` only knows [A-Za-z0-9_], so `\bनमस्ते\b`
 * never matches; every pattern here is built with this edge instead, and reads the message with
 * nukta and chandrabindu folded (ख़र्च = खर्च), so the Hindi words match however they are typed.
 */
const EDGE = String.raw`(?:(?<=[\p{L}\p{M}\p{N}])(?![\p{L}\p{M}\p{N}])|(?<![\p{L}\p{M}\p{N}])(?=[\p{L}\p{M}\p{N}]))`;
function words(re: RegExp): RegExp {
  return new RegExp(foldDevanagari(re.source).replaceAll('\\b', EDGE), 'iu');
}

/** The message as the patterns read it. */
export function foldMessage(message: string): string {
  return foldDevanagari(message);
}

/**
 * What the offline companion recognises. Each situation: words that signal it (English and some
 * Hindi) and extra search words so that the platform search finds the resources that fit. What it
 * says (a warm opening and 2 to 4 practical next steps) is in the catalogs, in English and Hindi.
 */
export interface Situation {
  /** Its words live in server/locales/<lang>/companion.json under situations.<key>. */
  key: SituationKey;
  pattern: RegExp;
  searchWords: string;
}

export type SituationKey =
  | 'stages'
  | 'treatment_works'
  | 'hair_loss'
  | 'diet'
  | 'doctor_questions'
  | 'newly_diagnosed'
  | 'surgery'
  | 'side_effects'
  | 'survivors'
  | 'money'
  | 'treatment_options'
  | 'caregiver'
  | 'family'
  | 'fear_low_mood';

export const Situations: Situation[] = [
  // A newly diagnosed person's first questions (issue 44): general information, kindly, with the
  // library's patient-education articles. They come first: "stage 2" or "hair loss" names what is
  // asked more exactly than the situations below, which add a step when they match too.
  {
    key: 'stages',
    pattern: words(
      /\bwhat (does|do|is|are) (the |my |a |his |her )?stag(e|es|ing)\b|\bstag(e|es|ing)\b.{0,20}\bmean(s|ing)?\b|\bstages of\b|\bstaging\b|\bTNM\b|\bstage\b.{0,15}\b(kya|matlab)\b|स्टेज.{0,15}(मतलब|क्या होत|क्या है)|(कैंसर|बीमारी) की अवस्था/,
    ),
    searchWords: 'stage staging spread lymph nodes',
  },
  {
    key: 'treatment_works',
    pattern: words(
      /\b(get|gets|getting|got|become) (well|better|cured)\b|\b(does|do|will|can|is) (the )?(chemo\w*|kimo|treatment|radiation|radiotherapy|surgery) (really )?(work|working|help|helping|cure|effective)\b|\b(people|patients|anyone|someone) (survive|recover)\w*|\brecover(y|ed)? (from|after) (chemo\w*|cancer|treatment)\b|\b(theek|thik) (ho|hote|hoti|hua|hue|hoga|hogi|honge)\b(?! chuk)|\b(chemo|kimo|ilaa?j)\b.*\b(asar|kaam kar)\w*|ठीक (हो|होते|होती|हुए|हुआ|होगा|होगी|होंगे)\b(?! चुक)|(कीमो|इलाज)\S* .*(असर|काम कर)/,
    ),
    searchWords: 'chemotherapy stage cure side effects',
  },
  {
    key: 'hair_loss',
    pattern: words(
      /\bhair\b|\bbald\w*|\bwigs?\b|\bbaal (jhad|jhar|gir|ud|kat|wapas)\w*|\bbaalon\b|\bbalon\b|बाल (झड़|गिर|उड़|कट|वापस)|बालों|गंज|विग/,
    ),
    searchWords: 'hair loss chemotherapy side effects wig',
  },
  {
    key: 'diet',
    pattern: words(
      /\b(what|which) (food|foods|to eat|should (i|he|she|we|they) eat|can (i|he|she|we|they) eat)\b|\bdiet\b|\beat(ing)? (during|while|on|after|in) (chemo\w*|treatment|radiation)\b|\bfood (during|while|in|for) (chemo\w*|treatment|radiation)\b|\bnutrition\w*|\bkya khana\b|\bkya khaye?n?\b|\bkhane? (me|mein|ka|ki) (kya|parhez)\b|\bparhez\b|क्या खाना|क्या खाएँ|क्या खाएं|क्या खाऊँ|क्या खाऊं|खान-पान|खानपान|आहार|परहेज/,
    ),
    searchWords: 'eating food diet chemotherapy',
  },
  {
    key: 'doctor_questions',
    // Not when the message asks about the treatment options themselves: that situation's steps include
    // what to ask the doctor, and it names the national guidelines.
    pattern: words(
      /^(?![\s\S]*\btreatment (options?|plan|choices?)\b)(?:\b(what|which) (questions? )?(to|should i|should we|can i|do i) ask (my |the |our |his |her )?(doctor|oncologist|surgeon)\b|\bquestions? (for|to ask) (my |the |our )?(doctor|oncologist|surgeon)\b|\b(doctor|daktar) se (kya|kaun ?se) (sawal|savaal|puchh?|pooch)\w*|डॉक्टर से (क्या|कौन से|कौनसे) (सवाल|पूछ))/,
    ),
    searchWords: 'questions ask doctor appointment',
  },
  {
    key: 'newly_diagnosed',
    pattern: words(
      /\b(just|recently|newly|been) diagnos\w*|\bnew(ly)? diagnos\w*|\bdiagnosed (with|today|yesterday|last)|\b(got|received|had) (my|the|a) diagnosis|\bfound out (i|he|she|my \w+) (have|has)|\bbiopsy (result|report)|\b(abhi|hal hi mein) pata chala|\bnaya diagnos|निदान|पता चला/,
    ),
    searchWords: 'newly diagnosed platform guide first steps community survivors',
  },
  {
    key: 'surgery',
    pattern: words(
      /\bsurger(y|ies)\b|\boperation\b|\boperated\b|\bsurgeon\b|\bmastectomy\b|\blumpectomy\b|\bpre[- ]?op\b|\bpost[- ]?op\b|ऑपरेशन|सर्जरी/,
    ),
    searchWords: 'surgery hospital centre treatment second opinion',
  },
  {
    key: 'side_effects',
    pattern: words(
      /\bside[- ]?effects?\b|\bnause\w*|\bvomit\w*|\bhair (loss|fall|falling)|\blosing (my )?hair|\bfatigue\b|\btired all the time\b|\bmouth (sores|ulcers)\b|\bneuropathy\b|\bnumb(ness)?\b|\bconstipat\w*|\bdiarrh?o?ea\b|\b(loss of |no )appetite\b|\bchemo brain\b|\bulti\b|\bthakan\b|\bbaal (jhad|gir)\w*|\bkamzori\b|\bbhook?h (nahi|kam)\b|\bkabz\b|\bdast\b|थकान|थकावट|कमजोरी|उल्टी|मतली|जी मिचला|बाल (झड़|गिर)|भूख (नहीं|कम)|मुंह में छाले|दस्त|कब्ज|साइड इफ़ेक्ट|साइड इफेक्ट|दुष्प्रभाव/,
    ),
    searchWords: 'side effects palliative care symptom pain relief',
  },
  {
    key: 'survivors',
    pattern: words(
      /\bsurvivors?\b|\b(been|gone|went) through (it|this|the same)\b|\bothers? (who|like me)\b|\bconnect with\b|\btalk to (people|someone|others)\b|\bpeers?\b|\bsupport groups?\b|\bsame experience\b|\bsurvivor\w*|\b(guzar|gujar) chuke\b|\blogon se (judna|milna|baat)|सर्वाइवर|\b(गुजर|ठीक हो) चुके\b|\bठीक हुए\b|\bलोगों से (जुड़|मिल|बात)|सहायता समूह/,
    ),
    searchWords: 'survivor stories community forum support groups connect events',
  },
  {
    key: 'money',
    pattern: words(
      /\bcosts?\b|\bafford\w*|\bmoney\b|\bexpens\w*|\bfinanc\w*|\binsurance\b|\bpay for\b|\bloan\b|\bbills?\b|\bayushman\b|\bpm-?jay\b|\bpais[aeo]n?\b|\brupa?ye\b|\blakhs?\b|\b(karz|karza|karja|qarz|udhaa?r)\b|\bkharch[ae]?\b|खर्च|पैसे|पैसा|पैसों|रुपये|रुपए|रुपयों|लाख|लोन|कर्ज|उधार|आयुष्मान|(?<!इलाज की )योजना/,
    ),
    searchWords: 'financial assistance cost scheme insurance Ayushman Bharat Arogya Nidhi',
  },
  {
    key: 'treatment_options',
    pattern: words(
      /\btreatment (options?|plan|choices?)\b|\boptions for (my )?treatment\b|\bradiation\b|\bradiotherapy\b|\bimmunotherapy\b|\btargeted therapy\b|\bsecond opinion\b|\bwhich treatment\b|\bunderstand\w* (my )?(treatment|report|diagnosis)\b|\bwhat (to|should i) ask (my |the )?(doctor|oncologist)\b|\bilaa?j (ke|ka|ki) (vikalp\w*|options?|tarik[ea]|tareek[ea]|plan)\b|\b(kaun ?sa|konsa) ilaa?j\b|\b(doosri|dusri) (raay|rai|raye)\b|इलाज (के|का|की) (विकल्प|विकल्पों|तरीके|तरीका|तरीकों|प्लान|योजना)|(कौन सा|कौनसा) इलाज|इलाज (कहाँ|कहां)|\bilaa?j kaha+n?\b|दूसरी राय|रेडिएशन|रेडियोथेरेपी/,
    ),
    searchWords: 'treatment options second opinion centre national grid',
  },
  {
    key: 'caregiver',
    pattern: words(
      /\bcare ?giv\w*|\bcaring for\b|\bcare for (my|someone|him|her)\b|\blooking after\b|\bmy (mother|father|mom|mum|dad|wife|husband|son|daughter|brother|sister|parent|parents|amma|appa|papa|maa|nani|dadi)\b.*\b(cancer|chemo\w*|diagnos\w*|treatment|radiation)\b|\bhow to help (her|him)\b|\bdekh ?bhaa?l|\b(meri|mere) (maa|mummy|mumma|papa|pitaji|pati|patni|bete|beti|bhai|behen|dadi|nani)\b.*\b(cancer|chemo\w*|kimo|ilaj|ilaaj)\b|देखभाल|\b(मेरी|मेरे) (मां|माता|मम्मी|पापा|पिता|पिताजी|पति|पत्नी|बेटे|बेटी|भाई|बहन|दादी|नानी)\b.*(कैंसर|कीमो|इलाज|रेडिएशन)|\b(उनकी|उसकी) (मदद|देखभाल)\b/,
    ),
    searchWords: 'caregiver support palliative care home care community groups',
  },
  {
    key: 'family',
    pattern: words(
      /\b(tell|telling|talk to|talking to|explain to) (my )?(family|kids|children|parents|husband|wife|partner)\b|\b(parivar|family|ghar ?walon|bachon|bacchon|maa ?baap)\b.*\b(se|ko)\b.*\b(baat|batau|batana|samjhau)\w*|\b(परिवार|घरवालों|बच्चों|माता-पिता|मां-बाप|पति|पत्नी)\b (से|को)\b.*(बात|बताऊं|बताना|समझाऊं)/,
    ),
    searchWords: 'family talk community support stories',
  },
  {
    key: 'fear_low_mood',
    pattern: words(
      /\bscared\b|\bafraid\b|\bfear\w*|\banxi\w*|\bworr(y|ied|ying)\b|\bpanic\w*|\bdepress\w*|\bfeel(ing)? (low|down|sad|hopeless|empty)\b|\bsad\b|\bhopeless\b|\bcry(ing)?\b|\blonely\b|\b(all )?alone\b|\bcan'?t sleep\b|\bdar (lag|lagta|lagti)\b|\bdarr\b|\bghabra\w*|\budaas\b|\bakela\b|\b(chinta|tension|pareshan|nirash|mayoos)\b|\bneend nahi\b|डर|उदास|अकेला|अकेली|घबराहट|चिंता|टेंशन|तनाव|परेशान|निराश|मायूस|डिप्रेशन|नींद नहीं|रोना आ|रोती रहती|रोता रहता/,
    ),
    searchWords: 'mental health counselling helpline Tele-MANAS anxiety depression',
  },
];

/** Medical questions: Forti never diagnoses, doses or predicts. */
export const MEDICAL_QUESTION = words(
  /\b(dose|doses|dosage|how (much|many) (mg|tablets?|pills?|medicine)|\d+\s?mg\b|should i (take|stop|start|skip|increase|reduce)|is (this|it|that)( \w+)? (cancer|cancerous|malignant)|do i have cancer|(could|can|might) (this|it)( \w+)? be (cancer|cancerous|malignant)|prognosis|how long (do|will|have|would) (i|he|she|they) (have|live|got)|life expectancy|survival (rate|chances?)|chances? of (survival|surviving|cure)|which (drug|medicine|medication|chemo|tablet)|what stage|is (it|this) (curable|terminal|serious|spreading)|can (it|this) be cured|kitni (goli|dawa)|kaun ?si dawa|कौन सी दवा|कितनी गोली)/,
);

export const MedicalReply = {
  searchWords: 'second opinion centre questions guide',
};

export const GREETING = words(
  /^\s*(hi|hello|hey|hii+|namaste|namaskar|good (morning|afternoon|evening)|नमस्ते|नमस्कार|प्रणाम)\b[\s!.,।]*$/,
);
export const THANKS = words(
  /^\s*(thanks?|thank you|thank u|ty|dhanyavaa?d|dhanyawaa?d|shukriya|धन्यवाद|शुक्रिया)\b.{0,40}$/,
);
