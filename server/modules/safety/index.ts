import { defineModule } from '../../platform/module.js';
import { detectRisk, type RiskKind } from './detect.js';
import { createSafetyPlansService, type PlanForCrisis } from './plans.service.js';
import { safetyRoutes } from './safety.routes.js';
import { safetyDataRights } from './safety.data-rights.js';

export { detectRisk, type RiskKind, type PlanForCrisis };
/** Devanagari as typed folded to one spelling (nukta, chandrabindu): for any matcher of Hindi words. */
export { foldDevanagari } from './normalise.js';

export interface SafetyService {
  /** 'self_harm', 'medical_emergency' or null: the platform's one risk detector. */
  detectRisk(text: string): RiskKind | null;
  /** The member's own people and reasons for living from their safety plan, or null without a plan. */
  planForCrisis(userId: string): Promise<PlanForCrisis | null>;
}

declare module '../../platform/module.js' {
  interface ModuleServices {
    safety: SafetyService;
  }
}

/**
 * Safety: the risk detector every domain calls (Forti, forum, stories, messages) and, around it,
 * what a member in danger is offered: India's helplines and their own safety plan (/api/me/safety-plan).
 */
export const safetyModule = defineModule({
  name: 'safety',
  uses: [],
  async register({ app, platform }) {
    platform.dataRights.register(safetyDataRights(platform.db));
    const plans = createSafetyPlansService(platform.db);
    await app.register(safetyRoutes, { plans });
    return { detectRisk, planForCrisis: (userId) => plans.forCrisis(userId) };
  },
});
