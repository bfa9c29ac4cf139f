import { MentorRoles } from '../../../contracts/mentors.js';
import type { Role } from '../../../contracts/enums.js';
import type { Viewer } from '../../platform/access.js';

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
