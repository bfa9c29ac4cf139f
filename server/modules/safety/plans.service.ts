import { eq, sql } from 'drizzle-orm';
import {
  emptySafetyPlan,
  SafetyHelplineKeys,
  type SafetyPlan,
  type SafetyPlanBody,
  type SafetyPlanContent,
} from '../../../contracts/safety.js';
import type { Database } from '../../db/client.js';
import { safetyPlans } from '../../db/schema/safety.js';
import type { Viewer } from '../../platform/access.js';
import { Helplines } from '../../platform/helplines.js';

/** The checked helplines every plan shows beside the member's own doctor or hospital. */
const helplines = SafetyHelplineKeys.map((key) => ({ key, numbers: [...Helplines[key].numbers] }));

/** What Forti's self-harm reply shows of a member's plan: their people and their reasons for living. */
export interface PlanForCrisis {
  helpers: { name: string; phone: string }[];
  reasonsForLiving: string[];
}

/**
 * The member's personal safety plan (issue 20): read, replaced whole, deleted, only ever by the
 * member. There is no route for anyone else, an administrator included.
 */
export function createSafetyPlansService(db: Database) {
  const present = (row: { plan: SafetyPlanContent; updatedAt: Date } | undefined): SafetyPlan => ({
    plan: row ? { ...emptySafetyPlan(), ...row.plan } : emptySafetyPlan(),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    helplines,
  });

  async function read(userId: string) {
    const [row] = await db
      .select({ plan: safetyPlans.plan, updatedAt: safetyPlans.updatedAt })
      .from(safetyPlans)
      .where(eq(safetyPlans.userId, userId));
    return row;
  }

  return {
    /** The member's plan, with empty lists when they have none yet. */
    async getOwn(viewer: Viewer): Promise<SafetyPlan> {
      return present(await read(viewer.id));
    },

    /** Replaces the member's whole plan. */
    async replaceOwn(viewer: Viewer, body: SafetyPlanBody): Promise<SafetyPlan> {
      const plan: SafetyPlanContent = { ...emptySafetyPlan(), ...body };
      const [row] = await db
        .insert(safetyPlans)
        .values({ userId: viewer.id, plan })
        .onConflictDoUpdate({ target: safetyPlans.userId, set: { plan, updatedAt: sql`now()` } })
        .returning({ plan: safetyPlans.plan, updatedAt: safetyPlans.updatedAt });
      return present(row);
    },

    async deleteOwn(viewer: Viewer): Promise<void> {
      await db.delete(safetyPlans).where(eq(safetyPlans.userId, viewer.id));
    },

    /** Null when the member has no plan; else the people and reasons Forti shows in a crisis. */
    async forCrisis(userId: string): Promise<PlanForCrisis | null> {
      const row = await read(userId);
      if (!row) return null;
      return { helpers: row.plan.helpers ?? [], reasonsForLiving: row.plan.reasonsForLiving ?? [] };
    },
  };
}

export type SafetyPlansService = ReturnType<typeof createSafetyPlansService>;
