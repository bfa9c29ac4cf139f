import { DonorMessages, RolesThatCannotDonate } from '../../../contracts/donors.js';
import type { Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';

/** Who may do what with donors and requests (the service asks and throws its refusal). */

/** Patients and survivors have had cancer: the 2017 guidelines defer them for life. */
export function canRegisterAsDonor(viewer: Viewer | null): boolean {
  return viewer !== null && !(RolesThatCannotDonate as readonly (string | null)[]).includes(viewer.role);
}

/** The asker closes, thanks and messages; an administrator closes any request. */
export function canManageDonorRequest(viewer: Viewer | null, request: { askerId: string }): boolean {
  return viewer !== null && viewer.id === request.askerId;
}

/** A request is seen by its asker, the donors it reached, and administrators. */
export function canSeeDonorRequest(viewer: Viewer | null, request: { askerId: string; wasAsked: boolean }): boolean {
  return viewer !== null && (viewer.id === request.askerId || request.wasAsked || viewer.role === 'admin');
}

/** NGOs (and administrators, who see every host's dashboard) post donor drives. */
export function canPostDrive(viewer: Viewer | null): boolean {
  return viewer?.role === 'ngo' || viewer?.role === 'admin';
}

export const donorRules = {
  register: rule(canRegisterAsDonor, DonorMessages.cancerHistory),
  manage: rule(canManageDonorRequest, DonorMessages.askerOnly),
  /** Not shown to anyone else: the request does not exist for them. */
  see: rule(canSeeDonorRequest, DonorMessages.requestNotFound),
  drive: rule(canPostDrive, DonorMessages.drivesNgoOnly),
};
