import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GroupLimits,
  GroupMessages,
  type CreateGroupBody,
  type UpdateGroupBody,
  type GroupPage,
  type GroupType,
  type ListGroupsQuery,
  type SupportGroup,
} from '../../../contracts/support-groups.js';
import type { Database } from '../../db/client.js';
import { supportGroupMembers, supportGroups } from '../../db/schema/support-groups.js';
import type { Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { writeAudit } from '../../platform/audit.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import {
  boxSearch,
  sourceQuery,
  termCountColumns,
  termCountsOf,
  termRanksColumn,
  termRanksOf,
  type SearchSource,
} from '../../platform/search.js';
import {
  canCreateGroup,
  canDeleteGroup,
  canEditGroup,
  groupsManagedBy,
  groupsVisibleTo,
  isAuditedGroupChange,
} from './support-groups.policy.js';

type CreateInput = z.output<typeof CreateGroupBody>;
type ListInput = z.output<typeof ListGroupsQuery>;

const membershipsPerHour = defineMemberLimit({
  name: 'support-group-membership',
  max: MemberActionLimits.groupMembershipsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MemberActionMessages.groupsLimited,
});
const groupsPerHour = defineMemberLimit({
  name: 'support-group',
  max: GroupLimits.perHour,
  windowSeconds: HOUR_SECONDS,
  message: GroupMessages.rateLimited,
});
const newestFirst = keyset({
  columns: [supportGroups.createdAt, supportGroups.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

export interface SampleGroup {
  name: string;
  description: string;
  groupType: GroupType;
  maxMembers: number;
  creator: number;
  members: number[];
}

export function createSupportGroupsService(deps: { db: Database; memberLimits: MemberLimits }) {
  const { db, memberLimits } = deps;

  const joined = (viewerId: string | null) =>
    viewerId
      ? sql<boolean>`exists (select 1 from ${supportGroupMembers} where ${supportGroupMembers.groupId} = ${supportGroups.id} and ${supportGroupMembers.userId} = ${viewerId})`
      : sql<boolean>`false`;

  /** A private group is seen only by its members, its creator and administrators. */
  const visibleTo = (viewer: Viewer | null): SQL | undefined => {
    const scope = groupsVisibleTo(viewer);
    if (scope === 'all') return undefined;
    if (scope === 'public') return sql`not ${supportGroups.isPrivate}`;
    return or(
      sql`not ${supportGroups.isPrivate}`,
      eq(supportGroups.createdBy, scope.publicOrOf),
      joined(scope.publicOrOf),
    );
  };

  const select = (viewer: Viewer | null) =>
    db
      .select({
        id: supportGroups.id,
        name: supportGroups.name,
        description: supportGroups.description,
        groupType: supportGroups.groupType,
        isPrivate: supportGroups.isPrivate,
        maxMembers: supportGroups.maxMembers,
        memberCount: supportGroups.memberCount,
        isSample: supportGroups.isSample,
        createdAt: supportGroups.createdAt,
        cursorAt: sql<string>`${supportGroups.createdAt}::text`,
        joinedByMe: joined(viewer?.id ?? null),
      })
      .from(supportGroups);

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const present = (row: Row): SupportGroup => ({
    id: row.id,
    name: row.name,
    description: row.description,
    groupType: row.groupType as GroupType,
    isPrivate: row.isPrivate,
    maxMembers: row.maxMembers,
    memberCount: row.memberCount,
    joinedByMe: Boolean(row.joinedByMe),
    isSample: row.isSample,
    createdAt: row.createdAt.toISOString(),
  });

  const searchSource: SearchSource = {
    domain: 'support-groups',
    async search(query, limit, opts) {
      // Search boxes: every word; Forti's questions: any word that carries meaning, ranked. Public groups only.
      const tsquery = sourceQuery(query, opts?.mode);
      if (!tsquery) return [];
      const termRanks = termRanksColumn(supportGroups.search, opts?.mode === 'any' ? opts.terms : undefined);
      const rows = await db
        .select({
          name: supportGroups.name,
          summary: sql<string>`left(coalesce(${supportGroups.description}, ''), 200)`,
          rank: sql<number>`ts_rank(${supportGroups.search}, to_tsquery('simple', ${tsquery}))`,
          termRanks,
        })
        .from(supportGroups)
        .where(
          and(sql`${supportGroups.search} @@ to_tsquery('simple', ${tsquery})`, sql`not ${supportGroups.isPrivate}`),
        )
        .orderBy(sql`3 desc`)
        .limit(limit);
      return rows.map((r) => ({
        domain: 'support-groups',
        title: r.name,
        summary: r.summary,
        url: `/support-groups?q=${encodeURIComponent(r.name)}`,
        rank: Number(r.rank),
        ...termRanksOf(r.termRanks),
      }));
    },
    async termCounts(terms) {
      const [row] = await db
        .select(termCountColumns(supportGroups.search, terms))
        .from(supportGroups)
        .where(sql`not ${supportGroups.isPrivate}`);
      return termCountsOf(row, terms);
    },
  };

  async function get(id: string, viewer: Viewer | null): Promise<SupportGroup> {
    const [row] = await select(viewer).where(and(eq(supportGroups.id, id), visibleTo(viewer)));
    if (!row) throw notFound(GroupMessages.notFound);
    return present(row);
  }

  return {
    searchSource,
    get,

    async list(query: ListInput, viewer: Viewer | null): Promise<GroupPage> {
      const conditions: (SQL | undefined)[] = [newestFirst.after(query.cursor), visibleTo(viewer)];
      if (query.q) {
        const found = boxSearch(
          supportGroups.search,
          sql`concat_ws(' ', ${supportGroups.name}, ${supportGroups.description})`,
          query.q,
        );
        if (!found) return { items: [], nextCursor: null };
        conditions.push(found);
      }
      const rows = await select(viewer)
        .where(and(...conditions))
        .orderBy(...newestFirst.orderBy)
        .limit(query.limit + 1);
      const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
      return { items: page.items.map(present), nextCursor: page.nextCursor };
    },

    /** The groups this host manages (an administrator: every group), newest first, for the NGO dashboard. */
    async listHosted(query: ListInput, viewer: Viewer): Promise<GroupPage> {
      const scope = groupsManagedBy(viewer);
      const conditions: (SQL | undefined)[] = [
        newestFirst.after(query.cursor),
        scope === 'all' ? undefined : eq(supportGroups.createdBy, scope.createdBy),
      ];
      const rows = await select(viewer)
        .where(and(...conditions))
        .orderBy(...newestFirst.orderBy)
        .limit(query.limit + 1);
      const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
      return { items: page.items.map(present), nextCursor: page.nextCursor };
    },

    /** A host who loses the role passes their groups to the administrators (no creator; still listed). */
    async releaseHost(tx: Pick<Database, 'update'>, userId: string): Promise<void> {
      await tx.update(supportGroups).set({ createdBy: null }).where(eq(supportGroups.createdBy, userId));
    },

    /** Admins and NGOs create groups (checked on the route and here); the creator joins it. */
    async create(viewer: Viewer, input: CreateInput): Promise<SupportGroup> {
      if (!canCreateGroup(viewer)) throw forbidden(GroupMessages.manageDenied);
      await memberLimits.take(groupsPerHour, viewer.id);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supportGroups)
          .values({ ...input, createdBy: viewer.id })
          .returning({ id: supportGroups.id });
        if (isAuditedGroupChange(viewer))
          await writeAudit(tx, {
            action: 'support_group_created',
            adminId: viewer.id,
            targetUserId: null,
            details: { groupId: row!.id, name: input.name },
          });
        return row!.id;
      });
      return get(id, viewer);
    },

    /** Admins edit any group, NGOs the groups they created; the limit never drops below the members it has. */
    async update(viewer: Viewer, id: string, input: z.output<typeof UpdateGroupBody>): Promise<SupportGroup> {
      // Only hosts may try: anyone else is refused before learning whether the group exists.
      if (!canCreateGroup(viewer)) throw forbidden(GroupMessages.manageDenied);
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      await db.transaction(async (tx) => {
        const [group] = await tx
          .select({
            createdBy: supportGroups.createdBy,
            memberCount: supportGroups.memberCount,
            name: supportGroups.name,
          })
          .from(supportGroups)
          .where(eq(supportGroups.id, id))
          .for('update');
        if (!group) throw notFound(GroupMessages.notFound);
        if (!canEditGroup(viewer, group)) throw forbidden(GroupMessages.manageDenied);
        if (input.maxMembers !== undefined && input.maxMembers < group.memberCount)
          throw conflict(GroupMessages.belowMembers(group.memberCount));
        await tx
          .update(supportGroups)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(supportGroups.id, id));
        if (isAuditedGroupChange(viewer))
          await writeAudit(tx, {
            action: 'support_group_updated',
            adminId: viewer.id,
            targetUserId: null,
            details: { groupId: id, name: input.name ?? group.name, fields: Object.keys(changes) },
          });
      });
      return get(id, viewer);
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      if (!canDeleteGroup(viewer)) throw forbidden(GroupMessages.deleteDenied);
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(supportGroups)
          .where(eq(supportGroups.id, id))
          .returning({ id: supportGroups.id, name: supportGroups.name });
        if (!deleted) throw notFound(GroupMessages.notFound);
        await writeAudit(tx, {
          action: 'support_group_deleted',
          adminId: viewer.id,
          targetUserId: null,
          details: { groupId: id, name: deleted.name },
        });
      });
    },

    /** Joins the group: once per member, and never past its size (the group row is locked while counting). */
    async join(viewer: Viewer, id: string): Promise<SupportGroup> {
      await get(id, viewer);
      await memberLimits.take(membershipsPerHour, viewer.id);
      await db.transaction(async (tx) => {
        const [group] = await tx
          .select({ maxMembers: supportGroups.maxMembers, memberCount: supportGroups.memberCount })
          .from(supportGroups)
          .where(eq(supportGroups.id, id))
          .for('update');
        if (!group) throw notFound(GroupMessages.notFound);
        const [added] = await tx
          .insert(supportGroupMembers)
          .values({ groupId: id, userId: viewer.id })
          .onConflictDoNothing()
          .returning({ groupId: supportGroupMembers.groupId });
        if (!added) throw conflict(GroupMessages.alreadyMember);
        if (group.memberCount >= group.maxMembers) throw conflict(GroupMessages.full);
        await tx
          .update(supportGroups)
          .set({ memberCount: sql`${supportGroups.memberCount} + 1` })
          .where(eq(supportGroups.id, id));
      });
      return get(id, viewer);
    },

    async leave(viewer: Viewer, id: string): Promise<SupportGroup> {
      await memberLimits.take(membershipsPerHour, viewer.id);
      await db.transaction(async (tx) => {
        const [group] = await tx
          .select({ id: supportGroups.id })
          .from(supportGroups)
          .where(eq(supportGroups.id, id))
          .for('update');
        if (!group) throw notFound(GroupMessages.notFound);
        const [removed] = await tx
          .delete(supportGroupMembers)
          .where(and(eq(supportGroupMembers.groupId, id), eq(supportGroupMembers.userId, viewer.id)))
          .returning({ groupId: supportGroupMembers.groupId });
        if (!removed) throw conflict(GroupMessages.notMember);
        await tx
          .update(supportGroups)
          .set({ memberCount: sql`greatest(${supportGroups.memberCount} - 1, 0)` })
          .where(eq(supportGroups.id, id));
      });
      // A member who leaves a private group no longer sees it.
      const [row] = await select(viewer).where(eq(supportGroups.id, id));
      return present(row!);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(supportGroups);
      return row?.n ?? 0;
    },

    /** The groups anyone can see and join (not private): the home page's and the hub's count. */
    async countPublic(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportGroups)
        .where(sql`not ${supportGroups.isPrivate}`);
      return row?.n ?? 0;
    },

    async seedSample(samples: SampleGroup[], people: string[]): Promise<number> {
      if (people.length === 0) return 0;
      const at = (i: number) => people[i % people.length]!;
      await db.transaction(async (tx) => {
        for (const [i, s] of samples.entries()) {
          const members = [...new Set(s.members.map(at))].slice(0, s.maxMembers);
          const [row] = await tx
            .insert(supportGroups)
            .values({
              name: s.name,
              description: s.description,
              groupType: s.groupType,
              maxMembers: s.maxMembers,
              memberCount: members.length,
              createdBy: at(s.creator),
              isSample: true,
              createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
            })
            .returning({ id: supportGroups.id });
          if (members.length)
            await tx.insert(supportGroupMembers).values(members.map((userId) => ({ groupId: row!.id, userId })));
        }
      });
      return samples.length;
    },
  };
}

export type SupportGroupsService = ReturnType<typeof createSupportGroupsService>;
