import { SelfAssignableRoles, type Role } from '../../../contracts/enums.js';
import type { Viewer } from '../../platform/access.js';

/** What a member may change about themselves (the service asks and throws its refusal). */

/** A member keeps their role or takes one of the self-assignable four; any other role needs an administrator. */
export function canTakeRole(viewer: Viewer, role: Role): boolean {
  return role === viewer.role || viewer.role === 'admin' || (SelfAssignableRoles as readonly string[]).includes(role);
}
