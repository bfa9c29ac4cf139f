import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { safetyPlans } from '../../db/schema/safety.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** The personal safety plan: in the copy, and gone with the account. */
export function safetyDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'safety',
    tables: {
      safety_plans: { export: { section: 'safetyPlan' }, erase: { user_id: 'cascade: the personal safety plan goes' } },
    },
    async export({ id: userId }) {
      const [plan] = await db
        .select({ plan: safetyPlans.plan, updatedAt: safetyPlans.updatedAt })
        .from(safetyPlans)
        .where(eq(safetyPlans.userId, userId));
      return { sections: { safetyPlan: plan ?? null } };
    },
    // The plan goes with the user row (cascade).
    erase: async () => {},
  };
}
