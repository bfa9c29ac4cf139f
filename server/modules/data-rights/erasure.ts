import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import {
  contactMessages,
  contentReports,
  eventAttendees,
  events,
  forumHearts,
  forumPosts,
  forumReplies,
  notifications,
  paymentOrders,
  paymentWebhookEvents,
  securityEvents,
  stories,
  storyHearts,
  supportGroupMembers,
  supportGroups,
  user,
  verification,
} from '../../db/schema/index.js';

/** The account that keeps erased members' posts, replies and stories, always shown as 'Anonymous'. */
export const ERASED_MEMBER_ID = 'erased-member';

/**
 * What erasure does with every column that is about a member: each column that references
 * `user.id`, each e-mail and client-address column, and the few that hold an id or an address
 * without saying so. data-rights.test.ts reads the schema and fails when a column of that kind is
 * missing here, so a new table is decided on before it ships.
 */
export const ERASURE_COVERAGE: Readonly<Record<string, string>> = {
  'user.id': 'deleted',
  'user.email': 'deleted with the account',
  'session.user_id': 'cascade: every session (and its IP address and device) ends',
  'session.ip_address': 'cascade with the session',
  'account.user_id': 'cascade: the password hash goes',
  'safety_plans.user_id': 'cascade: the personal safety plan goes',
  'verification.value': 'deleted: reset links of the member (the value is their id)',
  'verification.identifier': 'deleted: rows named by their e-mail',
  'admin_audit_log.admin_id': 'set null: the audit keeps what was done, not by whom',
  'admin_audit_log.target_user_id': 'set null: the erasure itself is recorded with a keyed hash only',
  'admin_setup_tokens.used_by': 'set null: a spent one-time link',
  'security_events.user_id': 'deleted: every event of the member',
  'security_events.subject': 'deleted: every event naming their e-mail (failed sign-ins, lock-outs)',
  'security_events.ip_address': 'deleted with the events of the member',
  'contact_messages.user_id': 'deleted: messages sent while signed in',
  'contact_messages.email': 'deleted: messages sent from their address, signed in or not',
  'contact_messages.ip': 'deleted with the messages',
  'contact_messages.handled_by': 'set null: an administrator who handled messages',
  'articles.author_id': 'set null: published articles stay, without an author',
  'gallery_items.created_by': 'set null: gallery items stay, without who added them',
  'events.host_id': 'set null: the event stays, without a host',
  'event_attendees.user_id': 'deleted, and each event counts its attendees again',
  'support_groups.created_by': 'set null: the group stays',
  'support_group_members.user_id': 'deleted, and each group counts its members again',
  'forum_posts.user_id': 'deleted, or moved to the Anonymous placeholder when the member keeps them',
  'forum_replies.user_id': 'deleted (one with answers stays as "deleted", without text), or moved to the placeholder',
  'forum_hearts.user_id': 'deleted, and each post counts its hearts again',
  'stories.user_id': 'deleted, or moved to the placeholder',
  'story_hearts.user_id': 'deleted, and each story counts its hearts again',
  'question_responses.user_id': 'cascade',
  'chat_conversations.user_id': 'cascade',
  'chat_messages.user_id': 'cascade',
  'chat_safety_events.user_id': 'cascade',
  'companion_files.user_id': 'cascade; the files are removed from storage',
  'profiles.user_id': 'cascade; the avatar is removed from storage',
  'member_settings.user_id': 'cascade',
  'connections.requester_id': 'cascade',
  'connections.receiver_id': 'cascade',
  'member_blocks.blocker_id': 'cascade',
  'member_blocks.blocked_id': 'cascade',
  'private_messages.sender_id': 'cascade; reports of those messages are deleted',
  'private_messages.receiver_id': 'cascade',
  'conversation_members.user_id': 'cascade',
  'conversation_members.other_id': 'cascade: the erased member leaves every inbox',
  'notifications.user_id': "cascade; other members' notifications that name the member are deleted",
  'content_reports.reporter_id': 'cascade; reports about the member (their profile, messages, removed content) are deleted',
  'content_reports.resolved_by': 'set null',
  'data_exports.user_id': 'cascade; the archives are removed from storage',
  'payment_orders.user_id': 'set null on completed payments (kept for the accounts, see payer_email); the others are deleted',
  'payment_orders.payer_email':
    "completed payments keep the payer's name and e-mail: donation records the law requires us to keep (decision 0035); orders never paid are deleted with their webhook deliveries",
  'ngos.contact_email': "not a member's: an organisation's public address",
};

/**
 * Everything of the member that the deletion of their user row would not take, or would take
 * leaving something wrong behind (counters, reports, other people's notifications, rows keyed by
 * their e-mail), done inside the deletion's transaction, before the row goes.
 */
export async function eraseAlongside(tx: Transaction, member: { id: string; email: string; name: string }, keepPostsAnonymous: boolean): Promise<void> {
  const id = member.id;
  const email = member.email.trim().toLowerCase();
  const now = new Date();
  await tx
    .insert(user)
    .values({ id: ERASED_MEMBER_ID, name: 'Former member', email: 'erased-member@fortitude.invalid', emailVerified: true, role: 'patient', banned: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing();

  // Reports about the member: their profile, the messages they sent, and content that goes now.
  const ownContent = [
    sql`(${contentReports.targetType} = 'profile' and ${contentReports.targetId} = ${id})`,
    sql`(${contentReports.targetType} = 'private_message' and ${contentReports.targetId} in (select id::text from private_messages where sender_id = ${id}))`,
  ];
  if (!keepPostsAnonymous) {
    ownContent.push(
      sql`(${contentReports.targetType} = 'forum_post' and ${contentReports.targetId} in (select id::text from forum_posts where user_id = ${id}))`,
      sql`(${contentReports.targetType} = 'forum_reply' and ${contentReports.targetId} in (select id::text from forum_replies where user_id = ${id}))`,
      sql`(${contentReports.targetType} = 'story' and ${contentReports.targetId} in (select id::text from stories where user_id = ${id}))`,
    );
  }
  await tx.delete(contentReports).where(or(...ownContent));

  // Other members' notifications that name the member: each that links to them, and each that
  // carries their name to someone they were connected with or wrote to (a connection request).
  await tx.delete(notifications).where(
    and(
      ne(notifications.userId, id),
      or(
        sql`strpos(${notifications.actionUrl}, ${id}) > 0`,
        and(
          inArray(notifications.template, ['connectionRequest', 'connectionAccepted', 'newMessage']),
          sql`${notifications.params}->>'name' = ${member.name}`,
          sql`${notifications.userId} in (select receiver_id from connections where requester_id = ${id} union select requester_id from connections where receiver_id = ${id} union select receiver_id from private_messages where sender_id = ${id})`,
        ),
      ),
    ),
  );

  // Hearts, registrations and memberships go, and what they counted is counted again.
  const hearted = await tx.delete(forumHearts).where(eq(forumHearts.userId, id)).returning({ postId: forumHearts.postId });
  const storiesHearted = await tx.delete(storyHearts).where(eq(storyHearts.userId, id)).returning({ storyId: storyHearts.storyId });
  const attended = await tx.delete(eventAttendees).where(eq(eventAttendees.userId, id)).returning({ eventId: eventAttendees.eventId });
  const joined = await tx.delete(supportGroupMembers).where(eq(supportGroupMembers.userId, id)).returning({ groupId: supportGroupMembers.groupId });

  const repliedTo = new Set<string>();
  if (keepPostsAnonymous) {
    await tx.update(forumPosts).set({ userId: ERASED_MEMBER_ID, isAnonymous: true }).where(eq(forumPosts.userId, id));
    await tx.update(forumReplies).set({ userId: ERASED_MEMBER_ID, isAnonymous: true }).where(eq(forumReplies.userId, id));
    await tx.update(stories).set({ userId: ERASED_MEMBER_ID, isAnonymous: true }).where(eq(stories.userId, id));
  } else {
    await tx.delete(forumPosts).where(eq(forumPosts.userId, id));
    await tx.delete(stories).where(eq(stories.userId, id));
    // A reply that others answered keeps its place without its text, as when its author deletes it.
    await tx
      .update(forumReplies)
      .set({ userId: ERASED_MEMBER_ID, isAnonymous: true, content: '', deletedAt: now })
      .where(and(eq(forumReplies.userId, id), sql`exists (select 1 from forum_replies c where c.parent_id = ${forumReplies.id} and c.user_id <> ${id})`));
    const removed = await tx.delete(forumReplies).where(eq(forumReplies.userId, id)).returning({ postId: forumReplies.postId, parentId: forumReplies.parentId });
    for (const r of removed) repliedTo.add(r.postId);
    const parents = [...new Set(removed.map((r) => r.parentId).filter((p): p is string => Boolean(p)))];
    if (parents.length > 0) {
      await tx.delete(forumReplies).where(and(inArray(forumReplies.id, parents), isNotNull(forumReplies.deletedAt), sql`not exists (select 1 from forum_replies c where c.parent_id = ${forumReplies.id})`));
    }
  }
  const posts = [...new Set([...hearted.map((h) => h.postId), ...repliedTo])];
  if (posts.length > 0) {
    await tx
      .update(forumPosts)
      .set({
        heartCount: sql`(select count(*)::int from forum_hearts h where h.post_id = ${forumPosts.id})`,
        replyCount: sql`(select count(*)::int from forum_replies r where r.post_id = ${forumPosts.id} and r.deleted_at is null)`,
      })
      .where(inArray(forumPosts.id, posts));
  }
  const storyIds = [...new Set(storiesHearted.map((h) => h.storyId))];
  if (storyIds.length > 0) {
    await tx.update(stories).set({ heartCount: sql`(select count(*)::int from story_hearts h where h.story_id = ${stories.id})` }).where(inArray(stories.id, storyIds));
  }
  const eventIds = [...new Set(attended.map((a) => a.eventId))];
  if (eventIds.length > 0) {
    await tx.update(events).set({ attendeeCount: sql`(select count(*)::int from event_attendees a where a.event_id = ${events.id})` }).where(inArray(events.id, eventIds));
  }
  const groupIds = [...new Set(joined.map((j) => j.groupId))];
  if (groupIds.length > 0) {
    await tx.update(supportGroups).set({ memberCount: sql`(select count(*)::int from support_group_members m where m.group_id = ${supportGroups.id})` }).where(inArray(supportGroups.id, groupIds));
  }

  // Rows keyed by the member's id or e-mail without a foreign key, or kept by 'set null'.
  await tx.delete(securityEvents).where(or(eq(securityEvents.userId, id), eq(securityEvents.subject, email)));
  await tx.delete(contactMessages).where(or(eq(contactMessages.userId, id), sql`lower(${contactMessages.email}) = ${email}`));
  await tx.delete(verification).where(or(eq(verification.value, id), sql`lower(${verification.identifier}) = ${email}`));
  const unpaid = await tx
    .delete(paymentOrders)
    .where(and(ne(paymentOrders.status, 'completed'), or(eq(paymentOrders.userId, id), sql`lower(${paymentOrders.payerEmail}) = ${email}`)))
    .returning({ providerOrderId: paymentOrders.providerOrderId });
  if (unpaid.length > 0) await tx.delete(paymentWebhookEvents).where(inArray(paymentWebhookEvents.providerOrderId, unpaid.map((o) => o.providerOrderId)));
}
