import { and, desc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ConnectionMessages,
  ConnectionLimits,
  type Audience,
  type BlockList,
  type Connection,
  type ConnectionCounts,
  type ConnectionPage,
  type ConnectionStatus,
  type ConnectionsQuery,
  type DiscoverQuery,
  type MemberCard,
  type MemberPage,
  type MentionCandidates,
  type Party,
  type PrivacySettings,
  type Relation,
  type RelationKind,
  type SendRequestBody,
  type UpdatePrivacyBody,
} from '../../../contracts/connections.js';
import { AgeGroup, CancerType, Role } from '../../../contracts/enums.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import type { Database } from '../../db/client.js';
import { connections, memberBlocks } from '../../db/schema/connections.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { canAnswerRequest, isPartyTo } from './connections.policy.js';
import type { ProfilesService } from '../profiles/index.js';
import { blockedBetween, findableBy, type Visibility } from './visibility.js';

type DiscoverInput = z.output<typeof DiscoverQuery>;
type ListInput = z.output<typeof ConnectionsQuery>;
type SendInput = z.output<typeof SendRequestBody>;

const requestsPerHour = defineMemberLimit({
  name: 'connection-request',
  max: ConnectionLimits.requestsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: ConnectionMessages.rateLimited,
});
const blocksPerHour = defineMemberLimit({
  name: 'member-block',
  max: MemberActionLimits.blocksPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MemberActionMessages.blocksLimited,
});
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
const ACTIVE = ['pending', 'accepted'];

const parseOr = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

/** The same unordered pair of members. */
const samePair = (a: SQLValue, b: SQLValue) =>
  sql`least(${connections.requesterId}, ${connections.receiverId}) = least(${a}, ${b}) and greatest(${connections.requesterId}, ${connections.receiverId}) = greatest(${a}, ${b})`;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What 'shared' audiences compare: the role (null: not said yet) and the cancer type ('other' when not said). */
type Facts = { role: string | null; cancerType: string };

export function createConnectionsService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  visibility: Visibility;
  realtime: RealtimeHub;
  notifications: NotificationsService;
  accounts: Pick<AccountsService, 'memberRelation' | 'settingsOf' | 'updateSettings'>;
  profiles: Pick<ProfilesService, 'profileRelation'>;
}) {
  const { db, visibility, realtime, notifications, accounts } = deps;
  // Accounts (with their settings) and profiles through their owners' published columns (decision 0036).
  const user = accounts.memberRelation('members');
  const profiles = deps.profiles.profileRelation('member_profiles');
  const newestMembers = keyset({ columns: [user.createdAt, user.id], kinds: ['timestamp', 'text'], direction: 'desc' });

  const online = (id: string, lastActive: Date | null, showOnline: boolean | null, blocked = false) =>
    visibility.showsOnline({ id, lastActive, showOnline }, blocked);

  /**
   * Public facts of members by id, for the other party of a connection or a conversation, as the
   * viewer may see them: no online status across a block, or when the member hides it.
   */
  async function parties(viewerId: string, ids: string[]): Promise<Map<string, Party>> {
    if (ids.length === 0) return new Map();
    const blocked = await visibility.blockedAmong(viewerId, ids);
    const rows = await db
      .select({
        id: user.id,
        name: user.name,
        role: user.role,
        image: profiles.profileImageUrl,
        lastActive: user.lastActiveAt,
        showOnline: user.showOnline,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(inArray(user.id, [...new Set(ids)]));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          fullName: r.name,
          role: parseOr(Role.nullable(), r.role, null),
          profileImageUrl: r.image ?? null,
          isOnline: online(r.id, r.lastActive, r.showOnline, blocked.has(r.id)),
        },
      ]),
    );
  }

  async function party(viewerId: string, id: string): Promise<Party | null> {
    return (await parties(viewerId, [id])).get(id) ?? null;
  }

  async function privacyOf(userId: string): Promise<PrivacySettings> {
    const row = await accounts.settingsOf(userId);
    return {
      discoverable: row.discoverable as Audience,
      requestsFrom: row.requestsFrom as Audience,
      showOnline: row.showOnline,
    };
  }

  async function isBlocked(a: string, b: string): Promise<{ either: boolean; byFirst: boolean }> {
    const rows = await db
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
  async function facts(userId: string): Promise<Facts | null> {
    const [row] = await db
      .select({ role: user.role, cancerType: profiles.cancerType, bannedNow: user.bannedNow })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId));
    if (!row || row.bannedNow) return null;
    return { role: row.role, cancerType: row.cancerType ?? 'other' };
  }

  const shares = (a: Facts, b: Facts) =>
    (a.role !== null && a.role === b.role) || (a.cancerType !== 'other' && a.cancerType === b.cancerType);

  async function activeBetween(a: string, b: string) {
    const [row] = await db
      .select({ id: connections.id, requesterId: connections.requesterId, status: connections.status })
      .from(connections)
      .where(and(inArray(connections.status, ACTIVE), samePair(a, b)));
    return row ?? null;
  }

  const relationOf = (me: string, row: { requesterId: string; status: string } | null): RelationKind =>
    !row ? 'none' : row.status === 'accepted' ? 'connected' : row.requesterId === me ? 'sent' : 'received';

  type ConnectionRow = typeof connections.$inferSelect;
  const shape = (row: ConnectionRow): Omit<Connection, 'other'> => ({
    id: row.id,
    requesterId: row.requesterId,
    receiverId: row.receiverId,
    message: row.message,
    status: row.status as ConnectionStatus,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  });

  /** Tells both members' open pages that a connection changed. */
  async function announce(row: ConnectionRow): Promise<void> {
    const event = { type: 'connection' as const, at: row.updatedAt.toISOString(), connection: shape(row) };
    await Promise.all([realtime.send(row.requesterId, event), realtime.send(row.receiverId, event)]);
  }

  return {
    party,
    parties,
    privacyOf,
    /** What one member may see of another (visibility.ts): for messages and profiles. */
    isBlocked: visibility.isBlocked,
    blockedAmong: visibility.blockedAmong,
    profileView: visibility.profileView,
    /** The members an author may @mention, by username (visibility.ts says who is reachable, anonymous words too). */
    mentionable: (authorId: string, usernames: readonly string[], options: { anonymous?: boolean } = {}) =>
      visibility.mentionable(authorId, { usernames }, ConnectionLimits.mentionablePerText, options),

    /**
     * The composer's suggestions: reachable members whose username or name starts with q (counted
     * per member); for an anonymous draft, those its mentions would reach.
     */
    async mentionCandidates(
      viewer: Viewer,
      q: string,
      options: { anonymous?: boolean } = {},
    ): Promise<MentionCandidates> {
      await deps.memberLimits.take(mentionLookupsPerMinute, viewer.id);
      const found = await visibility.mentionable(
        viewer.id,
        { prefix: q },
        ConnectionLimits.mentionCandidatesMax,
        options,
      );
      return {
        items: found.map((m) => ({ username: m.username, fullName: m.name, avatarUrl: m.avatarUrl })),
      };
    },

    /** Connected (accepted) and neither has blocked the other: the two may message each other. */
    async canMessage(a: string, b: string): Promise<boolean> {
      if (a === b) return false;
      const [row] = await db
        .select({ id: connections.id })
        .from(connections)
        .where(and(eq(connections.status, 'accepted'), samePair(a, b), sql`not ${blockedBetween(a, b)}`));
      return Boolean(row);
    },

    /** Whether the viewer may find a member (an SQL condition for another domain's query; visibility.ts). */
    findableBy,
    /** The role and cancer type 'shared' audiences compare (null: no such member, or banned). */
    facts,

    /**
     * Connects two members at another domain's word (a mentor accepting a mentee, issue 25): an
     * existing pending request between them is accepted, an accepted connection stays, and otherwise
     * an accepted connection is made (`a` the receiver). Refused across a block. Pass the transaction
     * of the change it belongs to; call the returned `announce` once it is committed (both open pages
     * are told).
     */
    async connectAccepted(
      a: string,
      b: string,
      executor: Pick<Database, 'select' | 'insert' | 'update'> = db,
    ): Promise<{ announce: () => Promise<void> }> {
      if (a === b) throw badRequest(ConnectionMessages.self);
      const [blocked] = await executor
        .select({ blocker: memberBlocks.blockerId })
        .from(memberBlocks)
        .where(
          or(
            and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
            and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
          ),
        );
      if (blocked) throw forbidden(ConnectionMessages.notAccepting);
      const now = new Date();
      const [pending] = await executor
        .update(connections)
        .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
        .where(and(eq(connections.status, 'pending'), samePair(a, b)))
        .returning();
      const row =
        pending ??
        (
          await executor
            .insert(connections)
            .values({ requesterId: b, receiverId: a, status: 'accepted', acceptedAt: now })
            .onConflictDoNothing()
            .returning()
        )[0];
      return { announce: async () => (row ? announce(row) : undefined) };
    },

    /** Discover: other members the viewer may find, searched by name, role or location (any case). */
    async discover(viewer: Viewer, query: DiscoverInput): Promise<MemberPage> {
      const mine = (await facts(viewer.id)) ?? { role: viewer.role, cancerType: 'other' };
      const audience = sql`coalesce(${user.discoverable}, 'everyone')`;
      const conditions: (SQL | undefined)[] = [
        ne(user.id, viewer.id),
        sql`not ${user.bannedNow}`,
        sql`not ${blockedBetween(user.id, viewer.id)}`,
        or(
          sql`${audience} = 'everyone'`,
          and(
            sql`${audience} = 'shared'`,
            or(
              mine.role !== null ? eq(user.role, mine.role) : undefined,
              mine.cancerType !== 'other' ? eq(profiles.cancerType, mine.cancerType) : undefined,
            ),
          ),
        ),
        newestMembers.after(query.cursor),
      ];
      if (query.q) {
        const pattern = likePattern(query.q);
        conditions.push(
          or(
            sql`${user.name} ilike ${pattern}`,
            sql`${user.role} ilike ${pattern}`,
            sql`${profiles.location} ilike ${pattern}`,
          ),
        );
      }
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          role: user.role,
          displayId: profiles.displayId,
          bio: profiles.bio,
          cancerType: profiles.cancerType,
          location: profiles.location,
          ageGroup: profiles.ageGroup,
          image: profiles.profileImageUrl,
          lastActive: user.lastActiveAt,
          showOnline: user.showOnline,
          cursorAt: sql<string>`${user.createdAt}::text`,
          connectionId: connections.id,
          requesterId: connections.requesterId,
          status: connections.status,
        })
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(connections, and(inArray(connections.status, ACTIVE), samePair(user.id, viewer.id)))
        .where(and(...conditions))
        .orderBy(...newestMembers.orderBy)
        .limit(query.limit + 1);
      const page = newestMembers.page(rows, query.limit, (r) => [r.cursorAt, r.id]);
      return {
        items: page.items.map((r): MemberCard => ({
          id: r.id,
          fullName: r.name,
          displayId: r.displayId,
          role: parseOr(Role.nullable(), r.role, null),
          bio: r.bio,
          cancerType: parseOr(CancerType.nullable(), r.cancerType, null),
          location: r.location,
          ageGroup: parseOr(AgeGroup.nullable(), r.ageGroup, null),
          profileImageUrl: r.image,
          isOnline: online(r.id, r.lastActive, r.showOnline),
          relation: relationOf(viewer.id, r.status ? { requesterId: r.requesterId!, status: r.status } : null),
          connectionId: r.connectionId,
        })),
        nextCursor: page.nextCursor,
      };
    },

    async list(viewer: Viewer, query: ListInput): Promise<ConnectionPage> {
      const me = viewer.id;
      const where =
        query.tab === 'requests'
          ? and(eq(connections.receiverId, me), eq(connections.status, 'pending'))
          : query.tab === 'sent'
            ? and(eq(connections.requesterId, me), eq(connections.status, 'pending'))
            : and(
                eq(connections.status, 'accepted'),
                or(eq(connections.requesterId, me), eq(connections.receiverId, me)),
              );
      const rows = await db
        .select({ row: connections, cursorAt: sql<string>`${connections.createdAt}::text` })
        .from(connections)
        .where(and(where, newestConnections.after(query.cursor)))
        .orderBy(...newestConnections.orderBy)
        .limit(query.limit + 1);
      const page = newestConnections.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
      const others = await parties(
        me,
        page.items.map(({ row }) => (row.requesterId === me ? row.receiverId : row.requesterId)),
      );
      return {
        items: page.items.flatMap(({ row }) => {
          const other = others.get(row.requesterId === me ? row.receiverId : row.requesterId);
          return other ? [{ ...shape(row), other }] : [];
        }),
        nextCursor: page.nextCursor,
      };
    },

    async counts(viewer: Viewer): Promise<ConnectionCounts> {
      const me = viewer.id;
      const [row] = await db
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
    },

    /**
     * Sends a request. Refused to oneself, to a member who blocked the viewer or whom the viewer
     * blocked, to one who takes no requests from the viewer, and when the two already have a
     * pending or accepted connection (the unique index decides between two requests sent at once).
     */
    async send(viewer: Viewer, input: SendInput): Promise<Connection> {
      assertMayContribute(viewer);
      if (input.receiverId === viewer.id) throw badRequest(ConnectionMessages.self);
      const [theirs, mine] = await Promise.all([facts(input.receiverId), facts(viewer.id)]);
      if (!theirs) throw notFound(ConnectionMessages.memberNotFound);
      if ((await isBlocked(viewer.id, input.receiverId)).either) throw forbidden(ConnectionMessages.notAccepting);
      const privacy = await privacyOf(input.receiverId);
      if (
        privacy.requestsFrom === 'nobody' ||
        (privacy.requestsFrom === 'shared' && !shares(theirs, mine ?? { role: viewer.role, cancerType: 'other' }))
      ) {
        throw forbidden(ConnectionMessages.notAccepting);
      }
      await deps.memberLimits.take(requestsPerHour, viewer.id);
      const row = await conflictOnUnique(
        async () =>
          (
            await db
              .insert(connections)
              .values({ requesterId: viewer.id, receiverId: input.receiverId, message: input.message })
              .returning()
          )[0]!,
        ConnectionMessages.duplicate,
        'connections_active_pair_uq',
      );
      // One notification per pair a day: cancelling and sending again does not notify again.
      await notifications.notify({
        userId: input.receiverId,
        type: 'connection_request',
        template: 'connectionRequest',
        params: { name: viewer.name },
        actorId: viewer.id,
        actionUrl: '/connect?tab=requests',
        dedupeKey: `connection-request:${viewer.id}:${row.createdAt.toISOString().slice(0, 10)}`,
      });
      await announce(row);
      const other = (await party(viewer.id, input.receiverId))!;
      return { ...shape(row), other };
    },

    /** Accept or decline (the receiver), cancel (the requester); only while pending. */
    async update(viewer: Viewer, id: string, action: 'accept' | 'decline' | 'cancel'): Promise<Connection> {
      const [current] = await db.select().from(connections).where(eq(connections.id, id));
      if (!current || !isPartyTo(viewer, current)) throw notFound(ConnectionMessages.notFound);
      if (!canAnswerRequest(viewer, current, action))
        throw forbidden(action === 'cancel' ? ConnectionMessages.requesterOnly : ConnectionMessages.receiverOnly);
      const status = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'cancelled';
      const [row] = await db
        .update(connections)
        .set({ status, updatedAt: new Date(), ...(status === 'accepted' ? { acceptedAt: new Date() } : {}) })
        .where(and(eq(connections.id, id), eq(connections.status, 'pending')))
        .returning();
      if (!row) throw badRequest(ConnectionMessages.notPending);
      if (status === 'accepted') {
        await notifications.notify({
          userId: row.requesterId,
          type: 'connection_accepted',
          template: 'connectionAccepted',
          params: { name: viewer.name },
          actorId: viewer.id,
          actionUrl: `/messages/${row.receiverId}`,
        });
      }
      await announce(row);
      const otherId = row.requesterId === viewer.id ? row.receiverId : row.requesterId;
      return {
        ...shape(row),
        other: (await party(viewer.id, otherId)) ?? {
          id: otherId,
          fullName: '',
          role: null,
          profileImageUrl: null,
          isOnline: false,
        },
      };
    },

    async relation(viewer: Viewer, userId: string): Promise<Relation> {
      if (userId === viewer.id)
        return { relation: 'self', connectionId: null, canMessage: false, canRequest: false, blockedByMe: false };
      const theirs = await facts(userId);
      if (!theirs) throw notFound(ConnectionMessages.memberNotFound);
      const blocked = await isBlocked(viewer.id, userId);
      // Blocked by the other: they answer as if they did not exist (visibility.ts).
      if (blocked.either && !blocked.byFirst) throw notFound(ConnectionMessages.memberNotFound);
      if (blocked.either)
        return { relation: 'blocked', connectionId: null, canMessage: false, canRequest: false, blockedByMe: true };
      const active = await activeBetween(viewer.id, userId);
      const relation = relationOf(viewer.id, active);
      const privacy = await privacyOf(userId);
      const mine = (await facts(viewer.id)) ?? { role: viewer.role, cancerType: 'other' };
      const canRequest =
        relation === 'none' &&
        (privacy.requestsFrom === 'everyone' || (privacy.requestsFrom === 'shared' && shares(theirs, mine)));
      return {
        relation,
        connectionId: active?.id ?? null,
        canMessage: relation === 'connected',
        canRequest,
        blockedByMe: false,
      };
    },

    /** Blocks a member: any pending or accepted connection between the two ends, and nothing passes either way. */
    async block(viewer: Viewer, userId: string): Promise<void> {
      if (userId === viewer.id) throw badRequest(ConnectionMessages.blockSelf);
      if (!(await facts(userId)) && !(await party(viewer.id, userId)))
        throw notFound(ConnectionMessages.memberNotFound);
      await deps.memberLimits.take(blocksPerHour, viewer.id);
      const ended = await db.transaction(async (tx) => {
        await tx.insert(memberBlocks).values({ blockerId: viewer.id, blockedId: userId }).onConflictDoNothing();
        return tx
          .update(connections)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(and(inArray(connections.status, ACTIVE), samePair(viewer.id, userId)))
          .returning();
      });
      for (const row of ended) await announce(row);
    },

    async unblock(viewer: Viewer, userId: string): Promise<void> {
      await deps.memberLimits.take(blocksPerHour, viewer.id);
      await db
        .delete(memberBlocks)
        .where(and(eq(memberBlocks.blockerId, viewer.id), eq(memberBlocks.blockedId, userId)));
    },

    async blocks(viewer: Viewer): Promise<BlockList> {
      const blocked = accounts.memberRelation('blocked_user');
      const rows = await db
        .select({ id: blocked.id, name: blocked.name, image: profiles.profileImageUrl, at: memberBlocks.createdAt })
        .from(memberBlocks)
        .innerJoin(blocked, eq(blocked.id, memberBlocks.blockedId))
        .leftJoin(profiles, eq(profiles.userId, blocked.id))
        .where(eq(memberBlocks.blockerId, viewer.id))
        .orderBy(desc(memberBlocks.createdAt));
      return {
        items: rows.map((r) => ({
          id: r.id,
          fullName: r.name,
          profileImageUrl: r.image ?? null,
          blockedAt: r.at.toISOString(),
        })),
      };
    },

    async updatePrivacy(viewer: Viewer, change: z.output<typeof UpdatePrivacyBody>): Promise<PrivacySettings> {
      await accounts.updateSettings(viewer.id, change);
      return privacyOf(viewer.id);
    },

    /** A member's name and bio as moderators see a reported profile. */
    async reportedProfile(id: string): Promise<{ name: string; bio: string | null } | null> {
      const [row] = await db
        .select({ name: user.name, bio: profiles.bio })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, id));
      return row ?? null;
    },

    /** Whether the member exists and is not banned (a profile may be reported). */
    exists: async (userId: string) => (await facts(userId)) !== null,

    /** Demo members' sample connections (seeded once). */
    async seedSample(
      pairs: { a: string; b: string; status: 'pending' | 'accepted'; message: string | null }[],
    ): Promise<number> {
      let n = 0;
      for (const p of pairs) {
        const inserted = await db
          .insert(connections)
          .values({
            requesterId: p.a,
            receiverId: p.b,
            status: p.status,
            message: p.message,
            acceptedAt: p.status === 'accepted' ? new Date() : null,
          })
          .onConflictDoNothing()
          .returning({ id: connections.id });
        n += inserted.length;
      }
      return n;
    },
    async demoMembers(): Promise<string[]> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(sql`${user.email} like '%@demo.fortitude.invalid'`)
        .orderBy(user.createdAt, user.id);
      return rows.map((r) => r.id);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(connections);
      return Number(row?.n ?? 0);
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
