import type { Role } from '../../../contracts/enums.js';
import { EventMessages, NgoMessages } from '../../../contracts/events.js';
import { managesHosted, mayHost, type Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';

/**
 * Who may do what with events, by the role held at this request (decision 0033): the service asks
 * and throws its refusal. Hosting itself (administrators and NGOs) is the platform's rule (access.ts).
 */

/** Administrators and NGOs publish events. */
export function canPublishEvent(viewer: Viewer | null): boolean {
  return viewer !== null && mayHost(viewer.role);
}

/** Its host (while still an NGO) and administrators change, cancel and see the registrations of an event. */
export function canManageEvent(viewer: Viewer | null, event: { hostId: string | null }): boolean {
  return viewer !== null && managesHosted(viewer, event.hostId);
}

/** The meeting link goes only to registered members, the host and administrators. */
export function canSeeMeetingLink(
  viewer: Viewer | null,
  event: { hostId: string | null; registeredByViewer: boolean },
): boolean {
  return viewer !== null && (event.registeredByViewer || managesHosted(viewer, event.hostId));
}

/** An administrator acting on another's event is audited (hosts manage their own). */
export function isAuditedEventChange(viewer: Viewer, event: { hostId: string | null }): boolean {
  return viewer.role === 'admin' && event.hostId !== viewer.id;
}

/** Whose events a dashboard lists: every event for an administrator, else the host's own. */
export function eventsManagedBy(viewer: Viewer): 'all' | { hostId: string } {
  return viewer.role === 'admin' ? 'all' : { hostId: viewer.id };
}

/** A host who can no longer host passes their events to the administrators. */
export function losesHostedEvents(from: Role | null, to: Role | null): boolean {
  return mayHost(from) && !mayHost(to);
}

/** The rules the service enforces with `authorize`, with the words a refused member reads. */
export const eventRules = {
  publish: rule(canPublishEvent, EventMessages.publishDenied),
  manage: rule(canManageEvent, EventMessages.notYourEvent),
  /** Editing from the NGO dashboard says so in its refusal. */
  edit: rule(canManageEvent, NgoMessages.notYourEventToEdit),
};
