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

type SQLValue = SQL | SQL.Aliased | AnyColumn | string;

/** A block between two members, in either direction (an SQL condition). */
export const blockedBetween = (a: SQLValue, b: SQLValue) =>
  sql`exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerId} = ${a} and ${memberBlocks.blockedId} = ${b}) or (${memberBlocks.blockerId} = ${b} and ${memberBlocks.blockedId} = ${a}))`;

/**
 * Whether the viewer may find the member (an SQL condition over the member's published columns):
 * the rule Discover and mentions follow (see `mentionable`). Never across a block either way, never
 * a banned member; 'everyone' may be found by any member, 'shared' by members who share their role
 * or cancer type and by their connections, 'nobody' only by their connections.
 */
export function findableBy(
  viewer: { id: SQLValue; role: SQLValue; cancerType: SQLValue },
  member: { id: SQLValue; role: SQLValue; cancerType: SQLValue; discoverable: SQLValue; bannedNow: SQLValue },
): SQL {
  const audience = sql`coalesce(${member.discoverable}, 'everyone')`;
  // The viewer's own blocks and connections, read once for the whole query (hashed), not per member.
  const blocked = sql`(select ${memberBlocks.blockedId} from ${memberBlocks} where ${memberBlocks.blockerId} = ${viewer.id} union all select ${memberBlocks.blockerId} from ${memberBlocks} where ${memberBlocks.blockedId} = ${viewer.id})`;
  const connectedIds = sql`(select case when ${connections.requesterId} = ${viewer.id} then ${connections.receiverId} else ${connections.requesterId} end from ${connections} where ${connections.status} = 'accepted' and (${connections.requesterId} = ${viewer.id} or ${connections.receiverId} = ${viewer.id}))`;
  // A role not said yet (null) is shared with nobody (decision 0062).
  const shares = sql`(${member.role} = ${viewer.role} or (${viewer.cancerType} <> 'other' and ${member.cancerType} = ${viewer.cancerType}))`;
  return sql`(not ${member.bannedNow} and ${member.id} not in ${blocked} and (${audience} = 'everyone' or (${audience} = 'shared' and ${shares}) or ${member.id} in ${connectedIds}))`;
}

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
  /**
   * The members the author may @mention, by their usernames (any case) or by a prefix of the
   * username or of a word of the name, at most `limit`; `anonymous`: from anonymous words.
   */
  mentionable(
    authorId: string,
    match: { usernames: readonly string[] } | { prefix: string },
    limit: number,
    options?: { anonymous?: boolean },
  ): Promise<Mentionable[]>;
}

export interface Mentionable {
  id: string;
  username: string;
  name: string;
  avatarUrl: string | null;
}

/** Escapes LIKE's wildcards. */
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

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
      const viewer = sql`(select ${viewerAccount.role} as role, coalesce(${viewerProfile.cancerType}, 'other') as cancer_type from ${viewerAccount} left join ${viewerProfile} on ${viewerProfile.userId} = ${viewerAccount.id} where ${viewerAccount.id} = ${viewerId})`;
      const [row] = await db
        .select({
          blocked: sql<boolean>`${blockedBetween(user.id, viewerId)}`,
          audience: sql<string>`coalesce(${user.discoverable}, 'everyone')`,
          shares: sql<boolean>`exists (select 1 from ${viewer} v where v.role = ${user.role} or (v.cancer_type <> 'other' and v.cancer_type = ${profiles.cancerType}))`,
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

    /*
     * Who can be reached by an @mention (issue 23). A mention puts the author's words in front of a
     * member and tells them so; it is a way of finding someone and reaching them, so it follows the
     * member's own 'Who can find me' choice, the rule Discover follows:
     * - never the author themselves, a banned member, or anyone with a block either way;
     * - 'everyone': any member may mention them;
     * - 'shared': members who share their role or cancer type, and their connections;
     * - 'nobody': only their connections (people they already accepted);
     * - and only a member with a username (a mention names one).
     * The same rule decides the composer's suggestions and who a mention in a post or reply notifies,
     * so a suggestion never offers someone whom the mention would then not reach, and the list of
     * suggestions cannot be used to find a member who chose not to be found.
     * Anonymous words are different: whom they reach must not depend on who wrote them, or a member
     * who hears of a mention learns that its author is among their few connections (or shares their
     * role). So only 'everyone' members are reached, whatever the author's connections, role or
     * cancer type; blocks still hold (the member who blocked already knows whom they blocked).
     */
    async mentionable(authorId, match, limit, options = {}) {
      const author = deps.accounts.memberRelation('author_account');
      const authorProfile = deps.profiles.profileRelation('author_profile');
      const member = deps.accounts.memberRelation('mention_account');
      const profile = deps.profiles.profileRelation('mention_profile');
      const mine = sql`(select ${author.role} as role, coalesce(${authorProfile.cancerType}, 'other') as cancer_type from ${author} left join ${authorProfile} on ${authorProfile.userId} = ${author.id} where ${author.id} = ${authorId})`;
      const audience = sql`coalesce(${member.discoverable}, 'everyone')`;
      const connected = sql`exists (select 1 from ${connections} where ${connections.status} = 'accepted' and least(${connections.requesterId}, ${connections.receiverId}) = least(${member.id}, ${authorId}) and greatest(${connections.requesterId}, ${connections.receiverId}) = greatest(${member.id}, ${authorId}))`;
      const shares = sql`exists (select 1 from ${mine} v where v.role = ${member.role} or (v.cancer_type <> 'other' and v.cancer_type = ${profile.cancerType}))`;
      let matching: SQL | undefined;
      if ('usernames' in match) {
        const wanted = [...new Set(match.usernames.map((u) => u.toLowerCase()))];
        if (wanted.length === 0) return [];
        matching = inArray(sql`lower(${profile.username})`, wanted);
      } else {
        const prefix = escapeLike(match.prefix.toLowerCase());
        if (!prefix) return [];
        matching = or(
          sql`lower(${profile.username}) like ${prefix + '%'}`,
          sql`lower(${member.name}) like ${prefix + '%'}`,
          sql`lower(${member.name}) like ${'% ' + prefix + '%'}`,
        );
      }
      const rows = await db
        .select({ id: member.id, username: profile.username, name: member.name, avatarUrl: profile.profileImageUrl })
        .from(member)
        .innerJoin(profile, eq(profile.userId, member.id))
        .where(
          and(
            matching,
            sql`${member.id} <> ${authorId}`,
            sql`${profile.username} is not null`,
            sql`not ${member.bannedNow}`,
            sql`not ${blockedBetween(member.id, authorId)}`,
            options.anonymous
              ? sql`${audience} = 'everyone'`
              : or(sql`${audience} = 'everyone'`, and(sql`${audience} = 'shared'`, shares), connected),
          ),
        )
        .orderBy(sql`lower(${profile.username})`)
        .limit(limit);
      return rows.map((r) => ({ id: r.id, username: r.username!, name: r.name, avatarUrl: r.avatarUrl ?? null }));
    },
  };
}
