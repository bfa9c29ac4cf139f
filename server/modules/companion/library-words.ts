import { foldMessage } from './providers/offline-situations.js';

/**
 * The library's vocabulary in English, Hindi and romanised Hindi: each row is one idea of the
 * library (its titles and summaries, its services and events) written the ways a member may ask
 * for it. The library is mostly English and partly Hindi, so a question finds its items in either
 * script: a word of a row in the question adds the row's other words to the search. Written from the
 * library's side (what its items are about), not from the measured questions.
 */
export const LIBRARY_WORDS: readonly string[][] = [
  // Paying for treatment: the costs guide, PM-JAY, the relief funds, the NGOs' financial aid
  ['fund', 'funds', 'कोष', 'फंड', 'kosh', 'fund'],
  ['scheme', 'schemes', 'योजना', 'योजनाओं', 'योजनाएं', 'स्कीम', 'yojana', 'yojna', 'yojanaon', 'scheme'],
  ['insurance', 'cover', 'बीमा', 'बीमे', 'इंश्योरेंस', 'इंशोरेंस', 'मेडिक्लेम', 'bima', 'beema', 'insurence', 'mediclaim'],
  ['government', 'सरकार', 'सरकारी', 'sarkar', 'sarkari', 'sarkaari', 'govt'],
  ['prime', 'minister', 'प्रधानमंत्री', 'मंत्री', 'pradhan', 'mantri', 'pradhanmantri'],
  ['ayushman', 'आयुष्मान', 'aayushman', 'ayushmaan', 'pmjay'],
  ['arogya', 'आरोग्य', 'aarogya'],
  ['nidhi', 'निधि'],
  ['relief', 'राहत', 'rahat', 'raahat'],
  [
    'financial',
    'finance',
    'money',
    'paying',
    'पैसा',
    'पैसे',
    'पैसों',
    'रुपया',
    'रुपये',
    'रुपए',
    'रुपयों',
    'लाख',
    'आर्थिक',
    'लोन',
    'कर्ज',
    'कर्जा',
    'कर्जे',
    'उधार',
    'paisa',
    'paise',
    'paison',
    'pese',
    'rupaye',
    'rupay',
    'rupees',
    'lakh',
    'lakhs',
    'arthik',
    'loan',
    'karz',
    'karza',
    'karja',
    'karj',
    'qarz',
    'udhar',
    'udhaar',
  ],
  [
    'cost',
    'costs',
    'expensive',
    'खर्च',
    'खर्चा',
    'खर्चे',
    'महंगा',
    'महंगी',
    'बिल',
    'kharch',
    'kharcha',
    'kharche',
    'mehenga',
    'mahanga',
    'mehnga',
    'bill',
    'bills',
  ],
  ['assistance', 'aid', 'सहायता राशि', 'इमदाद', 'imdad'],
  ['poor', 'poverty', 'गरीब', 'गरीबी', 'गरीबों', 'बीपीएल', 'garib', 'gareeb', 'garibi', 'gareebi', 'bpl'],
  ['free', 'cashless', 'मुफ्त', 'फ्री', 'निःशुल्क', 'निशुल्क', 'कैशलेस', 'muft', 'mufat', 'nishulk'],
  ['eligibility', 'eligible', 'पात्र', 'पात्रता', 'patra', 'patrata', 'eligible'],
  ['apply', 'applied', 'आवेदन', 'अप्लाई', 'aavedan', 'avedan'],
  ['social', 'सामाजिक', 'samajik', 'saamajik'],
  ['workers', 'worker', 'कार्यकर्ता', 'karyakarta'],
  ['desk', 'डेस्क', 'counter', 'काउंटर'],
  ['empanelled', 'सूचीबद्ध', 'empanel', 'empaneled'],
  [
    'medicines',
    'medicine',
    'दवा',
    'दवाई',
    'दवाइयों',
    'दवाइयां',
    'दवाओं',
    'दवाएं',
    'दवाई',
    'dawa',
    'dawai',
    'davai',
    'dawaiyon',
    'dawaiyan',
    'dawaon',
    'dava',
    'medicine',
  ],
  // Feelings and mental health
  [
    'counselling',
    'counseling',
    'counsellor',
    'counselor',
    'परामर्श',
    'काउंसलिंग',
    'काउंसलर',
    'मनोवैज्ञानिक',
    'मनोचिकित्सक',
    'paramarsh',
    'counsling',
    'psychologist',
    'therapist',
  ],
  ['anxiety', 'चिंता', 'घबराहट', 'बेचैनी', 'टेंशन', 'तनाव', 'chinta', 'tension', 'ghabrahat', 'bechaini', 'tanav', 'tanaav'],
  [
    'depression',
    'mood',
    'उदास',
    'उदासी',
    'दुखी',
    'डिप्रेशन',
    'अवसाद',
    'udaas',
    'udas',
    'udaasi',
    'udasi',
    'dukhi',
    'depressed',
    'crying',
    'रोना',
    'रोती',
    'रोता',
    'रोने',
    'rona',
    'rone',
  ],
  ['mental', 'मानसिक', 'मन', 'mansik', 'maansik'],
  [
    'grief',
    'bereavement',
    'death',
    'शोक',
    'दुख',
    'दुःख',
    'गम',
    'मौत',
    'मृत्यु',
    'निधन',
    'देहांत',
    'shok',
    'dukh',
    'gham',
    'gum',
    'maut',
    'nidhan',
    'dehant',
  ],
  [
    'sleep',
    'sleeplessness',
    'नींद',
    'सोती',
    'सोता',
    'सोते',
    'soti',
    'sota',
    'sote',
    'अनिद्रा',
    'neend',
    'nind',
    'neendh',
    'insomnia',
  ],
  ['fear', 'डर', 'भय', 'dar', 'darr', 'bhay', 'dara'],
  // The patient-education articles (issue 44): stages, hair loss
  ['stage', 'stages', 'staging', 'स्टेज', 'अवस्था', 'stej'],
  ['hair', 'बाल', 'बालों', 'baal', 'baalon', 'balon', 'wig', 'विग'],
  [
    'loneliness',
    'lonely',
    'alone',
    'अकेला',
    'अकेली',
    'अकेले',
    'अकेलापन',
    'तन्हा',
    'akela',
    'akeli',
    'akele',
    'akelapan',
    'tanha',
  ],
  [
    'hope',
    'courage',
    'उम्मीद',
    'आशा',
    'हिम्मत',
    'हौसला',
    'umeed',
    'ummeed',
    'ummid',
    'asha',
    'himmat',
    'hausla',
    'honsla',
  ],
  ['feelings', 'emotional', 'भावनाएं', 'भावना', 'भावनाओं', 'जज्बात', 'bhavna', 'bhavnayen', 'jazbaat', 'emotions'],
  ['helpline', 'helplines', 'हेल्पलाइन', 'हेल्पलाईन'],
  ['number', 'नंबर', 'nambar'],
  ['phone', 'फोन', 'fone'],
  ['confidential', 'गोपनीय', 'गोपनीयता', 'gopniya', 'gopniy'],
  ['languages', 'language', 'भाषा', 'भाषाओं', 'भाषाएं', 'bhasha', 'bhashaon'],
  ['hindi', 'हिंदी', 'हिन्दी'],
  // Pain, palliative and home care, side effects
  ['pain', 'दर्द', 'दर्दों', 'पीड़ा', 'dard', 'peeda', 'pida'],
  // Pallium India takes its name from palliative care: a question about the care finds it by name too.
  ['palliative', 'पैलिएटिव', 'पेलिएटिव', 'उपशामक', 'palliative', 'paliative', 'pallium'],
  ['advanced', 'आखिरी', 'अंतिम', 'लास्ट', 'aakhri', 'akhri', 'antim'],
  ['home', 'घर', 'घरों', 'ghar', 'gharon'],
  ['nausea', 'vomiting', 'उल्टी', 'उलटी', 'मतली', 'जी मिचलाना', 'ulti', 'ulte', 'matli', 'ultiyan'],
  [
    'fatigue',
    'थकान',
    'थकावट',
    'कमजोरी',
    'thakan',
    'thakaan',
    'thakawat',
    'thakavat',
    'kamzori',
    'kamjori',
    'tiredness',
  ],
  ['effects', 'side-effects', 'साइड', 'इफेक्ट', 'इफेक्ट्स', 'दुष्प्रभाव', 'dushprabhav', 'effect'],
  ['symptom', 'symptoms', 'signs', 'लक्षण', 'लक्षणों', 'संकेत', 'lakshan', 'lakshano', 'sanket'],
  ['rest', 'आराम', 'aaram', 'aram'],
  ['wound', 'घाव', 'ghav', 'ghaav'],
  [
    'food',
    'meals',
    'meal',
    'diet',
    'खाना',
    'खाने',
    'भोजन',
    'आहार',
    'डाइट',
    'khana',
    'khaana',
    'khane',
    'खाती',
    'khati',
    'bhojan',
    'aahar',
    'ahar',
    'परहेज',
    'parhez',
    'parhej',
  ],
  ['infections', 'infection', 'संक्रमण', 'इन्फेक्शन', 'इंफेक्शन', 'sankraman', 'infekshan'],
  ['transplants', 'marrow', 'मैरो', 'bmt', 'transplant', 'ट्रांसप्लांट', 'प्रत्यारोपण', 'pratyaropan'],
  // Treatment: centres, doctors, appointments, the kinds of treatment
  // The library's treatment centres are hospitals by another name (Tata Memorial Centre).
  [
    'hospital',
    'hospitals',
    'centre',
    'centres',
    'center',
    'अस्पताल',
    'अस्पतालों',
    'हॉस्पिटल',
    'दवाखाना',
    'केंद्र',
    'केंद्रों',
    'भर्ती',
    'aspatal',
    'haspatal',
    'aspataal',
    'aspatalon',
    'kendra',
    'kendron',
    'bharti',
    'bhartee',
    'admit',
    'admitted',
  ],
  [
    'oncologist',
    'विशेषज्ञ',
    'visheshagya',
    'visheshagy',
    'doctor',
    'doctors',
    'डॉक्टर',
    'डाक्टर',
    'डॉक्टरों',
    'चिकित्सक',
    'daktar',
    'doktar',
    'chikitsak',
    'dr',
  ],
  ['nurses', 'nurse', 'नर्स', 'नर्सों'],
  ['oncology', 'ऑन्कोलॉजी', 'ओंकोलॉजी', 'onkology'],
  ['opinion', 'राय', 'सलाह', 'rai', 'raay', 'salah', 'salaah'],
  ['appointment', 'preparing', 'prepare', 'तैयारी', 'अपॉइंटमेंट', 'अपॉइंटमेंट', 'taiyari', 'tayari', 'taiyaari', 'apointment'],
  [
    'questions',
    'question',
    'ask',
    'सवाल',
    'सवालों',
    'प्रश्न',
    'पूछना',
    'पूछें',
    'पूछूं',
    'पूछने',
    'sawal',
    'savaal',
    'sawaal',
    'sawalon',
    'puchna',
    'poochna',
    'puchhna',
    'puchen',
    'puchu',
    'poochu',
    'puchne',
  ],
  [
    'documents',
    'papers',
    'कागज',
    'कागजात',
    'कागजों',
    'दस्तावेज',
    'दस्तावेजों',
    'डॉक्यूमेंट',
    'kagaz',
    'kagaj',
    'kaagaz',
    'kagzat',
    'kaagzaat',
    'dastavej',
    'dastavez',
  ],
  ['reports', 'report', 'scans', 'scan', 'रिपोर्ट', 'रिपोर्टें', 'रिपोर्ट्स', 'स्कैन', 'riport'],
  ['records', 'record', 'रिकॉर्ड', 'रिकार्ड'],
  ['plan', 'प्लान', 'plan'],
  ['understanding', 'understand', 'समझना', 'समझने', 'samajhna', 'samajhne', 'samjhna', 'samjhne'],
  ['diagnosis', 'diagnosed', 'निदान', 'डायग्नोसिस', 'diagnose', 'nidaan', 'nidan'],
  ['first', 'पहली', 'पहला', 'pehli', 'pahli', 'pehla', 'pahla'],
  ['surgery', 'surgeries', 'सर्जरी', 'ऑपरेशन', 'ओपरेशन', 'operation', 'sarjari', 'oprashan', 'opration'],
  ['chemotherapy', 'chemo', 'कीमो', 'कीमोथेरेपी', 'कीमोथैरेपी', 'kimo', 'keemo', 'chemo'],
  ['radiotherapy', 'radiation', 'रेडिएशन', 'रेडियोथेरेपी', 'सिकाई', 'सेंक', 'radiation', 'rediation', 'sikai', 'sekai'],
  // People: survivors, groups, families, carers, the young
  ['survivors', 'survivor', 'सर्वाइवर', 'सर्वाइवरों', 'सरवाइवर', 'servivor', 'survivers'],
  [
    'stories',
    'story',
    'कहानी',
    'कहानियाँ',
    'कहानियां',
    'कहानियों',
    'kahani',
    'kahaniyan',
    'kahaaniyan',
    'kahaniya',
    'kahaniyon',
  ],
  ['experiences', 'experience', 'अनुभव', 'अनुभवों', 'anubhav', 'tajurba', 'तजुर्बा'],
  ['share', 'sharing', 'बांटना', 'बांटें', 'शेयर', 'baantna', 'bantna', 'baante'],
  ['talk', 'बात', 'बातें', 'बातचीत', 'baat', 'baaten', 'baatein', 'batein', 'baatcheet', 'batchit', 'baatchit'],
  ['group', 'groups', 'समूह', 'समूहों', 'ग्रुप', 'ग्रुपों', 'samuh', 'samooh', 'groop'],
  ['community', 'समुदाय', 'कम्युनिटी', 'समाज', 'samuday', 'samudaay'],
  ['peer', 'peers', 'साथी', 'साथियों', 'हमदर्द', 'saathi', 'sathi', 'humdard', 'hamdard'],
  ['connect', 'जुड़ना', 'जुड़ने', 'जुड़ें', 'जुड़', 'judna', 'judne', 'juden', 'judein', 'jud'],
  ['join', 'joining', 'शामिल', 'shamil', 'shaamil'],
  ['meet', 'meeting', 'मीटिंग', 'मुलाकात', 'mulakat', 'mulaqat', 'meeting'],
  ['events', 'event', 'कार्यक्रम', 'कार्यक्रमों', 'इवेंट', 'ईवेंट', 'इवेंट्स', 'karyakram', 'karyakramon'],
  ['workshop', 'वर्कशॉप', 'कार्यशाला', 'karyashala'],
  ['online', 'ऑनलाइन', 'आनलाइन', 'ओनलाइन', 'onlain'],
  [
    'families',
    'family',
    'परिवार',
    'परिवारों',
    'घरवाले',
    'घरवालों',
    'parivar',
    'pariwar',
    'parivaar',
    'gharwale',
    'gharwalon',
  ],
  ['walk', 'meetup', 'सैर', 'टहलना', 'टहलने', 'पैदल', 'sair', 'tahalna', 'tahalne', 'walking'],
  ['sea', 'beach', 'समुद्र', 'समंदर', 'samundar', 'samudra'],
  [
    'caregivers',
    'caregiver',
    'caring',
    'देखभाल',
    'केयरगिवर',
    'तीमारदार',
    'dekhbhal',
    'dekhbhaal',
    'dekh-bhal',
    'timardar',
    'caretaker',
  ],
  ['looking', 'ख्याल', 'खयाल', 'khayal', 'khyal', 'khayaal'],
  [
    'young',
    'teen',
    'teenager',
    'किशोर',
    'kishor',
    'adults',
    'age',
    'युवा',
    'नौजवान',
    'जवान',
    'उम्र',
    'उमर',
    'आयु',
    'yuva',
    'jawan',
    'jawaan',
    'naujawan',
    'umar',
    'umr',
    'umra',
    'umer',
  ],
  ['studies', 'पढ़ाई', 'कॉलेज', 'padhai', 'padhaai', 'college', 'studies'],
  ['friendships', 'friends', 'friend', 'दोस्त', 'दोस्ती', 'दोस्तों', 'dost', 'dosti', 'doston'],
  ['dating', 'डेटिंग', 'रिश्ते', 'rishte', 'shaadi', 'शादी'],
  [
    'careers',
    'career',
    'job',
    'jobs',
    'work',
    'नौकरी',
    'नौकरियों',
    'करियर',
    'दफ्तर',
    'ऑफिस',
    'naukri',
    'naukari',
    'kaam',
    'daftar',
    'office',
  ],
  ['returning', 'return', 'लौटना', 'लौटने', 'वापसी', 'lautna', 'lautne', 'wapsi', 'vapsi'],
  ['recurrence', 'relapse', 'दोबारा', 'दुबारा', 'dobara', 'dubara', 'dobaara'],
  ['women', 'महिला', 'महिलाओं', 'औरत', 'औरतों', 'स्त्री', 'mahila', 'mahilayen', 'mahilaon', 'aurat', 'auraton', 'striyan'],
  ['volunteer', 'volunteers', 'स्वयंसेवक', 'वॉलंटियर', 'वालंटियर', 'swayamsevak', 'volunter'],
  // Kinds of cancer
  ['blood', 'ब्लड', 'खून', 'रक्त', 'khoon', 'khun', 'rakt'],
  ['leukaemia', 'leukemia', 'ल्यूकेमिया', 'ल्यूकीमिया', 'ल्युकेमिया', 'leukimia'],
  ['lymphoma', 'लिंफोमा', 'लिम्फोमा', 'limfoma'],
  ['myeloma', 'मायलोमा', 'माइलोमा', 'mayeloma', 'myloma'],
  ['breast', 'mastectomy', 'स्तन', 'ब्रेस्ट', 'मास्टेक्टॉमी', 'stan', 'brest'],
  // Wellbeing and events
  ['yoga', 'योग', 'योगा', 'yog'],
  ['breathing', 'breath', 'साँस', 'सांस', 'प्राणायाम', 'saans', 'sans', 'pranayam'],
  ['exercise', 'व्यायाम', 'कसरत', 'एक्सरसाइज', 'vyayam', 'kasrat', 'exercise'],
  // Emergencies
  ['emergency', 'आपातकालीन', 'आपात', 'इमरजेंसी', 'एमरजेंसी', 'imarjensi', 'emergancy'],
  ['ambulance', 'एम्बुलेंस', 'एंबुलेंस', 'ऐम्बुलेंस', 'embulance', 'ambulence'],
  ['police', 'पुलिस', 'pulis'],
  // Screening, facts, information
  [
    'screening',
    'detection',
    'check',
    'checked',
    'checkup',
    'जाँच',
    'जांच',
    'जांचें',
    'चेकअप',
    'टेस्ट',
    'jaanch',
    'janch',
    'jaanch',
    'test',
    'chekup',
  ],
  ['early', 'जल्दी', 'शुरुआती', 'jaldi', 'shuruati', 'shuruaati'],
  ['prevention', 'बचाव', 'रोकथाम', 'बचा', 'बचें', 'बचने', 'bachav', 'bachaav', 'roktham', 'bachne'],
  ['causes', 'cause', 'कारण', 'कारणों', 'वजह', 'karan', 'kaaran', 'wajah', 'vajah'],
  ['lump', 'गांठ', 'गठान', 'gaanth', 'ganth', 'gath'],
  ['cough', 'खांसी', 'khansi', 'khaansi'],
  ['weight', 'वजन', 'wajan', 'vajan', 'wazan', 'vazan'],
  [
    'statistics',
    'stats',
    'figures',
    'incidence',
    'prevalence',
    'रजिस्ट्री',
    'रजिस्टर',
    'registry',
    'आँकड़े',
    'आंकड़े',
    'आँकड़ों',
    'संख्या',
    'aankde',
    'aankade',
    'aankre',
    'aankdon',
    'sankhya',
  ],
  ['official', 'आधिकारिक', 'adhikarik'],
  ['research', 'शोध', 'अनुसंधान', 'shodh', 'anusandhan'],
  ['facts', 'fact', 'तथ्य', 'तथ्यों', 'tathya'],
  ['information', 'जानकारी', 'jaankari', 'jankari', 'jaankaari', 'info'],
  // Information one can rely on: the library's official websites and fact sheets say so of themselves
  // ("trust" alone is a charitable trust, an organisation, and stays in that row).
  [
    'reliable',
    'trustworthy',
    'trusted',
    'credible',
    'authentic',
    'authoritative',
    'भरोसेमंद',
    'भरोसे',
    'विश्वसनीय',
    'प्रामाणिक',
    'bharosemand',
    'bharosemund',
    'bharose',
    'vishwasniya',
    'vishvasniya',
    'pramanik',
  ],
  ['camps', 'camp', 'शिविर', 'कैंप', 'shivir', 'kemp'],
  ['read', 'reading', 'पढ़ना', 'पढ़ने', 'पढ़ूं', 'padhna', 'padhne', 'padhun'],
  ['awareness', 'जागरूकता', 'jagrukta', 'jaagrukta'],
  ['video', 'videos', 'वीडियो', 'यूट्यूब', 'youtube', 'vedio', 'vidio'],
  ['website', 'वेबसाइट'],
  ['rehabilitation', 'पुनर्वास', 'punarvas'],
  ['training', 'प्रशिक्षण', 'ट्रेनिंग', 'prashikshan'],
  ['oldest', 'old', 'पुरानी', 'पुराना', 'पुराने', 'purani', 'purana', 'purane'],
  [
    'organisation',
    'organisations',
    'ngo',
    'ngos',
    'संस्था',
    'संस्थाएं',
    'संस्थाओं',
    'संगठन',
    'संगठनों',
    'एनजीओ',
    'ट्रस्ट',
    'sanstha',
    'sansthaen',
    'sansthayen',
    'sansthaon',
    'sangathan',
    'sangthan',
    'trust',
  ],
  // This site: its guide, community, forum, rules, contact and support
  // People call this site a website too (इस वेबसाइट पर): the word joins the site's own pages as well
  ['platform', 'site', 'प्लेटफॉर्म', 'प्लेटफार्म', 'साइट', 'वेबसाइट', 'मंच', 'plateform', 'manch'],
  ['guide', 'गाइड', 'मार्गदर्शन', 'margdarshan'],
  ['profile', 'प्रोफाइल', 'profail'],
  ['forum', 'discussion', 'फ़ोरम', 'फोरम', 'चर्चा', 'charcha'],
  ['post', 'posting', 'पोस्ट'],
  ['anonymously', 'anonymous', 'गुमनाम', 'gumnaam', 'gumnam'],
  ['rules', 'नियम', 'नियमों', 'niyam', 'niyamon'],
  ['selling', 'sell', 'बेचना', 'बेच', 'बेचने', 'बेचता', 'बेचते', 'bechna', 'bech', 'bechne', 'bechta', 'spam'],
  // Reporting a post or a member to the moderators (not a medical report: see the phrases below).
  ['complaint', 'complaints', 'complain', 'शिकायत', 'शिकायतें', 'shikayat', 'shikayaat', 'moderator', 'moderators'],
  ['privacy', 'private', 'प्राइवेसी', 'निजता', 'privesi'],
  ['safe', 'सुरक्षित', 'surakshit'],
  ['account', 'अकाउंट', 'अकाउन्ट', 'खाता', 'लॉगिन', 'पासवर्ड', 'login', 'password', 'khata', 'akaunt'],
  ['contact', 'संपर्क', 'कॉन्टैक्ट', 'sampark', 'contact'],
  ['team', 'टीम'],
  ['feedback', 'फीडबैक', 'शिकायत', 'सुझाव', 'shikayat', 'sujhav', 'complaint'],
  ['donation', 'donate', 'दान', 'डोनेशन', 'चंदा', 'daan', 'chanda'],
  ['running', 'चलाने', 'चलाना', 'chalane', 'chalana'],
  ['tax', 'टैक्स', 'taxes'],
  // Tobacco
  [
    'tobacco',
    'smoking',
    'smoke',
    'smokes',
    'smoker',
    'smokers',
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
    'खैनी',
    'जर्दा',
    'धूम्रपान',
    'tambaku',
    'tambakoo',
    'khaini',
    'zarda',
    'dhumrapan',
  ],
  ['quit', 'छोड़ना', 'छोड़ने', 'छुड़ाना', 'छुड़ाने', 'chhodna', 'chhodne', 'chodna', 'chodne', 'chhudana'],
  // The names of the library's organisations as they are written in Hindi
  ['tata', 'टाटा'],
  ['memorial', 'मेमोरियल'],
  ['grid', 'ग्रिड'],
  // The cancer grid's centres treat to common guidelines: a question about either finds it.
  ['guidelines', 'guideline', 'दिशानिर्देश', 'दिशानिर्देशों', 'गाइडलाइन', 'गाइडलाइंस', 'dishanirdesh'],
  ['network', 'नेटवर्क', 'netwark'],
  ['national', 'rashtriya', 'राष्ट्रीय', 'नेशनल', 'rashtriy', 'neshnal'],
  ['society', 'सोसाइटी', 'सोसायटी', 'sosaiti'],
  ['association', 'एसोसिएशन'],
  ['cansupport', 'कैनसपोर्ट'],
  ['pallium', 'पैलियम'],
  ['world', 'विश्व', 'डब्ल्यूएचओ', 'vishwa', 'vishv'],
  ['use', 'using', 'इस्तेमाल', 'उपयोग', 'प्रयोग', 'istemal', 'istemaal', 'upyog', 'prayog'],
  ['chai', 'चाय', 'tea'],
  // Places the library names
  ['near', 'nearby', 'नजदीक', 'नजदीकी', 'आसपास', 'nazdeek', 'najdeek', 'nazdik', 'aaspaas', 'aas-paas'],
  ['mumbai', 'मुंबई', 'बंबई', 'bombay', 'mumbay'],
  ['delhi', 'दिल्ली', 'dilli', 'ncr'],
  ['pune', 'पुणे', 'poona'],
  ['chennai', 'चेन्नई', 'चेन्नै', 'madras'],
  ['kerala', 'केरल', 'keral'],
  ['thiruvananthapuram', 'trivandrum', 'tiruvananthapuram', 'तिरुवनंतपुरम', 'त्रिवेंद्रम', 'trivendrum'],
  ['bengaluru', 'बेंगलुरु', 'बैंगलोर', 'bangalore'],
];

const WORD = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Hindi inflects by suffix (संस्था, संस्थाएँ, संस्थाओं; दवा, दवाइयों; पूछूँ, पूछें): a Devanagari word is
 * also looked up by its stem, the word with its longest inflectional ending taken off, as in the
 * light stemmer of Ramanathan and Rao (2003). A stem keeps at least three characters (पति and पता stay apart).
 */
const HINDI_ENDINGS = [
  'ाएंगी ाएंगे ाऊंगी ाऊंगा ाइयां ाइयों',
  'ाएगी ाएगा ाओगी ाओगे एंगी ेंगी एंगे ेंगे ूंगी ूंगा ातीं नाओं नाएं ताओं ताएं ियां ियों',
  'ाकर ाइए ाईं ाया ेगी ेगा ोगी ोगे ाने ाना ाते ाती ाता तीं ाओं ाएं ुओं ुएं ुआं इयां इयों',
  'कर ाओ िए ाई ाए ने नी ना ते ीं ती ता ां ों ें ूं एं ओं',
  'ो े ू ु ी ि ा',
]
  .join(' ')
  .split(' ')
  .map((e) => foldMessage(e))
  .sort((a, b) => b.length - a.length);
const DEVANAGARI = /^[\u0900-\u097F]+$/;

/** The stem of a folded Devanagari word (its longest inflectional ending off), or the word itself. */
export function hindiStem(word: string): string {
  if (!DEVANAGARI.test(word)) return word;
  const ending = HINDI_ENDINGS.find((e) => word.endsWith(e) && [...word].length - [...e].length >= 3);
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * A word as it is looked up when its exact spelling is in no row, so that the ways one word is spelt
 * meet: in Devanagari its stem with long and short vowels alike (जानकारी, जानकारि); in Latin letters
 * romanised Hindi's free spellings folded (aa = a, ee = i, oo = u, w = v, z = j, q = k, ph = f,
 * chh = ch, a doubled letter as one: ummeed, umeed and umid; dawai and davai; jaankari and jankari).
 */
export function looseKey(word: string): string {
  if (DEVANAGARI.test(word))
    return hindiStem(word)
      .replace(/\u0940/g, '\u093F')
      .replace(/\u0942/g, '\u0941')
      .replace(/\u0908/g, '\u0907')
      .replace(/\u090A/g, '\u0909');
  if (!/^[a-z]+$/.test(word)) return word;
  return word
    .replace(/aa/g, 'a')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ph/g, 'f')
    .replace(/chh/g, 'ch')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/([a-z])\1+/g, '$1');
}

/** An English plural's singular for looking a word up ("organisations", "hospitals"). */
const singular = (word: string) =>
  /^[a-z]{3,}ies$/.test(word) ? `${word.slice(0, -3)}y` : /^[a-z]{3,}s$/.test(word) ? word.slice(0, -1) : word;

const rowsByWord = new Map<string, number[]>();
const rowsByLoose = new Map<string, number[]>();
const add = (map: Map<string, number[]>, key: string, row: number) => {
  const rows = map.get(key) ?? [];
  if (!rows.includes(row)) map.set(key, [...rows, row]);
};
LIBRARY_WORDS.forEach((row, i) => {
  for (const word of row) {
    const key = foldMessage(word.toLowerCase());
    add(rowsByWord, key, i);
    add(rowsByLoose, looseKey(key), i);
  }
});

/**
 * A romanised Hindi word without its plural or oblique ending (kahaniyon, mahilaon, doctoron,
 * baaten: Hindi endings on Hindi and English words alike), four letters kept; the word itself when
 * it has none.
 */
export function romanStem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  const endings: Array<[RegExp, string]> = [
    [/iy(o|a)a?n$/, 'i'],
    [/yon$/, ''],
    [/aon$/, 'a'],
    [/(on|ein|en)$/, ''],
  ];
  for (const [ending, by] of endings) {
    const stem = word.replace(ending, by);
    if (stem !== word) return stem.length >= 4 ? stem : word;
  }
  return word;
}

/**
 * Phrases that name one of the library's ideas in words that, one by one, name another or nothing
 * ("how common", "how many people" are the registry's statistics; "lost my wife", "passed away" are
 * grief, not caring for someone; "got through this", "cancer free" are survivors): a phrase of a text
 * is read as the row's first word, its own words then count no more ("official numbers" is no
 * emergency number, "my data" no registry data).
 */
const LIBRARY_PHRASES: readonly (readonly [RegExp, string])[] = (
  [
    [
      String.raw`\bhow (common|rare|widespread|prevalent)\b|\bhow many (people|persons|patients|cases|women|men|children|indians)\b|\b(number|numbers|rate|rates) of (people|persons|patients|cases|deaths|new cases)\b|\b(cases|deaths) (a|per|each|every) year\b|\b(official|national|proper|actual|real|reliable|cancer|registry|government) (numbers|figures|data)\b|\bkitne (log|logon|logo|logon|mariz|marij|case|cases)\b|\bkitna (common|aam)\b|कितने (लोग|लोगों|मरीज़|मरीज|केस)|कितना (आम|कॉमन)|\b(case|cases|mamle|mamale) (\w+ ){0,3}kitne\b|\bsabse (zyada|jyada|jada|adhik) (cancer|case|cases)\b|\bkis (state|rajya) me\w* (sabse|zyada|jyada|kitne)\b|\bwhich (state|states|city|cities|region)\w* (has|have|had) (the )?(most|highest)\b|\b(sarkari|official|government|govt) (report|reports|data|figures)\b|किस राज्य में (\S+ ){0,3}(सबसे|कितने|ज़्यादा|ज्यादा|मामले|केस)|(मामले|केस) सबसे (ज़्यादा|ज्यादा|अधिक)|सबसे (ज़्यादा|ज्यादा|अधिक) (कैंसर|मामले)|सरकारी (रिपोर्ट|आंकड़े|आँकड़े)`,
      'statistics',
    ],
    [
      String.raw`\b(lost|losing|lose) (my|our|her|his) (wife|husband|mother|father|mom|mum|dad|son|daughter|brother|sister|partner|child|baby|friend|papa|mummy|maa|amma)\b|\bpassed away\b|\b(died|dead) (last|in|this|on|after|of)\b|\b(guzar|gujar) (gay|gaye|gayi|gai|gye|gyi)\b|\b(papa|mummy|maa|mother|father|pati|patni|wife|husband|bhai|behen|beta|beti|dost) (ko )?kho (diya|di)\b|(गुज़र|गुजर) (गए|गई|गये|गयी)|को खो (दिया|दी)`,
      'grief',
    ],
    [
      String.raw`\breport(ing|ed)? (this|it|him|her|them|someone|somebody|a post|the post|a member|the member|a comment|the comment|a user|abuse|spam)\b|\bhow (do|can|should|to) (i |we )?report\b|\breport (kaise|kaha|kahan|karna|karu|karun|kare|karein|karen)\b|रिपोर्ट (कैसे|कहाँ|करना|करूँ|करूं|करें)`,
      'complaint',
    ],
    [
      String.raw`\b(got|get|getting|come|came|been|went|gone|going) through (this|it|cancer|treatment)\b|\b(beat|beaten|survived|overcome|overcame) (it|this|cancer)\b|\bcancer[- ]free\b|\b(in|into) remission\b|\b(finished|completed|done with|ended) (my |the |their |his |her )?(treatment|chemo|radiation)\b|\blife after (my |the )?(treatment|cancer|chemo)\b|\b(treatment|ilaj|ilaaj|chemo) (khatam|khatm|pura|poora) ho\b|इलाज (खत्म|ख़त्म|पूरा) हो|ठीक हो चुक`,
      'survivors',
    ],
    [
      String.raw`\b(talk|talking|speak|speaking|chat|chatting|connect|connecting|share|sharing|meet|meeting)( \w+)? (with|to) (other|others|people|those|fellow)\b|\bother (people|patients|survivors|caregivers|parents|husbands|wives|families|women|men|mothers|fathers)\b|\bpeople (like me|like us|who (have|had|went|are going|know|understand))\b|\banyone else\b|\bothers (like me|who)\b|\bsomeone who (has|had|went|knows|understands)\b|\b(dusre|dusron|doosre|dusro|doosron) (log|logo|logon|mariz|marij|mareez|marizon|patients?|survivors?|parivar|gharwal\w*)\b|\b(mere|hamare|humare) jais\w* (log|logo|logon|koi)\b|दूसरे (लोगों|लोग|मरीज़ों|मरीजों|मरीज़|मरीज|सर्वाइवरों|सर्वाइवर|परिवारों|परिवार)|(मेरे|हमारे) जैसे|(ऐसे|ऐसी) (लोगों|लोग|औरतों|महिलाओं|परिवारों|परिवार) से`,
      'peer',
    ],
    [
      String.raw`\b(nobody|no one|noone) (really )?(understands|gets it|gets me)\b|\b(they|people|friends|family) (dont|don't|do not) (understand|get it)\b|\b(koi|ghar ?wale|gharwale|dost|family) (bhi )?(nahi|nhi) samajh\w*|\b(koi|ghar ?wale|gharwale|dost|family) samajh\w* (nahi|nhi)\b|कोई (नहीं|भी नहीं) समझ|(कोई|घरवाले|घर वाले|दोस्त) समझ\S* नहीं`,
      'loneliness',
    ],
    [
      // Whether something may be posted here (not whether a food or a medicine is ok).
      String.raw`\b(is it|is this|are we|am i) (ok|okay|allowed|permitted|fine) (to )?(post|share|put|write|advertise|sell|promote|mention)\b|\bwhat'?s allowed (here|on)\b|\ballowed (here|on (this|the) (site|forum|group|platform))\b|\b(daal|dal) (sakta|sakti|sakte)\b|डाल सकत`,
      'rules',
    ],
    [
      // A good site to read is information one can rely on, not this site's own guide.
      String.raw`\b(good|reliable|trustworthy|trusted|authentic|official|proper|simple|genuine|correct|sahi|achhi|acchi|accha|achha) (\w+ ){0,2}(site|sites|website|websites|webpage)\b|(अच्छी|भरोसेमंद|सही|आधिकारिक|सरकारी) (\S+ ){0,2}(वेबसाइट|साइट)`,
      'reliable website',
    ],
  ] as const
).map(([phrase, word]) => [new RegExp(foldMessage(phrase), 'gu'), word] as const);

/**
 * The rows a word of a question belongs to: as written, else by its English singular, else as
 * looked up loosely, else (romanised) without its Hindi ending.
 */
function rowsOf(word: string): number[] {
  return (
    rowsByWord.get(word) ??
    rowsByWord.get(singular(word)) ??
    rowsByLoose.get(looseKey(word)) ??
    rowsByLoose.get(looseKey(singular(word))) ??
    rowsByLoose.get(looseKey(romanStem(word))) ??
    []
  );
}

/**
 * The words of a text grouped by idea: each word of the text with the other words of its library
 * rows ("दर्द" with "pain" and "dard"), a word of no row alone; in the text's order, each word once.
 * A search weighs an idea once, however many of its words an item holds.
 */
export function libraryIdeas(text: string): string[][] {
  return libraryIdeasRead(text).map((idea) => idea.words);
}

/** An idea of a text, and whether a phrase named it ("talk to other patients" names peers). */
export interface IdeaRead {
  words: string[];
  phrase: boolean;
}

/** The ideas of a text as `libraryIdeas` reads them, each marked when a phrase of the text named it. */
export function libraryIdeasRead(text: string): IdeaRead[] {
  const ideas: IdeaRead[] = [];
  const placed = new Set<string>();
  const phrased = new Set<string>();
  const folded = foldMessage(text.toLowerCase());
  const read = LIBRARY_PHRASES.reduce(
    (t, [phrase, word]) =>
      t.replace(phrase, () => {
        for (const w of word.split(' ')) phrased.add(w);
        return ` ${word} `;
      }),
    folded,
  );
  for (const word of read.match(WORD) ?? []) {
    if (placed.has(word)) continue;
    const rows = rowsOf(word);
    const idea = [word, ...rows.flatMap((i) => LIBRARY_WORDS[i]!.map((w) => foldMessage(w.toLowerCase())))];
    const fresh = [...new Set(idea)].filter((w) => !placed.has(w));
    for (const w of fresh) placed.add(w);
    if (fresh.length > 0) ideas.push({ words: fresh, phrase: phrased.has(word) });
  }
  return ideas;
}

/**
 * Ideas that name who an item is for (a cancer, an age): an item whose title names one is for that
 * audience (the Hindi breast cancer survivors' group, the blood cancers' group, the young adults'
 * group and hangout), and fits a question only when the question names one of its audiences too.
 */
const AUDIENCE_HEADS = ['breast', 'blood', 'leukaemia', 'lymphoma', 'myeloma', 'young'];
const AUDIENCE_ROWS = AUDIENCE_HEADS.map((head) => LIBRARY_WORDS.findIndex((row) => row[0] === head));

/** An age the young adults' items are for, written as a number of years (18 to 39). */
const YOUNG_AGE = new RegExp(
  foldMessage(String.raw`(^|[^\p{N}])(1[89]|[23]\d) ?(years?|yrs?|y/o|saal|sal|साल|वर्ष)`),
  'u',
);

/** The audiences (library-words rows) a text names: "स्तन कैंसर" names breast, "leukemia" leukaemia. */
export function audiencesOf(text: string): Set<number> {
  const named = new Set<number>();
  const folded = foldMessage(text.toLowerCase());
  for (const word of folded.match(WORD) ?? [])
    for (const row of rowsOf(word)) if (AUDIENCE_ROWS.includes(row)) named.add(row);
  if (YOUNG_AGE.test(folded)) named.add(AUDIENCE_ROWS[AUDIENCE_HEADS.indexOf('young')]!);
  return named;
}
