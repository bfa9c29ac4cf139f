import type { Role } from '../../../contracts/enums.js';

/** What may be done to an account (the service asks and throws its refusal). */

/** An administrator is never banned, so the site always keeps one who can lift a ban. */
export function canBeBanned(target: { role: Role | null }): boolean {
  return target.role !== 'admin';
}
