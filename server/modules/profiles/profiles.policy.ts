import { SelfAssignableRoles, type Role } from '../../../contracts/enums.js';
import type { Viewer } from '../../platform/access.js';

/** What a member may change about themselves (the service asks and throws its refusal). */

/**
 * A member keeps their role (null while not said yet) or takes one of the self-assignable four; any
 * other role needs an administrator. Nobody unsays a role once said (decision 0062).
 */
export function canTakeRole(viewer: Viewer, role: Role | null): boolean {
  if (role === null) return viewer.role === null;
  return role === viewer.role || viewer.role === 'admin' || (SelfAssignableRoles as readonly string[]).includes(role);
}

/**
 * The welcome's first step (decision 0062): a member says who they are, one of the four. A role the
 * team gave (NGO, administrator) is kept: the welcome never changes it.
 */
export function canChooseRoleInWelcome(viewer: Viewer): boolean {
  return viewer.role === null || (SelfAssignableRoles as readonly string[]).includes(viewer.role);
}
