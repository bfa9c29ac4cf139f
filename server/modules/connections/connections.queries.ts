// Queries: what the connections module reads, each a function of the service's context (decision 0069).
import { and, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ConnectionLimits,
  ConnectionMessages,
  type BlockList,
  type ConnectionCounts,
  type ConnectionPage,
  type ConnectionsQuery,
  type DiscoverQuery,
  type MemberPage,
  type MentionCandidates,
  type Party,
  type PrivacySettings,
  type Relation,
} from '../../../contracts/connections.js';
import { connections, memberBlocks } from '../../db/schema/connections.js';
import type { Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { defineMemberLimit } from '../../platform/member-limits.js';
import type { ConnectionsContext } from './connections.context.js';
import {
  otherOf,
  presentBlocked,
  presentConnection,
  cautionFor,
  presentMemberCard,
  presentParty,
  presentPrivacy,
  relationOf,
} from './connections.presenters.js';
import { blockedBetween } from './visibility.js';

type DiscoverInput = z.output<typeof DiscoverQuery>;
type ListInput = z.output<typeof ConnectionsQuery>;

const mentionLookupsPerMinute = defineMemberLimit({
  name: 'mention-lookup',
  max: ConnectionLimits.mentionLookupsPerMinute,
  windowSeconds: 60,
  message: ConnectionMessages.mentionsLimited,
});
const newestConnections = keyset({
  columns: [connections.createdAt, connections.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

type SQLValue = SQL | AnyColumn | string;
export const ACTIVE = ['pending', 'accepted'];

/** The same unordered pair of members. */
export const samePair = (a: SQLValue, b: SQLValue) =>
  sql`least(${connections.requesterId}, ${connections.receiverId}) = least(${a}, ${b}) and greatest(${connections.requesterId}, ${connections.receiverId}) = greatest(${a}, ${b})`;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What 'shared' audiences compare: the role (null: not said yet) and the cancer type ('other' when not said). */
export type Facts = { role: string | null; cancerType: string };

export const shares = (a: Facts, b: Facts) =>
  (a.role !== null && a.role === b.role) || (a.cancerType !== 'other' && a.cancerType === b.cancerType);

const online = (
  ctx: ConnectionsContext,
  id: string,
  lastActive: Date | null,
  showOnline: boolean | null,
  blocked = false,
) => ctx.visibility.showsOnline({ id, lastActive, showOnline }, blocked);

/**
 * Public facts of members by id, for the other party of a connection or a conversation, as the
 * viewer may see them: no online status across a block, or when the member hides it.
 */
export async function parties(ctx: ConnectionsContext, viewerId: string, ids: string[]): Promise<Map<string, Party>> {
  if (ids.length === 0) return new Map();
  const { user, memberProfiles } = ctx;
  const blocked = await ctx.visibility.blockedAmong(viewerId, ids);
  const rows = await ctx.db
    .select({
      id: user.id,
      name: user.name,
      role: user.role,
      image: memberProfiles.profileImageUrl,
      lastActive: user.lastActiveAt,
      showOnline: user.showOnline,
    })
    .from(user)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, user.id))
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, presentParty(r, online(ctx, r.id, r.lastActive, r.showOnline, blocked.has(r.id)))]),
  );
}

export async function party(ctx: ConnectionsContext, viewerId: string, id: string): Promise<Party | null> {
  return (await parties(ctx, viewerId, [id])).get(id) ?? null;
}

export async function privacyOf(ctx: ConnectionsContext, userId: string): Promise<PrivacySettings> {
  return presentPrivacy(await ctx.accounts.settingsOf(userId));
}

export async function isBlocked(ctx: ConnectionsContext, a: string, b: string) {
  const rows = await ctx.db
    .select({ blocker: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    );
  return { either: rows.length > 0, byFirst: rows.some((r) => r.blocker === a) };
}

/** The role and cancer type that 'shared' audiences compare (a role not said yet, null, is shared with nobody). */
export async function facts(ctx: ConnectionsContext, userId: string): Promise<Facts | null> {
  const { user, memberProfiles } = ctx;
  const [row] = await ctx.db
    .select({ role: user.role, cancerType: memberProfiles.cancerType, bannedNow: user.bannedNow })
    .from(user)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row || row.bannedNow) return null;
  return { role: row.role, cancerType: row.cancerType ?? 'other' };
}

async function activeBetween(ctx: ConnectionsContext, a: string, b: string) {
  const [row] = await ctx.db
    .select({ id: connections.id, requesterId: connections.requesterId, status: connections.status })
    .from(connections)
    .where(and(inArray(connections.status, ACTIVE), samePair(a, b)));
  return row ?? null;
}

/**
 * The composer's suggestions: reachable members whose username or name starts with q (counted
 * per member); for an anonymous draft, those its mentions would reach.
 */
export async function mentionCandidates(
  ctx: ConnectionsContext,
  viewer: Viewer,
  q: string,
  options: { anonymous?: boolean } = {},
): Promise<MentionCandidates> {
  await ctx.memberLimits.take(mentionLookupsPerMinute, viewer.id);
  const found = await ctx.visibility.mentionable(
    viewer.id,
    { prefix: q },
    ConnectionLimits.mentionCandidatesMax,
    options,
  );
  return { items: found.map((m) => ({ username: m.username, fullName: m.name, avatarUrl: m.avatarUrl })) };
}

/** Connected (accepted) and neither has blocked the other: the two may message each other. */
export async function canMessage(ctx: ConnectionsContext, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await ctx.db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.status, 'accepted'), samePair(a, b), sql`not ${blockedBetween(a, b)}`));
  return Boolean(row);
}

/** Who the viewer may find on Discover: not themselves, not banned, no block either way, within each member's audience. */
function discoverableTo(ctx: ConnectionsContext, viewer: Viewer, mine: Facts): SQL | undefined {
  const { user, memberProfiles } = ctx;
  const audience = sql`coalesce(${user.discoverable}, 'everyone')`;
  return and(
    ne(user.id, viewer.id),
    sql`not ${user.bannedNow}`,
    sql`not ${blockedBetween(user.id, viewer.id)}`,
    or(
      sql`${audience} = 'everyone'`,
      and(
        sql`${audience} = 'shared'`,
        or(
          mine.role !== null ? eq(user.role, mine.role) : undefined,
          mine.cancerType !== 'other' ? eq(memberProfiles.cancerType, mine.cancerType) : undefined,
        ),
      ),
    ),
  );
}

/** Discover: other members the viewer may find, searched by name, role or location (any case). */
export async function discover(ctx: ConnectionsContext, viewer: Viewer, query: DiscoverInput): Promise<MemberPage> {
  const { user, memberProfiles, newestMembers } = ctx;
  const mine = (await facts(ctx, viewer.id)) ?? { role: viewer.role, cancerType: 'other' };
  const conditions: (SQL | undefined)[] = [discoverableTo(ctx, viewer, mine), newestMembers.after(query.cursor)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        sql`${user.name} ilike ${pattern}`,
        sql`${user.role} ilike ${pattern}`,
        sql`${memberProfiles.location} ilike ${pattern}`,
      ),
    );
  }
  const rows = await ctx.db
    .select({
      id: user.id,
      name: user.name,
      role: user.role,
      displayId: memberProfiles.displayId,
      bio: memberProfiles.bio,
      cancerType: memberProfiles.cancerType,
      location: memberProfiles.location,
      ageGroup: memberProfiles.ageGroup,
      image: memberProfiles.profileImageUrl,
      lastActive: user.lastActiveAt,
      showOnline: user.showOnline,
      cursorAt: sql<string>`${user.createdAt}::text`,
      connectionId: connections.id,
      requesterId: connections.requesterId,
      status: connections.status,
    })
    .from(user)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, user.id))
    .leftJoin(connections, and(inArray(connections.status, ACTIVE), samePair(user.id, viewer.id)))
    .where(and(...conditions))
    .orderBy(...newestMembers.orderBy)
    .limit(query.limit + 1);
  const page = newestMembers.page(rows, query.limit, (r) => [r.cursorAt, r.id]);
  return {
    items: page.items.map((r) => presentMemberCard(viewer.id, r, online(ctx, r.id, r.lastActive, r.showOnline))),
    nextCursor: page.nextCursor,
  };
}

export async function list(ctx: ConnectionsContext, viewer: Viewer, query: ListInput): Promise<ConnectionPage> {
  const me = viewer.id;
  const where =
    query.tab === 'requests'
      ? and(eq(connections.receiverId, me), eq(connections.status, 'pending'))
      : query.tab === 'sent'
        ? and(eq(connections.requesterId, me), eq(connections.status, 'pending'))
        : and(eq(connections.status, 'accepted'), or(eq(connections.requesterId, me), eq(connections.receiverId, me)));
  const rows = await ctx.db
    .select({ row: connections, cursorAt: sql<string>`${connections.createdAt}::text` })
    .from(connections)
    .where(and(where, newestConnections.after(query.cursor)))
    .orderBy(...newestConnections.orderBy)
    .limit(query.limit + 1);
  const page = newestConnections.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
  const others = await parties(
    ctx,
    me,
    page.items.map(({ row }) => otherOf(me, row)),
  );
  return {
    items: page.items.flatMap(({ row }) => {
      const other = others.get(otherOf(me, row));
      return other ? [{ ...presentConnection(row, cautionFor(me, row, ctx.judgeAbuse)), other }] : [];
    }),
    nextCursor: page.nextCursor,
  };
}

export async function counts(ctx: ConnectionsContext, viewer: Viewer): Promise<ConnectionCounts> {
  const me = viewer.id;
  const [row] = await ctx.db
    .select({
      requests: sql<number>`count(*) filter (where ${connections.receiverId} = ${me} and ${connections.status} = 'pending')::int`,
      sent: sql<number>`count(*) filter (where ${connections.requesterId} = ${me} and ${connections.status} = 'pending')::int`,
      connections: sql<number>`count(*) filter (where ${connections.status} = 'accepted')::int`,
    })
    .from(connections)
    .where(
      and(inArray(connections.status, ACTIVE), or(eq(connections.requesterId, me), eq(connections.receiverId, me))),
    );
  return {
    requests: Number(row?.requests ?? 0),
    sent: Number(row?.sent ?? 0),
    connections: Number(row?.connections ?? 0),
  };
}

const NO_RELATION = { connectionId: null, canMessage: false, canRequest: false, blockedByMe: false } as const;

export async function relation(ctx: ConnectionsContext, viewer: Viewer, userId: string): Promise<Relation> {
  if (userId === viewer.id) return { relation: 'self', ...NO_RELATION };
  const theirs = await facts(ctx, userId);
  if (!theirs) throw notFound(ConnectionMessages.memberNotFound);
  const blocked = await isBlocked(ctx, viewer.id, userId);
  // Blocked by the other: they answer as if they did not exist (visibility.ts).
  if (blocked.either && !blocked.byFirst) throw notFound(ConnectionMessages.memberNotFound);
  if (blocked.either) return { relation: 'blocked', ...NO_RELATION, blockedByMe: true };
  const active = await activeBetween(ctx, viewer.id, userId);
  const kind = relationOf(viewer.id, active);
  const privacy = await privacyOf(ctx, userId);
  const mine = (await facts(ctx, viewer.id)) ?? { role: viewer.role, cancerType: 'other' };
  const canRequest =
    kind === 'none' &&
    (privacy.requestsFrom === 'everyone' || (privacy.requestsFrom === 'shared' && shares(theirs, mine)));
  return {
    relation: kind,
    connectionId: active?.id ?? null,
    canMessage: kind === 'connected',
    canRequest,
    blockedByMe: false,
  };
}

export async function blocks(ctx: ConnectionsContext, viewer: Viewer): Promise<BlockList> {
  const { memberProfiles } = ctx;
  const blocked = ctx.accounts.memberRelation('blocked_user');
  const rows = await ctx.db
    .select({ id: blocked.id, name: blocked.name, image: memberProfiles.profileImageUrl, at: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(blocked, eq(blocked.id, memberBlocks.blockedId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, blocked.id))
    .where(eq(memberBlocks.blockerId, viewer.id))
    .orderBy(desc(memberBlocks.createdAt));
  return { items: rows.map(presentBlocked) };
}

/** A member's name and bio as moderators see a reported profile. */
export async function reportedProfile(
  ctx: ConnectionsContext,
  id: string,
): Promise<{ name: string; bio: string | null } | null> {
  const { user, memberProfiles } = ctx;
  const [row] = await ctx.db
    .select({ name: user.name, bio: memberProfiles.bio })
    .from(user)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, user.id))
    .where(eq(user.id, id));
  return row ?? null;
}

export async function demoMembers(ctx: ConnectionsContext): Promise<string[]> {
  const { user } = ctx;
  const rows = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(sql`${user.email} like '%@demo.fortitude.invalid'`)
    .orderBy(user.createdAt, user.id);
  return rows.map((r) => r.id);
}

export async function count(ctx: ConnectionsContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(connections);
  return Number(row?.n ?? 0);
}
