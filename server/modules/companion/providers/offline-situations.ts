/**
 * What the offline companion recognises, and what it says. Each situation: words that signal it
 * (English and some Hindi), a warm opening, 2 to 4 practical next steps, and extra search words so
 * that the platform search finds the resources that fit.
 */
export interface Situation {
  key: string;
  pattern: RegExp;
  opening: string;
  steps: string[];
  searchWords: string;
}

export const Situations: Situation[] = [
  {
    key: 'newly_diagnosed',
    pattern: /\b(just|recently|newly|been) diagnos\w*|\bnew(ly)? diagnos\w*|\bdiagnosed (with|today|yesterday|last)|\b(got|received|had) (my|the|a) diagnosis|\bfound out (i|he|she|my \w+) (have|has)|\bbiopsy (result|report)|\b(abhi|hal hi mein) pata chala|\bnaya diagnos|निदान|पता चला/i,
    opening: "A new diagnosis can feel like the ground has moved under you. It's completely natural to feel overwhelmed, and you don't have to work everything out today.",
    steps: [
      'Ask for a copy of every report (biopsy, scans, blood tests) and keep them together in one folder; it makes every appointment and any second opinion easier.',
      'Write your questions down before each appointment, and take someone with you to listen and take notes.',
      'Ask the care team three things first: what type and stage this is, what the treatment plan is, and whom to call if something goes wrong between visits.',
      'Let yourself take it one step at a time. Talking to people who have been through it can help; the community here is one place to start.',
    ],
    searchWords: 'newly diagnosed platform guide first steps community survivors',
  },
  {
    key: 'surgery',
    pattern: /\bsurger(y|ies)\b|\boperation\b|\boperated\b|\bsurgeon\b|\bmastectomy\b|\blumpectomy\b|\bpre[- ]?op\b|\bpost[- ]?op\b|ऑपरेशन|सर्जरी/i,
    opening: 'Preparing for surgery brings a lot of feelings at once: hope, nerves and many practical questions. It makes sense to want to feel ready.',
    steps: [
      'Ask the surgical team for written instructions: when to stop eating and drinking, which regular medicines to pause or continue, and what time to arrive.',
      'Pack a small bag: reports and ID, your medicine list, comfortable loose clothes, a phone charger and something calming to read or listen to.',
      'Arrange help at home for the first days after discharge, and ask the team which warning signs (fever, bleeding, wound redness) mean you should call them.',
      'Ask how pain will be managed and what recovery usually looks like; knowing what to expect often eases the worry.',
    ],
    searchWords: 'surgery hospital centre treatment second opinion',
  },
  {
    key: 'side_effects',
    pattern: /\bside[- ]?effects?\b|\bnause\w*|\bvomit\w*|\bhair (loss|fall|falling)|\blosing (my )?hair|\bfatigue\b|\btired all the time\b|\bmouth (sores|ulcers)\b|\bneuropathy\b|\bnumb(ness)?\b|\bconstipat\w*|\bdiarrh?o?ea\b|\b(loss of |no )appetite\b|\bchemo brain\b|\bulti\b|\bthakan\b|\bbaal (jhad|gir)\w*|थकान|उल्टी/i,
    opening: 'Side effects can wear you down, and it is good that you are paying attention to how your body is doing.',
    steps: [
      'Keep a simple daily note of each side effect (what, when, how bad from 1 to 10); it helps your team adjust your treatment or add support.',
      'Tell your oncology team about every side effect, even ones that seem small. Many can be eased, and some need prompt attention.',
      'Small, frequent meals, sips of water through the day and gentle rest often help, but ask the team before starting any new medicine, supplement or home remedy.',
      'A fever, bleeding, breathlessness or being unable to keep fluids down during treatment needs a call to the team straight away.',
    ],
    searchWords: 'side effects treatment palliative care symptom support',
  },
  {
    key: 'survivors',
    pattern: /\bsurvivors?\b|\b(been|gone|went) through (it|this|the same)\b|\bothers? (who|like me)\b|\bconnect with\b|\btalk to (people|someone|others)\b|\bpeers?\b|\bsupport groups?\b|\bsame experience\b/i,
    opening: "Talking with people who have walked a similar road can be a real comfort. They often understand things that are hard to explain to anyone else.",
    steps: [
      'Read a few survivor stories on this site; when one speaks to you, you can reply or reach out to its author.',
      'Join a support group or the discussion forum and introduce yourself in a few lines; share only what you are comfortable sharing.',
      'Look at community events, where you can meet others in person or online.',
    ],
    searchWords: 'survivor stories community forum support groups connect events',
  },
  {
    key: 'money',
    pattern: /\bcosts?\b|\bafford\w*|\bmoney\b|\bexpens\w*|\bfinanc\w*|\binsurance\b|\bpay for\b|\bloan\b|\bbills?\b|\bayushman\b|\bpm-?jay\b|\bpais[ae]\b|\bkharch[ae]?\b|खर्च|पैसे|पैसा/i,
    opening: 'Worrying about money on top of illness is so hard, and many families in India face the same worry. There is help you can ask for.',
    steps: [
      'Check whether your family is eligible for Ayushman Bharat PM-JAY, which covers hospital treatment up to ₹5 lakh per family per year at empanelled hospitals (helpline 14555).',
      "Ask the hospital's social worker or medical social service department about financial assistance, including the Health Minister's Cancer Patient Fund under Rashtriya Arogya Nidhi for treatment at government hospitals.",
      'Ask for a written cost estimate of the treatment plan before it starts, and whether your state has its own health scheme.',
      'Some charities and NGOs help with costs, travel or stays near the hospital; the resources here list some of them.',
    ],
    searchWords: 'financial assistance cost scheme insurance Ayushman Bharat Arogya Nidhi',
  },
  {
    key: 'treatment_options',
    pattern: /\btreatment (options?|plan|choices?)\b|\boptions for (my )?treatment\b|\bradiation\b|\bradiotherapy\b|\bimmunotherapy\b|\btargeted therapy\b|\bsecond opinion\b|\bwhich treatment\b|\bunderstand\w* (my )?(treatment|report|diagnosis)\b|\bwhat (to|should i) ask (my |the )?(doctor|oncologist)\b|\bilaa?j\b|इलाज/i,
    opening: 'Understanding your treatment options helps you take part in decisions about your own care. Asking questions is always your right.',
    steps: [
      'Ask your oncologist: what are my options, what is the goal of each (cure, control or comfort), what are the common side effects, and how long does each take?',
      'Ask what happens if you wait, and which option they would suggest and why.',
      'A second opinion is normal and good practice. Keep copies of your reports and scans so that another centre can review them; the National Cancer Grid connects cancer centres across India.',
      'Ask about costs early, and whether a government scheme such as Ayushman Bharat PM-JAY covers the treatment at that hospital.',
    ],
    searchWords: 'treatment options second opinion centre national grid',
  },
  {
    key: 'caregiver',
    pattern: /\bcare ?giv\w*|\bcaring for\b|\bcare for (my|someone|him|her)\b|\blooking after\b|\bmy (mother|father|mom|mum|dad|wife|husband|son|daughter|brother|sister|parent|parents|amma|appa|papa|maa|nani|dadi)\b.*\b(cancer|chemo|diagnos\w*|treatment)\b|\bdekh ?bhaa?l|देखभाल/i,
    opening: 'Caring for someone with cancer is a labour of love, and it is also exhausting. Your own tiredness and feelings matter too.',
    steps: [
      'Share the load: make a list of tasks (hospital visits, medicines, meals, paperwork) and ask family or friends to take specific ones.',
      'Plan small breaks for yourself each week, even an hour, and keep up your own sleep, meals and health check-ups.',
      'Ask the care team for a short written plan of medicines and warning signs, so you are not carrying it all in your head.',
      'Talk to other caregivers; the support groups and forum here include people who understand. If you feel low for days, Tele-MANAS (14416) is free and confidential.',
    ],
    searchWords: 'caregiver support palliative care home care community groups',
  },
  {
    key: 'family',
    pattern: /\b(tell|telling|talk to|talking to|explain to) (my )?(family|kids|children|parents|husband|wife|partner)\b/i,
    opening: 'Finding the words to tell the people you love is one of the hardest parts. There is no perfect way, only your way.',
    steps: [
      'Choose a calm time and place, and start with one or two people you trust most.',
      'Share as much as you are ready to; it is fine to say "I don\'t know yet" about what comes next.',
      'Tell them what would help you, like coming to appointments, cooking or simply listening, so they can help in real ways.',
    ],
    searchWords: 'family talk community support stories',
  },
  {
    key: 'fear_low_mood',
    pattern: /\bscared\b|\bafraid\b|\bfear\w*|\banxi\w*|\bworr(y|ied|ying)\b|\bpanic\w*|\bdepress\w*|\bfeel(ing)? (low|down|sad|hopeless|empty)\b|\bsad\b|\bhopeless\b|\bcry(ing)?\b|\blonely\b|\b(all )?alone\b|\bcan'?t sleep\b|\bdar (lag|lagta|lagti)\b|\bdarr\b|\bghabra\w*|\budaas\b|\bakela\b|डर|उदास|अकेला|अकेली|घबराहट/i,
    opening: "I'm sorry you're feeling this way. Fear and low days are a very human response to what you're going through, and you don't have to hide them.",
    steps: [
      'Try naming what feels heaviest right now; sometimes saying it out loud, or writing it down, makes it a little lighter.',
      'Reach out to one person today, a friend, family member or someone in the community here, and tell them how you are really doing.',
      'Small steadying things help: a short walk, slow breathing (in for 4, out for 6), a regular sleep time.',
      'If the low feeling stays for more than two weeks or keeps you from daily life, please talk to your doctor. Tele-MANAS (14416) offers free, confidential counselling 24x7.',
    ],
    searchWords: 'mental health counselling helpline Tele-MANAS support community',
  },
];

/** Medical questions: Forti never diagnoses, doses or predicts. */
export const MEDICAL_QUESTION =
  /\b(dose|doses|dosage|how (much|many) (mg|tablets?|pills?|medicine)|\d+\s?mg\b|should i (take|stop|start|skip|increase|reduce)|is (this|it|that)( \w+)? (cancer|cancerous|malignant)|do i have cancer|(could|can|might) (this|it)( \w+)? be (cancer|cancerous|malignant)|prognosis|how long (do|will|have|would) (i|he|she|they) (have|live|got)|life expectancy|survival (rate|chances?)|chances? of (survival|surviving|cure)|which (drug|medicine|medication|chemo|tablet)|what stage|is (it|this) (curable|terminal|serious|spreading)|can (it|this) be cured|kitni (goli|dawa)|kaun ?si dawa|कौन सी दवा|कितनी गोली)/i;

export const MedicalReply = {
  opening: "That is an important question, and I wish I could answer it for you. I'm Forti, a built-in companion on this server, not a doctor, so I can't give medical advice: diagnoses, doses, medicines or predictions need someone who knows your reports.",
  steps: [
    'Ask your oncologist directly, and bring the question written down. For example: "What does my report mean in simple words?", "What is the goal of this treatment?", "What side effects should I watch for, and whom do I call?"',
    'For medicines, ask the team or the hospital pharmacist before changing, skipping or adding anything, including supplements and home remedies.',
    'If it is urgent or something feels very wrong, call your treating team, 112 or 108, or go to the nearest emergency department.',
  ],
  searchWords: 'second opinion centre questions guide',
};

export const GREETING = /^\s*(hi|hello|hey|hii+|namaste|namaskar|good (morning|afternoon|evening)|नमस्ते|नमस्कार)\b[\s!.,]*$/i;
export const THANKS = /^\s*(thanks?|thank you|thank u|ty|dhanyavaa?d|shukriya|धन्यवाद|शुक्रिया)\b.{0,40}$/i;
