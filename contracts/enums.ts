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
export const DefaultRole: Role = 'patient';

export const RoleLabels: Record<Role, string> = {
  patient: 'Patient',
  survivor: 'Survivor',
  caregiver: 'Caregiver',
  volunteer: 'Volunteer',
  ngo: 'NGO',
  admin: 'Admin',
};

export const CancerTypes = ['breast', 'lung', 'colon', 'blood', 'prostate', 'skin', 'other'] as const;
export const CancerType = z.enum(CancerTypes);
export type CancerType = z.infer<typeof CancerType>;
export const DefaultCancerType: CancerType = 'other';

export const CancerTypeLabels: Record<CancerType, string> = {
  breast: 'Breast',
  lung: 'Lung',
  colon: 'Colon',
  blood: 'Blood',
  prostate: 'Prostate',
  skin: 'Skin',
  other: 'Other',
};

export const AgeGroups = ['18-29', '30-39', '40-49', '50-59', '60-69', '70+'] as const;
export const AgeGroup = z.enum(AgeGroups);
export type AgeGroup = z.infer<typeof AgeGroup>;
