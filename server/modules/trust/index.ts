import { defineModule } from '../../platform/module.js';
import { readAbuse, type AbuseKind, type AbuseReading } from './abuse.js';
import { judgeAbuse } from './reader.js';

export { judgeAbuse, readAbuse, type AbuseKind, type AbuseReading };

export interface TrustService {
  /** The harms a member's text carries (abuse.ts, decision 0075); pure and fast. */
  readAbuse(text: string): AbuseReading;
  /** Whether the checks would stop a text (reader.ts weighs the reading): what eval:abuse measures. */
  judgeAbuse(text: string): { stop: boolean; p: number };
}

declare module '../../platform/module.js' {
  interface ModuleServices {
    trust: TrustService;
  }
}

/**
 * Trust and abuse defence (issue 41). So far it reads text for the four harms a cancer community
 * meets (cure claims, money scams, contact harvesting, spam) and is measured on writers who never
 * saw it (`npm run eval:abuse`, decision 0075). It acts in one place so far: a stranger's connection
 * request whose note it would stop warns the member who received it (the connections module). It
 * holds no member's post: its figures on new writers are below the targets, and holding on them
 * would hold too much ordinary text. Trust levels and holds come in the later parts.
 */
export const trustModule = defineModule({
  name: 'trust',
  uses: ['safety'],
  async register() {
    return { readAbuse, judgeAbuse };
  },
});
