import { Helplines } from '../../platform/helplines.js';

/**
 * Indian support resources Forti cites: helplines, national organisations and this site's own
 * guides. Every fact carries its official source; a phone number appears only where it is
 * confirmed there (otherwise the entry points to the website).
 */
export interface SupportResourceSeed {
  slug: string;
  title: string;
  summary: string;
  body: string;
  url: string;
  kind: 'helpline' | 'organisation' | 'guide';
  phone: string | null;
  source: string;
}

const { teleManas, emergency, ambulance } = Helplines;

export const SupportResourceSeeds: SupportResourceSeed[] = [
  {
    slug: 'tele-manas',
    title: 'Tele-MANAS mental health helpline',
    summary: 'Free, confidential counselling by trained mental health professionals, 24x7, in many Indian languages.',
    body: 'For stress, anxiety, fear, low mood, depression, sleeplessness, grief or thoughts of suicide. Patients and caregivers can call at any hour; calls are routed to a counsellor in your state and language, with referral to specialists when needed. Run by the Ministry of Health and Family Welfare.',
    url: teleManas.source,
    kind: 'helpline',
    phone: '14416 or 1-800-891-4416',
    source: `${teleManas.operator}: ${teleManas.source}`,
  },
  {
    slug: 'emergency-112',
    title: 'Emergency number 112',
    summary: "India's single emergency number for police, fire and medical emergencies, 24x7.",
    body: 'Call 112 in any emergency: chest pain, trouble breathing, heavy bleeding, a seizure, someone unconscious, or a risk to life or safety. Part of the Emergency Response Support System (ERSS) of the Ministry of Home Affairs.',
    url: emergency.source,
    kind: 'helpline',
    phone: emergency.numbers[0],
    source: `${emergency.operator}: ${emergency.source}`,
  },
  {
    slug: 'ambulance-108',
    title: 'Ambulance 108',
    summary: 'Free emergency ambulance service in most Indian states, 24x7.',
    body: 'Call 108 for an emergency ambulance to take a patient to the nearest hospital emergency department, for example with high fever during chemotherapy, heavy bleeding, breathlessness or collapse. Run by state governments under the National Health Mission.',
    url: ambulance.source,
    kind: 'helpline',
    phone: ambulance.numbers[0],
    source: `${ambulance.operator}: ${ambulance.source}`,
  },
  {
    slug: 'tobacco-quitline',
    title: 'National Tobacco Quitline',
    summary: 'Free counselling to help you or a family member quit smoking or chewing tobacco.',
    body: 'Quitting tobacco helps at every stage, including during and after cancer treatment. The quitline offers free counselling and follow-up calls in several languages. Run under the National Tobacco Control Programme of the Ministry of Health and Family Welfare.',
    url: 'https://ntcp.mohfw.gov.in',
    kind: 'helpline',
    phone: '1800-11-2356',
    source: 'National Tobacco Control Programme, Ministry of Health and Family Welfare: https://ntcp.mohfw.gov.in',
  },
  {
    slug: 'pm-jay',
    title: 'Ayushman Bharat PM-JAY',
    summary:
      'Government health cover of up to ₹5 lakh per family per year for hospital treatment, including cancer care, at empanelled hospitals.',
    body: 'Pradhan Mantri Jan Arogya Yojana pays for hospital treatment, including surgery, chemotherapy and radiotherapy packages, for eligible families, cashless at the empanelled hospital. Check eligibility and find hospitals on the website or through the helpline. Financial help with treatment costs and money worries. Run by the National Health Authority.',
    url: 'https://pmjay.gov.in',
    kind: 'organisation',
    phone: '14555',
    source: 'National Health Authority, Government of India: https://pmjay.gov.in',
  },
  {
    slug: 'rashtriya-arogya-nidhi',
    title: "Rashtriya Arogya Nidhi and the Health Minister's Cancer Patient Fund",
    summary:
      'Financial assistance for treatment of poor patients with cancer at government hospitals and regional cancer centres.',
    body: "Under Rashtriya Arogya Nidhi, the Health Minister's Cancer Patient Fund gives one-time financial help with the cost of cancer treatment for patients below the poverty line, applied for through the treating government hospital or regional cancer centre. Ask the hospital's medical social worker. Money, costs, financial assistance.",
    url: 'https://mohfw.gov.in',
    kind: 'organisation',
    phone: null,
    source: 'Ministry of Health and Family Welfare, Government of India: https://mohfw.gov.in',
  },
  {
    slug: 'tata-memorial-centre',
    title: 'Tata Memorial Centre',
    summary: "One of India's leading cancer hospitals and research centres, in Mumbai and other cities.",
    body: 'Comprehensive cancer treatment, second opinions, patient information and support services. A grant-in-aid institution of the Department of Atomic Energy, Government of India, with hospitals in Mumbai and several other cities.',
    url: 'https://tmc.gov.in',
    kind: 'organisation',
    phone: null,
    source: 'Tata Memorial Centre, Department of Atomic Energy: https://tmc.gov.in',
  },
  {
    slug: 'national-cancer-grid',
    title: 'National Cancer Grid',
    summary:
      'A network of cancer centres across India working to common treatment guidelines; useful for finding a centre or a second opinion.',
    body: 'The National Cancer Grid links cancer centres, research institutes and hospitals across India to provide uniform, evidence-based cancer care and shared treatment guidelines. Treatment options, second opinion and finding a cancer centre near you. Coordinated by Tata Memorial Centre.',
    url: 'https://tmc.gov.in/ncg/',
    kind: 'organisation',
    phone: null,
    source: 'National Cancer Grid, Tata Memorial Centre: https://tmc.gov.in/ncg/',
  },
  {
    slug: 'indian-cancer-society',
    title: 'Indian Cancer Society',
    summary: 'National non-profit for cancer awareness, screening, patient support and financial help.',
    body: 'Founded in 1951, the Indian Cancer Society runs awareness and screening programmes, survivor support and a fund that helps patients with the cost of treatment. Contact details for its services are on its website.',
    url: 'https://www.indiancancersociety.org',
    kind: 'organisation',
    phone: null,
    source: 'Indian Cancer Society: https://www.indiancancersociety.org',
  },
  {
    slug: 'cansupport',
    title: 'CanSupport',
    summary: 'Home-based palliative care and counselling for people with cancer and their families in Delhi NCR.',
    body: 'CanSupport teams of doctors, nurses and counsellors visit patients at home to manage pain and symptoms and support caregivers, and run day care and bereavement support. Palliative care, home care, caregiver support.',
    url: 'https://cansupport.org',
    kind: 'organisation',
    phone: null,
    source: 'CanSupport: https://cansupport.org',
  },
  {
    slug: 'pallium-india',
    title: 'Pallium India',
    summary:
      'National charitable trust for palliative care: pain relief, symptom control and support for patients and caregivers.',
    body: 'Pallium India, based in Thiruvananthapuram, works to make palliative care and pain relief available across India, trains professionals and helps people find palliative care services near them. Side effects, pain, symptom relief, caregiver support.',
    url: 'https://palliumindia.org',
    kind: 'organisation',
    phone: null,
    source: 'Pallium India: https://palliumindia.org',
  },
  {
    slug: 'ncdir-ncrp',
    title: 'ICMR-NCDIR National Cancer Registry Programme',
    summary: 'Official cancer statistics for India from the Indian Council of Medical Research.',
    body: 'The National Centre for Disease Informatics and Research in Bengaluru runs the National Cancer Registry Programme, which publishes reports on how common different cancers are across India. Facts and statistics, not personal medical advice.',
    url: 'https://ncdirindia.org',
    kind: 'organisation',
    phone: null,
    source: 'ICMR-NCDIR: https://ncdirindia.org',
  },
  {
    slug: 'platform-guide',
    title: 'Platform Guide',
    summary: 'How to use this site: Forti, the forum, support groups, events, stories and your profile.',
    body: 'A step-by-step guide to getting started on this platform: completing your profile, chatting with Forti, joining discussions and support groups, finding events and sharing your story. First steps for newly diagnosed members and caregivers.',
    url: '/docs/platform',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'community-rules',
    title: 'Community Rules',
    summary:
      'How we keep this community kind, safe and private for everyone: no selling or medical claims, and where to make a complaint about a post or a member.',
    body: 'Be kind, respect privacy, no medical claims or selling, and how to report a post. Read before posting in the forum, groups or stories.',
    url: '/docs/rules',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'community-hub',
    title: 'Community Hub',
    summary:
      'Meet other patients, survivors and caregivers for peer support: forums, support groups and community events.',
    body: 'The community hub brings together the discussion forum, support groups and events, where you can connect with survivors and others who have been through the same experience. Peer support, talk to people, not alone.',
    url: '/community',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'discussion-forum',
    title: 'Discussion Forum',
    summary: 'Ask questions and share experiences with your peers: other patients, survivors and caregivers.',
    body: 'Topics on diagnosis, treatment and side effects, caregiving, emotional support and daily life with cancer. Post anonymously if you prefer. Connect with survivors and peers.',
    url: '/forum',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'survivor-stories',
    title: 'Survivor Stories',
    summary: 'Real stories of hope and courage shared by members of the community.',
    body: 'Read how survivors and caregivers faced diagnosis, treatment, side effects, fear and recovery, and share your own story. Connect with survivors who have been through it.',
    url: '/stories',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'support-groups',
    title: 'Support Groups',
    summary: 'Small peer groups for patients, survivors and caregivers to support each other.',
    body: 'Join a support group by cancer type, by role (caregivers, survivors) or by city, and talk with people who understand. Peer support, loneliness, caregiver strain.',
    url: '/support-groups',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    summary:
      'Write to the team behind this site with questions, feedback or problems, including your account: signing in, your data, or deleting it.',
    body: 'Use the contact form for questions about the platform, your account, privacy or partnerships. Not for medical emergencies: call 112 or 108.',
    url: '/contact',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
  {
    slug: 'support-us',
    title: 'Support Us',
    summary: 'Voluntary support tiers that keep this platform running; not a donation and not tax-exempt.',
    body: 'Supporter, Advocate and Patron tiers, or a custom amount from ₹500, help keep this platform running.',
    url: '/support',
    kind: 'guide',
    phone: null,
    source: 'This site',
  },
];
