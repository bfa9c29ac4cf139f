/**
 * The rules of blood and platelet donation (issue 43), without zod, so the web's pages and the
 * server's matching read one table. Each fact carries its source.
 */

export const BloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BloodGroups)[number];

/** What a donor gives: whole blood, or by apheresis platelets or plasma. */
export const DonationKinds = ['whole_blood', 'platelets', 'plasma'] as const;
export type DonationKind = (typeof DonationKinds)[number];

/** What a family asks for. Random-donor platelets and red cells come from whole-blood donations. */
export const RequestComponents = ['red_cells', 'platelets_random', 'platelets_apheresis', 'plasma'] as const;
export type RequestComponent = (typeof RequestComponents)[number];

/** The donations that can meet a request for each component. */
export const DonationsFor: Record<RequestComponent, readonly DonationKind[]> = {
  red_cells: ['whole_blood'],
  platelets_random: ['whole_blood'],
  platelets_apheresis: ['platelets'],
  plasma: ['whole_blood', 'plasma'],
};

export const DonorLimits = {
  openRequestsMax: 3,
  unitsMax: 10,
  hospitalMax: 120,
  noteMax: 500,
  contactMax: 60,
  messageMax: 1000,
  requestsPerHour: 5,
  reachChoicesKm: [5, 10, 25, 50, 100],
  weightMinKg: 45,
  /** Donors asked recently rest: someone asked within this many days comes after the others. */
  restDays: 7,
  /** A request may be needed by at most this many days ahead. */
  neededByMaxDays: 14,
} as const;

/** The table's source, cited beside it; what it says is in the donors catalog (facts.compatibility). */
export const CompatibilitySource =
  'Transfusion Medicine Technical Manual, Directorate General of Health Services, Government of India, 2nd edition, 2003';

type Tiers = readonly (readonly BloodGroup[])[];

/**
 * Who may give to whom, per component: for each patient's group, the donors' groups in tiers, the
 * best first (the first tier is ABO-identical). A group in no tier is incompatible.
 */
export const Compatibility: Record<'red_cells' | 'platelets' | 'plasma', Record<BloodGroup, Tiers>> = {
  // Red cells: O- to all, AB+ from all; an RhD-negative patient only from RhD-negative donors.
  red_cells: {
    'O-': [['O-']],
    'O+': [['O+'], ['O-']],
    'A-': [['A-'], ['O-']],
    'A+': [['A+'], ['A-', 'O+', 'O-']],
    'B-': [['B-'], ['O-']],
    'B+': [['B+'], ['B-', 'O+', 'O-']],
    'AB-': [['AB-'], ['A-', 'B-', 'O-']],
    'AB+': [['AB+'], ['AB-', 'A+', 'A-', 'B+', 'B-', 'O+', 'O-']],
  },
  // Platelets: ABO-identical first, then plasma-compatible; RhD-negative patients prefer RhD-negative donors.
  platelets: {
    'O-': [['O-'], ['O+'], ['A-', 'B-', 'AB-'], ['A+', 'B+', 'AB+']],
    'O+': [
      ['O+', 'O-'],
      ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'],
    ],
    'A-': [['A-'], ['A+'], ['AB-'], ['AB+']],
    'A+': [
      ['A+', 'A-'],
      ['AB+', 'AB-'],
    ],
    'B-': [['B-'], ['B+'], ['AB-'], ['AB+']],
    'B+': [
      ['B+', 'B-'],
      ['AB+', 'AB-'],
    ],
    'AB-': [['AB-'], ['AB+']],
    'AB+': [['AB+', 'AB-']],
  },
  // Plasma: the reverse of red cells (AB plasma to all, O plasma to O only); RhD does not matter.
  plasma: {
    'O-': [
      ['O-', 'O+'],
      ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'],
    ],
    'O+': [
      ['O+', 'O-'],
      ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'],
    ],
    'A-': [
      ['A-', 'A+'],
      ['AB+', 'AB-'],
    ],
    'A+': [
      ['A+', 'A-'],
      ['AB+', 'AB-'],
    ],
    'B-': [
      ['B-', 'B+'],
      ['AB+', 'AB-'],
    ],
    'B+': [
      ['B+', 'B-'],
      ['AB+', 'AB-'],
    ],
    'AB-': [['AB-', 'AB+']],
    'AB+': [['AB+', 'AB-']],
  },
};

const tableOf = (component: RequestComponent) =>
  component === 'red_cells' ? 'red_cells' : component === 'plasma' ? 'plasma' : 'platelets';

/** The donor groups that may give a component to a patient, each with its tier (1 is best). */
export function compatibleDonors(
  component: RequestComponent,
  patient: BloodGroup,
): { group: BloodGroup; tier: number }[] {
  return Compatibility[tableOf(component)][patient].flatMap((groups, i) =>
    groups.map((group) => ({ group, tier: i + 1 })),
  );
}

/** The tier of a donor for a patient (1 is best), or null when they cannot give. */
export function compatibilityTier(component: RequestComponent, patient: BloodGroup, donor: BloodGroup): number | null {
  return compatibleDonors(component, patient).find((d) => d.group === donor)?.tier ?? null;
}

export const EligibilitySource =
  'National Blood Transfusion Council (Ministry of Health & Family Welfare), Guidelines for Blood Donor Selection & Blood Donor Referral, 2017';

/** The facts of the 2017 guidelines the matching applies (EligibilitySource). */
export const EligibilityRules = {
  ageMin: 18,
  ageMax: 65,
  firstTimeAgeMax: 60,
  apheresisAgeMax: 60,
  weightMinKg: 45,
  apheresisWeightMinKg: 50,
  wholeBloodDaysMen: 90,
  wholeBloodDaysWomen: 120,
  apheresisHours: 48,
  apheresisPerYear: 24,
  apheresisDaysAfterWholeBlood: 28,
} as const;

export interface EligibilityInput {
  sex: 'male' | 'female' | 'other';
  birthYear: number;
  weightKg: number;
  hasDonatedBefore: boolean;
  lastWholeBloodOn: string | null;
  lastApheresisOn: string | null;
  apheresisLastYear: number;
}

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

/**
 * From which day (YYYY-MM-DD) a donor may give each kind again under the 2017 guidelines, or null
 * when age or weight rule it out. The day of the donation counts as day 0; 48 hours after an
 * apheresis is two days. With 24 aphereses in the last year the next waits a year from the last
 * (the dates of the others are not asked). Ages are by year of birth. The blood centre checks again.
 */
export function eligibleFrom(input: EligibilityInput, today: string): Record<DonationKind, string | null> {
  const R = EligibilityRules;
  const age = Number(today.slice(0, 4)) - input.birthYear;
  const ageMax = input.hasDonatedBefore ? R.ageMax : R.firstTimeAgeMax;
  const mayGive = age >= R.ageMin && age <= ageMax && input.weightKg >= R.weightMinKg;
  const mayApheresis = mayGive && age <= R.apheresisAgeMax && input.weightKg >= R.apheresisWeightMinKg;
  const wholeDays = input.sex === 'male' ? R.wholeBloodDaysMen : R.wholeBloodDaysWomen;
  const afterApheresis = input.lastApheresisOn
    ? addDays(input.lastApheresisOn, input.apheresisLastYear >= R.apheresisPerYear ? 365 : R.apheresisHours / 24)
    : null;
  const wholeFrom = later(
    later(today, input.lastWholeBloodOn ? addDays(input.lastWholeBloodOn, wholeDays) : null),
    input.lastApheresisOn ? addDays(input.lastApheresisOn, R.apheresisHours / 24) : null,
  )!;
  const apheresisFrom = later(
    later(today, afterApheresis),
    input.lastWholeBloodOn ? addDays(input.lastWholeBloodOn, R.apheresisDaysAfterWholeBlood) : null,
  )!;
  return {
    whole_blood: mayGive ? wholeFrom : null,
    platelets: mayApheresis ? apheresisFrom : null,
    plasma: mayApheresis ? apheresisFrom : null,
  };
}

/** Roles whose members have had cancer: they cannot donate (the guidelines defer a history of cancer for life). */
export const RolesThatCannotDonate = ['patient', 'survivor'] as const;
