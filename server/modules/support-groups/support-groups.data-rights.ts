import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportGroupMembers, supportGroupMessages, supportGroups } from '../../db/schema/support-groups.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/**
 * Memberships (they go, and groups count again), what the member wrote in groups' conversations
 * (it goes), and groups created (they stay).
 */
export function supportGroupsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'supportGroups',
    tables: {
      support_groups: { export: { section: 'groupsCreated' }, erase: { created_by: 'set null: the group stays' } },
      support_group_members: {
        export: { section: 'groupMemberships' },
        erase: { user_id: 'deleted, and each group counts its members again' },
      },
      support_group_messages: {
        export: { section: 'groupMessages' },
        erase: { user_id: 'deleted: what the member wrote in groups goes with them' },
      },
    },
    async export({ id: userId }) {
      return {
        sections: {
          groupMemberships: await db
            .select({
              groupId: supportGroupMembers.groupId,
              name: supportGroups.name,
              joinedAt: supportGroupMembers.createdAt,
              showInList: supportGroupMembers.showInList,
            })
            .from(supportGroupMembers)
            .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMembers.groupId))
            .where(eq(supportGroupMembers.userId, userId)),
          groupMessages: await db
            .select({
              groupId: supportGroupMessages.groupId,
              group: supportGroups.name,
              content: supportGroupMessages.content,
              writtenAt: supportGroupMessages.createdAt,
            })
            .from(supportGroupMessages)
            .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMessages.groupId))
            .where(eq(supportGroupMessages.userId, userId)),
          groupsCreated: await db.select().from(supportGroups).where(eq(supportGroups.createdBy, userId)),
        },
      };
    },
    async erase(tx, { member }) {
      await tx.delete(supportGroupMessages).where(eq(supportGroupMessages.userId, member.id));
      const joined = await tx
        .delete(supportGroupMembers)
        .where(eq(supportGroupMembers.userId, member.id))
        .returning({ groupId: supportGroupMembers.groupId });
      const groupIds = [...new Set(joined.map((j) => j.groupId))];
      if (groupIds.length > 0) {
        await tx
          .update(supportGroups)
          .set({
            memberCount: sql`(select count(*)::int from support_group_members m where m.group_id = ${supportGroups.id})`,
          })
          .where(inArray(supportGroups.id, groupIds));
      }
    },
  };
}
