import type { ReportTargetType } from '../../../contracts/reports.js';
import type { TrustRank } from '../../../contracts/trust.js';
import { WatchedMessages } from '../../../contracts/watched-words.js';
import type { GuardAfter, GuardInput } from '../../platform/screening.js';
import type { SystemFlag } from '../reports/index.js';
import { readAbuse } from './abuse.js';
import { refusal } from './refusal.js';
import { abuseVerdict } from './policy.js';
import { judgeAbuse } from './reader.js';
import type { TrustLevels } from './trust.service.js';
import { matchEntries, type CompiledEntry } from './watched.js';

/** What the guard needs of the watched words and of the moderation queue. */
export interface WatchedCheck {
  /** The entries a text meets for an author of this standing. */
  match(text: string, isNewMember: boolean): Promise<CompiledEntry[]>;
  /** Files published text for a look (the reports module's queue). */
  flag(
    targetType: ReportTargetType,
    targetId: string,
    flag: { by: SystemFlag; what: readonly string[] },
  ): Promise<void>;
}

/**
 * New content of these kinds can wait for approval: their domain asks `holdFor` before storing it,
 * which reads the watched words' "hold" too. Elsewhere (events, groups, profiles, and every edit) a
 * "hold" is published and flagged instead, since nothing there can wait yet.
 */
export const HOLDABLE: ReadonlySet<ReportTargetType> = new Set(['forum_post', 'forum_reply', 'story']);

/** Where the abuse checks flag a Member's or Regular's words (issue 41, item 3): posts and replies. */
const CHECKED: ReadonlySet<ReportTargetType> = new Set(['forum_post', 'forum_reply']);

/**
 * The watched words on a public write (decision 0082), after the new-member limits: a "block" refuses
 * it (422, the words on the field that holds them, the text kept in the form); a "hold" on new content
 * that can wait is left to the domain's `holdFor`; a "flag" (or a "hold" where nothing can wait)
 * publishes it and files it for a look once stored. A Member's or Regular's post or reply that the
 * abuse checks would stop is filed the same way. Staff are never held, refused or flagged.
 */
export async function checkWatched(
  levels: TrustLevels,
  watched: WatchedCheck,
  { text, fields, author, isEdit, targetType }: GuardInput,
): Promise<GuardAfter | undefined> {
  let rank: TrustRank | undefined;
  const rankNow = async () => (rank ??= await levels.rank(author, { fresh: true }));
  const all = await watched.match(text, true);
  const found = all.length === 0 ? [] : forRank(all, await rankNow());
  const blocked = found.filter((e) => e.action === 'block');
  if (blocked.length > 0) {
    const message = WatchedMessages.blocked({ words: blocked.map((e) => e.pattern).join('”, “') });
    throw refusal(message, fields, (t) => matchEntries(blocked, t, { isNewMember: true }).length, 'WATCHED_WORD');
  }
  const canWait = HOLDABLE.has(targetType) && !isEdit;
  if (canWait && found.some((e) => e.action === 'hold')) return undefined; // the domain holds it (holdFor)
  const flagged = found.filter((e) => e.action === 'flag' || e.action === 'hold');
  if (flagged.length > 0) {
    const what = flagged.map((e) => e.pattern);
    return (id) => watched.flag(targetType, id, { by: 'watched_word', what });
  }
  if (!CHECKED.has(targetType) || !judgeAbuse(text).stop) return undefined;
  const kinds = readAbuse(text).kinds;
  const r = await rankNow();
  // A New member's new post or reply that the policy holds waits instead (holdFor); staff are never flagged.
  if (kinds.length === 0 || r === 'staff' || (r === 'new' && canWait && abuseVerdict(text).hold)) return undefined;
  return (id) => watched.flag(targetType, id, { by: 'abuse_checks', what: kinds });
}

function forRank(entries: CompiledEntry[], rank: TrustRank): CompiledEntry[] {
  if (rank === 'staff') return [];
  return rank === 'new' ? entries : entries.filter((e) => !e.newMembersOnly);
}
