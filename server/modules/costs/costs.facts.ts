import type { costSchemes } from '../../db/schema/costs.js';

/** A scheme as it is seeded (decision 0054): facts, seeded on every fresh database, kept by administrators after. */
export type SchemeSeed = typeof costSchemes.$inferInsert;

/** The day every source below was read again (issue 25 §2). */
const CHECKED_ON = '2026-11-26';

/**
 * The schemes that help pay for cancer treatment. Every figure comes from an official text (a
 * government site, a PIB release or a parliamentary answer); each entry's comment names where it was
 * confirmed. A figure that could not be confirmed from an official text is left out and the entry
 * says the amount is set by the scheme, to be asked of its helpline. A helpline appears only where
 * an official or an NHA statement gives it. The rules say who the questionnaire shows each scheme
 * to; 'may be eligible' is all the page ever says.
 */
export const costSchemeFacts: SchemeSeed[] = [
  // AB PM-JAY: "health cover of Rs 5 lakh per family annually for secondary and tertiary care
  // hospitalisation" — Union Cabinet decision of 11 September 2024 (PIB release, quoted in full by
  // PTI/The Federal); helpline 14555 named by the National Health Authority at launch (Indian Express,
  // 16 Sep 2018, quoting NHA's CEO) and by NHA's Deputy CEO (2020). Official page: pmjay.gov.in.
  {
    slug: 'pm-jay',
    sortOrder: 10,
    nameEn: 'Ayushman Bharat PM-JAY (Pradhan Mantri Jan Arogya Yojana)',
    nameHi: 'आयुष्मान भारत PM-JAY (प्रधानमंत्री जन आरोग्य योजना)',
    coversEn:
      'Cashless treatment, including cancer treatment, at empanelled government and private hospitals: cover of up to Rs 5 lakh per family per year for secondary and tertiary hospital care.',
    coversHi:
      'सूचीबद्ध (empanelled) सरकारी और निजी अस्पतालों में कैंसर समेत इलाज बिना नकद भुगतान के: हर परिवार के लिए हर साल 5 लाख रुपये तक का कवर, अस्पताल में भर्ती होकर होने वाले इलाज के लिए।',
    whoEn:
      'Families listed as eligible under PM-JAY (poor and vulnerable families identified by the government). Ask whether your family is on the list.',
    whoHi:
      'PM-JAY की सूची में शामिल परिवार (सरकार द्वारा पहचाने गए ग़रीब और कमज़ोर परिवार)। पूछ लें कि आपका परिवार सूची में है या नहीं।',
    documentsEn: 'Aadhaar for e-KYC; your ration card or the PM-JAY (Ayushman) card if you have one.',
    documentsHi: 'e-KYC के लिए आधार; राशन कार्ड, या PM-JAY (आयुष्मान) कार्ड अगर आपके पास है।',
    howEn:
      'At an empanelled hospital, ask at the Ayushman Mitra help desk; or check your name at beneficiary.nha.gov.in or call 14555.',
    howHi: 'सूचीबद्ध अस्पताल में आयुष्मान मित्र हेल्प डेस्क पर पूछें; या beneficiary.nha.gov.in पर अपना नाम देखें या 14555 पर फ़ोन करें।',
    helplines: ['14555'],
    sourceUrl: 'https://pmjay.gov.in',
    checkedOn: CHECKED_ON,
    needsCard: true,
    hospitalKinds: ['government', 'empanelled'],
  },
  // PM-JAY for everyone aged 70 and over (Ayushman Vay Vandana card): "all senior citizens of the age
  // 70 years and above irrespective of their socio-economic status ... cover up to Rs 5 lakh per year
  // on a family basis"; those in families already covered get a top-up of up to Rs 5 lakh a year for
  // themselves; people with private insurance or ESI are eligible — Cabinet decision, PIB, 11 Sep 2024.
  // Launched on 29 October 2024 (PIB, quoted by Business Standard and Business Today, 30 Oct 2024).
  {
    slug: 'pm-jay-70-plus',
    sortOrder: 5,
    nameEn: 'PM-JAY for everyone aged 70 and over (Ayushman Vay Vandana card)',
    nameHi: '70 साल और उससे ज़्यादा उम्र के हर व्यक्ति के लिए PM-JAY (आयुष्मान वय वंदना कार्ड)',
    coversEn:
      'Since 29 October 2024, every person aged 70 or over can get cover of up to Rs 5 lakh a year under PM-JAY, whatever the family income, on a family basis. If the family already has PM-JAY, the person aged 70 or over gets a top-up of up to Rs 5 lakh a year for themselves.',
    coversHi:
      '29 अक्टूबर 2024 से 70 साल या उससे ज़्यादा उम्र का हर व्यक्ति PM-JAY में हर साल 5 लाख रुपये तक का कवर पा सकता है, परिवार की आय चाहे जितनी हो। अगर परिवार पहले से PM-JAY में है, तो 70+ उम्र वाले व्यक्ति को अपने लिए हर साल 5 लाख रुपये तक का अतिरिक्त कवर मिलता है।',
    whoEn:
      'Anyone aged 70 or over, by the age on their Aadhaar. People with private insurance or ESI may apply too; people in CGHS or a similar government scheme choose one of the two.',
    whoHi:
      'आधार पर दर्ज उम्र के हिसाब से 70 साल या उससे ज़्यादा उम्र का कोई भी व्यक्ति। निजी बीमा या ESI वाले भी आवेदन कर सकते हैं; CGHS जैसी सरकारी योजना वाले दोनों में से एक चुनते हैं।',
    documentsEn: 'Aadhaar (e-KYC is required).',
    documentsHi: 'आधार (e-KYC ज़रूरी है)।',
    howEn: 'Enrol for the Ayushman Vay Vandana card at beneficiary.nha.gov.in or in the Ayushman app, or call 14555.',
    howHi: 'beneficiary.nha.gov.in पर या आयुष्मान ऐप में आयुष्मान वय वंदना कार्ड के लिए नाम लिखवाएँ, या 14555 पर फ़ोन करें।',
    helplines: ['14555'],
    sourceUrl: 'https://pmjay.gov.in',
    checkedOn: CHECKED_ON,
    minAge: 70,
    hospitalKinds: ['government', 'empanelled'],
  },
  // Umbrella Scheme of Rashtriya Arogya Nidhi: "one-time financial assistance up to Rs. 15 lakh ...
  // to patients belonging to poor families living below threshold poverty lines ... for medical
  // treatment at Government hospitals"; its components include the Health Minister's Cancer Patient
  // Fund (HMCPF) — MoHFW written reply in Parliament (PIB); guidelines of 2019 (MoHFW O.M.
  // W.11036/39/2017-RAN). Government employees are not eligible (RAN/HMCPF guidelines).
  {
    slug: 'ran-hmcpf',
    sortOrder: 20,
    nameEn: "Rashtriya Arogya Nidhi (umbrella scheme), with the Health Minister's Cancer Patient Fund",
    nameHi: 'राष्ट्रीय आरोग्य निधि (अम्ब्रेला योजना), स्वास्थ्य मंत्री कैंसर रोगी कोष (HMCPF) के साथ',
    coversEn:
      'One-time financial help of up to Rs 15 lakh for treatment of life-threatening diseases, cancer among them (through the Cancer Patient Fund), at government hospitals. The money is paid to the hospital.',
    coversHi:
      'सरकारी अस्पतालों में कैंसर समेत जानलेवा बीमारियों के इलाज के लिए 15 लाख रुपये तक की एक बार की आर्थिक मदद (कैंसर के लिए कैंसर रोगी कोष से)। पैसा सीधे अस्पताल को जाता है।',
    whoEn:
      'Patients from poor families below the poverty line, treated at a government hospital. Central or state government and PSU employees are not eligible.',
    whoHi:
      'ग़रीबी रेखा से नीचे के परिवारों के मरीज़, जिनका इलाज सरकारी अस्पताल में हो रहा है। केंद्र या राज्य सरकार और PSU के कर्मचारी पात्र नहीं हैं।',
    documentsEn:
      'The prescribed application form signed by the treating doctor and countersigned by the hospital; an income certificate; a copy of the ration card.',
    documentsHi:
      'तय आवेदन फ़ॉर्म, जिस पर इलाज करने वाले डॉक्टर के हस्ताक्षर हों और अस्पताल की ओर से प्रति-हस्ताक्षर; आय प्रमाण पत्र; राशन कार्ड की कॉपी।',
    howEn:
      'Ask the treating government hospital (or Regional Cancer Centre) to process the application; the form is on the Ministry of Health’s page.',
    howHi:
      'जिस सरकारी अस्पताल (या क्षेत्रीय कैंसर केंद्र) में इलाज हो रहा है, वहाँ आवेदन आगे बढ़ाने को कहें; फ़ॉर्म स्वास्थ्य मंत्रालय के पेज पर है।',
    helplines: [],
    sourceUrl: 'https://main.mohfw.gov.in/Major-Programmes/poor-patientsfinancialassistance/rashtriya-arogya-nidhi',
    checkedOn: CHECKED_ON,
    excludesGovtEmployees: true,
    hospitalKinds: ['government'],
  },
  // Health Minister's Discretionary Grant: "financial assistance up to a maximum of Rs. 1.25 lakhs ...
  // in Government Hospitals ... where free medical facilities are not available. Only those having
  // annual family income up to Rs.1.25 lakhs and below are eligible" — MoS Health, written reply in
  // the Rajya Sabha, 3 August 2021 (PIB), repeated in later replies.
  {
    slug: 'hmdg',
    sortOrder: 30,
    nameEn: "Health Minister's Discretionary Grant (HMDG)",
    nameHi: 'स्वास्थ्य मंत्री विवेकाधीन अनुदान (HMDG)',
    coversEn:
      'Financial help of up to Rs 1.25 lakh towards part of the cost of hospital treatment for a life-threatening disease at a government hospital, where free treatment is not available.',
    coversHi:
      'सरकारी अस्पताल में जानलेवा बीमारी के इलाज के ख़र्च के एक हिस्से के लिए 1.25 लाख रुपये तक की मदद, जहाँ मुफ़्त इलाज उपलब्ध न हो।',
    whoEn: 'Patients whose annual family income is up to Rs 1.25 lakh. Government employees are not eligible.',
    whoHi: 'वे मरीज़ जिनके परिवार की सालाना आय 1.25 लाख रुपये तक है। सरकारी कर्मचारी पात्र नहीं हैं।',
    documentsEn:
      'The application form signed by the treating doctor and the hospital, with the estimated cost; an income certificate; proof of identity and address.',
    documentsHi:
      'इलाज करने वाले डॉक्टर और अस्पताल के हस्ताक्षर वाला आवेदन फ़ॉर्म, अनुमानित ख़र्च के साथ; आय प्रमाण पत्र; पहचान और पते का प्रमाण।',
    howEn: 'Submit the form through the government hospital treating you to the Ministry of Health and Family Welfare.',
    howHi: 'इलाज करने वाले सरकारी अस्पताल के ज़रिए फ़ॉर्म स्वास्थ्य एवं परिवार कल्याण मंत्रालय को भेजें।',
    helplines: [],
    sourceUrl: 'https://main.mohfw.gov.in/Major-Programmes/poor-patientsfinancialassistance',
    checkedOn: CHECKED_ON,
    excludesGovtEmployees: true,
    hospitalKinds: ['government'],
  },
  // Prime Minister's National Relief Fund: "financial assistance to indigent patients for treatment of
  // major diseases at Government/PMNRF empanelled hospitals to partially defray the expenses ...
  // disbursements are made at the sole discretion of the Prime Minister"; documents listed as quoted
  // from pmnrf.gov.in (Vikaspedia, MeitY's portal). No amount is fixed: none is shown.
  {
    slug: 'pmnrf',
    sortOrder: 40,
    nameEn: "Prime Minister's National Relief Fund (PMNRF)",
    nameHi: 'प्रधानमंत्री राष्ट्रीय राहत कोष (PMNRF)',
    coversEn:
      'Part of the cost of treatment of a major disease, such as cancer, at a government hospital or a hospital empanelled with the PMNRF. The amount is set by the fund; ask before you count on it.',
    coversHi:
      'सरकारी अस्पताल या PMNRF से जुड़े अस्पताल में कैंसर जैसी गंभीर बीमारी के इलाज के ख़र्च का एक हिस्सा। रक़म कोष तय करता है; उस पर भरोसा करने से पहले पूछ लें।',
    whoEn: 'Patients who cannot afford treatment of a major disease. Grants are at the Prime Minister’s discretion.',
    whoHi: 'वे मरीज़ जो गंभीर बीमारी का इलाज नहीं करा सकते। मदद प्रधानमंत्री के विवेक पर दी जाती है।',
    documentsEn:
      'Application addressed to the Prime Minister; two passport-size photographs of the patient; proof of residence; the original medical certificate with the disease and estimated cost; income certificate.',
    documentsHi:
      'प्रधानमंत्री के नाम आवेदन; मरीज़ की दो पासपोर्ट साइज़ फ़ोटो; निवास का प्रमाण; बीमारी और अनुमानित ख़र्च वाला मूल मेडिकल प्रमाण पत्र; आय प्रमाण पत्र।',
    howEn: 'Apply as set out on pmnrf.gov.in, before or during treatment.',
    howHi: 'pmnrf.gov.in पर बताए तरीक़े से, इलाज से पहले या इलाज के दौरान आवेदन करें।',
    helplines: [],
    sourceUrl: 'https://pmnrf.gov.in',
    checkedOn: CHECKED_ON,
    hospitalKinds: ['government', 'empanelled'],
  },
  // ESIC: medical benefit for insured persons and their families (Employees' State Insurance Act,
  // esic.gov.in). No amount is shown: care is given in ESI hospitals and tie-ups as the ESIC sets it.
  {
    slug: 'esic',
    sortOrder: 50,
    nameEn: 'Employees’ State Insurance (ESIC) medical benefit',
    nameHi: 'कर्मचारी राज्य बीमा (ESIC) चिकित्सा लाभ',
    coversEn:
      'Medical care for insured workers and their families at ESI dispensaries and hospitals, and at hospitals the ESIC refers to. What is covered is set by the ESIC; ask your ESI dispensary or branch.',
    coversHi:
      'बीमित कर्मचारियों और उनके परिवारों का इलाज ESI डिस्पेंसरी और अस्पतालों में, और उन अस्पतालों में जहाँ ESIC भेजता है। क्या कवर है, यह ESIC तय करता है; अपनी ESI डिस्पेंसरी या शाखा से पूछें।',
    whoEn: 'Workers insured under ESI (their employer pays contributions) and their dependent family members.',
    whoHi: 'ESI में बीमित कर्मचारी (जिनका नियोक्ता अंशदान देता है) और उनके आश्रित परिवार के सदस्य।',
    documentsEn: 'Your ESI e-Pehchan card or insurance number; Aadhaar.',
    documentsHi: 'आपका ESI ई-पहचान कार्ड या बीमा नंबर; आधार।',
    howEn: 'Go to your ESI dispensary or hospital first; they refer you for cancer treatment where needed.',
    howHi: 'पहले अपनी ESI डिस्पेंसरी या अस्पताल जाएँ; ज़रूरत हो तो वे कैंसर के इलाज के लिए आगे भेजते हैं।',
    helplines: [],
    sourceUrl: 'https://www.esic.gov.in',
    checkedOn: CHECKED_ON,
    employment: ['esic'],
  },
  // CGHS: health care for central government employees, pensioners and their dependants (Ministry of
  // Health and Family Welfare, cghs.gov.in). No amount is shown.
  {
    slug: 'cghs',
    sortOrder: 60,
    nameEn: 'Central Government Health Scheme (CGHS)',
    nameHi: 'केंद्र सरकार स्वास्थ्य योजना (CGHS)',
    coversEn:
      'Treatment for central government employees, pensioners and their dependants at CGHS wellness centres and empanelled hospitals. What is covered is set by the CGHS; ask your wellness centre.',
    coversHi:
      'केंद्र सरकार के कर्मचारियों, पेंशनभोगियों और उनके आश्रितों का इलाज CGHS वेलनेस सेंटर और सूचीबद्ध अस्पतालों में। क्या कवर है, यह CGHS तय करता है; अपने वेलनेस सेंटर से पूछें।',
    whoEn: 'Central government employees and pensioners who hold a CGHS card, and their dependants.',
    whoHi: 'CGHS कार्ड वाले केंद्र सरकार के कर्मचारी और पेंशनभोगी, और उनके आश्रित।',
    documentsEn: 'Your CGHS card; the referral from your wellness centre.',
    documentsHi: 'आपका CGHS कार्ड; आपके वेलनेस सेंटर का रेफ़रल।',
    howEn: 'Ask your CGHS wellness centre for a referral to an empanelled hospital.',
    howHi: 'किसी सूचीबद्ध अस्पताल के रेफ़रल के लिए अपने CGHS वेलनेस सेंटर से कहें।',
    helplines: [],
    sourceUrl: 'https://cghs.mohfw.gov.in',
    checkedOn: CHECKED_ON,
    employment: ['central'],
  },
  // Tamil Nadu CMCHIS: eligibility "resident of Tamil Nadu ... name in the Family card and whose annual
  // income is less than Rs.1,20,000 per annum" — the scheme's own site, cmchistn.com (Government of
  // Tamil Nadu). The sum insured could not be confirmed on an official page: not shown.
  {
    slug: 'tn-cmchis',
    sortOrder: 100,
    nameEn: 'Tamil Nadu: Chief Minister’s Comprehensive Health Insurance Scheme (CMCHIS)',
    nameHi: 'तमिलनाडु: मुख्यमंत्री व्यापक स्वास्थ्य बीमा योजना (CMCHIS)',
    coversEn:
      'Cashless treatment of listed procedures, cancer treatment among them, at government and empanelled private hospitals in Tamil Nadu. The amount is set by the scheme; ask the scheme’s help desk at the hospital.',
    coversHi:
      'तमिलनाडु के सरकारी और सूचीबद्ध निजी अस्पतालों में सूची में दिए इलाज, कैंसर का इलाज समेत, बिना नकद भुगतान के। रक़म योजना तय करती है; अस्पताल में योजना की हेल्प डेस्क पर पूछें।',
    whoEn: 'Residents of Tamil Nadu named in the family card whose annual family income is less than Rs 1,20,000.',
    whoHi: 'तमिलनाडु के निवासी जिनका नाम फ़ैमिली कार्ड में है और जिनके परिवार की सालाना आय 1,20,000 रुपये से कम है।',
    documentsEn:
      'Family (ration) card; income certificate from the VAO or revenue authorities; self-declaration of the head of the family.',
    documentsHi: 'फ़ैमिली (राशन) कार्ड; VAO या राजस्व अधिकारी का आय प्रमाण पत्र; परिवार के मुखिया का स्व-घोषणा पत्र।',
    howEn: 'Enrol at a CMCHIS enrolment centre in your district; at the hospital, ask at the scheme’s desk.',
    howHi: 'अपने ज़िले के CMCHIS नामांकन केंद्र पर नाम लिखवाएँ; अस्पताल में योजना की डेस्क पर पूछें।',
    helplines: [],
    sourceUrl: 'https://www.cmchistn.com/eligibility_en.php',
    checkedOn: CHECKED_ON,
    states: ['tamil-nadu'],
    hospitalKinds: ['government', 'empanelled'],
  },
  // Kerala KASP: the state's scheme run by the State Health Agency with AB PM-JAY (sha.kerala.gov.in).
  // The amount was confirmed only in statements reported by the press, not on an official page: not shown.
  {
    slug: 'kerala-kasp',
    sortOrder: 110,
    nameEn: 'Kerala: Karunya Arogya Suraksha Padhathi (KASP)',
    nameHi: 'केरल: कारुण्य आरोग्य सुरक्षा पद्धति (KASP)',
    coversEn:
      'Cashless hospital treatment for eligible families at government and empanelled private hospitals in Kerala, run with PM-JAY. The amount is set by the scheme; ask the State Health Agency.',
    coversHi:
      'केरल के सरकारी और सूचीबद्ध निजी अस्पतालों में पात्र परिवारों का इलाज बिना नकद भुगतान के, PM-JAY के साथ चलती योजना। रक़म योजना तय करती है; राज्य स्वास्थ्य एजेंसी से पूछें।',
    whoEn: 'Poor and vulnerable families of Kerala listed by the State Health Agency.',
    whoHi: 'राज्य स्वास्थ्य एजेंसी की सूची में शामिल केरल के ग़रीब और कमज़ोर परिवार।',
    documentsEn: 'Ration card; Aadhaar; the KASP or PM-JAY card if you have one.',
    documentsHi: 'राशन कार्ड; आधार; KASP या PM-JAY कार्ड अगर आपके पास है।',
    howEn: 'At an empanelled hospital, ask at the KASP help desk to check your eligibility.',
    howHi: 'सूचीबद्ध अस्पताल में KASP हेल्प डेस्क पर अपनी पात्रता जाँचने को कहें।',
    helplines: [],
    sourceUrl: 'https://sha.kerala.gov.in',
    checkedOn: CHECKED_ON,
    states: ['kerala'],
    hospitalKinds: ['government', 'empanelled'],
  },
  // Maharashtra MJPJAY: the state's scheme with PM-JAY, State Health Assurance Society
  // (jeevandayee.gov.in). Amounts were reported by the press only: not shown.
  {
    slug: 'mh-mjpjay',
    sortOrder: 120,
    nameEn: 'Maharashtra: Mahatma Jyotirao Phule Jan Arogya Yojana (MJPJAY)',
    nameHi: 'महाराष्ट्र: महात्मा ज्योतिराव फुले जन आरोग्य योजना (MJPJAY)',
    coversEn:
      'Cashless treatment of listed procedures, cancer among them, at empanelled hospitals in Maharashtra, run with PM-JAY. The amount is set by the scheme; ask the Arogyamitra at the hospital.',
    coversHi:
      'महाराष्ट्र के सूचीबद्ध अस्पतालों में सूची में दिए इलाज, कैंसर समेत, बिना नकद भुगतान के, PM-JAY के साथ। रक़म योजना तय करती है; अस्पताल में आरोग्यमित्र से पूछें।',
    whoEn: 'Families of Maharashtra eligible under the scheme (by ration card and the scheme’s rules).',
    whoHi: 'योजना के नियमों (राशन कार्ड आदि) के हिसाब से पात्र महाराष्ट्र के परिवार।',
    documentsEn: 'Ration card; Aadhaar or another photo identity card.',
    documentsHi: 'राशन कार्ड; आधार या कोई दूसरा फ़ोटो पहचान पत्र।',
    howEn: 'At an empanelled hospital, meet the Arogyamitra at the scheme’s desk.',
    howHi: 'सूचीबद्ध अस्पताल में योजना की डेस्क पर आरोग्यमित्र से मिलें।',
    helplines: [],
    sourceUrl: 'https://www.jeevandayee.gov.in',
    checkedOn: CHECKED_ON,
    states: ['maharashtra'],
    hospitalKinds: ['government', 'empanelled'],
  },
  // West Bengal Swasthya Sathi: the state's health scheme for its residents (swasthyasathi.gov.in).
  // The amount was confirmed only in statements reported by the press: not shown.
  {
    slug: 'wb-swasthya-sathi',
    sortOrder: 130,
    nameEn: 'West Bengal: Swasthya Sathi',
    nameHi: 'पश्चिम बंगाल: स्वास्थ्य साथी',
    coversEn:
      'Cashless hospital treatment for the family at empanelled government and private hospitals, with a smart card issued to the family. The amount is set by the scheme; ask at the hospital’s Swasthya Sathi desk.',
    coversHi:
      'सूचीबद्ध सरकारी और निजी अस्पतालों में परिवार का इलाज बिना नकद भुगतान के, परिवार को मिले स्मार्ट कार्ड से। रक़म योजना तय करती है; अस्पताल की स्वास्थ्य साथी डेस्क पर पूछें।',
    whoEn: 'Residents of West Bengal enrolled in the scheme.',
    whoHi: 'पश्चिम बंगाल के निवासी जो योजना में नामांकित हैं।',
    documentsEn: 'The Swasthya Sathi smart card; Aadhaar.',
    documentsHi: 'स्वास्थ्य साथी स्मार्ट कार्ड; आधार।',
    howEn: 'Show the smart card at an empanelled hospital; to enrol, follow swasthyasathi.gov.in.',
    howHi: 'सूचीबद्ध अस्पताल में स्मार्ट कार्ड दिखाएँ; नामांकन के लिए swasthyasathi.gov.in देखें।',
    helplines: [],
    sourceUrl: 'https://swasthyasathi.gov.in',
    checkedOn: CHECKED_ON,
    states: ['west-bengal'],
    hospitalKinds: ['government', 'empanelled'],
  },
  // Telangana Aarogyasri: the state's scheme run by the Aarogyasri Health Care Trust
  // (aarogyasri.telangana.gov.in). The raised limit was confirmed only in press reports of a government
  // order: not shown.
  {
    slug: 'ts-aarogyasri',
    sortOrder: 140,
    nameEn: 'Telangana: Aarogyasri',
    nameHi: 'तेलंगाना: आरोग्यश्री',
    coversEn:
      'Cashless treatment of listed procedures, cancer among them, at network hospitals in Telangana. The amount is set by the scheme; ask the Aarogyamithra at the hospital.',
    coversHi:
      'तेलंगाना के नेटवर्क अस्पतालों में सूची में दिए इलाज, कैंसर समेत, बिना नकद भुगतान के। रक़म योजना तय करती है; अस्पताल में आरोग्यमित्र से पूछें।',
    whoEn: 'Families of Telangana eligible under the scheme (by their food security card and the scheme’s rules).',
    whoHi: 'योजना के नियमों (खाद्य सुरक्षा कार्ड आदि) के हिसाब से पात्र तेलंगाना के परिवार।',
    documentsEn: 'Food security (ration) card or Aarogyasri card; Aadhaar.',
    documentsHi: 'खाद्य सुरक्षा (राशन) कार्ड या आरोग्यश्री कार्ड; आधार।',
    howEn: 'At a network hospital, meet the Aarogyamithra at the scheme’s desk.',
    howHi: 'नेटवर्क अस्पताल में योजना की डेस्क पर आरोग्यमित्र से मिलें।',
    helplines: [],
    sourceUrl: 'https://aarogyasri.telangana.gov.in',
    checkedOn: CHECKED_ON,
    states: ['telangana'],
    hospitalKinds: ['government', 'empanelled'],
  },
];
