import type { articles, healthcareProfessionals, ngos, resourceLinks } from '../../db/schema/resources.js';
import { dial, Helplines } from '../../platform/helplines.js';

/** What the library is seeded with: the facts below, and articles (the demo's, server/demo/resources.ts). */
export interface ResourceSeed {
  articles: (typeof articles.$inferInsert)[];
  links: (typeof resourceLinks.$inferInsert)[];
  ngos: (typeof ngos.$inferInsert)[];
  professionals: (typeof healthcareProfessionals.$inferInsert)[];
}

const { teleManas, emergency, ambulance } = Helplines;

/**
 * The library's facts. Every organisation, service and link is real and carries the official page
 * its facts come from; a phone number appears only where it is checked in
 * server/platform/helplines.ts, otherwise the entry gives its website only (no number or address is
 * written from memory). The directory lists institutions' services, never a named person. Each
 * entry's Hindi (decision 0076) says the same; names keep their English in brackets where people
 * search by it.
 */
export const resourceFacts: Omit<ResourceSeed, 'articles'> = {
  links: [
    {
      title: teleManas.name,
      url: teleManas.source,
      titleHi: 'टेली-मानस (Tele-MANAS)',
      descriptionHi:
        'मन की सेहत के लिए मुफ़्त और गोपनीय मदद, 24x7, कई भारतीय भाषाओं में। डर, उदासी, दुख या नींद न आने से जूझ रहे मरीज़ों और देखभाल करने वालों के लिए।',
      description: `Free, confidential mental health support, ${teleManas.hours}. For patients and caregivers facing fear, low mood, grief or sleeplessness.`,
      kind: 'helpline',
      category: 'support',
      tags: ['mental health', 'counselling', '24x7'],
      phone: dial(teleManas),
      source: `${teleManas.operator}: ${teleManas.source}`,
    },
    {
      title: 'Emergency: 112',
      url: emergency.source,
      titleHi: 'आपातकाल: 112',
      descriptionHi: 'पूरे भारत में पुलिस, आग और इलाज की आपात मदद के लिए एक ही नंबर।',
      description: 'The single emergency number for police, fire and medical help anywhere in India.',
      kind: 'helpline',
      category: 'general',
      tags: ['emergency'],
      phone: dial(emergency),
      source: `${emergency.operator}: ${emergency.source}`,
    },
    {
      title: 'Ambulance: 108',
      url: ambulance.source,
      titleHi: 'एम्बुलेंस: 108',
      descriptionHi: 'राज्यों की आपात एम्बुलेंस सेवा।',
      description: 'Emergency ambulance service run by the states.',
      kind: 'helpline',
      category: 'general',
      tags: ['emergency', 'ambulance'],
      phone: dial(ambulance),
      source: `${ambulance.operator}: ${ambulance.source}`,
    },
    {
      title: 'WHO: Cancer fact sheet',
      url: 'https://www.who.int/news-room/fact-sheets/detail/cancer',
      titleHi: 'विश्व स्वास्थ्य संगठन (WHO): कैंसर तथ्य-पत्र',
      descriptionHi:
        'कैंसर पर विश्व स्वास्थ्य संगठन का तथ्य-पत्र, मुख्य बातों का भरोसेमंद स्रोत: कारण, चेतावनी के लक्षण, बचाव, जल्दी जाँच, इलाज और पैलिएटिव देखभाल।',
      description:
        'The World Health Organization’s fact sheet on cancer, a reliable source of its key facts: causes, warning signs and symptoms, prevention, early detection and screening, treatment and palliative care.',
      kind: 'website',
      category: 'general',
      tags: ['facts', 'prevention'],
      source: 'World Health Organization: https://www.who.int/news-room/fact-sheets/detail/cancer',
    },
    {
      title: 'National Cancer Institute (cancer.gov)',
      url: 'https://www.cancer.gov',
      titleHi: 'नेशनल कैंसर इंस्टीट्यूट (अमेरिका)',
      descriptionHi:
        'कैंसर के प्रकार, इलाज, दुष्प्रभाव और उनसे निपटने पर सरल भाषा में भरोसेमंद जानकारी की वेबसाइट (अंग्रेज़ी में), अमेरिका के नेशनल कैंसर इंस्टीट्यूट की।',
      description:
        'A reliable website of plain-language information on cancer types, treatments, side effects and coping, from the US National Cancer Institute.',
      kind: 'website',
      category: 'treatment',
      tags: ['treatment', 'side effects'],
      source: 'National Cancer Institute: https://www.cancer.gov',
    },
    {
      title: 'Ayushman Bharat PM-JAY',
      url: 'https://pmjay.gov.in',
      titleHi: 'आयुष्मान भारत PM-JAY',
      descriptionHi: 'सरकार की स्वास्थ्य योजना: पात्रता देखिए और कैंसर के इलाज के लिए सूचीबद्ध अस्पताल ढूँढिए।',
      description:
        'The government health assurance scheme: check eligibility and find empanelled hospitals for cancer treatment.',
      kind: 'website',
      category: 'financial',
      tags: ['financial help', 'insurance', 'government scheme'],
      source: 'National Health Authority: https://pmjay.gov.in',
    },
    {
      title: 'Prime Minister’s National Relief Fund',
      url: 'https://pmnrf.gov.in',
      titleHi: 'प्रधानमंत्री राष्ट्रीय राहत कोष',
      descriptionHi: 'सरकारी और सूचीबद्ध अस्पतालों में कैंसर समेत गंभीर बीमारियों के इलाज के लिए कुछ आर्थिक मदद।',
      description:
        'Partial financial assistance for treatment of major illnesses, including cancer, in government and listed hospitals.',
      kind: 'website',
      category: 'financial',
      tags: ['financial help'],
      source: 'Prime Minister’s Office: https://pmnrf.gov.in',
    },
    {
      title: 'ICMR-NCDIR: cancer registry data for India',
      url: 'https://ncdirindia.org',
      titleHi: 'ICMR-NCDIR: भारत के कैंसर रजिस्ट्री आँकड़े',
      descriptionHi: 'राष्ट्रीय रोग सूचना विज्ञान एवं अनुसंधान केंद्र भारत की कैंसर रजिस्ट्री की रिपोर्ट और आँकड़े छापता है।',
      description:
        'The National Centre for Disease Informatics and Research publishes India’s cancer registry reports and statistics.',
      kind: 'website',
      category: 'research',
      tags: ['statistics', 'research'],
      source: 'ICMR-National Centre for Disease Informatics and Research: https://ncdirindia.org',
    },
    {
      title: 'World Health Organization on YouTube',
      url: 'https://www.youtube.com/@WHO',
      titleHi: 'YouTube पर विश्व स्वास्थ्य संगठन',
      descriptionHi: 'विश्व स्वास्थ्य संगठन के छोटे, भरोसेमंद वीडियो, कैंसर से बचाव, जाँच और सेहतमंद जीवन पर भी।',
      description:
        'Short, reliable video explainers from the WHO, including on cancer prevention, screening and healthy living.',
      kind: 'youtube',
      category: 'general',
      tags: ['video', 'prevention'],
      source: 'World Health Organization: https://www.who.int',
    },
  ],
  ngos: [
    {
      name: 'Indian Cancer Society',
      nameHi: 'इंडियन कैंसर सोसाइटी',
      descriptionHi:
        'भारत की सबसे पुरानी कैंसर संस्थाओं में से एक, 1951 में बनी: जागरूकता और जाँच, इलाज के लिए आर्थिक मदद, और कैंसर से उबर चुके लोगों का साथ।',
      focusAreaHi: 'जागरूकता, जाँच, आर्थिक मदद, इलाज के बाद का जीवन',
      servicesOfferedHi: ['जागरूकता कार्यक्रम', 'जाँच शिविर', 'इलाज के लिए आर्थिक मदद', 'कैंसर से उबर चुके लोगों का साथ'],
      description:
        'One of India’s oldest cancer organisations, founded in 1951: awareness and screening, financial help for treatment, and support for survivors.',
      focusArea: 'Awareness, screening, financial aid, survivorship',
      location: 'Mumbai',
      region: 'Maharashtra (national reach)',
      website: 'https://www.indiancancersociety.org',
      servicesOffered: ['Awareness programmes', 'Screening camps', 'Financial aid for treatment', 'Survivor support'],
      source: 'https://www.indiancancersociety.org',
    },
    {
      name: 'Cancer Patients Aid Association (CPAA)',
      nameHi: 'कैंसर पेशेंट्स एड एसोसिएशन (CPAA)',
      descriptionHi:
        'मुंबई की संस्था, 1969 में बनी, जो इलाज और उसके बाद फिर से सँभलने में कैंसर के मरीज़ों का साथ देती है, और जागरूकता का काम करती है।',
      focusAreaHi: 'मरीज़ों का साथ और फिर से सँभलना',
      servicesOfferedHi: ['मरीज़ों का साथ', 'पुनर्वास', 'जागरूकता'],
      description:
        'A Mumbai-based organisation, founded in 1969, that supports people with cancer through treatment and rehabilitation, and runs awareness work.',
      focusArea: 'Patient support and rehabilitation',
      location: 'Mumbai',
      region: 'Maharashtra',
      website: 'https://www.cpaaindia.org',
      servicesOffered: ['Patient support', 'Rehabilitation', 'Awareness'],
      source: 'https://www.cpaaindia.org',
    },
    {
      name: 'CanSupport',
      nameHi: 'कैनसपोर्ट (CanSupport)',
      descriptionHi:
        'दिल्ली की संस्था, जो बढ़े हुए कैंसर वाले मरीज़ों और उनके परिवारों को घर पर मुफ़्त पैलिएटिव देखभाल देती है, साथ में काउंसलिंग और अपनों को खोने के दुख में सहारा।',
      focusAreaHi: 'घर पर पैलिएटिव देखभाल',
      servicesOfferedHi: ['घर पर पैलिएटिव देखभाल', 'काउंसलिंग', 'दुख की घड़ी में सहारा'],
      description:
        'A Delhi-based organisation providing free palliative care at home to people with advanced cancer and their families, with counselling and bereavement support.',
      focusArea: 'Palliative care at home',
      location: 'New Delhi',
      region: 'Delhi NCR',
      website: 'https://www.cansupport.org',
      servicesOffered: ['Home-based palliative care', 'Counselling', 'Bereavement support'],
      source: 'https://www.cansupport.org',
    },
    {
      name: 'Pallium India',
      nameHi: 'पैलियम इंडिया (Pallium India)',
      descriptionHi:
        'केरल की संस्था, जो पूरे भारत में गंभीर बीमारी वाले लोगों तक पैलिएटिव देखभाल और दर्द से राहत पहुँचाने का काम करती है।',
      focusAreaHi: 'पैलिएटिव देखभाल और दर्द से राहत',
      servicesOfferedHi: ['पैलिएटिव देखभाल', 'दर्द से राहत', 'स्वास्थ्य कर्मियों का प्रशिक्षण'],
      description:
        'A Kerala-based organisation working to make palliative care and pain relief available to people with serious illness across India.',
      focusArea: 'Palliative care and pain relief',
      location: 'Thiruvananthapuram',
      region: 'Kerala (national reach)',
      website: 'https://palliumindia.org',
      servicesOffered: ['Palliative care', 'Pain relief', 'Training for health workers'],
      source: 'https://palliumindia.org',
    },
  ],
  professionals: [
    {
      name: 'Tata Memorial Hospital, Mumbai',
      nameHi: 'टाटा मेमोरियल अस्पताल, मुंबई',
      specialtyHi: 'कैंसर का पूरा इलाज, पैलिएटिव मेडिसिन समेत',
      organisationHi: 'टाटा मेमोरियल सेंटर (परमाणु ऊर्जा विभाग)',
      cityHi: 'मुंबई',
      specialty: 'Comprehensive cancer care, including palliative medicine',
      organisation: 'Tata Memorial Centre (Department of Atomic Energy)',
      city: 'Mumbai',
      website: 'https://tmc.gov.in',
      source: 'https://tmc.gov.in',
    },
    {
      name: 'Dr. B.R.A. Institute Rotary Cancer Hospital, AIIMS',
      nameHi: 'डॉ. बी.आर.ए. इंस्टीट्यूट रोटरी कैंसर अस्पताल, AIIMS',
      specialtyHi: 'कैंसर का इलाज: दवा, सर्जरी और रेडिएशन से',
      organisationHi: 'अखिल भारतीय आयुर्विज्ञान संस्थान, नई दिल्ली',
      cityHi: 'नई दिल्ली',
      specialty: 'Cancer treatment: medical, surgical and radiation oncology',
      organisation: 'All India Institute of Medical Sciences, New Delhi',
      city: 'New Delhi',
      website: 'https://www.aiims.edu',
      source: 'https://www.aiims.edu',
    },
    {
      name: 'Cancer Institute (WIA), Adyar',
      nameHi: 'कैंसर इंस्टीट्यूट (WIA), अडयार',
      specialtyHi: 'कैंसर का पूरा इलाज',
      organisationHi: 'कैंसर इंस्टीट्यूट (वीमेन्स इंडिया एसोसिएशन)',
      cityHi: 'चेन्नई',
      specialty: 'Comprehensive cancer care',
      organisation: 'Cancer Institute (Women’s India Association)',
      city: 'Chennai',
      website: 'https://www.cancerinstitutewia.org',
      source: 'https://www.cancerinstitutewia.org',
    },
  ],
};
