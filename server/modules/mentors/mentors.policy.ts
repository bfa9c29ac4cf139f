import { MentorMessages, MentorRoles } from '../../../contracts/mentors.js';
import type { Role } from '../../../contracts/enums.js';
import type { Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';

/** Who may do what with mentoring (the service asks and throws its refusal). */

/** Survivors and caregivers offer to mentor: they have been through it. */
export function canOffer(viewer: Viewer | null): boolean {
  return viewer !== null && viewer.role !== null && (MentorRoles as readonly Role[]).includes(viewer.role);
}

/** Only the mentor answers a request (accepts or declines). */
export function canAnswerMentorRequest(viewer: Viewer | null, request: { mentorId: string }): boolean {
  return viewer !== null && viewer.id === request.mentorId;
}

/** Only the member who asked withdraws an open request. */
export function canWithdrawMentorRequest(viewer: Viewer | null, request: { menteeId: string }): boolean {
  return viewer !== null && viewer.id === request.menteeId;
}

/** Either of the two ends a mentorship. */
export function canEndMentorship(viewer: Viewer | null, request: { mentorId: string; menteeId: string }): boolean {
  return viewer !== null && (viewer.id === request.mentorId || viewer.id === request.menteeId);
}

/** Administrators mark a mentor trained. */
export function canMarkTrained(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}

/** The rules the commands enforce with `authorize`, with the words a refused member reads. */
export const mentorRules = {
  offer: rule(canOffer, MentorMessages.rolesOnly),
  answer: rule(canAnswerMentorRequest, MentorMessages.mentorOnly),
  withdraw: rule(canWithdrawMentorRequest, MentorMessages.askerOnly),
  /** Not an administrator's tool to anyone else: the list says there is no such mentor. */
  markTrained: rule(canMarkTrained, MentorMessages.mentorNotFound),
};
