// Commands: every change to the support groups, each a function of the service's context (decision 0069).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fillMissingHindi } from '../../platform/bilingual.js';
import { istInstant } from '../../../contracts/events.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import {
  GroupLimits,
  GroupMessages,
  type CreateGroupBody,
  type GroupMessage,
  type GroupType,
  type SupportGroup,
  type UpdateGroupBody,
} from '../../../contracts/support-groups.js';
import type { Database } from '../../db/client.js';
import { supportGroupMembers, supportGroupMessages, supportGroups } from '../../db/schema/support-groups.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { authorize } from '../../platform/authorize.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';
import type { SupportGroupsContext } from './support-groups.context.js';
import { groupRules, isAuditedGroupChange, isAuditedMessageRemoval } from './support-groups.policy.js';
import { present } from './support-groups.presenters.js';
import { get, messageRows, messagesOf, open, select } from './support-groups.queries.js';

type CreateInput = z.output<typeof CreateGroupBody>;

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

export interface SampleGroup {
  name: string;
  description: string;
  /** The Hindi of the name and description (decision 0076). */
  hi?: { name: string; description: string };
  groupType: GroupType;
  maxMembers: number;
  creator: number;
  members: number[];
}

/** The member's own 'Show me in the member list' (decision 0063: off until they turn it on). */
export async function choose(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  id: string,
  showInList: boolean,
): Promise<{ showInList: boolean }> {
  await open(ctx, viewer, id);
  const [row] = await ctx.db
    .update(supportGroupMembers)
    .set({ showInList })
    .where(and(eq(supportGroupMembers.groupId, id), eq(supportGroupMembers.userId, viewer.id)))
    .returning({ showInList: supportGroupMembers.showInList });
  if (!row) throw conflict(GroupMessages.notMember);
  return row;
}

/**
 * A member writes in the conversation: members only, never while suspended (a banned member has
 * no session), within the hourly limit. `groupIsPrivate` tells the screening whether a crisis
 * is filed for the moderators (a public group's words, as its name and description); the
 * answer's schema drops it.
 */
export async function post(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  id: string,
  content: string,
): Promise<GroupMessage & { groupIsPrivate: boolean }> {
  assertMayContribute(viewer);
  const { row: group, joinedByViewer } = await open(ctx, viewer, id);
  authorize(viewer, groupRules.post, { joinedByViewer });
  await ctx.memberLimits.take(messagesPerHour, viewer.id);
  const [created] = await ctx.db
    .insert(supportGroupMessages)
    .values({ groupId: id, userId: viewer.id, content })
    .returning({ id: supportGroupMessages.id });
  const rows = await messageRows(ctx).where(eq(supportGroupMessages.id, created!.id));
  const [message] = await messagesOf(ctx, viewer, group, rows);
  return { ...message!, groupIsPrivate: group.isPrivate };
}

/** Its author, the group's host or an administrator removes a message; moderation is audited. */
export async function removeMessage(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  id: string,
  messageId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
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
}

/** A host who loses the role passes their groups to the administrators (no creator; still listed). */
export async function releaseHost(tx: Pick<Database, 'update'>, userId: string): Promise<void> {
  await tx.update(supportGroups).set({ createdBy: null }).where(eq(supportGroups.createdBy, userId));
}

/** Admins and NGOs create groups (checked on the route and here); the creator joins it. */
export async function create(ctx: SupportGroupsContext, viewer: Viewer, input: CreateInput): Promise<SupportGroup> {
  authorize(viewer, groupRules.create);
  await ctx.memberLimits.take(groupsPerHour, viewer.id);
  const id = await ctx.db.transaction(async (tx) => {
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
  return get(ctx, id, viewer);
}

/** The columns an edit sets: what it names, and the meeting's instant when its date or time is named. */
function groupChanges(input: z.output<typeof UpdateGroupBody>): Record<string, unknown> {
  const { meetingDate, meetingTime, ...fields } = input;
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  // The contract has checked that both come together and make a real IST instant.
  if (meetingDate !== undefined || meetingTime !== undefined)
    changes.meetingAt = meetingDate && meetingTime ? istInstant(meetingDate, meetingTime) : null;
  return changes;
}

/** Admins edit any group, NGOs the groups they created; the limit never drops below the members it has. */
export async function update(
  ctx: SupportGroupsContext,
  viewer: Viewer,
  id: string,
  input: z.output<typeof UpdateGroupBody>,
): Promise<SupportGroup> {
  // Only hosts may try: anyone else is refused before learning whether the group exists.
  authorize(viewer, groupRules.create);
  const changes = groupChanges(input);
  await ctx.db.transaction(async (tx) => {
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
      throw conflict(GroupMessages.belowMembers({ members: group.memberCount }));
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
  return get(ctx, id, viewer);
}

export async function remove(ctx: SupportGroupsContext, viewer: Viewer, id: string): Promise<void> {
  authorize(viewer, groupRules.delete);
  await ctx.db.transaction(async (tx) => {
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
}

/** Joins the group: once per member, and never past its size (the group row is locked while counting). */
export async function join(ctx: SupportGroupsContext, viewer: Viewer, id: string): Promise<SupportGroup> {
  await get(ctx, id, viewer);
  await ctx.memberLimits.take(membershipsPerHour, viewer.id);
  await ctx.db.transaction(async (tx) => {
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
  return get(ctx, id, viewer);
}

export async function leave(ctx: SupportGroupsContext, viewer: Viewer, id: string): Promise<SupportGroup> {
  await ctx.memberLimits.take(membershipsPerHour, viewer.id);
  await ctx.db.transaction(async (tx) => {
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
  const [row] = await select(ctx, viewer).where(eq(supportGroups.id, id));
  return present(row!, viewer);
}

export async function seedSample(ctx: SupportGroupsContext, samples: SampleGroup[], people: string[]): Promise<number> {
  if (people.length === 0) return 0;
  const at = (i: number) => people[i % people.length]!;
  await ctx.db.transaction(async (tx) => {
    for (const [i, s] of samples.entries()) {
      const members = [...new Set(s.members.map(at))].slice(0, s.maxMembers);
      const [row] = await tx
        .insert(supportGroups)
        .values({
          name: s.name,
          description: s.description,
          nameHi: s.hi?.name ?? null,
          descriptionHi: s.hi?.description ?? null,
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
}

/** A site seeded by an earlier release: its sample groups get their Hindi (decision 0076), by name, where none is written. */
export function fillSampleHindi(ctx: SupportGroupsContext, samples: SampleGroup[]): Promise<number> {
  return fillMissingHindi(
    ctx.db,
    supportGroups,
    supportGroups.name,
    supportGroups.nameHi,
    samples.map((s) => ({ key: s.name, set: { nameHi: s.hi?.name, descriptionHi: s.hi?.description } })),
  );
}
