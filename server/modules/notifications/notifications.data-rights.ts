import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, notificationSettings } from '../../db/schema/notifications.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** The member's notifications and delivery choices, and other members' notifications that name them. */
export function notificationsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'notifications',
    // After connections and messages have named the member's counterparts.
    stage: 'references',
    tables: {
      notifications: {
        export: { section: 'notifications' },
        erase: { user_id: "cascade; other members' notifications that name the member are deleted" },
      },
      notification_settings: {
        export: { section: 'notificationSettings' },
        erase: { user_id: 'deleted with the member' },
      },
    },
    async export({ id: userId }) {
      const [rows, settings] = await Promise.all([
        db.select().from(notifications).where(eq(notifications.userId, userId)),
        db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
      ]);
      return { sections: { notifications: rows, notificationSettings: settings[0] ?? null } };
    },
    async erase(tx, { member, counterparts }) {
      await tx.delete(notificationSettings).where(eq(notificationSettings.userId, member.id));
      // Each that links to the member, and each that carries their name to someone they were
      // connected with or wrote to (a connection request, a message).
      const named =
        counterparts.size > 0
          ? [
              and(
                inArray(notifications.template, [
                  'connectionRequest',
                  'connectionAccepted',
                  'newMessage',
                  'mentorRequest',
                  'mentorAccepted',
                  'mentorDeclined',
                  'mentorshipEnded',
                ]),
                sql`${notifications.params}->>'name' = ${member.name}`,
                inArray(notifications.userId, [...counterparts]),
              ),
            ]
          : [];
      await tx
        .delete(notifications)
        .where(
          and(
            ne(notifications.userId, member.id),
            or(sql`strpos(${notifications.actionUrl}, ${member.id}) > 0`, ...named),
          ),
        );
    },
  };
}
