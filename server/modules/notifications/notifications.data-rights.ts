import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** The member's notifications, and other members' notifications that name them. */
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
    },
    async export({ id: userId }) {
      return {
        sections: { notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)) },
      };
    },
    async erase(tx, { member, counterparts }) {
      // Each that links to the member, and each that carries their name to someone they were
      // connected with or wrote to (a connection request, a message).
      const named =
        counterparts.size > 0
          ? [
              and(
                inArray(notifications.template, ['connectionRequest', 'connectionAccepted', 'newMessage']),
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
