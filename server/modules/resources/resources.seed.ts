import type { articles, healthcareProfessionals, ngos, resourceLinks } from '../../db/schema/resources.js';
import { dial, Helplines } from '../../platform/helplines.js';

/**
 * The resources library a fresh site opens with. Every organisation, service and link is real and
 * carries the official page its facts come from; a phone number appears only where it is checked
 * in server/platform/helplines.ts, otherwise the entry gives its website only (no number or address
 * is written from memory). The directory lists institutions' services, never a named person. The
 * articles are written for this product (shown with a 'Sample' badge), careful and general, with
 * their sources; none of them is medical advice.
 */
export interface ResourceSeed {
  articles: (typeof articles.$inferInsert)[];
  links: (typeof resourceLinks.$inferInsert)[];
  ngos: (typeof ngos.$inferInsert)[];
  professionals: (typeof healthcareProfessionals.$inferInsert)[];
}

const { teleManas, emergency, ambulance } = Helplines;

export const resourceSeed: ResourceSeed = {
  links: [
    {
      title: teleManas.name,
      url: teleManas.source,
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
      description: 'The World Health Organization’s key facts on cancer: causes, prevention, early detection, treatment and palliative care.',
      kind: 'website',
      category: 'general',
      tags: ['facts', 'prevention'],
      source: 'World Health Organization: https://www.who.int/news-room/fact-sheets/detail/cancer',
    },
    {
      title: 'National Cancer Institute (cancer.gov)',
      url: 'https://www.cancer.gov',
      description: 'Plain-language information on cancer types, treatments, side effects and coping, from the US National Cancer Institute.',
      kind: 'website',
      category: 'treatment',
      tags: ['treatment', 'side effects'],
      source: 'National Cancer Institute: https://www.cancer.gov',
    },
    {
      title: 'Ayushman Bharat PM-JAY',
      url: 'https://pmjay.gov.in',
      description: 'The government health assurance scheme: check eligibility and find empanelled hospitals for cancer treatment.',
      kind: 'website',
      category: 'financial',
      tags: ['financial help', 'insurance', 'government scheme'],
      source: 'National Health Authority: https://pmjay.gov.in',
    },
    {
      title: 'Prime Minister’s National Relief Fund',
      url: 'https://pmnrf.gov.in',
      description: 'Partial financial assistance for treatment of major illnesses, including cancer, in government and listed hospitals.',
      kind: 'website',
      category: 'financial',
      tags: ['financial help'],
      source: 'Prime Minister’s Office: https://pmnrf.gov.in',
    },
    {
      title: 'ICMR-NCDIR: cancer registry data for India',
      url: 'https://ncdirindia.org',
      description: 'The National Centre for Disease Informatics and Research publishes India’s cancer registry reports and statistics.',
      kind: 'website',
      category: 'research',
      tags: ['statistics', 'research'],
      source: 'ICMR-National Centre for Disease Informatics and Research: https://ncdirindia.org',
    },
    {
      title: 'World Health Organization on YouTube',
      url: 'https://www.youtube.com/@WHO',
      description: 'Short explainers from the WHO, including on cancer prevention, screening and healthy living.',
      kind: 'youtube',
      category: 'general',
      tags: ['video', 'prevention'],
      source: 'World Health Organization: https://www.who.int',
    },
  ],
  ngos: [
    {
      name: 'Indian Cancer Society',
      description: 'One of India’s oldest cancer organisations, founded in 1951: awareness and screening, financial help for treatment, and support for survivors.',
      focusArea: 'Awareness, screening, financial aid, survivorship',
      location: 'Mumbai',
      region: 'Maharashtra (national reach)',
      website: 'https://www.indiancancersociety.org',
      servicesOffered: ['Awareness programmes', 'Screening camps', 'Financial aid for treatment', 'Survivor support'],
      source: 'https://www.indiancancersociety.org',
    },
    {
      name: 'Cancer Patients Aid Association (CPAA)',
      description: 'A Mumbai-based organisation, founded in 1969, that supports people with cancer through treatment and rehabilitation, and runs awareness work.',
      focusArea: 'Patient support and rehabilitation',
      location: 'Mumbai',
      region: 'Maharashtra',
      website: 'https://www.cpaaindia.org',
      servicesOffered: ['Patient support', 'Rehabilitation', 'Awareness'],
      source: 'https://www.cpaaindia.org',
    },
    {
      name: 'CanSupport',
      description: 'A Delhi-based organisation providing free palliative care at home to people with advanced cancer and their families, with counselling and bereavement support.',
      focusArea: 'Palliative care at home',
      location: 'New Delhi',
      region: 'Delhi NCR',
      website: 'https://www.cansupport.org',
      servicesOffered: ['Home-based palliative care', 'Counselling', 'Bereavement support'],
      source: 'https://www.cansupport.org',
    },
    {
      name: 'Pallium India',
      description: 'A Kerala-based organisation working to make palliative care and pain relief available to people with serious illness across India.',
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
      specialty: 'Comprehensive cancer care, including palliative medicine',
      organisation: 'Tata Memorial Centre (Department of Atomic Energy)',
      city: 'Mumbai',
      website: 'https://tmc.gov.in',
      source: 'https://tmc.gov.in',
    },
    {
      name: 'Dr. B.R.A. Institute Rotary Cancer Hospital, AIIMS',
      specialty: 'Cancer treatment: medical, surgical and radiation oncology',
      organisation: 'All India Institute of Medical Sciences, New Delhi',
      city: 'New Delhi',
      website: 'https://www.aiims.edu',
      source: 'https://www.aiims.edu',
    },
    {
      name: 'Cancer Institute (WIA), Adyar',
      specialty: 'Comprehensive cancer care',
      organisation: 'Cancer Institute (Women’s India Association)',
      city: 'Chennai',
      website: 'https://www.cancerinstitutewia.org',
      source: 'https://www.cancerinstitutewia.org',
    },
  ],
  articles: [
    {
      title: 'Preparing for your first oncology appointment',
      excerpt: 'A short list of what to bring, what to ask and how to remember the answers.',
      category: 'support',
      content:
        'The first appointment after a diagnosis can feel overwhelming. A little preparation helps you leave with answers rather than more worry.\n\nWhat to bring: every report and scan you have (in date order, in one folder), a list of the medicines you take, your identity documents and, if you have them, your insurance or PM-JAY details.\n\nWhat to ask: What type and stage of cancer is it? What are the treatment options, and what is the aim of each? What side effects should we expect, and which ones mean we should call you? How long will treatment take, and what will it cost? Whom do we call at night or on a holiday?\n\nHow to remember: bring someone with you, write the answers down, and ask the doctor to repeat anything you did not follow. It is your right to understand your care.\n\nThis article is general information, not medical advice. Your own care team knows your situation best.',
      sources: ['https://www.cancer.gov'],
    },
    {
      title: 'Looking after yourself as a caregiver',
      excerpt: 'Caring for someone with cancer is hard work. Your own rest, food and feelings matter too.',
      category: 'support',
      content:
        'Caregivers often put themselves last: meals are skipped, sleep is short, and feelings are kept inside.\n\nShare the load. Make a simple rota with family and friends for hospital days, meals and errands. People often want to help but do not know how; a specific request is easier to say yes to.\n\nKeep small routines. A regular meal, a short walk, a few minutes of quiet each day make a real difference over months of treatment.\n\nTalk to someone. Tele-MANAS (14416) offers free, confidential counselling at any hour, in many Indian languages. Support groups for caregivers, online and in person, can also help.\n\nThis article is general information, not medical advice.',
      sources: ['https://telemanas.mohfw.gov.in'],
    },
    {
      title: 'Help with treatment costs: PM-JAY and other schemes',
      excerpt: 'Where to start when you are worried about paying for treatment.',
      category: 'general',
      content:
        'Cancer treatment can be expensive, and worry about money adds to everything else. Some places to start:\n\nAyushman Bharat PM-JAY is the government’s health assurance scheme for eligible families, covering treatment in empanelled public and private hospitals. You can check eligibility and find hospitals on pmjay.gov.in, or ask at the hospital’s help desk (often called the Ayushman Mitra desk).\n\nThe Prime Minister’s National Relief Fund gives partial financial assistance for the treatment of major illnesses, including cancer. Details are on pmnrf.gov.in.\n\nMany hospitals have social workers who know the state schemes and charitable funds available; ask for them early. Organisations such as the Indian Cancer Society also run financial aid programmes.\n\nSchemes and rules change: always check the official website or the hospital help desk for the current details.',
      sources: ['https://pmjay.gov.in', 'https://pmnrf.gov.in', 'https://www.indiancancersociety.org'],
    },
    {
      title: 'कैंसर की जाँच: जल्दी पता चलना क्यों ज़रूरी है',
      excerpt: 'कई कैंसर जल्दी पकड़ में आएँ तो इलाज आसान और ज़्यादा सफल होता है।',
      category: 'prevention',
      content:
        'विश्व स्वास्थ्य संगठन के अनुसार, कई तरह के कैंसर का जल्दी पता चलने और सही इलाज मिलने पर ठीक होने की संभावना काफ़ी बढ़ जाती है।\n\nअपने शरीर में होने वाले बदलावों पर ध्यान दीजिए: कोई गाँठ, लंबे समय तक रहने वाली खाँसी, बिना कारण वज़न घटना, मल-मूत्र की आदतों में बदलाव या कोई घाव जो भर नहीं रहा। ऐसे लक्षण हों तो डॉक्टर को दिखाने में देर न करें।\n\nसरकारी स्वास्थ्य केंद्रों पर कुछ आम कैंसर की जाँच की सुविधा उपलब्ध है। अपने नज़दीकी स्वास्थ्य केंद्र से जानकारी लीजिए।\n\nयह लेख सामान्य जानकारी के लिए है, चिकित्सा सलाह नहीं। अपने डॉक्टर से ज़रूर बात करें।',
      sources: ['https://www.who.int/news-room/fact-sheets/detail/cancer'],
    },
  ],
};
