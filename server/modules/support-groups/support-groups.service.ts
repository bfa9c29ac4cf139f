import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
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
  type GroupDetail,
  type GroupMemberList,
  type GroupMessage,
  type GroupMessagePage,
  type GroupPerson,
  type HostedGroupMembers,
  type ListGroupMessagesQuery,
} from '../../../contracts/support-groups.js';
import type { Database } from '../../db/client.js';
import { supportGroupMembers, supportGroupMessages, supportGroups } from '../../db/schema/support-groups.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import type { AuthorCard, AuthorReads } from '../profiles/index.js';
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
  canEditGroup,
  canRemoveGroupMessage,
  groupRules,
  groupsManagedBy,
  groupsVisibleTo,
  isAuditedGroupChange,
  isAuditedMessageRemoval,
  seesInsideGroup,
} from './support-groups.policy.js';
import { authorize } from '../../platform/authorize.js';
import { istInstant } from '../../../contracts/events.js';

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
const messagesPerHour = defineMemberLimit({
  name: 'support-group-message',
  max: GroupLimits.messagesPerHour,
  windowSeconds: HOUR_SECONDS,
  message: GroupMessages.messagesLimited,
});
const messagesNewestFirst = keyset({
  columns: [supportGroupMessages.createdAt, supportGroupMessages.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
/** The public face of a member, as a forum author shows. */
const personOf = (card: AuthorCard): GroupPerson => ({
  id: card.id,
  name: card.name,
  username: card.username,
  avatarUrl: card.avatarUrl,
  role: card.role,
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

export function createSupportGroupsService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  /** Authors' public faces (profiles), for hosts, members and messages. */
  authors?: Pick<AuthorReads, 'byIds'>;
  /** The members among `others` with a block either way with the viewer (connections). */
  blockedAmong?: (viewerId: string, others: readonly string[]) => Promise<Set<string>>;
}) {
  const { db, memberLimits } = deps;
  const cardsOf = async (ids: Iterable<string | null | undefined>) =>
    deps.authors ? deps.authors.byIds(ids) : new Map<string, AuthorCard>();
  const blocked = async (viewer: Viewer, ids: readonly string[]) =>
    deps.blockedAmong ? deps.blockedAmong(viewer.id, ids) : new Set<string>();

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
        createdBy: supportGroups.createdBy,
        meetingAt: supportGroups.meetingAt,
        meetingLink: supportGroups.meetingLink,
        cursorAt: sql<string>`${supportGroups.createdAt}::text`,
        joinedByMe: joined(viewer?.id ?? null),
      })
      .from(supportGroups);

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  /** The link only in the answers of members, the host and administrators (issue 44). */
  const present = (row: Row, viewer: Viewer | null): SupportGroup => ({
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
    meetingAt: row.meetingAt?.toISOString() ?? null,
    meetingLink: seesInsideGroup(viewer, { createdBy: row.createdBy, joinedByViewer: Boolean(row.joinedByMe) })
      ? row.meetingLink
      : null,
    hasMeetingLink: row.meetingLink !== null,
    can: { edit: groupRules.edit.allows(viewer, row), delete: groupRules.delete.allows(viewer) },
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
    return present(row, viewer);
  }

  /** The group as this viewer may see it (404 otherwise), whether they belong, see inside and manage it. */
  async function open(viewer: Viewer | null, id: string) {
    const [row] = await select(viewer).where(and(eq(supportGroups.id, id), visibleTo(viewer)));
    if (!row) throw notFound(GroupMessages.notFound);
    const joinedByViewer = Boolean(row.joinedByMe);
    return {
      row,
      joinedByViewer,
      inside: seesInsideGroup(viewer, { createdBy: row.createdBy, joinedByViewer }),
      manages: canEditGroup(viewer, row),
    };
  }

  /** Only members (and the host, administrators) read inside; anyone else is refused in the module's words. */
  async function openInside(viewer: Viewer, id: string) {
    const group = await open(viewer, id);
    if (!group.inside) throw forbidden(GroupMessages.membersOnly);
    return group;
  }

  const messageRows = () =>
    db
      .select({
        id: supportGroupMessages.id,
        groupId: supportGroupMessages.groupId,
        userId: supportGroupMessages.userId,
        content: supportGroupMessages.content,
        createdAt: supportGroupMessages.createdAt,
        cursorAt: sql<string>`${supportGroupMessages.createdAt}::text`,
      })
      .from(supportGroupMessages);
  type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];
  const presentMessages = async (
    viewer: Viewer,
    group: { createdBy: string | null },
    rows: MessageRow[],
  ): Promise<GroupMessage[]> => {
    const cards = await cardsOf(rows.map((r) => r.userId));
    return rows.flatMap((r) => {
      const card = cards.get(r.userId);
      if (!card) return [];
      return [
        {
          id: r.id,
          groupId: r.groupId,
          author: personOf(card),
          content: r.content,
          createdAt: r.createdAt.toISOString(),
          isMine: r.userId === viewer.id,
          canRemove: canRemoveGroupMessage(viewer, group, r),
        },
      ];
    });
  };

  return {
    searchSource,
    get,

    /** A group's page: its host, its meeting (the link inside only), and the reader's own choice. */
    async detail(viewer: Viewer | null, id: string): Promise<GroupDetail> {
      const { row, joinedByViewer, manages } = await open(viewer, id);
      const host = row.createdBy ? (await cardsOf([row.createdBy])).get(row.createdBy) : undefined;
      let showMe: boolean | null = null;
      if (viewer && joinedByViewer) {
        const [m] = await db
          .select({ showInList: supportGroupMembers.showInList })
          .from(supportGroupMembers)
          .where(and(eq(supportGroupMembers.groupId, id), eq(supportGroupMembers.userId, viewer.id)));
        showMe = m?.showInList ?? false;
      }
      return { ...present(row, viewer), host: host ? personOf(host) : null, canManage: manages, showMe };
    },

    /** The groups the member joined, the newest membership first ('My groups'). */
    async mine(viewer: Viewer): Promise<{ items: SupportGroup[] }> {
      const rows = await select(viewer)
        .innerJoin(
          supportGroupMembers,
          and(eq(supportGroupMembers.groupId, supportGroups.id), eq(supportGroupMembers.userId, viewer.id)),
        )
        .orderBy(desc(supportGroupMembers.createdAt))
        .limit(GroupLimits.membersPageMax);
      return { items: rows.map((r) => present(r, viewer)) };
    },

    /** The member's own 'Show me in the member list' (decision 0063: off until they turn it on). */
    async choose(viewer: Viewer, id: string, showInList: boolean): Promise<{ showInList: boolean }> {
      await open(viewer, id);
      const [row] = await db
        .update(supportGroupMembers)
        .set({ showInList })
        .where(and(eq(supportGroupMembers.groupId, id), eq(supportGroupMembers.userId, viewer.id)))
        .returning({ showInList: supportGroupMembers.showInList });
      if (!row) throw conflict(GroupMessages.notMember);
      return row;
    },

    /** Members who chose to be shown, oldest membership first, for those inside; never across a block. */
    async members(viewer: Viewer, id: string): Promise<GroupMemberList> {
      const { row } = await openInside(viewer, id);
      const shown = await db
        .select({ userId: supportGroupMembers.userId })
        .from(supportGroupMembers)
        .where(and(eq(supportGroupMembers.groupId, id), eq(supportGroupMembers.showInList, true)))
        .orderBy(asc(supportGroupMembers.createdAt))
        .limit(GroupLimits.membersPageMax);
      const ids = shown.map((m) => m.userId);
      const [cards, hidden] = await Promise.all([cardsOf(ids), blocked(viewer, ids)]);
      return {
        items: ids.flatMap((uid) => {
          const card = cards.get(uid);
          return card && !hidden.has(uid) ? [personOf(card)] : [];
        }),
        total: row.memberCount,
      };
    },

    /** Every member, for the group's host and administrators (the NGO dashboard). */
    async hostedMembers(viewer: Viewer, id: string): Promise<HostedGroupMembers> {
      const [group] = await db
        .select({ createdBy: supportGroups.createdBy })
        .from(supportGroups)
        .where(eq(supportGroups.id, id));
      if (!group) throw notFound(GroupMessages.notFound);
      authorize(viewer, groupRules.edit, group);
      const rows = await db
        .select({
          userId: supportGroupMembers.userId,
          joinedAt: supportGroupMembers.createdAt,
          showInList: supportGroupMembers.showInList,
        })
        .from(supportGroupMembers)
        .where(eq(supportGroupMembers.groupId, id))
        .orderBy(asc(supportGroupMembers.createdAt))
        .limit(GroupLimits.membersMax);
      const cards = await cardsOf(rows.map((r) => r.userId));
      return {
        items: rows.flatMap((r) => {
          const card = cards.get(r.userId);
          return card ? [{ ...personOf(card), joinedAt: r.joinedAt.toISOString(), showInList: r.showInList }] : [];
        }),
      };
    },

    /** The conversation, newest first, for those inside; a message across a block is not shown. */
    async messages(
      viewer: Viewer,
      id: string,
      query: z.output<typeof ListGroupMessagesQuery>,
    ): Promise<GroupMessagePage> {
      const { row: group } = await openInside(viewer, id);
      const rows = await messageRows()
        .where(and(eq(supportGroupMessages.groupId, id), messagesNewestFirst.after(query.cursor)))
        .orderBy(...messagesNewestFirst.orderBy)
        .limit(query.limit + 1);
      const page = messagesNewestFirst.page(rows, query.limit, (r) => [r.cursorAt, r.id]);
      const hidden = await blocked(
        viewer,
        page.items.map((r) => r.userId),
      );
      return {
        items: await presentMessages(
          viewer,
          group,
          page.items.filter((r) => !hidden.has(r.userId)),
        ),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * A member writes in the conversation: members only, never while suspended (a banned member has
     * no session), within the hourly limit. `groupIsPrivate` tells the screening whether a crisis
     * is filed for the moderators (a public group's words, as its name and description); the
     * answer's schema drops it.
     */
    async post(viewer: Viewer, id: string, content: string): Promise<GroupMessage & { groupIsPrivate: boolean }> {
      assertMayContribute(viewer);
      const { row: group, joinedByViewer } = await open(viewer, id);
      authorize(viewer, groupRules.post, { joinedByViewer });
      await memberLimits.take(messagesPerHour, viewer.id);
      const [created] = await db
        .insert(supportGroupMessages)
        .values({ groupId: id, userId: viewer.id, content })
        .returning({ id: supportGroupMessages.id });
      const rows = await messageRows().where(eq(supportGroupMessages.id, created!.id));
      const [message] = await presentMessages(viewer, group, rows);
      return { ...message!, groupIsPrivate: group.isPrivate };
    },

    /** Its author, the group's host or an administrator removes a message; moderation is audited. */
    async removeMessage(viewer: Viewer, id: string, messageId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            userId: supportGroupMessages.userId,
            groupId: supportGroupMessages.groupId,
            content: supportGroupMessages.content,
            createdBy: supportGroups.createdBy,
            name: supportGroups.name,
          })
          .from(supportGroupMessages)
          .innerJoin(supportGroups, eq(supportGroups.id, supportGroupMessages.groupId))
          .where(and(eq(supportGroupMessages.id, messageId), eq(supportGroupMessages.groupId, id)));
        if (!found) throw notFound(GroupMessages.messageNotFound);
        authorize(viewer, groupRules.removeMessage, found);
        await tx.delete(supportGroupMessages).where(eq(supportGroupMessages.id, messageId));
        if (isAuditedMessageRemoval(viewer, found))
          await writeAudit(tx, {
            action: 'group_message_removed',
            adminId: viewer.id,
            targetUserId: found.userId,
            details: { groupId: id, groupName: found.name, messageId, content: found.content.slice(0, 500) },
          });
      });
    },

    /** A message the member may report: one they can read (404 for anyone else, as if it did not exist). */
    async requireReadableMessage(viewer: Viewer, id: string, messageId: string): Promise<void> {
      const group = await open(viewer, id);
      const [found] = await db
        .select({ id: supportGroupMessages.id })
        .from(supportGroupMessages)
        .where(and(eq(supportGroupMessages.id, messageId), eq(supportGroupMessages.groupId, id)));
      if (!group.inside || !found) throw notFound(GroupMessages.messageNotFound);
    },

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
      return { items: page.items.map((r) => present(r, viewer)), nextCursor: page.nextCursor };
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
      return { items: page.items.map((r) => present(r, viewer)), nextCursor: page.nextCursor };
    },

    /** A host who loses the role passes their groups to the administrators (no creator; still listed). */
    async releaseHost(tx: Pick<Database, 'update'>, userId: string): Promise<void> {
      await tx.update(supportGroups).set({ createdBy: null }).where(eq(supportGroups.createdBy, userId));
    },

    /** Admins and NGOs create groups (checked on the route and here); the creator joins it. */
    async create(viewer: Viewer, input: CreateInput): Promise<SupportGroup> {
      authorize(viewer, groupRules.create);
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
      authorize(viewer, groupRules.create);
      const { meetingDate, meetingTime, ...fields } = input;
      const changes: Record<string, unknown> = Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      );
      // The contract has checked that both come together and make a real IST instant.
      if (meetingDate !== undefined || meetingTime !== undefined)
        changes.meetingAt = meetingDate && meetingTime ? istInstant(meetingDate, meetingTime) : null;
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
        authorize(viewer, groupRules.edit, group);
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
      authorize(viewer, groupRules.delete);
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
      return present(row!, viewer);
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
