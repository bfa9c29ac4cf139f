// Presenters: a stored row turned into the answer the web gets, with the `can` abilities the
// module's policy computes (decision 0069). Nothing here reads the database.
import type { GroupMessage, GroupPerson, GroupType, SupportGroup } from '../../../contracts/support-groups.js';
import type { Viewer } from '../../platform/access.js';
import type { AuthorCard } from '../profiles/index.js';
import { canRemoveGroupMessage, groupRules, seesInsideGroup } from './support-groups.policy.js';

/** A group as the queries select it (support-groups.queries.ts). */
export interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  nameHi: string | null;
  descriptionHi: string | null;
  groupType: string;
  isPrivate: boolean;
  maxMembers: number;
  memberCount: number;
  isSample: boolean;
  createdAt: Date;
  createdBy: string | null;
  meetingAt: Date | null;
  meetingLink: string | null;
  cursorAt: string;
  joinedByMe: boolean;
}

/** A message in the conversation as the queries select it. */
export interface MessageRow {
  id: string;
  groupId: string;
  userId: string;
  content: string;
  createdAt: Date;
  cursorAt: string;
}

/** The public face of a member, as a forum author shows. */
export const personOf = (card: AuthorCard): GroupPerson => ({
  id: card.id,
  name: card.name,
  username: card.username,
  avatarUrl: card.avatarUrl,
  role: card.role,
});

/** The link only in the answers of members, the host and administrators (issue 44). */
export const present = (row: GroupRow, viewer: Viewer | null): SupportGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  nameHi: row.nameHi,
  descriptionHi: row.descriptionHi,
  groupType: row.groupType as GroupType,
  isPrivate: row.isPrivate,
  maxMembers: row.maxMembers,
  memberCount: row.memberCount,
  joinedByMe: Boolean(row.joinedByMe),
  isSample: row.isSample,
  createdAt: row.createdAt.toISOString(),
  meetingAt: row.meetingAt?.toISOString() ?? null,
  meetingLink: seesInsideGroup(viewer, { createdBy: row.createdBy, joinedByViewer: Boolean(row.joinedByMe) })
    ? row.meetingLink
    : null,
  hasMeetingLink: row.meetingLink !== null,
  can: { edit: groupRules.edit.allows(viewer, row), delete: groupRules.delete.allows(viewer) },
});

/** Messages whose author has a public face (a message without one is left out), with what the reader may do. */
export const presentMessages = (
  viewer: Viewer,
  group: { createdBy: string | null },
  rows: readonly MessageRow[],
  cards: ReadonlyMap<string, AuthorCard>,
): GroupMessage[] =>
  rows.flatMap((r) => {
    const card = cards.get(r.userId);
    if (!card) return [];
    return [
      {
        id: r.id,
        groupId: r.groupId,
        author: personOf(card),
        content: r.content,
        createdAt: r.createdAt.toISOString(),
        isMine: r.userId === viewer.id,
        canRemove: canRemoveGroupMessage(viewer, group, r),
      },
    ];
  });
