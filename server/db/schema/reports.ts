import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.js';

/**
 * Members' reports of a forum post, a forum reply, a story (issue 11), a private message or a profile (issue 12), kept for the moderation
 * queue. One report per member and target: a repeat is the same report. The target is named by
 * type and id rather than a foreign key, so a report outlives the content it was about.
 *
 * A public post, reply, story, anonymous daily answer, profile, event or support group that signals
 * a crisis (the safety module's detector, through the screening hook of decision 0059) is filed here
 * by the system (decision 0032): no reporter, its risk kind, queue rank 0 so that it leads the
 * moderation queue; one such item per content however often the signal repeats.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Null for a possible crisis filed by the system. */
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /**
     * What the system filed (no reporter): 'self_harm' or 'medical_emergency' for a possible crisis,
     * 'watched_word' for public text an administrator's watched word flags (the patterns in note),
     * 'abuse_checks' for a Member's post the abuse checks would stop (the harms in note; issue 41,
     * decision 0082); null for a member's report. One system item per content; a crisis replaces a flag.
     */
    crisisKind: text('crisis_kind'),
    /**
     * The open queue's order: 0 (a possible crisis, urgent), then 1 (content hidden by members'
     * flags until reviewed, issue 41), then 2 (a member's report), then oldest first.
     */
    queueRank: integer('queue_rank').notNull().default(2),
    /** 'open' until a moderator resolves it: then 'actioned' or 'dismissed'. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The moderator's action (dismiss, warning, remove, suspend, ban), by whom and when. */
    resolution: text('resolution'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * The reported content was deleted outside the queue (issue 44: by its author, or by an
     * administrator's delete button): when, by whom ('author' or 'moderator'), and what it said,
     * so that the queue keeps the record. The author's id is kept apart, so that erasing the author
     * erases the record with them (the foreign key's cascade).
     */
    contentDeletedAt: timestamp('content_deleted_at', { withTimezone: true }),
    contentDeletedBy: text('content_deleted_by'),
    deletedContent: jsonb('deleted_content').$type<{
      title: string | null;
      excerpt: string;
      authorName: string | null;
      isAnonymous: boolean;
    }>(),
    deletedAuthorId: text('deleted_author_id').references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('content_reports_target_reporter_uq').on(t.targetType, t.targetId, t.reporterId),
    index('content_reports_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // One possible-crisis item per content: a repeat signal is the same item.
    uniqueIndex('content_reports_crisis_uq')
      .on(t.targetType, t.targetId)
      .where(sql`${t.reporterId} is null`),
    // The open queue's page: urgent first, then oldest first.
    index('content_reports_open_queue_idx')
      .on(t.queueRank, t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    index('content_reports_reporter_idx').on(t.reporterId),
    index('content_reports_deleted_author_idx')
      .on(t.deletedAuthorId)
      .where(sql`${t.deletedAuthorId} is not null`),
    check('content_reports_deleted_by_ck', sql`${t.contentDeletedBy} in ('author', 'moderator') is not false`),
    check(
      'content_reports_crisis_ck',
      sql`(${t.reporterId} is null) = (${t.crisisKind} is not null) and ${t.crisisKind} in ('self_harm', 'medical_emergency', 'watched_word', 'abuse_checks') is not false and (case when ${t.crisisKind} is null or ${t.crisisKind} in ('watched_word', 'abuse_checks') then ${t.queueRank} in (1, 2) else ${t.queueRank} = 0 end)`,
    ),
    check(
      'content_reports_target_type_ck',
      sql`${t.targetType} in ('forum_post', 'forum_reply', 'story', 'private_message', 'profile', 'daily_answer', 'event', 'support_group', 'group_message', 'donor_request')`,
    ),
  ],
);
