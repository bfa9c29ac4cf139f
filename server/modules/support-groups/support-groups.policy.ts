import type { Role } from '../../../contracts/enums.js';
import { GroupMessages } from '../../../contracts/support-groups.js';
import { managesHosted, mayHost, type Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';

/** Who may do what with support groups (the service asks and throws its refusal). */

/** Administrators and NGOs create groups (and only they may try to edit one). */
export function canCreateGroup(viewer: Viewer | null): boolean {
  return viewer !== null && mayHost(viewer.role);
}

/** Administrators edit any group, NGOs the groups they created (while still NGOs). */
export function canEditGroup(viewer: Viewer | null, group: { createdBy: string | null }): boolean {
  return viewer !== null && mayHost(viewer.role) && managesHosted(viewer, group.createdBy);
}

/** Only administrators delete a group. */
export function canDeleteGroup(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}

/** Administrators' changes to groups are audited. */
export function isAuditedGroupChange(viewer: Viewer): boolean {
  return viewer.role === 'admin';
}

/**
 * Which groups a reader sees: a private group only by its members, its creator and administrators.
 * 'all', public groups only, or public groups with those the member created or joined.
 */
export function groupsVisibleTo(viewer: Viewer | null): 'all' | 'public' | { publicOrOf: string } {
  if (viewer?.role === 'admin') return 'all';
  if (!viewer) return 'public';
  return { publicOrOf: viewer.id };
}

/** Whose groups the NGO dashboard lists: every group for an administrator, else the creator's own. */
export function groupsManagedBy(viewer: Viewer): 'all' | { createdBy: string } {
  return viewer.role === 'admin' ? 'all' : { createdBy: viewer.id };
}

/** A creator who can no longer host passes their groups to the administrators. */
export function losesHostedGroups(from: Role | null, to: Role | null): boolean {
  return mayHost(from) && !mayHost(to);
}

/**
 * Who sees inside a group (issue 44): its meeting link, its conversation and the members who chose
 * to be shown. Its members; its host and administrators, who manage it.
 */
export function seesInsideGroup(
  viewer: Viewer | null,
  group: { createdBy: string | null; joinedByViewer: boolean },
): boolean {
  return viewer !== null && (group.joinedByViewer || canEditGroup(viewer, group));
}

/** Only members write in a group's conversation (a suspended one is refused by the standing check). */
export function canPostInGroup(viewer: Viewer | null, group: { joinedByViewer: boolean }): boolean {
  return viewer !== null && group.joinedByViewer;
}

/** A message is removed by its author, the group's host, or an administrator. */
export function canRemoveGroupMessage(
  viewer: Viewer | null,
  group: { createdBy: string | null },
  message: { userId: string },
): boolean {
  return viewer !== null && (message.userId === viewer.id || canEditGroup(viewer, group));
}

/** Removing someone else's message is moderation, and audited. */
export function isAuditedMessageRemoval(viewer: Viewer, message: { userId: string }): boolean {
  return message.userId !== viewer.id;
}

/** The rules the service enforces with `authorize`, with the words a refused member reads. */
export const groupRules = {
  create: rule(canCreateGroup, GroupMessages.manageDenied),
  edit: rule(canEditGroup, GroupMessages.manageDenied),
  delete: rule(canDeleteGroup, GroupMessages.deleteDenied),
  post: rule(canPostInGroup, GroupMessages.membersOnly),
  removeMessage: rule(
    (viewer: Viewer | null, found: { createdBy: string | null; userId: string }) =>
      canRemoveGroupMessage(viewer, found, found),
    GroupMessages.messageRemoveDenied,
  ),
};
