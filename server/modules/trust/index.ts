import { defineModule } from '../../platform/module.js';
import type { HoldReason, MemberTrust, TrustRank } from '../../../contracts/trust.js';
import { createHolds, type HeldSource } from './holds.js';
import { readAbuse, type AbuseKind, type AbuseReading } from './abuse.js';
import { createTrustGuard } from './guard.js';
import { judgeAbuse } from './reader.js';
import { createTrustService, type ActivitySource } from './trust.service.js';
import { trustRoutes } from './trust.routes.js';
import { trustDataRights } from './trust.data-rights.js';
import { createWatchedWords } from './watched.service.js';

export { judgeAbuse, readAbuse, type AbuseKind, type AbuseReading, type ActivitySource, type HeldSource };

/** How often the scheduled work counts every member's activity again. */
const RECALCULATE_EVERY_MS = 60 * 60 * 1000;

export interface TrustService {
  /** The harms a member's text carries (abuse.ts, decision 0075); pure and fast. */
  readAbuse(text: string): AbuseReading;
  /** Whether the checks would stop a text (reader.ts weighs the reading): what eval:abuse measures. */
  judgeAbuse(text: string): { stop: boolean; p: number };
  /**
   * A message that asks for money, gives payment details or offers a cure, or meets a watched word,
   * as its reader should be warned of (issue 41, decision 0082). Never refuses or holds anything.
   */
  readsAsScam(text: string): boolean;
  /** A domain tells the trust levels what its members did (the forum: posts, replies, hearts). */
  registerActivity(source: ActivitySource): void;
  /** Members' levels for the administrators' Users tab. */
  levelsOf(members: readonly { id: string; role: string | null }[]): Promise<Map<string, MemberTrust>>;
  /** The level a member acts at now (as stored by the last count; `fresh` counts again first). */
  rank(member: { id: string; role: string | null }, options?: { fresh?: boolean }): Promise<TrustRank>;
  /** Whether enough of these reporters are Members or above to hide what they reported until reviewed. */
  enoughFlags(reporterIds: readonly string[]): Promise<boolean>;
  /** A domain whose posts can wait for approval (the forum). */
  registerHeld(source: HeldSource): void;
  /** Whether a member's new post waits for approval, and why (null: publish now). Decision 0080. */
  holdFor(
    author: { id: string; role: string | null },
    text: string,
    publishedBefore: number,
  ): Promise<HoldReason | null>;
  /** Counts every member's activity again and stores their levels (the scheduled job; tests call it). */
  recalculate(now: Date): Promise<number>;
}

declare module '../../platform/module.js' {
  interface ModuleServices {
    trust: TrustService;
  }
}

/**
 * Trust and abuse defence (issue 41). It reads text for the four harms a cancer community meets
 * (cure claims, money scams, contact harvesting, spam), measured on writers who never saw it
 * (`npm run eval:abuse`, decision 0075), and warns a member of a stranger's connection request, or
 * of a connection's opening private messages, that it would stop (decision 0079). It keeps members' trust levels (New, Member, Regular; staff above), earned from
 * activity the domains report and counted again every hour, an administrator's lock over them, and
 * the new-member limits every public write passes before it is stored (decision 0079).
 */
export const trustModule = defineModule({
  name: 'trust',
  uses: ['safety', 'accounts', 'reports'],
  async register({ app, platform, use }) {
    platform.dataRights.register(trustDataRights(platform.db));
    const levels = createTrustService({
      db: platform.db,
      accounts: use('accounts'),
      upheldAgainst: (ids) => use('reports').upheldAgainst(ids),
    });
    const watched = createWatchedWords({ db: platform.db, accounts: use('accounts') });
    const reports = use('reports');
    platform.screening.guard(
      createTrustGuard(levels, {
        match: watched.match,
        flag: (type, id, flag) => reports.flagForReview(type, id, flag),
      }),
    );
    // The private messages' warning reads the cached entries: have them before the first message.
    app.addHook('onReady', async () => void (await watched.entries()));
    platform.jobs.every({
      name: 'trust-levels',
      everyMs: RECALCULATE_EVERY_MS,
      run: async (now) => void (await levels.recalculate(now)),
    });
    const holds = createHolds(levels, watched);
    await app.register(trustRoutes, { levels, holds, watched });
    return {
      readAbuse,
      judgeAbuse,
      // A watched word of any action warns the recipient (scoped-to-New entries aside: a connection's number is no scam).
      readsAsScam: (text) =>
        judgeAbuse(text).stop || readAbuse(text).paymentDetails || watched.matchCached(text).length > 0,
      registerActivity: levels.registerActivity,
      levelsOf: levels.levelsOf,
      enoughFlags: levels.enoughFlags,
      rank: levels.rank,
      recalculate: (now) => levels.recalculate(now),
      registerHeld: holds.registerHeld,
      holdFor: holds.holdFor,
    };
  },
});
