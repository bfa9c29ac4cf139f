import { Roles, SelfAssignableRoles, type Role } from '../../../contracts/enums.js';
import { ProfileMessages } from '../../../contracts/profiles.js';
import type { Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';

/** What a member may change about themselves (the service asks and throws its refusal). */

/**
 * A member keeps their role (null while not said yet) or takes one of the self-assignable four; any
 * other role needs an administrator. Nobody unsays a role once said (decision 0062).
 */
export function canTakeRole(viewer: Pick<Viewer, 'role'>, role: Role | null): boolean {
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

/** The roles a member may pick in their profile's form (the web offers these and no other). */
export function rolesOpenTo(viewer: Pick<Viewer, 'role'>): Role[] {
  return Roles.filter((role) => canTakeRole(viewer, role));
}

/** The rules the service enforces with `authorize`, with the words a refused member reads. */
export const profileRules = {
  takeRole: rule(
    (viewer: Viewer | null, role: Role | null) => viewer !== null && canTakeRole(viewer, role),
    ProfileMessages.roleNotAllowed,
  ),
  chooseRoleInWelcome: rule((viewer) => viewer !== null && canChooseRoleInWelcome(viewer)),
};
