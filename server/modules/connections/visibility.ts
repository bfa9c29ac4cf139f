import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { connections, memberBlocks } from '../../db/schema/connections.js';
import type { Presence } from '../../platform/presence.js';
import type { AccountsService } from '../accounts/index.js';
import type { ProfilesService, ProfileView } from '../profiles/index.js';

/**
 * What one member may see of another, the one rule every domain asks (decision 0034), kept by the
 * module that owns blocks and connections (decision 0036):
 * - a block, either way, hides each member from the other: no profile (it answers as if the
 *   member did not exist), no online status, no read receipts;
 * - a member whom the 'Who can find me' choice leaves out ('nobody', or 'shared' without a shared
 *   role or cancer type) and who is not connected sees only what a forum author shows: name,
 *   username, role and picture;
 * - the online status shows only when the member shows it, and never across a block.
 */
export type { ProfileView };

type SQLValue = SQL | AnyColumn | string;

/** A block between two members, in either direction (an SQL condition). */
export const blockedBetween = (a: SQLValue, b: SQLValue) =>
  sql`exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerId} = ${a} and ${memberBlocks.blockedId} = ${b}) or (${memberBlocks.blockerId} = ${b} and ${memberBlocks.blockedId} = ${a}))`;

export interface MemberPresence {
  id: string;
  lastActive: Date | null | undefined;
  /** The member's own choice (null: no settings row, the default shows it). */
  showOnline: boolean | null | undefined;
}

export interface Visibility {
  /** Whether either member has blocked the other. */
  isBlocked(a: string, b: string): Promise<boolean>;
  /** The members among `others` that have a block with the viewer, either way. */
  blockedAmong(viewerId: string, others: readonly string[]): Promise<Set<string>>;
  /** How much of a member's profile the viewer sees. */
  profileView(viewerId: string, memberId: string): Promise<ProfileView>;
  /** Whether the viewer is shown the member as online (`blocked`: a block between the two). */
  showsOnline(member: MemberPresence, blocked: boolean): boolean;
}

export function createVisibility(deps: {
  db: Database;
  presence: Presence;
  accounts: Pick<AccountsService, 'memberRelation'>;
  profiles: Pick<ProfilesService, 'profileRelation'>;
}): Visibility {
  const { db, presence } = deps;

  async function blockedAmong(viewerId: string, others: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(others)].filter((id) => id !== viewerId);
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ blocker: memberBlocks.blockerId, blocked: memberBlocks.blockedId })
      .from(memberBlocks)
      .where(
        or(
          and(eq(memberBlocks.blockerId, viewerId), inArray(memberBlocks.blockedId, ids)),
          and(eq(memberBlocks.blockedId, viewerId), inArray(memberBlocks.blockerId, ids)),
        ),
      );
    return new Set(rows.map((r) => (r.blocker === viewerId ? r.blocked : r.blocker)));
  }

  return {
    isBlocked: async (a, b) => a !== b && (await blockedAmong(a, [b])).size > 0,
    blockedAmong,

    async profileView(viewerId, memberId) {
      if (viewerId === memberId) return 'full';
      // The accounts' and the profiles' published columns, joined in the one query this always was.
      const viewerAccount = deps.accounts.memberRelation('viewer_account');
      const viewerProfile = deps.profiles.profileRelation('viewer_profile');
      const user = deps.accounts.memberRelation('member_account');
      const profiles = deps.profiles.profileRelation('member_profile');
      const viewer = sql`(select coalesce(${viewerAccount.role}, 'patient') as role, coalesce(${viewerProfile.cancerType}, 'other') as cancer_type from ${viewerAccount} left join ${viewerProfile} on ${viewerProfile.userId} = ${viewerAccount.id} where ${viewerAccount.id} = ${viewerId})`;
      const [row] = await db
        .select({
          blocked: sql<boolean>`${blockedBetween(user.id, viewerId)}`,
          audience: sql<string>`coalesce(${user.discoverable}, 'everyone')`,
          shares: sql<boolean>`exists (select 1 from ${viewer} v where v.role = coalesce(${user.role}, 'patient') or (v.cancer_type <> 'other' and v.cancer_type = ${profiles.cancerType}))`,
          connected: sql<boolean>`exists (select 1 from ${connections} where ${connections.status} = 'accepted' and least(${connections.requesterId}, ${connections.receiverId}) = least(${user.id}, ${viewerId}) and greatest(${connections.requesterId}, ${connections.receiverId}) = greatest(${user.id}, ${viewerId}))`,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, memberId));
      if (!row || row.blocked) return 'hidden';
      if (row.connected || row.audience === 'everyone' || (row.audience === 'shared' && row.shares)) return 'full';
      return 'limited';
    },

    showsOnline: (member, blocked) =>
      !blocked && member.showOnline !== false && presence.isOnline(member.id, member.lastActive),
  };
}
