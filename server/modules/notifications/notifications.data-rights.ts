import { and, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, notificationSettings } from '../../db/schema/notifications.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** A content id as every domain makes them (uuid): what a notification's link is matched on. */
const CONTENT_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The member's own notifications as their copy holds them: without whom each names (another member's id). */
const { actorId: _actor, ...exported } = getTableColumns(notifications);

/**
 * The member's notifications and delivery choices; erasure also takes every other member's
 * notification that names the member, or leads to what the erasure removed.
 */
export function notificationsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'notifications',
    // After the content domains have said what they removed.
    stage: 'references',
    tables: {
      notifications: {
        export: { section: 'notifications' },
        erase: {
          user_id: 'cascade; the member’s own notifications',
          actor_id:
            "other members' notifications that name the member are deleted, pending e-mail and push with them (the foreign key refuses any written after)",
        },
      },
      notification_settings: {
        export: { section: 'notificationSettings' },
        erase: { user_id: 'deleted with the member' },
      },
    },
    async export({ id: userId }) {
      const [rows, settings] = await Promise.all([
        db.select(exported).from(notifications).where(eq(notifications.userId, userId)),
        db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
      ]);
      return { sections: { notifications: rows, notificationSettings: settings[0] ?? null } };
    },
    async erase(tx, { member, goneContent }) {
      await tx.delete(notificationSettings).where(eq(notificationSettings.userId, member.id));
      // Those that name the member (who replied, mentioned, asked, wrote), those whose link names
      // them, and those that lead to a post, reply or story the erasure removed (its title is the
      // member's words; a reply they wrote anonymously names nobody, and goes with its words).
      const gone = [...new Set(goneContent.map((g) => g.targetId))];
      const leadsToGone =
        gone.length > 0
          ? sql`exists (select 1 from regexp_matches(${notifications.actionUrl}, ${CONTENT_ID}, 'g') as found(id) where found.id[1] in (select jsonb_array_elements_text(${JSON.stringify(gone)}::jsonb)))`
          : undefined;
      // Pending e-mail and push go with their rows: the batch and the push job read what they send
      // from this table (the batch under row locks, so it has sent before this commits, or never).
      await tx
        .delete(notifications)
        .where(
          and(
            ne(notifications.userId, member.id),
            or(
              eq(notifications.actorId, member.id),
              sql`strpos(${notifications.actionUrl}, ${member.id}) > 0`,
              leadsToGone,
            ),
          ),
        );
    },
  };
}
