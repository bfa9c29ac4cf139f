import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pushSubscriptions } from '../../../db/schema/notifications.js';
import type { DataRightsContribution } from '../../../platform/data-rights.js';

/** A member's devices with notifications on: listed in their copy (without the keys), gone at erasure. */
export function pushDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'notifications',
    tables: {
      push_subscriptions: {
        export: { section: 'pushDevices' },
        erase: { user_id: "deleted with every device's subscription; no push reaches the devices again" },
      },
    },
    async export({ id: userId }) {
      const rows = await db
        .select({
          label: pushSubscriptions.label,
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
          lastSentAt: pushSubscriptions.lastSentAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return { sections: { pushDevices: rows } };
    },
    async erase(tx, { member }) {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    },
  };
}
