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
 * written from memory). The directory lists institutions' services, never a named person.
 */
export const resourceFacts: Omit<ResourceSeed, 'articles'> = {
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
};
