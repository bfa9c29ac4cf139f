import { foldDevanagari, looseDevanagari } from './normalise.js';

/**
 * How people say they are in danger, in English, Hindi and romanised Hindi. Self-harm follows the
 * steps of the Columbia Suicide Severity Rating Scale (wish to be dead, active thoughts, method,
 * intent, plan, preparatory acts) plus burden, hopelessness and self-injury; medical emergencies are
 * the red flags an oncology nurse sends to emergency care.
 *
 * Phrases read normalised text: tokens joined by single spaces, no punctuation, lower case.
 * `\b` below is a word edge in any script (JavaScript's own `\b` does not know Devanagari) and `\S`
 * a letter of a word. English phrases read the plain tokens; Hindi phrases (both scripts) read the
 * loose tokens, where romanised spellings are folded (z=j, w=v, ph=f, no doubled letters: jaan is
 * `jan`, zindagi `jindagi`, khoon `khon`; nahi/nai/nhi are `nahi`) and Devanagari long and short
 * vowels and the anusvara are folded (the Hindi here is written normally and folded when built).
 */
export type View = 'plain' | 'loose';

export interface Phrase {
  re: RegExp;
  view: View;
  /** The step or red flag it belongs to, for reading and testing. */
  step: string;
  /** Read across the whole message rather than one clause ('gave my bangles away, I won't need them'). */
  acrossClauses?: boolean;
}

const EDGE = '(?:(?<![^ ])|(?![^ ]))';

function build(view: View, step: string, sources: string[]): Phrase[] {
  return sources.map((src) => {
    const folded = view === 'loose' ? looseDevanagari(foldDevanagari(src)) : src;
    return { re: new RegExp(folded.replaceAll('\\b', EDGE), 'u'), view, step };
  });
}
const en = (step: string, ...sources: string[]) => build('plain', step, sources);
const hi = (step: string, ...sources: string[]) => build('loose', step, sources);
const across = (phrases: Phrase[]) => phrases.map((p) => ({ ...p, acrossClauses: true }));

// Shared pieces of romanised Hindi (loose spelling).
const I_WANT = String.raw`(?:chah?a?t[aie]|chah?i?ye|chahiye|chah?ti)`;
const DIE_RO = String.raw`(?:mar ?n[ae]|mar ja(?:na|ne|u|un|o|on|yu))`;
const LIFE_RO = String.raw`(?:jindagi|jindgi|jivan|life|jan)`;
const END_RO = String.raw`khatam`;

export const SELF_HARM: Phrase[] = [
  ...en('wish to be dead',
    String.raw`\b(?:hope|pray|wish) (?:that )?i (?:just |would |will )?(?:dont|do not|never|wont|will not|didnt) wake up`,
    String.raw`\bwish (?:that )?i (?:was|were|could be) dead\b`,
    String.raw`\bwish (?:that )?i (?:could |would )?(?:just )?die\b`,
    String.raw`\b(?:sleep|go to sleep) (?:and )?(?:never|not) wake up`,
    String.raw`\bgo to sleep forever\b`, String.raw`\bsleep forever\b`,
    String.raw`\bwish (?:the )?(?:cancer|god|it) (?:would|could) (?:just )?(?:take|kill) me`,
    String.raw`\bbetter off dead\b`, String.raw`\brather be dead\b`,
  ),
  ...en('active thoughts',
    String.raw`\b(?:want|wanted|wanting|wish|ready|plan|planning|decided|deserve) to die\b`,
    String.raw`\bwann?a (?:just )?die\b`,
    String.raw`\b(?:kill|killing|end|ending|take|taking) (?:myself|my ?self|my (?:own )?life)\b`,
    String.raw`\bsuicid\S*`,
    String.raw`\b(?:dont|do not|no longer) want to (?:live|be alive|be here|exist|wake up|go on|carry on|continue)\b`,
    String.raw`\b(?:end|ending) (?:it|it all|everything|things|this)(?: tonight| now| today| soon)?$`,
    String.raw`\b(?:end|ending) it (?:tonight|today|now|soon|all|for good)\b`,
    String.raw`\bwant (?:it|this|everything) (?:all )?to (?:end|stop|be over)\b`,
    String.raw`\bjust want (?:it|this|everything) (?:all )?(?:to be )?over\b`,
    String.raw`\btired of (?:living|being alive|life)\b`,
    String.raw`\bdisappear(?:ed)? for (?:good|ever)\b`,
  ),
  ...en('burden',
    String.raw`\b(?:better|easier|happier|relieved) (?:off )?(?:\S+ ){0,4}(?:without me|if i (?:was|were|am) (?:gone|dead|not here|not around)|when im gone|if i (?:just )?(?:died|disappeared|wasnt here))`,
    String.raw`\bwithout me in it\b`,
    String.raw`\b(?:im|i am|i feel like|feel like) (?:just |nothing but |only )?(?:a )?(?:burden|weight on)\b`,
    String.raw`\bim just a (?:burden|weight)\b`,
  ),
  ...en('hopelessness',
    String.raw`\b(?:no|whats the|what is the|whats even the|what is even the) (?:point|reason|use) (?:in |of |to )?(?:keep )?(?:living|going on|carrying on|live|go on|keep going|being alive|life)\b`,
    String.raw`\bno (?:reason|point) to (?:live|keep going|go on|carry on|be here)\b`,
    String.raw`\b(?:life|living) (?:is|isnt|is not) (?:not )?worth (?:living|it)\b`,
    String.raw`\bno way out (?:except|but|other than) (?:death|dying)\b`,
    String.raw`\b(?:dont|cant|do not) see (?:a|any) (?:future|way out)\b.*\bgoodbye\b`,
  ),
  ...en('method',
    String.raw`\bjump(?:ing)? (?:off|from|in front of)\b`, String.raw`\bstep(?:ping)? off (?:the )?(?:balcony|roof|terrace|bridge|ledge)\b`,
    String.raw`\bhang(?:ing)? myself\b`, String.raw`\boverdos\S*`,
    String.raw`\b(?:how|what) (?:much|many)\b.*\b(?:fatal|lethal|to die|kill me|not wake up|never wake up)\b`,
    String.raw`\b(?:how high|how tall)\b.*\b(?:survive|die)\b`,
    String.raw`\b(?:painless |easy |quick )?ways? to die\b`, String.raw`\bhow to die\b`,
    String.raw`\brat poison\b`, String.raw`\bpoison myself\b`,
    String.raw`\b(?:take|taking|swallow|swallowing) (?:all|the whole) (?:of )?(?:my |the )?(?:pills|tablets|meds|medicine|sleeping pills)\b`,
    String.raw`\ball my (?:pills|tablets|meds) at once\b`,
  ),
  ...en('intent and plan',
    String.raw`\b(?:made up my mind|decided)\b.*\b(?:end|die|kill|over)\b`,
    String.raw`\btonight is the night\b`, String.raw`\bby my own (?:choice|hand)\b`,
    String.raw`\bi am going to (?:end|kill)\b`,
  ),
  ...en('preparatory acts',
    String.raw`\b(?:saving|saved|stockpil\S*|collecting|collected|hoarding|hoarded|saving up|saved up) (?:up )?(?:my |all my |the )?(?:sleeping |pain |morphine )?(?:pills|tablets|painkillers|pain killers|meds|medicines?|medication)\b`,
    String.raw`\b(?:goodbye|farewell|suicide|last) (?:note|letter|message)s?\b`,
    String.raw`\b(?:say|said|saying) goodbye to (?:everyone|everybody|you all|all of you)\b`,
    String.raw`\bwont be needing them\b`,
    String.raw`\b(?:will|papers|insurance|affairs|everything)\b.*\b(?:sorted|in order)\b.*\b(?:im gone|after me|its soon|wont be around)\b`,
  ),
  ...en('self-injury',
    String.raw`\b(?:cut|cutting|burn|burnt|burned|burning|hurt|hurting|harm|harming|scratch\S*|injur\S*) (?:myself|my (?:arms?|wrists?|legs?|skin|thighs?))\b`,
    String.raw`\bself[ -]?harm\S*`, String.raw`\bselfharm\S*`,
    String.raw`\bscratching till it bleeds\b`,
  ),
  ...hi('wish to be dead',
    String.raw`काश.*(?:उठूं ही नहीं|न उठूं|ना उठूं|कभी न उठूं|उठूं ही ना)`,
    String.raw`(?:सोऊं|सो जाऊं).*(?:कभी )?(?:न|ना|नहीं) उठूं`,
    String.raw`\bभगवान (?:मुझे )?(?:उठा|बुला) ले`,
    String.raw`\bमौत (?:आ जाए|आ जाये|चाहिए)`, String.raw`(?:से|ज़िंदगी से) (?:तो )?(?:अच्छा )?(?:मौत|मरना) (?:अच्छा|अच्छी|बेहतर)?`,
    String.raw`\bसे (?:तो )?(?:अच्छा|बेहतर) (?:तो )?(?:है )?(?:मौत|मरना|मर जाना|मर जाऊं)`, String.raw`\b(?:मौत|मरना|मर जाना) (?:ही )?(?:अच्छा|बेहतर|अच्छी) (?:है|होगा|होगी)`,
    String.raw`\bमर (?:ही )?जाऊं (?:तो|तोह)\b`, String.raw`\bमर जाऊं\b.*(?:अच्छा|बेहतर|खत्म|चैन)`,
    String.raw`\bkash\b.*\b(?:uthu hi na|na uthu|uthu hi nahi|kabhi na uthu)\b`,
    String.raw`\b(?:so jau|so jaun|so jaon|soun)\b.*\b(?:na|nahi) uthu\b`,
    String.raw`\bbhagvan (?:mujhe )?(?:utha|bula) le\b`,
    String.raw`\bmaut (?:aa jaye|a jaye|a jae|chahiye)\b`,
    String.raw`\b(?:se|jindagi se) (?:to )?(?:acha )?(?:maut|marna) (?:acha|achi|behtar)?`,
    String.raw`\bse (?:to )?(?:acha|behtar) (?:to )?(?:hai )?(?:maut|marna|mar jana|mar ja(?:u|un|on|o))\b`, String.raw`\b(?:maut|marna|mar jana) (?:hi )?(?:acha|behtar|achi) (?:hai|hoga|hogi)\b`,
    String.raw`\bmar (?:hi )?ja(?:u|un|on|o) to\b`, String.raw`\bmar ja(?:u|un|on)\b.*\b(?:acha|behtar|khatam|chain)\b`,
  ),
  ...hi('active thoughts',
    String.raw`\bमरना चाह`, String.raw`\bमर जाना चाह`, String.raw`\bमरने (?:का|को) (?:मन|दिल|जी)`,
    String.raw`\bमुझे मर जाना चाहिए`, String.raw`\b(?:मुझे|मैं) (?:अब )?(?:बस )?मरना (?:है|हे)\b`,
    String.raw`\b(?:अपनी )?जान (?:दे|ले) (?:दूं|दूंगा|दूंगी|दुंगा|दुंगी|लूं|लूंगा|लूंगी|देना|लेना|देनी)`,
    String.raw`\b(?:जीना|जिंदा रहना) (?:नहीं|नही) (?:है|चाह)`, String.raw`\bनहीं जीना\b`, String.raw`\bजीने का (?:मन|दिल) (?:नहीं|नही)`,
    String.raw`\bनहीं जिया जा`, String.raw`\bजिया नहीं जा`, String.raw`\bनहीं जी (?:सकता|सकती|सकते|पाऊंगा|पाऊंगी|पा रह)`, String.raw`\bजी नहीं (?:सकता|सकती|सकते|पाऊंगा|पाऊंगी)`,
    String.raw`\bआत्महत्या\b`, String.raw`\bखुदकुशी\b`,
    String.raw`\b(?:ज़िंदगी|जिंदगी|जिन्दगी|जीवन|खुद को|अपने आप को|सब कुछ|सब) (?:को )?(?:खत्म|समाप्त) (?:कर|करना|हो जाना)`,
    String.raw`\bखत्म (?:हो जाना|करना) चाह`, String.raw`\bसब खत्म कर (?:दूं|दूंगा|दूंगी|दुंगा)`,
    String.raw`\b${DIE_RO} ${I_WANT}`, String.raw`\bmar(?:ne|na) (?:ka|ko) (?:man|dil|ji)\b`,
    String.raw`\b(?:mujhe|mai) (?:ab )?(?:bas )?marna (?:hai|h)\b`, String.raw`\bmujhe mar jana chahiye\b`,
    String.raw`\b(?:apni )?jan (?:de|le) (?:du|dun|dunga|dungi|lu|lun|lunga|lungi|dena|lena|deni)\b`,
    String.raw`\b(?:jena|jina) nahi (?:hai|chah)`, String.raw`\bnahi (?:jena|jina)\b`, String.raw`\bjene ka (?:man|dil) nahi\b`,
    String.raw`\bnahi jiya ja`, String.raw`\bjiya nahi ja`, String.raw`\b(?:je|ji) nahi (?:sakta|sakti|sakte|paunga|paungi)\b`, String.raw`\bnahi (?:je|ji) (?:sakta|sakti|sakte|paunga|paungi|pa rah)\S*`,
    String.raw`\b(?:atmahatya|atmhatya|khudk?h?ushi|khud kushi)\b`,
    String.raw`\b(?:${LIFE_RO}|khud ko|apne ap ko|sab kuch|sab) ${END_RO} (?:kar|karna|ho jana)`,
    String.raw`\b${END_RO} (?:ho jana|karna) ${I_WANT}`, String.raw`\bsab ${END_RO} kar (?:du|dun|dunga|dungi)\b`,
  ),
  ...hi('burden',
    String.raw`\bबोझ (?:बन|हूं|हु|हो)`, String.raw`\bमेरे (?:बिना|जाने (?:के बाद|से)) .*(?:खुश|आराम|अच्छा|अच्छे|बेहतर|ठीक)`,
    String.raw`\bbojh (?:ban|hu|hai|ho)\b`, String.raw`\bburden hu\b`,
    String.raw`\bmere (?:bina|jane (?:ke bad|se)) .*\b(?:khush|aram|acha|ache|behtar|beter|thik)\b`,
  ),
  ...hi('hopelessness',
    String.raw`\bजीने (?:का|की) (?:कोई |क्या )?(?:मतलब|फायदा|मकसद|वजह|इच्छा|चाह)(?: नहीं| ही खत्म| खत्म)?`,
    String.raw`\bजीने की (?:कोई )?वजह\b`, String.raw`\bवजह नहीं.*जीने`, String.raw`\bजीना बेकार\b`,
    String.raw`\bजीवन (?:का )?(?:कोई )?(?:मतलब|अर्थ) नहीं`,
    String.raw`\bjene (?:ka|ki) (?:koi |kya )?(?:matlab|fayda|faida|maksad|vajah|vaja|ich?c?ha|chah)(?: (?:hi )?nahi| (?:hi )?khatam)?\b`,
    String.raw`\b(?:vajah|vaja) nahi\b.*\bjene\b`, String.raw`\b(?:jena|jindagi) bekar\b`,
  ),
  ...hi('method',
    String.raw`\b(?:छत|नहर|नदी|पुल|ट्रेन|बिल्डिंग|कुएं|पहाड़) (?:से|में|के आगे|के सामने) .*कूद`, String.raw`\bकूद (?:जाऊं|जाऊंगा|जाऊंगी|कर जान)`,
    String.raw`\bफांसी (?:लगा|लगाना|लगा लूं|पर)`, String.raw`\bलटक (?:जाऊं|जाऊंगा|जाऊंगी|जाने|जाना)`,
    String.raw`\b(?:जहर|ज़हर|जहर की) .*(?:खा|पी) (?:लूं|लूंगा|लूंगी|लेना|लिया)`, String.raw`\bनस काट`,
    String.raw`\b(?:सारी|सब) (?:दवाइयां|दवाइयाँ|गोलियां|दवाई) (?:एक साथ )?खा`,
    String.raw`\b(?:chat|nahar|nadi|pul|train|building|kuen) (?:se|me|ke age|ke samne) .*\bkod`, String.raw`\bkod (?:jau|jaun|jaon|jaunga|jaungi|jane)\b`,
    String.raw`\b(?:fansi|fasi) (?:laga|lagana|lagalu|lagaun|par)`, String.raw`\blatak (?:jau|jaun|jaunga|jaungi|jane|jana)\b`,
    String.raw`\b(?:jahar|jehar|poison)\b.*\b(?:kha|pi) (?:lu|lun|lunga|lungi|lena|liya)\b`, String.raw`\bnas kat`,
    String.raw`\b(?:sari|sab) (?:davaiyan|davaiya|goliyan|goliya|davai|medicines|tablets|pils) (?:ek sath )?kha`,
  ),
  ...hi('preparatory acts',
    String.raw`\b(?:नींद की|दर्द की)? ?(?:गोलियां|गोलियाँ|दवाइयां) (?:जमा|इकट्ठी|इकट्ठा|बचा)`,
    String.raw`\b(?:आखिरी|अलविदा की|अलविदा वाली) (?:चिट्ठी|खत|पत्र)`, String.raw`\bसबको अलविदा\b`, String.raw`\bअलविदा कहने`,
    String.raw`\bवसीयत\b.*(?:जाने के बाद|ज्यादा दिन नहीं|अब नहीं)`, String.raw`\bमेरे जाने के बाद\b.*वसीयत`,
    String.raw`\b(?:goliyan|goliya|davaiyan|tablets|pils) (?:jama|ikathi|ikatha|icathi|bacha)`,
    String.raw`\b(?:last|akhiri|alvida (?:ki|vali)) (?:leter|chithi|chiti|khat)\b`, String.raw`\bsabko alvida\b`, String.raw`\balvida kehne\b`,
    String.raw`\bvasiyat\b.*\b(?:jane ke bad|jyada din nahi)\b`,
  ),
  ...hi('self-injury',
    String.raw`\b(?:खुद|अपने आप|अपने) को (?:नुकसान|चोट|काट|मार|जला|ब्लेड)`, String.raw`\bब्लेड से (?:काट|हाथ)`,
    String.raw`\bkhud ko (?:nuksan|chot|kat|mar|jala|blade)\S*`, String.raw`\bapne ap ko (?:nuksan|chot|kat|mar|jala)\S*`,
    String.raw`\bblade se (?:kat|hath)\S*`,
  ),
];

/** Preparatory acts whose two halves often sit in two clauses. */
export const SELF_HARM_ACROSS_CLAUSES: Phrase[] = across([
  ...en('preparatory acts',
    String.raw`\b(?:gave|giving|given|give) (?:away )?(?:my|all my|all of my|away)\b.*\b(?:wont|will not|dont|do not|no longer) (?:need|be needing)\b`,
    String.raw`\b(?:wrote|written|writing) (?:goodbye |farewell |last )?(?:letters|a letter|notes|a note) (?:to|for)\b.*\b(?:just in case|so they know|when im gone|after im gone|after i die|when i die)\b`,
  ),
  ...hi('preparatory acts',
    String.raw`\b(?:दे|बांट) (?:दिए|दी|दिया|दिये)\b.*(?:जरूरत नहीं|कुछ नहीं चाहिए|काम के नहीं)`,
    String.raw`\b(?:de|bant) (?:diye|di|diya|die)\b.*\b(?:jarurat nahi|kuch nahi chahiye|kam ke nahi)\b`,
  ),
]);

export const MEDICAL_EMERGENCY: Phrase[] = [
  ...en('bleeding that will not stop',
    String.raw`\b(?:\S*bleed\S*|blood)\b.*\b(?:wont|will not|doesnt|does not|not|cant|cannot|isnt) (?:stop|stopping|stopped)\b`,
    String.raw`\b(?:heavy|heavily|severe|a lot of|lots of|uncontroll?(?:ed|able)|nonstop|non stop|profuse|massive) (?:bleeding|blood loss)\b`,
    String.raw`\b\S*bleeding (?:a lot|heavily|badly|profusely|nonstop|everywhere)\b`,
    String.raw`\b(?:filling|soaking|pouring|gushing) (?:up )?(?:with )?blood\b`,
  ),
  ...en('vomiting or coughing blood',
    String.raw`\b(?:vomit\S*|throw\S* up|threw up|puk\S*|cough\S*|spit\S*) (?:up |out )?(?:bright red |dark |fresh )?blood\b`,
    String.raw`\bblood (?:in|when) (?:his |her |my |the )?(?:vomit|sick|cough|he coughs|she coughs|i cough)\b`,
    String.raw`\bblood when (?:he|she|i) cough`, String.raw`\b(?:bleeding|blood) from (?:his|her|my|the) mouth\b`,
  ),
  ...en('black stools with dizziness',
    String.raw`\b(?:black|tarry|tar like|maroon)\b.*\b(?:stools?|poo|potty)\b.*\b(?:dizzy|dizziness|faint|weak|lightheaded)\b`,
    String.raw`\bstools? (?:are|is) (?:black|tarry)\b.*\b(?:dizzy|dizziness|faint|weak|lightheaded)\b`,
  ),
  ...en('breathlessness',
    String.raw`\b(?:cant|cannot|can not|unable to|struggling to|hard to|trouble|difficulty|not able to|couldnt) (?:breathe|breath|breathing|catch (?:my|his|her) breath)\b`,
    String.raw`\bbreathless\b`, String.raw`\bgasping\b`, String.raw`\blips (?:are |going |turning |gone )?blue\b`,
    String.raw`\bbreathing (?:strangely|badly|very fast|is very)\b`, String.raw`\bshort of breath\b`,
  ),
  ...en('chest pain',
    String.raw`\bchest (?:pain|pains|tightness|pressure)\b`,
    String.raw`\b(?:crushing|tight|tightness|pressure|pain) in (?:my |his |her |the )?chest\b`,
    String.raw`\b(?:crushing|severe|sharp) (?:pain|pressure) (?:in|on) (?:my |his |her )?chest\b`,
    String.raw`\bheart attack\b`,
  ),
  ...en('stroke signs',
    String.raw`\bface (?:is )?(?:drooping|droops|dropped|fallen)\b`, String.raw`\bdrooping\b`, String.raw`\bslurred speech\b`,
    String.raw`\b(?:suddenly|cant|cannot) (?:speak|talk)\b`, String.raw`\b(?:cant|cannot) (?:speak|talk) properly\b`,
    String.raw`\b(?:arm|leg|side) (?:is |has gone |went )?(?:weak|numb|limp)\b`, String.raw`\bcant move (?:his|her|my) (?:right |left )?(?:arm|leg|hand|side)\b`,
    String.raw`\bsudden (?:severe |worst )?headache\b`, String.raw`\b(?:having|had|is having) a stroke\b`,
  ),
  ...en('seizures',
    String.raw`\bseizures?\b`, String.raw`\bconvuls\S*`, String.raw`\b(?:having|had|having a) fits?\b`, String.raw`\bshaking all over\b`,
  ),
  ...en('collapse or unconsciousness',
    String.raw`\b(?:unconscious|unresponsive|passed out|fainted|collapsed|not responding|isnt responding|not waking up|isnt waking up|wont wake up)\b`,
  ),
  ...en('sudden confusion',
    String.raw`\b(?:suddenly|very|so) (?:confused|disoriented)\b`, String.raw`\bconfused since\b`,
    String.raw`\b(?:doesnt|does not|not|cant) recogni[sz]\S*`, String.raw`\btalking nonsense\b`,
  ),
  ...hi('bleeding that will not stop',
    String.raw`\b(?:खून|ब्लीडिंग)\b.*(?:रुक|बंद) (?:ही )?(?:नहीं|नहि|ना)`, String.raw`\b(?:बहुत|ज्यादा|ज़्यादा|काफी) (?:ज्यादा )?(?:खून|ब्लीडिंग)\b.*(?:बह|निकल|आ रहा|हो रही)`,
    String.raw`\bखून (?:बहुत |ज्यादा |बहुत ज्यादा )?बह रहा`,
    String.raw`\b(?:khon|khun|bleding)\b.*\b(?:ruk|band) (?:hi )?(?:nahi|na)\b`,
    String.raw`\b(?:bahut|jyada|kafi|bohot) (?:jyada )?(?:khon|khun|bleding)\b.*\b(?:beh|bah|nikal|a raha|ho rahi)`,
    String.raw`\b(?:khon|khun) (?:bahut |jyada |bahut jyada )?(?:beh|bah) raha`,
  ),
  ...hi('vomiting or coughing blood',
    String.raw`\bखून की (?:उल्टी|उल्टियां|उलटी)`, String.raw`\bउल्टी में खून`, String.raw`\b(?:खांसी|खांसने) (?:में|पर|के साथ) खून`, String.raw`\bमुंह से खून`,
    String.raw`\b(?:khon|khun) ki (?:ulti|ultiyan|ultiya)\b`, String.raw`\bulti (?:me|mai) (?:khon|khun)\b`,
    String.raw`\b(?:khansi|khasi|khansne|khasne) (?:me|pe|par|ke sath) (?:khon|khun|blod)\b`, String.raw`\b(?:muh|munh|mu) se (?:khon|khun)\b`,
  ),
  ...hi('black stools with dizziness',
    String.raw`(?:काला मल|मल (?:एकदम |बिल्कुल )?काला|काली टट्टी|काली पॉटी).*(?:चक्कर|सिर घूम|कमजोरी|बेहोशी)`,
    String.raw`\b(?:kala|kali) (?:poty|tati|mal|stol|stols)\b.*\b(?:chakar|sir ghum|kamjori)\S*`,
    String.raw`\b(?:poty|tati|mal|stol|stols) (?:ekdam |bilkul )?(?:kala|kali)\b.*\b(?:chakar|sir ghum|kamjori)\S*`,
  ),
  ...hi('breathlessness',
    String.raw`\bसांस (?:नहीं|नहि|ना) (?:आ|ले)`, String.raw`\bसांस (?:लेने में|की) (?:बहुत )?(?:तकलीफ|दिक्कत|परेशानी)`, String.raw`\bसांस फूल`, String.raw`\bहोंठ नीले`,
    String.raw`\bसांस (?:रुक|अटक)`,
    String.raw`\bsans (?:nahi|na) (?:a|le)\S*`, String.raw`\bsans (?:lene me|ki) (?:bahut )?(?:takl[ie]+f|dikat|pareshani)\b`, String.raw`\bsans fo?ol\S*`,
    String.raw`\b(?:hoth|honth) nile\b`, String.raw`\bsans (?:ruk|atak)\S*`,
  ),
  ...hi('chest pain',
    String.raw`\b(?:सीने|छाती) (?:में|पर) (?:\S+ ){0,3}(?:दर्द|जकड़न|भारीपन|दबाव)`,
    String.raw`\b(?:sene|sine|chati|chaati) (?:me|mai|par) (?:\S+ ){0,3}(?:dard|jakdan|bharipan|dabav|pain)\b`,
  ),
  ...hi('stroke signs',
    String.raw`\bमुंह (?:टेढ़ा|टेढा)`, String.raw`\bबोल नहीं पा`, String.raw`\b(?:हाथ|पैर) (?:काम नहीं कर|नहीं उठ|सुन्न)`, String.raw`\bलकवा\b`,
    String.raw`\b(?:muh|munh|mu|chehra) (?:tedha|terha|teda)\b`, String.raw`\bbol nahi pa`, String.raw`\b(?:hath|pair) (?:kam nahi kar|nahi uth|sun)\S*`, String.raw`\blakva\b`,
  ),
  ...hi('seizures',
    String.raw`\b(?:दौरा|दौरे) (?:पड़|आ)`, String.raw`\bझटके (?:आ|लग)`, String.raw`\bमिर्गी\b`,
    String.raw`\b(?:daura|dora|daure|dore) (?:pad|pad|a)\S*`, String.raw`\bjhatke (?:a|lag)\S*`, String.raw`\bmirgi\b`,
  ),
  ...hi('collapse or unconsciousness',
    String.raw`\bबेहोश`, String.raw`\bहोश नहीं`, String.raw`\bगिर (?:गए|गईं|गई|गया|पड़े|पड़ी|पड़ीं)\b.*(?:उठ नहीं|नहीं उठ|होश)`,
    String.raw`\bbeho?sh\S*`, String.raw`\bhosh nahi\b`, String.raw`\bgir (?:gaye|gayi|gai|gaya|pade|padi)\b.*\b(?:uth nahi|nahi uth|hosh)\S*`,
  ),
  ...hi('sudden confusion',
    String.raw`\bअचानक\b.*(?:पहचान नहीं|समझ नहीं पा|बहकी)`, String.raw`\b(?:किसी को )?पहचान नहीं (?:रहीं|रही|रहे|रहा|पा)`, String.raw`\bबहकी बहकी`,
    String.raw`\bachanak\b.*\b(?:pehchan|pahchan) nahi\b`, String.raw`\b(?:pehchan|pahchan) nahi (?:rahi|rahe|raha|pa)\b`, String.raw`\bbehki behki\b`,
  ),
];

/** Fever during chemotherapy (possible febrile neutropenia) needs both parts, in any clause. */
export const FEVER: Phrase[] = [
  ...en('fever', String.raw`\b(?:fever|feverish)\b`, String.raw`\b(?:temp|temperature) (?:of |is |at |went up to |up to )?(?:3[89]|10[0-5])\b`, String.raw`\bhigh (?:temp|temperature)\b`),
  ...hi('fever', String.raw`\bबुखार\b`, String.raw`\bताप(?:मान)? (?:3[89]|10[0-5])\b`, String.raw`\bbukh?ar\S*`, String.raw`\bbhukhar\b`, String.raw`\btapman\b`),
];
export const ON_CHEMO: Phrase[] = [
  ...en('on chemotherapy', String.raw`\bchemo\S*`, String.raw`\bneutropeni\S*`, String.raw`\blow (?:white|wbc|counts?|neutrophils?)\b`),
  ...hi('on chemotherapy', String.raw`\bकीमो\S*`, String.raw`\bkemo\S*`),
];
