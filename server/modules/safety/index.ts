import { defineModule } from '../../platform/module.js';
import { detectRisk, type RiskKind } from './detect.js';

export { detectRisk, type RiskKind };
/** Devanagari as typed folded to one spelling (nukta, chandrabindu): for any matcher of Hindi words. */
export { foldDevanagari } from './normalise.js';

export interface SafetyService {
  /** 'self_harm', 'medical_emergency' or null: the platform's one risk detector. */
  detectRisk(text: string): RiskKind | null;
}

declare module '../../platform/module.js' {
  interface ModuleServices {
    safety: SafetyService;
  }
}

/**
 * Safety: the risk detector every domain calls (Forti, forum, stories, messages) and, around it,
 * what a member in danger is offered.
 */
export const safetyModule = defineModule({
  name: 'safety',
  uses: [],
  async register() {
    return { detectRisk };
  },
});
