import { defineModule } from '../../platform/module.js';
import type { RiskKind } from './detect.js';
import { assessRisk, detectRisk, loadRiskModel, type RiskAssessment, type RiskLevel } from './assess.js';
import { createSafetyPlansService, type PlanForCrisis } from './plans.service.js';
import { safetyRoutes } from './safety.routes.js';
import { safetyDataRights } from './safety.data-rights.js';

export { assessRisk, detectRisk, type RiskAssessment, type RiskKind, type RiskLevel, type PlanForCrisis };
/** Text folded as the risk detector reads it (nukta, chandrabindu, case, stretched letters): for any matcher of Hindi words. */
export { foldCharacters, foldDevanagari, normalise } from './normalise.js';

export interface SafetyService {
  /** The platform's one risk detector: the kind and level of risk a text signals, or null. */
  assessRisk(text: string): RiskAssessment | null;
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
    loadRiskModel();
    return { assessRisk, planForCrisis: (userId) => plans.forCrisis(userId) };
  },
});
