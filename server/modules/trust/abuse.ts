import { foldCharacters } from '../safety/index.js';

/**
 * What the platform reads in a member's text before anyone else sees it (issue 41, decision 0073):
 * the four harms a cancer community meets, each composed of signals as a moderator reads them, in
 * English, Hindi and romanised Hindi, through the risk detector's folding (nukta, chandrabindu,
 * stretched letters, case).
 *
 * - `cure_claim`: a product, healer or regimen said to cure cancer, or treatment said to be
 *   unnecessary (an offence under the Drugs and Magic Remedies (Objectionable Advertisements) Act,
 *   1954);
 * - `money_scam`: payment details or money asked for under a pretext (a fee for a grant, an OTP, a
 *   stranger's emergency, returns on an investment);
 * - `contact_harvest`: members pulled to a private channel, or asked for their numbers and papers;
 * - `spam`: unrelated promotion.
 *
 * A warning about a scam, a question whether a claim is true, and someone's own story of a fee or a
 * fundraiser are read too, and spare the text. The judgement names what it found; the settings and
 * the author's trust level (trust.service.ts) decide what happens.
 */
export type AbuseKind = 'cure_claim' | 'money_scam' | 'contact_harvest' | 'spam';

export interface AbuseReading {
  /** The harms found, strongest first. */
  kinds: AbuseKind[];
  /** Links in the text (written plainly or disguised: "example . com", "t(dot)me"). */
  links: number;
  /** Mobile numbers (Indian, ten digits, spaced or partly hidden); helplines are not counted. */
  phones: number;
  /** A UPI id, an account number with its IFSC, or a payment app beside a number. */
  paymentDetails: boolean;
  /** Signals that fired, for tests and for the moderator's note. */
  signals: string[];
}

const L = '\\p{L}\\p{M}';
const NO_LETTER_BEFORE = `(?<![${L}])`;
/** A look behind for a character not of a class (or not a digit), as these patterns write them. */
const LOOK_BEHIND = /\(\?<!(?:\[[^\]]*\]|\\d)\)/g;
/**
 * A pattern whose words must not follow a letter, made fast: V8 tries a look behind first at every
 * position of the text, and a test against the letters of Unicode there costs most of the match. A
 * look ahead for the same pattern without its look behinds comes first instead, so the look behind is
 * tried only where the words themselves are. Dropping a look behind (none of these patterns holds one
 * inside a negative look) lets a pattern only match more, so the look ahead refuses nothing the
 * pattern matches: the same texts match, at the same places, with the same words.
 */
function quick(source: string, flags: string): RegExp {
  return new RegExp(`(?=(?:${source.replace(LOOK_BEHIND, '')}))(?:${source})`, flags);
}
const escaped = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
/**
 * A list of words as one alternation, grouped by first character (c(?:ancer|ells)|k(?:ensar)): V8
 * tries the alternatives of a group one by one, and a few dozen first characters turn a place down
 * faster than a few hundred words. Only words with the same first character can match at one place,
 * and each group keeps the list's order, so the word matched at a place is the one the list gives.
 */
function alternation(list: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const w of list) {
    const first = String.fromCodePoint(w.codePointAt(0)!);
    const rest = groups.get(first) ?? [];
    rest.push(w.slice(first.length));
    groups.set(first, rest);
  }
  return [...groups].map(([first, rest]) => `${escaped(first)}(?:${rest.map(escaped).join('|')})`).join('|');
}
/** Words or phrases (spaces match any run of spaces) as one pattern, whole words only. */
function words(list: readonly string[]): RegExp {
  return quick(`${NO_LETTER_BEFORE}(?:${alternation(list)})(?![${L}])`, 'u');
}
/** Words that may carry endings (cure, cured, curing; ilaj, ilaaj). */
function stems(list: readonly string[]): RegExp {
  return quick(`${NO_LETTER_BEFORE}(?:${alternation(list)})`, 'u');
}

const CANCER = stems([
  'cancer',
  'cancr',
  'kainsar',
  'kensar',
  'cansar',
  'कैंसर',
  'कैन्सर',
  'कर्क रोग',
  'tumour',
  'tumor',
  'ट्यूमर',
  'गांठ',
  'ganth',
  'gaanth',
  'carcinoma',
  'leukemia',
  'leukaemia',
  'lymphoma',
  'ल्यूकेमिया',
  'malignan',
  'psa',
  'cancer cells',
  'cells',
  'metasta',
  'stage',
]);
const CURE = stems([
  'cure',
  'curing',
  'reverse',
  'reversal',
  'reversed',
  'heals',
  'healing',
  'heal ',
  'eliminat',
  'vanish',
  'dissolv',
  'disappear',
  'shrink',
  'melt',
  'remission',
  'cancer free',
  'cancer-free',
  'tumour gone',
  'tumor gone',
  'gone completely',
  'ilaj',
  'ilaaj',
  'इलाज',
  'ठीक हो',
  'ठीक कर',
  'theek ho',
  'thik ho',
  'theek kar',
  'thik kar',
  'khatam',
  'khatm',
  'खत्म',
  'jad se',
  'jadd se',
  'जड से',
  'gayab',
  'गायब',
  'mukti',
  'मुक्ति',
  'chhutkara',
  'छुटकारा',
  'nijat',
  'निजात',
  'सही हो',
  'sahi ho',
  'normal ho',
  'नॉर्मल हो',
  'नार्मल हो',
  'pighal',
  'पिघल',
  'mar jayen',
  'मर जाएं',
  'मर जाते',
  'mar jate',
  'healed',
  'cured',
  'chamatkar',
  'चमत्कार',
  'miracle',
  'shifa',
  'शिफा',
  'rog mukt',
  'रोग मुक्त',
  'beat cancer',
  'kill cancer',
  'kills cancer',
  'destroy',
  'नष्ट',
  'nasht',
  'रामबाण',
  'ramban',
  'मुक्त',
  'mukt',
  'का अंत',
  'ka ant',
  'चला गया',
  'चली गई',
  'chala gaya',
  'chali gayi',
  'हराया',
  'हराना',
  'harana',
  'haraya',
  'उलट',
  'साफ आ',
  'saaf aa',
  'सुख जा',
  'sukh ja',
  'sookh',
  'wapas nahi aata',
  'वापस नहीं आता',
  'killer',
  'किलर',
  'kills',
  'kill it',
  'रुक जाती',
  'ruk jati',
  'dissolve',
  'sab theek',
  'सब ठीक',
]);
const ABSOLUTE = quick(
  [
    '100\\s*(%|percent|प्रतिशत|pratishat|टका)',
    `(?<![${L}])(shartiya|शर्तिया|sartiya|guarantee|guaranteed|guaranty|gaurantee|garanti|गारंटी|गैरंटी|pakka|पक्का|sure shot|assured|permanent|permanently|always works|all stages|any stage|every stage|har stage|kisi bhi stage|सभी स्टेज|हर स्टेज|किसी भी स्टेज|all types|all cancers|har (tarah|prakar) ka|हर (तरह|प्रकार) का|सभी प्रकार|सब प्रकार|hamesha ke liye|हमेशा के लिए|miracle|चमत्कार|chamatkar|chamatkari|चमत्कारी|secret formula|ancient formula|गुप्त|gupt|no side effects?|koi side effect nahi|कोई साइड इफेक्ट नहीं)(?![${L}])`,
    `\\d+\\+?\\s*(din|दिन|days|day|mahine|महीने|months|weeks|hafte|हफ्ते|goli|गोली|doses?|खुराक)(?![${L}])`,
    `(?<![${L}])(\\d[\\d,]*\\+?)\\s*(patients|मरीज|mareez|marij|log|लोग|cases|cancers)\\s*(healed|cured|ठीक|theek|thik)`,
  ].join('|'),
  'u',
);
const ANTI_TREATMENT = quick(
  [
    `(?<![${L}])(no need (for|of) (chemo|surgery|operation|radiation)|without (chemo|surgery|operation|radiation)|no (chemo|surgery|operation|radiation) (needed|required)|stop (the |your |all )?(chemo|treatment|hospital treatment|radiation)|chemo (kills|is poison|is zeher)|(chemo|surgery) (would|will) (have )?kill|avoid (chemo|surgery)|skip (chemo|surgery))`,
    `(?<![${L}])(bina (chemo|kimo|surgery|operation|oprashan|radiation)|chemo (mat|band kar|chhod|zeher|jahar)|kimo (mat|band|chhod|zeher|jahar)|operation (mat|ki zarurat nahi|ki jarurat nahi|na karaye|mat karao)|surgery mat|doctor (ke paas|ke pass) mat)`,
    '(बिना (कीमो|किमो|सर्जरी|ऑपरेशन|आपरेशन|ओपरेशन|रेडिएशन))|(कीमो|किमो) (मत|बंद|छोड|जहर)|(ऑपरेशन|आपरेशन|सर्जरी) (मत|की जरूरत नहीं|न कराएं|ना कराएं)|(अस्पताल|डॉक्टर) (मत|के पास मत)',
    '(कीमो|दवा|दवाइयां|दवाइयाँ|दवाइयों|इलाज|रेडिएशन)[^।.]{0,20}(बंद कर|बंद करें|की कोई जरूरत नहीं|की जरूरत नहीं|जहर)|बिना अस्पताल|फार्मा कंपनियां नहीं|डॉक्टर [^।.]{0,20}नहीं बताएंगे',
    `(?<![${L}])(bina dawai|bina hospital|chemo trap|pharma mafia|ye sab zeher|sab zeher hai|chemo has \\d+% success|doctors? (will )?never tell|oncologists? (log )?(ye|yeh) (sab )?nahi batate|big pharma|pharma (hides|doesn.?t want)|doctors? (don.?t|do not|dont) want you|(hospitals?|doctors?) (loot|hide))`,
  ].join('|'),
  'u',
);
const PRODUCT = stems([
  'oil',
  'drops',
  'capsule',
  'churna',
  'churan',
  'चूर्ण',
  'चूरन',
  'kadha',
  'काढा',
  'powder',
  'पाउडर',
  'juice',
  'जूस',
  'tea',
  'formula',
  'फॉर्मूला',
  'फार्मूला',
  'medicine',
  'dawa',
  'dava',
  'दवा',
  'goli',
  'गोली',
  'bhasm',
  'भस्म',
  'ark',
  'अर्क',
  'tablet',
  'remedy',
  'remedies',
  'nuskha',
  'नुस्खा',
  'jadi',
  'जडी',
  'herb',
  'tel ',
  'तेल',
  'kit',
  'therapy',
  'water',
  'machine',
  'device',
  'mantra',
  'मंत्र',
  'yantra',
  'यंत्र',
  'tabeez',
  'ताबीज',
  'paani',
  'पानी',
  'distillate',
  'gomutra',
  'गोमूत्र',
  'cow urine',
  'leaf',
  'leaves',
  'patti',
  'पत्ती',
  'seeds',
  'diet',
  'supplement',
  'vaidya',
  'वैद्य',
  'hakim',
  'हकीम',
  'baba',
  'बाबा',
  'guru',
  'healer',
  'camp',
  'shivir',
  'शिविर',
  'session',
  'course',
  'program',
  'protocol',
  'dose',
  'खुराक',
  'bottle',
  'बोतल',
  'jar',
  'pack',
  'prasad',
  'प्रसाद',
  'bhabhoot',
  'भभूत',
  'jal',
  'जल',
  'frequency',
  'ozone',
  'alkaline',
  'detox',
  'रुद्राक्ष',
  'rudraksh',
  'नीलम',
  'रत्न',
  'ratna',
  'gem',
  'जाप',
  'jaap',
  'पूजा',
  'pooja',
  'puja',
  'belt',
  'बेल्ट',
  'beej',
  'बीज',
  'khubani',
  'खुबानी',
  'शिवांबु',
  'चिकित्सा',
  'chikitsa',
  'पंचकर्म',
  'panchkarma',
  'ऊर्जा',
  'urja',
  'energy',
  'सत्संग',
  'satsang',
  'baking soda',
  'बेकिंग सोडा',
  'vitamin b17',
  'b17',
  'pendant',
  'bracelet',
  'copper',
  'tambe',
  'तांबे',
  'rasa',
  'रस',
  'patta',
  'पत्ते',
  'ras ',
  'soda',
  'lemon',
  'nimbu',
  'नींबू',
  'ashram',
  'आश्रम',
  'maharaj',
  'महाराज',
  'swami',
  'स्वामी',
  'guruji',
  'गुरुजी',
  'गुरुमां',
  'gurumaa',
  'aloe',
  'noni',
  'नोनी',
  'गिलोय',
  'giloy',
  'wheatgrass',
  'homeopath',
  'होम्योपैथी',
  'tincture',
  'siddh',
  'सिद्ध',
  'kaadu',
  'reel',
  'रील',
  'affiliate',
  'coaching program',
  'कोचिंग प्रोग्राम',
  'capsule',
  'कैप्सूल',
  'arsenic',
  'आर्सेनिक',
]);
const SELL = stems([
  'order',
  'buy',
  'kharid',
  'खरीद',
  'price',
  'कीमत',
  'keemat',
  'daam',
  'दाम',
  'whatsapp',
  'watsapp',
  'व्हाट्सएप',
  'call kar',
  'call kare',
  'कॉल करें',
  'कॉल करो',
  'contact',
  'संपर्क',
  'sampark',
  'dm',
  'inbox',
  'register',
  'रजिस्टर',
  'delivery',
  'डिलीवरी',
  'cod',
  'courier',
  'कूरियर',
  'available',
  'उपलब्ध',
  'milega',
  'मिलेगा',
  'milti',
  'मिलती',
  'mangwa',
  'मंगवा',
  'bio',
  'fee',
  'फीस',
  'consultation',
  'परामर्श',
  'try karo',
  'try kare',
  'sab log try',
  'try it',
  'try this',
  'must try',
  'link in',
  'per bottle',
  'only ₹',
  'sirf ₹',
  'केवल ₹',
  'सिर्फ ₹',
  'pay only',
  'registration',
]);
const WARN = quick(
  [
    `(?<![${L}])(beware|warning|warn|alert|scam|scams|scammer|fraud|fake|cheat|cheating|cheated|illegal|report (it|this|them|the account|that)|please report|do not (believe|fall|trust|send|pay|share|stop)|don.?t (believe|fall|trust|send|pay|share|stop)|never (send|pay|share)|careful|be aware|not true|no (scientific )?evidence|no proof|misleading|magic remedies|is (this|it) (real|true|genuine|legit)|anyone (tried|know|heard)|has anyone|someone (told|sent|messaged|called) me|i got (a|this) (message|call)|got a (call|message)|they asked (me|us)|asked me for|just asked|quackery|quack|hoax|rumou?r|forward(ed)? (message|msg)|whatsapp forward|myth|fishy|suspicious|stay away|avoid|is not a cure|isn.?t a cure|not a cure|(as long as|provided|only if) [^.]{0,40}(doesn.?t|does not|don.?t|do not) stop|no registration fee|free of charge|complain|complaint|no selling|no cure claims?|no money requests?|is prohibited|are removed|will be removed|i (did not|didn.?t) (send|share|pay)|stopped (her|his|their|my) chemo)(?![${L}])`,
    `(?<![${L}])(savdhan|saavdhan|saavdhaan|sawdhan|dhokha|dhoka|thag|thagi|farzi|jhooth|jhoot|jhutha|bakwas|sach hai kya|sahi hai kya|kya (ye|yeh|yah) (sach|sahi|asli|sahi hai)|mat (phaso|fanso|bhejo|do|karo bharosa)|bharosa mat|bach ke|bachke|koi (jaanta|janta)|kisi ne try|mujhe (bhi )?(message|msg|call|phone) aaya|report karo|report kare|galat hai|vishwas mat|fraud hai|mat (karna|karo|chhodna|chhodo|roko|rokna|lena|lo|dena|bhejna)|door raho|dur raho|door rahe|dur rahe|shikayat|gairkanooni|mana hai|mana kiya|kuch nahi bataya|kaise samjhau?n?|chakkar me|report karna|nahi chalega|(maangna|mangna|bechna|bechne) (ya [a-z ]{0,20})?allowed nahi|cure nahi hai|ilaj nahi hai|ilaaj nahi hai|no registration fee|koi fee nahi|no fees?|free of cost|(no|koi) (miracle|magic|chamatkari) \\S+)(?![${L}])`,
    '(सावधान|धोखा|धोखे|ठग|ठगी|फर्जी|फ्रॉड|झूठ|झूठा|स्कैम|बकवास|सच है क्या|सही है क्या|क्या (ये|यह) (सच|सही|असली)|(मत|ना) (फंसें|फंसो|फँसें|भेजें|भेजो|दें|करें भरोसा)|भरोसा (मत|न) करें|बच के|बचके|रिपोर्ट करें|रिपोर्ट करो|मुझे (भी )?(मैसेज|कॉल|फोन) आया|कोई सबूत नहीं|वैज्ञानिक सबूत|गलत है|अफवाह|मत (करना|करें|करो|छोडना|छोडें|रोकें|रोकना|लेना|लें|देना|भेजना)|दूर (रहें|रहिए|रहो)|शिकायत|गैरकानूनी|मना है|मना किया|इलाज नहीं है|मना[,।.]|मना$|कुछ नहीं बताया|चेतावनी|(पैसे|पैसा) मत|मत दीजिए|मत दें|कोई फीस नहीं|निशुल्क|निःशुल्क|कोई (चमत्कारी|जादुई) \\S+ नहीं)',
  ].join('|'),
  'u',
);
const QUESTION_ABOUT = quick(
  `(?<![${L}])(does|do|can|is there|kya|क्या|koi|कोई|any|anyone|has anyone|should (i|we))(?![${L}])[^?\\n।]{0,120}\\?`,
  'u',
);

// A link's name follows no letter: a small letter or digit before it (most places of a text) is turned down
// first, without the test against the letters of Unicode.
const LINK = new RegExp(
  [
    'https?:\\/\\/\\S+',
    'www\\s*\\.\\s*\\S+',
    '(?<![a-z0-9])(?:t|wa)\\s*(?:\\.|\\(dot\\)|\\[dot\\])\\s*me\\s*\\/\\s*\\S+',
    `(?<![a-z\\d])(?<![${L}\\d@])[a-z0-9-]{2,}(?:\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\sdot\\s)\\s*[a-z0-9-]{2,})*\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\sdot\\s)\\s*(?:com|in|org|net|co|me|ly|io|xyz|info|link|site|online|shop|app|store|biz|club|live|page|gl|to|cc|ws|tk)(?![${L}])(?:\\s*\\/\\s*[\\w?=&%./-]*)?`,
  ].join('|'),
  'giu',
);
/** Ten-digit Indian mobiles (6-9 first), +91 or 0 before, spaced, dotted or dashed, partly written as x. */
const PHONE = quick(
  '(?<![\\d])(?:\\+?\\s*91[\\s.\u2013\u2014-]*|0)?[6-9](?:[\\s.\\-\u2013\u2014()]*[0-9x]){9}(?![\\dx])',
  'giu',
);
/**
 * A UPI id. Its name is read from the start of a run of its characters (the look behind): a run that
 * ends in a UPI id matches from its first character as from any other, so the first match and where it
 * ends are the same, and the run is no longer read again from each of its characters.
 */
const UPI =
  /(?<![a-z0-9._-])[a-z0-9._-]{2,}\s?@\s?(?:ok[a-z]+|ybl|paytm|upi|axl|ibl|apl|ptyes|ptaxis|pthdfc|ptsbi|fbl|sbi|icici|hdfcbank|kotak|yesbank|axisbank|okbank|ybank|airtel|jio|freecharge|mobikwik|barodampay|aubank|idfcbank|indus|pnb|boi|cnrb|unionbank)(?![a-z])/iu;
const ACCOUNT = quick(
  `(?:(?<![${L}])(?:a\\/c|acc(?:oun)?t|account|khata|khaate|खाता|खाते|bank)(?![${L}])[^\\n]{0,40}?(?<!\\d)\\d[\\d\\s-]{7,20}\\d(?!\\d))|(?<![${L}])[a-z]{4}0[a-z0-9]{6}(?![${L}\\d])`,
  'iu',
);
const PAY_APP = words([
  'gpay',
  'g pay',
  'google pay',
  'phonepe',
  'phone pe',
  'paytm',
  'upi',
  'bhim',
  'फोनपे',
  'फोन पे',
  'पेटीएम',
  'गूगल पे',
  'जीपे',
  'यूपीआई',
  'qr code',
  'scanner',
  'क्यूआर',
  'neft',
  'imps',
  'rtgs',
]);
const OTP = words(['otp', 'ओटीपी', 'pin', 'cvv', 'पिन', 'one time password']);
const MONEY = quick(
  `₹|(?<![${L}])(rs\\.?|inr|rupees?|rupaye|rupaiye|रुपये|रुपए|रु\\.|lakh|lakhs|लाख|हजार|hazar|hazaar|crore|करोड|paise|पैसे|paisa|पैसा|fund|funds|amount|राशि|rashi|fee|fees|फीस|charge|charges|चार्ज|शुल्क|shulk|deposit|registration|रजिस्ट्रेशन|पंजीकरण|advance|एडवांस|payment|पेमेंट|भुगतान|bhugtan|\\$)(?![${L}])|\\d\\s?k(?![${L}])`,
  'iu',
);
const ASK_SEND = stems([
  'send me',
  'send the',
  'send us',
  'send money',
  'send rs',
  'send ₹',
  'please send',
  'pls send',
  'kindly send',
  'bhejo',
  'bhejiye',
  'bhejein',
  'bhej do',
  'bhej dijiye',
  'भेजो',
  'भेजें',
  'भेजिए',
  'भेज दें',
  'भेज दो',
  'भेज दीजिए',
  'transfer kar',
  'transfer karo',
  'transfer kare',
  'transfer the',
  'donate now',
  'donate kare',
  'donate karo',
  'डोनेट करें',
  'pay now',
  'pay karo',
  'pay kare',
  'pay karein',
  'pay the',
  'pay ₹',
  'pay rs',
  'jama karo',
  'jama kare',
  'जमा करें',
  'जमा करो',
  'help karo',
  'madad karo',
  'मदद करो',
  'मदद करें',
  'de do',
  'दे दो',
  'dedo',
  'bhar do',
  'bharo',
  'भरो',
  'भरें',
  'भर दें',
  'bhariye',
  'otp bata',
  'ओटीपी बता',
  'share the otp',
  'share otp',
  'otp share',
  'verify kar',
  'वेरीफाई कर',
  'kar dijiye',
  'lauta dunga',
  'लौटा दूंगा',
  'return kar dunga',
  'will return',
  'udhaar',
  'उधार',
  'lend me',
  'gpay karo',
  'gpay kare',
  'paytm karo',
  'phonepe karo',
  'whatever you can',
  'jo ho sake',
  'जो हो सके',
  'contribute',
]);
const PRETEXT = stems([
  'lottery',
  'lucky draw',
  'prize',
  'इनाम',
  'inaam',
  'jeet',
  'जीत',
  'winner',
  'grant',
  'ग्रांट',
  'sahayata rashi',
  'सहायता राशि',
  'sanction',
  'मंजूर',
  'manjoor',
  'approved',
  'claim',
  'क्लेम',
  'refund',
  'रिफंड',
  'kyc',
  'केवाईसी',
  'blocked',
  'block ho',
  'ब्लॉक',
  'बंद हो',
  'reactivat',
  'processing',
  'प्रोसेसिंग',
  'filing',
  'फाइलिंग',
  'verification',
  'वेरिफिकेशन',
  'head office',
  'हेड ऑफिस',
  'relief fund',
  'राहत कोष',
  'rahat kosh',
  'pm cares',
  'cm fund',
  'government scheme',
  'sarkari yojana',
  'सरकारी योजना',
  'selected',
  'चयन',
  'chayan',
  'stolen',
  'chori',
  'चोरी',
  'wallet',
  'stuck',
  'फंस',
  'phans',
  'ventilator',
  'वेंटिलेटर',
  'discharge nahi',
  'डिस्चार्ज नहीं',
  'bill baki',
  'बिल बाकी',
  'personal account',
  'personal khata',
  'पर्सनल खाते',
  'hospital ka khata',
  'अस्पताल का खाता',
  'urgent',
  'अर्जेंट',
  'turant',
  'तुरंत',
  'aaj hi',
  'आज ही',
  'kal tak',
  'कल तक',
  'abhi ke abhi',
]);
const STRONG_PRETEXT = words([
  'lottery',
  'lucky draw',
  'prize',
  'इनाम',
  'inaam',
  'winner',
  'congratulations',
  'congrats',
  'बधाई',
  'badhai',
  'selected',
  'select hue',
  'चयन',
  'customs',
  'कस्टम',
  'gift parcel',
  'gift bheja',
  'गिफ्ट',
  'parcel',
  'पार्सल',
  'maturity',
  'मैच्योरिटी',
  'kyc',
  'केवाईसी',
  'blocked',
  'ब्लॉक',
  'band ho jayega',
  'बंद हो जाएगा',
  'upgrade',
  'अपग्रेड',
  'lapse',
  'लैप्स',
  'galti se',
  'गलती से',
  'by mistake',
  'wapas kar do',
  'वापस कर दो',
  'return the extra',
  'agent',
  'एजेंट',
  'dalal',
  'दलाल',
  'medical visa',
  'मेडिकल वीजा',
  'stamp duty',
  'gst',
  'release the funds',
  'file charge',
  'file charges',
  'फाइल चार्ज',
  'courier charge',
  'processing fee',
  'प्रोसेसिंग फीस',
  'registration fee',
  'रजिस्ट्रेशन फीस',
  'pension',
  'पेंशन',
  'award',
  'samman',
  'सम्मान',
  'bill nahi milega',
  'बिल नहीं मिलेगा',
  'no bill',
  'cash only',
  'policy',
  'पॉलिसी',
  'insurance',
  'बीमा',
]);
const INVEST = stems([
  'invest',
  'निवेश',
  'nivesh',
  'returns',
  'return guarantee',
  'रिटर्न',
  'profit',
  'munafa',
  'मुनाफा',
  'double',
  'डबल',
  'crypto',
  'bitcoin',
  'क्रिप्टो',
  'stock tip',
  'share market',
  'शेयर बाजार',
  'trading',
  'ट्रेडिंग',
  'forex',
  'penny stock',
  'insider',
  'chit fund',
  'चिट फंड',
  'chit',
  'plot',
  'प्लॉट',
  'booking amount',
  'बुकिंग',
  'mlm',
  'network marketing',
  'joining fee',
  'ज्वाइनिंग',
  'gold loan',
  'scheme me paisa',
  'दुगना',
  'dugna',
  'doguna',
  'दोगुना',
  'double money',
  'paisa double',
  'usdt',
  'wallet address',
  'तिगुना',
  'tiguna',
  'triple',
  'vip ग्रुप',
  'vip group',
  'paid group',
  'पक्की टिप',
  'pakki tip',
  '10x',
]);
const LOAN = words([
  'loan',
  'लोन',
  'instant loan',
  'loan app',
  'karz',
  'कर्ज',
  'karza',
  'personal loan',
  'credit',
  'emi',
]);
const CONTACT_THING = stems([
  'number',
  'no.',
  'num ',
  'nambar',
  'नंबर',
  'नम्बर',
  'mobile',
  'मोबाइल',
  'phone',
  'फोन',
  'whatsapp',
  'watsapp',
  'व्हाट्सएप',
  'वॉट्सऐप',
  'address',
  'पता',
  'pata',
  'aadhaar',
  'aadhar',
  'आधार',
  'pan card',
  'पैन',
  'report',
  'रिपोर्ट',
  'details',
  'डिटेल',
  'photo',
  'फोटो',
  'email',
  'ईमेल',
  'contact',
  'passbook',
  'पासबुक',
  'ration card',
  'राशन कार्ड',
  'date of birth',
  'जन्मतिथि',
  'dob',
  'pincode',
  'पिनकोड',
]);
/** CONTACT_THING for counting its words. */
const CONTACT_THINGS = new RegExp(CONTACT_THING.source, 'gu');
const ASK_CONTACT = quick(
  [
    `(?<![${L}])(send|share|give|drop|comment|post|write|dm|inbox|message|msg|tell)(?![${L}])(?:\\s+\\S+){0,3}\\s+(your|ur|apna|apni|apne|अपना|अपनी|अपने)\\s+(?:\\S+\\s+){0,2}(number|no|num|mobile|phone|whatsapp|address|aadhaar|aadhar|reports?|details|photo|email|contact)`,
    `(?<![${L}])(your|ur)\\s+(whatsapp|number|mobile number|phone number|contact number|address|aadhaar|aadhar)\\s*(\\?|pls|please|plz|bhejo|do|dijiye)`,
    `(?<![${L}])(apna|apni|apne)\\s+(?:\\S+\\s+){0,2}(number|nambar|mobile|whatsapp|address|pata|aadhaar|aadhar|reports?|details|photo|email|contact)\\s+(?:\\S+\\s+){0,2}(bhejo|bhejiye|bhejein|bhej do|do|dijiye|likho|likhe|likhiye|comment karo|comment kare|share karo|share kare|dalo|daalo|daliye|batao|bataiye)(?![${L}])`,
    `(?<![${L}])(number|nambar|mobile no)\\s+(?:\\S+\\s+){0,2}(bhejo|bhejiye|bhejein|likho|likhe|comment karo|comment kare|dalo|daalo|share karo)(?![${L}])`,
    '(अपना|अपनी|अपने)\\s+(?:\\S+\\s+){0,3}(नंबर|नम्बर|मोबाइल|व्हाट्सएप|पता|आधार|रिपोर्ट|डिटेल|फोटो)\\s+(?:\\S+\\s+){0,2}(भेजें|भेजो|भेजिए|भेज दें|भेज दीजिए|दें|दीजिए|लिखें|लिखो|कमेंट|शेयर|डालें|डालो|बताएं|बताइए|इनबॉक्स|मैसेज करें|व्हाट्सएप करें)',
    '(नंबर|नम्बर)\\s+(कमेंट|नीचे|लिखें|लिखो|भेजें|भेजो|दें)',
    `(?<![${L}])(numbers? of (the )?other|other (members|ladies|patients)'? numbers|enter your (number|mobile|phone|whatsapp)|(bhejo|send|do|dijiye)\\s+(?:\\S+\\s+){0,2}(apna|your)\\s+(number|mobile|whatsapp))`,
    '(बाकी|दूसरे|दूसरी) (सब |सभी )?\\S* ?(के|की) (नंबर|नम्बर)',
    `(?<![${L}])(number|nambar|mobile no|whatsapp number)\\s+(dijiye|de do|dedo|bhejo)(?![${L}])`,
    `(?<![${L}])(comment|type|likho|write)\\s+(?:\\S+\\s+){0,2}(yes|haan|interested|हाँ|हां|interested)(?![${L}])`,
  ].join('|'),
  'iu',
);
const OFF_PLATFORM = quick(
  [
    `(?<![${L}])(telegram|telegaram|टेलीग्राम|signal|सिग्नल|insta|instagram|इंस्टा|इंस्टाग्राम|dm me|dm karo|dm kare|inbox me|inbox karo|इनबॉक्स|personal (pe|par|me|mein|chat)|private (pe|par|me|mein|chat|group)|alag se|अलग से|पर्सनल|प्राइवेट|whatsapp group|व्हाट्सएप ग्रुप|join (my|our|the) group|join karo|join kare|जॉइन|ज्वाइन|t\\s*\\.\\s*me|wa\\s*\\.\\s*me|chat\\s*\\.\\s*whatsapp|off (this|the) (site|platform|app)|outside (this|the) (site|platform|app)|call me|mujhe call|मुझे कॉल|whatsapp (me|karo|kare|kijiye|pe|par)|व्हाट्सएप (करें|करो|पर)|message me|msg me|continue on|broadcast channel|insta dms?|instagram dms?|phone pe baat|quick call|hop on a call)(?![${L}])`,
  ].join('|'),
  'iu',
);
const SECRECY = quick(
  `(?<![${L}])(secret|secretly|गुप्त|gupt|admin|admins|एडमिन|moderator|मॉडरेटर|khul ?kar|khul ke|खुलकर|खुल के|openly|hidden|chupke|चुपके|not allowed|allowed nahi|public me nahi|पब्लिक में नहीं|yaha nahi|yahan nahi|यहाँ नहीं|यहां नहीं|इधर नहीं|nobody should know|kisi ko mat|किसी को मत|not here|yaha nahi|this app blocks|app blocks|app mera|ऐप मेरा|यह ऐप|ye app|asli baat|असली बातचीत|असली बात|real talk|privately|ban hai|बैन है|restrictive|too strict|नाम नहीं बता सकते|naam nahi bata sakte|यहाँ नहीं बता सकता|यहां नहीं बता सकता|monitored|is monitored|platform blocks|platform block|blocks numbers|निगरानी में|nigrani me|monitor hota|monitor karte)(?![${L}])|🤫`,
  'iu',
);
const EVERYONE = quick(
  `(?<![${L}])(all|every|everyone|anyone|sabhi|sab|jo bhi|jinhe|jinko|jis kisi|koi bhi|सभी|सब|जो भी|जिन्हें|जिनको|जिनके|कोई भी|patients|मरीज|mareez|families|परिवार)(?![${L}])`,
  'iu',
);
const CALL_US = quick(
  `(?<![${L}])(call|calls|contact|whatsapp|missed call|ring|sampark|संपर्क|कॉल|फोन करें|फोन करो|मिस्ड कॉल|call kare|call karo|call karein|phone karo|phone kare)(?![${L}])`,
  'iu',
);
const EARN = stems([
  'earn',
  'kamao',
  'kamaye',
  'कमाओ',
  'कमाएं',
  'कमाई करें',
  'work from home',
  'wfh',
  'ghar baithe',
  'घर बैठे',
  'part time job',
  'part-time job',
  'पार्ट टाइम',
  'like videos',
  'like karo',
  'reels dekho',
  'videos dekho',
  'followers',
  'फॉलोअर्स',
  'subscribers',
  'subscribe',
  'सब्सक्राइब',
  'my channel',
  'mera channel',
  'मेरा चैनल',
  'मेरा यूट्यूब',
  'youtube channel',
  'seo',
  'backlink',
  'casino',
  'betting',
  'satta',
  'सट्टा',
  'rummy',
  'रमी',
  'teen patti',
  'dream11',
  'dating',
  'escort',
  'hot girls',
  'coaching',
  'कोचिंग',
  'admission open',
  'discount',
  'डिस्काउंट',
  '% off',
  'for rent',
  'on rent',
  'rent pe',
  'किराए पर',
  'broker',
  'ब्रोकर',
  'promo',
  'visit my',
  'check my',
  'my blog',
  'mera blog',
  'my shop',
  'hamari shop',
  'हमारी दुकान',
  'humari dukaan',
  'online order',
  'best price',
  'free trial',
  'forex',
  'jyotish',
  'ज्योतिष',
  'vashikaran',
  'वशीकरण',
  'love problem',
  'movie download',
  'free recharge',
  'cashback',
  'daily ₹',
  'per day ₹',
  'प्रतिदिन ₹',
  'typing job',
  'data entry',
  'fairness',
  'weight loss',
  'visit karo',
  'visit kare',
  'visit करें',
  'follow karo',
  'follow kare',
  'follow करें',
  'cheap flights',
  'flat for',
  'bachelor allowed',
  'earn money',
  'paise kamao',
  'पैसे कमाओ',
  'vip group',
  'lonely',
  'अकेले हो',
  'akele ho',
  'chat with',
  'girls from',
  'friendship',
  'फ्रेंडशिप',
  'नई दोस्त',
  'nayi dost',
  'video call pe',
  'सेल',
  'छूट',
  'wholesale',
  'थोक',
  'catalogue',
  'catalog',
  'lowest price',
  'सबसे कम दाम',
  'finance available',
  'used cars',
  'bulk sms',
  'marketing',
  'मार्केटिंग',
  '2bhk',
  '3bhk',
  'फ्लैट सिर्फ',
  'flat sirf',
  'fantasy',
  'फैंटेसी',
  'करोडपति',
  'crorepati',
  'पक्के टिप्स',
  'pakke tips',
  'शायरी',
  'shayari',
  'memes',
  'spoken english',
  'स्पोकन इंग्लिश',
  'मसाला',
  'masala',
  'showroom',
  'शोरूम',
  'jewellery',
  'ज्वेलरी',
  'साडियों',
  'sarees',
  'status group',
  'add ho jao',
  'जुडो और शेयर',
  'website banwa',
  'logo',
  '💋',
  'hiii',
  'tuition',
  'ट्यूशन',
  'insurance agent',
  'property',
  'प्रॉपर्टी',
  'affiliate',
  'use code',
  'promo code',
  'प्रोफाइल देखो',
  'profile dekho',
  'नोट्स',
  'टेस्ट सीरीज',
  'test series',
  'वजन घटाओ',
  'weight ghatao',
  'किलो',
  'होलसेल',
  'रिव्यू',
  '5 स्टार',
  '5 star',
  'ipl',
  'match pakka',
  'crash course',
  'kurti',
  'hair fall',
  '1 free',
  'cash on delivery',
  'कैश ऑन डिलीवरी',
  'नए दोस्त',
  'naye dost',
  'new friends',
  'skincare',
  'store is live',
  'सरकारी नौकरी',
]);
const COACH = stems(['wellness coach', 'health coach', 'health journey', 'हेल्थ जर्नी', 'वेलनेस कोच', 'healing journey']);
const HEALTH = stems([
  'cancer',
  'कैंसर',
  'chemo',
  'कीमो',
  'hospital',
  'अस्पताल',
  'doctor',
  'डॉक्टर',
  'patient',
  'मरीज',
  'mareez',
  'treatment',
  'इलाज',
  'ilaj',
  'scheme',
  'योजना',
  'yojana',
  'ayushman',
  'आयुष्मान',
  'pmjay',
  'pm-jay',
  'screening',
  'स्क्रीनिंग',
  'oncolog',
  'radiation',
  'surgery',
  'biopsy',
  'report',
  'caregiver',
  'survivor',
  'support group',
  'helpline',
  'हेल्पलाइन',
  'ngo',
  'trust',
  'camp',
  'शिविर',
  'blood',
  'platelet',
  'tata memorial',
  'aiims',
  'एम्स',
]);
/** Small capitals (ᴄᴀɴᴄᴇʀ), which NFKC leaves as they are. */
const SMALL_CAP_LETTERS: Record<string, string> = Object.fromEntries(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ'].map((c, i) => [c, 'abcdefghijklmnopqrstuvwyz'[i]!]),
);
const SMALL_CAPS = new RegExp(`[${Object.keys(SMALL_CAP_LETTERS).join('')}]`, 'gu');
const SPACED_LETTERS = /(?<![a-z])(?<![\p{L}\p{M}])\p{L}(?: \p{L}){3,}(?![\p{L}\p{M}])/gu;
/** What spaced letters need at the least (a letter is a character that is not a space): most texts have none. */
const SPACED_ANYTHING = /[^ ] [^ ] [^ ] [^ ]/u;
/** Letters spaced out to slip past a filter ("w h a t s a p p") joined again. */
function squeezeSpacedLetters(t: string): string {
  if (!SPACED_ANYTHING.test(t)) return t;
  return t.replace(SPACED_LETTERS, (m) => m.replace(/ /g, ''));
}

/** How many different words of a stems() list the text has. */
function countAll(re: RegExp, text: string): number {
  re.lastIndex = 0;
  return new Set(text.match(re) ?? []).size;
}

function count(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text)) n++;
  re.lastIndex = 0;
  return n;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD = '(?:zero|one|two|three|four|five|six|seven|eight|nine|\\d)';
/** A run of at least six digits, some written as English words ("nine-zero-zero-zero-zero 1 2 3"). */
const DIGIT_WORD_RUN = new RegExp(
  `(?<![a-z\\d])${DIGIT_WORD}(?:[\\s,.\u2013\u2014-]+${DIGIT_WORD}){5,}(?![a-z\\d])`,
  'giu',
);
const HAS_DIGIT_WORD = /zero|one|two|three|four|five|six|seven|eight|nine/i;
/** Digits spelled as words to slip past a filter, written as digits again (a number of one word stays). */
function digitsFromWords(t: string): string {
  if (!HAS_DIGIT_WORD.test(t)) return t;
  return t.replace(DIGIT_WORD_RUN, (run) => run.replace(/[a-z]+/gi, (w) => DIGIT_WORDS[w.toLowerCase()] ?? w));
}

/**
 * A text as the checks read it: the risk detector's folding (normalise.ts) after look-alike and
 * small-capital letters, keycap and Devanagari digits are made plain, with letters spaced out joined
 * and digits spelled as words in a run written as digits.
 * Watched words (watched.ts) read the same text.
 */
export function foldForReading(text: string): string {
  return digitsFromWords(
    squeezeSpacedLetters(
      foldCharacters(
        text
          .normalize('NFKC')
          .replace(/[\u0966-\u096F]/gu, (d) => String(d.charCodeAt(0) - 0x0966))
          .replace(/[\uFE0F\u20E3]/gu, ''),
      ).replace(SMALL_CAPS, (c) => SMALL_CAP_LETTERS[c] ?? c),
    ),
  );
}

/** Mobile numbers in a folded text (foldForReading), each as its ten digits ('x' where hidden). */
export function phoneNumbersIn(folded: string): string[] {
  PHONE.lastIndex = 0;
  return [...folded.matchAll(PHONE)].map((m) => m[0].replace(/[^\dx]/g, '').slice(-10));
}

/** Whether a folded text has a UPI id (every one has an @). */
const hasUpi = (folded: string) => folded.includes('@') && UPI.test(folded);

/** What a folded text (foldForReading) gives of payment details: a UPI id, a bank account number or IFSC. */
export function paymentHandlesIn(folded: string): { upi: boolean; account: boolean } {
  return { upi: hasUpi(folded), account: ACCOUNT.test(folded) };
}

/** Links in a folded text (foldForReading), a UPI id not counted as one. */
export function linkCountIn(folded: string): number {
  return count(LINK, hasUpi(folded) ? folded.replace(UPI, ' ') : folded);
}

/**
 * A text folded once for every check of one write (the reader, the rules, the watched words, and
 * holds.ts's second look at the rules), with what they ask of it found once, when first asked.
 */
export class FoldedText {
  #phones?: readonly string[];
  #links?: number;
  #upi?: boolean;
  #account?: boolean;
  readonly folded: string;
  constructor(readonly text: string) {
    this.folded = foldForReading(text);
  }
  phoneNumbers(): readonly string[] {
    return (this.#phones ??= phoneNumbersIn(this.folded));
  }
  links(): number {
    return (this.#links ??= linkCountIn(this.folded));
  }
  upi(): boolean {
    return (this.#upi ??= hasUpi(this.folded));
  }
  account(): boolean {
    return (this.#account ??= ACCOUNT.test(this.folded));
  }
}

/** The last text read: a write's checks read one text several times in a row, each through here. */
let last: FoldedText | undefined;
export function foldedText(text: string): FoldedText {
  if (last?.text !== text) last = new FoldedText(text);
  return last;
}

/** Each folded text's reading, once read. */
const readings = new WeakMap<FoldedText, AbuseReading>();

/** Reads a text for the four harms. Pure and synchronous: the cost is a few regular expressions. */
export function readAbuse(text: string): AbuseReading {
  const f = foldedText(text);
  let r = readings.get(f);
  if (!r) readings.set(f, (r = readFolded(f)));
  // A copy, so that a caller that changes its reading changes nobody else's.
  return { ...r, kinds: [...r.kinds], signals: [...r.signals] };
}

function readFolded(f: FoldedText): AbuseReading {
  const t = f.folded;
  const signals: string[] = [];
  const mark = (name: string, found: boolean) => {
    if (found) signals.push(name);
    return found;
  };
  const has = (name: string, re: RegExp) => mark(name, re.test(t));
  const links = f.links();
  const phones = f.phoneNumbers().length;
  if (links) signals.push(`links:${links}`);
  if (phones) signals.push(`phones:${phones}`);
  const upi = mark('upi', f.upi());
  const account = mark('account', f.account());
  const payApp = has('pay-app', PAY_APP);
  const otp = has('otp', OTP);
  const money = has('money', MONEY);
  const ask = has('ask-send', ASK_SEND);
  const pretext = has('pretext', PRETEXT);
  const invest = has('invest', INVEST);
  const strongPretext = has('strong-pretext', STRONG_PRETEXT);
  const documents = countAll(CONTACT_THINGS, t);
  if (documents >= 3) signals.push(`documents:${documents}`);
  const loan = has('loan', LOAN);
  const warn = has('warning', WARN);
  const question = has('question', QUESTION_ABOUT);
  const cancer = has('cancer', CANCER);
  const cure = has('cure', CURE);
  const absolute = has('absolute', ABSOLUTE);
  const anti = has('anti-treatment', ANTI_TREATMENT);
  const product = has('product', PRODUCT);
  const sell = has('sell', SELL) || links > 0 || phones > 0;
  const askContact = has('ask-contact', ASK_CONTACT);
  const offPlatform = has('off-platform', OFF_PLATFORM);
  const secrecy = has('secrecy', SECRECY);
  const everyone = has('everyone', EVERYONE);
  const callUs = has('call-us', CALL_US);
  const earn = has('earn', EARN);
  const coach = has('coach', COACH);
  const health = has('health', HEALTH);
  const paymentDetails = upi || account || (payApp && phones > 0);
  const spared = warn || (question && !absolute && !sell);

  const kinds: AbuseKind[] = [];
  const cureClaim =
    !spared &&
    ((cure && cancer && (product || absolute || anti || sell)) ||
      (cure && product && (absolute || anti || sell)) ||
      (anti && (product || absolute || cancer)) ||
      (absolute && product && cancer));
  if (cureClaim) kinds.push('cure_claim');
  const moneyScam =
    !warn &&
    ((paymentDetails && (money || ask || pretext)) ||
      (otp && (ask || pretext || money || payApp)) ||
      (pretext && money && (ask || links > 0 || phones > 0)) ||
      (payApp && money && ask) ||
      (strongPretext && money) ||
      (ask && money && (links > 0 || phones > 0 || secrecy)) ||
      (secrecy && money) ||
      (invest && (money || ask) && (absolute || pretext || ask || links > 0 || phones > 0)) ||
      (loan && (phones > 0 || links > 0 || money) && !health));
  if (moneyScam) kinds.push('money_scam');
  const harvest =
    !warn &&
    (askContact ||
      documents >= 3 ||
      (offPlatform && (secrecy || everyone || phones > 0 || links > 0 || (cure && cancer))) ||
      (phones > 0 && callUs && everyone) ||
      (secrecy && (phones > 0 || links > 0 || offPlatform)) ||
      (coach && (callUs || offPlatform || askContact)));
  if (harvest) kinds.push('contact_harvest');
  const spam = !warn && ((earn && (links > 0 || phones > 0 || money || !health)) || (links > 0 && !health && !cancer));
  if (spam && kinds.length === 0) kinds.push('spam');
  return { kinds, links, phones, paymentDetails, signals };
}
