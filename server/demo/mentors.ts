import type { z } from 'zod';
import type { OfferBody } from '../../contracts/mentors.js';

/**
 * Sample offers to mentor among the demo members (server/demo/members.ts, by index: 0 Ananya,
 * survivor; 1 Rohit, caregiver; 3 Gurpreet, survivor; 6 Kavita, caregiver; 7 Arjun, survivor).
 * Invented people; the details follow each member's demo profile. A member whose role cannot
 * offer is skipped when seeding.
 */
export const sampleMentorOffers: (z.output<typeof OfferBody> & { member: number; trained: boolean })[] = [
  {
    member: 0,
    trained: true,
    cancerType: 'breast',
    subtype: 'HER2-positive',
    treatments: ['surgery', 'chemotherapy', 'targeted_therapy', 'radiotherapy'],
    languages: ['en', 'ta', 'hi'],
    city: 'Chennai',
    state: 'tamil-nadu',
    capacity: 3,
    note: 'Five years past a HER2-positive diagnosis. Happy to talk about the first weeks of chemo, losing hair, and going back to work.',
  },
  {
    member: 1,
    trained: false,
    cancerType: 'lung',
    subtype: null,
    treatments: ['chemotherapy', 'immunotherapy'],
    languages: ['hi', 'en', 'mr'],
    city: 'Pune',
    state: 'maharashtra',
    capacity: 2,
    note: 'I looked after my father through immunotherapy. I can share what helped our family with hospital visits and long nights.',
  },
  {
    member: 3,
    trained: true,
    cancerType: 'colon',
    subtype: 'Stage III',
    treatments: ['surgery', 'chemotherapy'],
    languages: ['pa', 'hi', 'en'],
    city: 'Ludhiana',
    state: 'punjab',
    capacity: 4,
    note: 'Living well with a stoma for three years. Ask me anything about food, travel and the gurdwara langar.',
  },
  {
    member: 6,
    trained: false,
    cancerType: 'breast',
    subtype: null,
    treatments: ['surgery', 'radiotherapy', 'hormone_therapy'],
    languages: ['mr', 'hi'],
    city: 'Nagpur',
    state: 'maharashtra',
    capacity: 2,
    note: 'Caregiver to my mother. I know how tiring the radiotherapy months are for the whole family.',
  },
  {
    member: 7,
    trained: false,
    cancerType: 'skin',
    subtype: 'Melanoma',
    treatments: ['surgery', 'immunotherapy'],
    languages: ['ml', 'en'],
    city: 'Kochi',
    state: 'kerala',
    capacity: 1,
    note: null,
  },
];
