// Queries: what the support groups read, each a function of the service's context (decision 0069).
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GroupLimits,
  GroupMessages,
  type GroupDetail,
  type GroupMemberList,
  type GroupMessage,
  type GroupMessagePage,
  type GroupPage,
  type HostedGroupMembers,
  type ListGroupMessagesQuery,
  type ListGroupsQuery,
  type SupportGroup,
} from '../../../contracts/support-groups.js';
import { supportGroupMembers, supportGroupMessages, supportGroups } from '../../db/schema/support-groups.js';
import type { Viewer } from '../../platform/access.js';
import { authorize } from '../../platform/authorize.js';
import { keyset } from '../../platform/cursor.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { boxSearch, tableSearchSource, type SearchSource } from '../../platform/search.js';
import type { SupportGroupsContext } from './support-groups.context.js';
import { personOf, present, presentMessages, type MessageRow } from './support-groups.presenters.js';
import {
  canEditGroup,
  groupRules,
  groupsManagedBy,
  groupsVisibleTo,
  seesInsideGroup,
} from './support-groups.policy.js';

export type ListInput = z.output<typeof ListGroupsQuery>;

const messagesNewestFirst = keyset({
  columns: [supportGroupMessages.createdAt, supportGroupMessages.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
const newestFirst = keyset({
  columns: [supportGroups.createdAt, supportGroups.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

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

/** Groups with what the presenter needs, and whether this viewer joined each. */
export const select = (ctx: SupportGroupsContext, viewer: Viewer | null) =>
  ctx.db
    .select({
      id: supportGroups.id,
      name: supportGroups.name,
      description: supportGroups.description,
      nameHi: supportGroups.nameHi,
      descriptionHi: supportGroups.descriptionHi,
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

export const messageRows = (ctx: SupportGroupsContext) =>
  ctx.db
    .select({
      id: supportGroupMessages.id,
      groupId: supportGroupMessages.groupId,
      userId: supportGroupMessages.userId,
      content: supportGroupMessages.content,
      createdAt: supportGroupMessages.createdAt,
      cursorAt: sql<string>`${supportGroupMessages.createdAt}::text`,
    })
    .from(supportGroupMessages);

/** Messages with their authors' faces, as the reader may act on them. */
export async function messagesOf(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  group: { createdBy: string | null },
  rows: MessageRow[],
): Promise<GroupMessage[]> {
  return presentMessages(viewer, group, rows, await ctx.cardsOf(rows.map((r) => r.userId)));
}

export function searchSource(ctx: SupportGroupsContext): SearchSource {
  // Search boxes: every word; Forti's questions: any word that carries meaning, ranked. Public groups only.
  return tableSearchSource({
    domain: 'support-groups',
    db: ctx.db,
    table: supportGroups,
    document: supportGroups.search,
    modes: 'all-and-any',
    select: {
      name: supportGroups.name,
      summary: sql<string>`left(coalesce(${supportGroups.description}, ''), 200)`,
      nameHi: supportGroups.nameHi,
      summaryHi: sql<string | null>`left(${supportGroups.descriptionHi}, 200)`,
    },
    visible: () => sql`not ${supportGroups.isPrivate}`,
    present: (r) => ({
      title: r.name,
      summary: r.summary,
      hi: { title: r.nameHi, summary: r.summaryHi },
      url: `/support-groups?q=${encodeURIComponent(r.name)}`,
    }),
  });
}

export async function get(ctx: SupportGroupsContext, id: string, viewer: Viewer | null): Promise<SupportGroup> {
  const [row] = await select(ctx, viewer).where(and(eq(supportGroups.id, id), visibleTo(viewer)));
  if (!row) throw notFound(GroupMessages.notFound);
  return present(row, viewer);
}

/** The group as this viewer may see it (404 otherwise), whether they belong, see inside and manage it. */
export async function open(ctx: SupportGroupsContext, viewer: Viewer | null, id: string) {
  const [row] = await select(ctx, viewer).where(and(eq(supportGroups.id, id), visibleTo(viewer)));
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
async function openInside(ctx: SupportGroupsContext, viewer: Viewer, id: string) {
  const group = await open(ctx, viewer, id);
  if (!group.inside) throw forbidden(GroupMessages.membersOnly);
  return group;
}

/** A group's page: its host, its meeting (the link inside only), and the reader's own choice. */
export async function detail(ctx: SupportGroupsContext, viewer: Viewer | null, id: string): Promise<GroupDetail> {
  const { row, joinedByViewer, manages } = await open(ctx, viewer, id);
  const host = row.createdBy ? (await ctx.cardsOf([row.createdBy])).get(row.createdBy) : undefined;
  let showMe: boolean | null = null;
  if (viewer && joinedByViewer) {
    const [m] = await ctx.db
      .select({ showInList: supportGroupMembers.showInList })
      .from(supportGroupMembers)
      .where(and(eq(supportGroupMembers.groupId, id), eq(supportGroupMembers.userId, viewer.id)));
    showMe = m?.showInList ?? false;
  }
  return { ...present(row, viewer), host: host ? personOf(host) : null, canManage: manages, showMe };
}

/** The groups the member joined, the newest membership first ('My groups'). */
export async function mine(ctx: SupportGroupsContext, viewer: Viewer): Promise<{ items: SupportGroup[] }> {
  const rows = await select(ctx, viewer)
    .innerJoin(
      supportGroupMembers,
      and(eq(supportGroupMembers.groupId, supportGroups.id), eq(supportGroupMembers.userId, viewer.id)),
    )
    .orderBy(desc(supportGroupMembers.createdAt))
    .limit(GroupLimits.membersPageMax);
  return { items: rows.map((r) => present(r, viewer)) };
}

/** Members who chose to be shown, oldest membership first, for those inside; never across a block. */
export async function members(ctx: SupportGroupsContext, viewer: Viewer, id: string): Promise<GroupMemberList> {
  const { row } = await openInside(ctx, viewer, id);
  const shown = await ctx.db
    .select({ userId: supportGroupMembers.userId })
    .from(supportGroupMembers)
    .where(and(eq(supportGroupMembers.groupId, id), eq(supportGroupMembers.showInList, true)))
    .orderBy(asc(supportGroupMembers.createdAt))
    .limit(GroupLimits.membersPageMax);
  const ids = shown.map((m) => m.userId);
  const [cards, hidden] = await Promise.all([ctx.cardsOf(ids), ctx.blocked(viewer, ids)]);
  return {
    items: ids.flatMap((uid) => {
      const card = cards.get(uid);
      return card && !hidden.has(uid) ? [personOf(card)] : [];
    }),
    total: row.memberCount,
  };
}

/** Every member, for the group's host and administrators (the NGO dashboard). */
export async function hostedMembers(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  id: string,
): Promise<HostedGroupMembers> {
  const [group] = await ctx.db
    .select({ createdBy: supportGroups.createdBy })
    .from(supportGroups)
    .where(eq(supportGroups.id, id));
  if (!group) throw notFound(GroupMessages.notFound);
  authorize(viewer, groupRules.edit, group);
  const rows = await ctx.db
    .select({
      userId: supportGroupMembers.userId,
      joinedAt: supportGroupMembers.createdAt,
      showInList: supportGroupMembers.showInList,
    })
    .from(supportGroupMembers)
    .where(eq(supportGroupMembers.groupId, id))
    .orderBy(asc(supportGroupMembers.createdAt))
    .limit(GroupLimits.membersMax);
  const cards = await ctx.cardsOf(rows.map((r) => r.userId));
  return {
    items: rows.flatMap((r) => {
      const card = cards.get(r.userId);
      return card ? [{ ...personOf(card), joinedAt: r.joinedAt.toISOString(), showInList: r.showInList }] : [];
    }),
  };
}

/** The conversation, newest first, for those inside; a message across a block is not shown. */
export async function messages(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  id: string,
  query: z.output<typeof ListGroupMessagesQuery>,
): Promise<GroupMessagePage> {
  const { row: group } = await openInside(ctx, viewer, id);
  const rows = await messageRows(ctx)
    .where(and(eq(supportGroupMessages.groupId, id), messagesNewestFirst.after(query.cursor)))
    .orderBy(...messagesNewestFirst.orderBy)
    .limit(query.limit + 1);
  const page = messagesNewestFirst.page(rows, query.limit, (r) => [r.cursorAt, r.id]);
  const hidden = await ctx.blocked(
    viewer,
    page.items.map((r) => r.userId),
  );
  return {
    items: await messagesOf(
      ctx,
      viewer,
      group,
      page.items.filter((r) => !hidden.has(r.userId)),
    ),
    nextCursor: page.nextCursor,
  };
}

/** A message the member may report: one they can read (404 for anyone else, as if it did not exist). */
export async function requireReadableMessage(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  id: string,
  messageId: string,
): Promise<void> {
  const group = await open(ctx, viewer, id);
  const [found] = await ctx.db
    .select({ id: supportGroupMessages.id })
    .from(supportGroupMessages)
    .where(and(eq(supportGroupMessages.id, messageId), eq(supportGroupMessages.groupId, id)));
  if (!group.inside || !found) throw notFound(GroupMessages.messageNotFound);
}

export async function list(ctx: SupportGroupsContext, query: ListInput, viewer: Viewer | null): Promise<GroupPage> {
  const conditions: (SQL | undefined)[] = [newestFirst.after(query.cursor), visibleTo(viewer)];
  if (query.q) {
    const found = boxSearch(
      supportGroups.search,
      sql`concat_ws(' ', ${supportGroups.name}, ${supportGroups.description}, ${supportGroups.nameHi}, ${supportGroups.descriptionHi})`,
      query.q,
    );
    if (!found) return { items: [], nextCursor: null };
    conditions.push(found);
  }
  const rows = await select(ctx, viewer)
    .where(and(...conditions))
    .orderBy(...newestFirst.orderBy)
    .limit(query.limit + 1);
  const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: page.items.map((r) => present(r, viewer)), nextCursor: page.nextCursor };
}

/** The groups this host manages (an administrator: every group), newest first, for the NGO dashboard. */
export async function listHosted(ctx: SupportGroupsContext, query: ListInput, viewer: Viewer): Promise<GroupPage> {
  const scope = groupsManagedBy(viewer);
  const conditions: (SQL | undefined)[] = [
    newestFirst.after(query.cursor),
    scope === 'all' ? undefined : eq(supportGroups.createdBy, scope.createdBy),
  ];
  const rows = await select(ctx, viewer)
    .where(and(...conditions))
    .orderBy(...newestFirst.orderBy)
    .limit(query.limit + 1);
  const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: page.items.map((r) => present(r, viewer)), nextCursor: page.nextCursor };
}

export async function count(ctx: SupportGroupsContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(supportGroups);
  return row?.n ?? 0;
}

/** The groups anyone can see and join (not private): the home page's and the hub's count. */
export async function countPublic(ctx: SupportGroupsContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportGroups)
    .where(sql`not ${supportGroups.isPrivate}`);
  return row?.n ?? 0;
}
