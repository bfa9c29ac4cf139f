import type { articles } from '../db/schema/resources.js';

/**
 * The library's articles a fresh site opens with: written for this product (shown with a 'Sample'
 * badge), careful and general, with their sources; none of them is medical advice.
 */
export const sampleArticles: (typeof articles.$inferInsert)[] = [
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
];
