import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportGroupMessages, supportGroups } from '../../db/schema/support-groups.js';
import { writeAudit } from '../../platform/audit.js';
import type { Viewer } from '../../platform/access.js';
import type { AuthorReads } from '../profiles/index.js';
import type { ModerationTarget } from '../reports/index.js';
import type { SupportGroupsService } from './support-groups.service.js';

/**
 * How moderators see and remove a support group (decision 0059): members do not report groups; a
 * public one reaches the queue when the screening finds a crisis in its name or description.
 */
export function groupModerationTarget(
  db: Database,
  service: SupportGroupsService,
  authors: AuthorReads,
): ModerationTarget {
  return {
    type: 'support_group',
    async describe(id) {
      const [row] = await db
        .select({
          name: supportGroups.name,
          description: supportGroups.description,
          createdBy: supportGroups.createdBy,
        })
        .from(supportGroups)
        .where(eq(supportGroups.id, id));
      if (!row) return null;
      const creator = row.createdBy ? (await authors.byIds([row.createdBy])).get(row.createdBy) : undefined;
      return {
        title: row.name,
        excerpt: row.description ?? '',
        url: '/support-groups',
        authorId: row.createdBy,
        authorName: creator?.name ?? null,
        isAnonymous: false,
      };
    },
    async remove(id, actorId) {
      const moderator: Viewer = { id: actorId, email: '', name: '', role: 'admin', emailVerified: true };
      try {
        await service.remove(moderator, id);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** How moderators see and remove a reported message of a group's conversation (issue 44). */
export function groupMessageModerationTarget(db: Database, authors: AuthorReads): ModerationTarget {
  return {
    type: 'group_message',
    async describe(id) {
      const [row] = await db
        .select({
          groupId: supportGroupMessages.groupId,
          content: supportGroupMessages.content,
          userId: supportGroupMessages.userId,
          name: supportGroups.name,
        })
        .from(supportGroupMessages)
        .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMessages.groupId))
        .where(eq(supportGroupMessages.id, id));
      if (!row) return null;
      const author = (await authors.byIds([row.userId])).get(row.userId);
      return {
        title: row.name,
        excerpt: row.content,
        url: `/support-groups/${row.groupId}`,
        authorId: row.userId,
        authorName: author?.name ?? null,
        isAnonymous: false,
      };
    },
    async remove(id, actorId) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(supportGroupMessages)
          .where(eq(supportGroupMessages.id, id))
          .returning({ userId: supportGroupMessages.userId, groupId: supportGroupMessages.groupId });
        if (!removed) return false;
        await writeAudit(tx, {
          action: 'group_message_removed',
          adminId: actorId,
          targetUserId: removed.userId,
          details: { groupId: removed.groupId, messageId: id, via: 'moderation queue' },
        });
        return true;
      });
    },
  };
}
