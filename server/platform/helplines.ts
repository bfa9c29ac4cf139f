/**
 * (Shared by every domain that shows a helpline: Forti's safety replies, the resources library.)
 * India's crisis and emergency numbers, each with its official source. Every safety reply and the
 * seeded support resources read them from here, so a number is checked and changed in one place.
 * Never add a number that is not confirmed on its official source.
 */
export interface Helpline {
  name: string;
  /** The numbers as a person dials them, most memorable first. */
  numbers: string[];
  hours: string;
  /** Who runs it. */
  operator: string;
  /** The official page the numbers are checked against. */
  source: string;
}

export const Helplines = {
  // https://telemanas.mohfw.gov.in — Tele Mental Health Assistance and Networking Across States,
  // launched October 2022 by the Ministry of Health and Family Welfare: 14416 or 1-800-891-4416, 24x7, free.
  teleManas: {
    name: 'Tele-MANAS',
    numbers: ['14416', '1-800-891-4416'],
    hours: '24x7, free and confidential, in many Indian languages',
    operator: 'Ministry of Health and Family Welfare, Government of India',
    source: 'https://telemanas.mohfw.gov.in',
  },
  // KIRAN (1800-599-0019, Ministry of Social Justice and Empowerment) is left out on purpose: our
  // review (issue 20) could not confirm the number on an official page, and a crisis line that does
  // not answer is worse than none. It comes back once the number is checked on an official government
  // page (socialjustice.gov.in): add it here with that page as its source, then to Forti's self-harm
  // reply (companion/safety.ts), the support resources seed and the resources library seed.
  // https://112.gov.in — Emergency Response Support System (ERSS), Ministry of Home Affairs:
  // the single emergency number 112 for police, fire and medical help.
  emergency: {
    name: 'Emergency (ERSS)',
    numbers: ['112'],
    hours: '24x7',
    operator: 'Emergency Response Support System, Ministry of Home Affairs',
    source: 'https://112.gov.in',
  },
  // https://nhm.gov.in — 108 emergency ambulance service run by the states under the National Health Mission.
  ambulance: {
    name: 'Ambulance',
    numbers: ['108'],
    hours: '24x7',
    operator: 'State emergency ambulance services, National Health Mission',
    source: 'https://nhm.gov.in',
  },
} as const satisfies Record<string, Helpline>;

/** "14416 or 1-800-891-4416" */
export function dial(helpline: Helpline): string {
  return helpline.numbers.join(' or ');
}
