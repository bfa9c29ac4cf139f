import type { Role } from '../../../contracts/enums.js';
import { AdminMessages } from '../../../contracts/admin.js';
import type { Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';

/** What administrators may do to content and members (the services ask and throw their refusal). */

/** Only an administrator learns who wrote anonymous content (and the look is audited). */
export function canRevealAuthor(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}

/** An administrator is never suspended, so the site always keeps one who can lift a suspension. */
export function canBeSuspended(target: { role: Role | null }): boolean {
  return target.role !== 'admin';
}

/** The rules the service enforces with `authorize`, with the words a refused member reads. */
export const adminRules = {
  revealAuthor: rule(canRevealAuthor, AdminMessages.adminRequired),
};
