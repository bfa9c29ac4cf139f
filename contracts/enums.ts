import { z } from 'zod';

/** The languages the product speaks: the member's choice drives the pages, Forti and e-mails. */
export const Languages = ['en', 'hi'] as const;
export const Language = z.enum(Languages);
export type Language = z.infer<typeof Language>;

export const Roles = ['patient', 'survivor', 'caregiver', 'volunteer', 'ngo', 'admin'] as const;
export const Role = z.enum(Roles);
export type Role = z.infer<typeof Role>;

/** Roles a member may choose for themselves; ngo and admin are set only by an admin. */
export const SelfAssignableRoles = ['patient', 'survivor', 'caregiver', 'volunteer'] as const satisfies readonly Role[];
export const SelfAssignableRole = z.enum(SelfAssignableRoles);
export type SelfAssignableRole = z.infer<typeof SelfAssignableRole>;
/*
 * There is no default role (decision 0062): a new account's role is null, "not said", until the
 * member chooses in the welcome or on the profile. Nobody is shown to others, or matched, as a
 * patient they never said they were.
 */

export const RoleLabels: Record<Role, string> = {
  patient: 'Patient',
  survivor: 'Survivor',
  caregiver: 'Caregiver',
  volunteer: 'Volunteer',
  ngo: 'NGO',
  admin: 'Admin',
};

/**
 * The cancer types a member, a story, a mentor's offer and the filters name (decision 0062). The
 * first seven are the specification's; the rest are the cancers most common in India, from
 * GLOBOCAN 2022's India fact sheet (IARC Global Cancer Observatory,
 * https://gco.iarc.who.int/media/globocan/factsheets/populations/356-india-fact-sheet.pdf): lip and
 * oral cavity (with the rest of the head and neck) the most common in men, cervix uteri and ovary
 * among the most common in women, and oesophagus, stomach, liver, thyroid and brain (central
 * nervous system); childhood cancers are one type of their own, as India's paediatric oncology
 * services group them. Values are stored as text; a value once saved keeps working (new ones are
 * only ever added).
 */
export const CancerTypes = [
  'breast',
  'lung',
  'colon',
  'blood',
  'prostate',
  'skin',
  'oral_head_neck',
  'cervical',
  'ovarian',
  'stomach',
  'liver',
  'oesophageal',
  'thyroid',
  'brain',
  'childhood',
  'other',
] as const;
export const CancerType = z.enum(CancerTypes);
export type CancerType = z.infer<typeof CancerType>;

export const CancerTypeLabels: Record<CancerType, string> = {
  breast: 'Breast',
  lung: 'Lung',
  colon: 'Colon',
  blood: 'Blood',
  prostate: 'Prostate',
  skin: 'Skin',
  oral_head_neck: 'Oral, head and neck',
  cervical: 'Cervical',
  ovarian: 'Ovarian',
  stomach: 'Stomach',
  liver: 'Liver',
  oesophageal: 'Oesophageal',
  thyroid: 'Thyroid',
  brain: 'Brain',
  childhood: 'Childhood cancers',
  other: 'Other',
};

export const AgeGroups = ['18-29', '30-39', '40-49', '50-59', '60-69', '70+'] as const;
export const AgeGroup = z.enum(AgeGroups);
export type AgeGroup = z.infer<typeof AgeGroup>;
