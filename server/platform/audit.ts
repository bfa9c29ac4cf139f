import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { adminAuditLog, securityEvents } from '../db/schema/audit.js';

export type AuditAction =
  | 'promote_to_admin'
  | 'role_change'
  | 'admin_setup'
  | 'gallery_item_added'
  | 'gallery_item_updated'
  | 'gallery_item_removed'
  | 'forum_post_deleted'
  | 'reported_content_deleted'
  | 'story_deleted'
  | 'reveal_anonymous_author'
  | 'member_suspended'
  | 'suspension_lifted'
  | 'member_banned'
  | 'ban_lifted'
  | 'report_resolved'
  | 'data_export_prepared'
  | 'data_export_downloaded'
  | 'account_erased'
  | 'article_created'
  | 'article_updated'
  | 'article_deleted'
  | 'ngo_created'
  | 'ngo_updated'
  | 'ngo_deleted'
  | 'resource_created'
  | 'resource_updated'
  | 'resource_deleted'
  | 'support_group_created'
  | 'support_group_updated'
  | 'support_group_deleted'
  | 'group_message_removed'
  | 'event_updated'
  | 'event_deleted'
  | 'stat_created'
  | 'stat_updated'
  | 'stat_deleted'
  | 'daily_question_created'
  | 'daily_question_deleted'
  | 'contact_message_handled'
  | 'cost_scheme_created'
  | 'cost_scheme_updated'
  | 'cost_scheme_deleted'
  | 'mentor_trained'
  | 'mentor_training_removed'
  | 'donor_request_closed'
  | 'trust_level_locked'
  | 'trust_settings_changed'
  | 'held_post_approved'
  | 'held_post_rejected'
  | 'watched_word_added'
  | 'watched_word_changed'
  | 'watched_word_deleted';

/**
 * The member an action on content is recorded against: its author, unless the content was written
 * anonymously. Every administrator reads the audit log (the Security tab), so the log names the
 * content (type and id in the details), never an anonymous author; the one way to learn who wrote
 * anonymous content is the reveal, itself audited under the administrator who asked
 * (admin.reveal.ts). Every audit call about content that can be anonymous goes through this.
 */
export function auditedAuthor(
  content: { authorId: string | null; isAnonymous: boolean } | null | undefined,
): string | null {
  if (!content || content.isAnonymous) return null;
  return content.authorId;
}

/** Writes one audit row; pass the transaction when the change it records is part of one. */
export async function writeAudit(
  db: Pick<Database, 'insert'>,
  entry: {
    action: AuditAction;
    adminId: string | null;
    targetUserId: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    action: entry.action,
    adminId: entry.adminId,
    targetUserId: entry.targetUserId,
    details: entry.details ?? {},
  });
}

export async function recordSecurityEvent(
  db: Pick<Database, 'insert'>,
  event: {
    eventType: string;
    severity: 'info' | 'warn' | 'critical';
    userId?: string | null;
    subject?: string | null;
    ipAddress?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(securityEvents).values({
    eventType: event.eventType,
    severity: event.severity,
    userId: event.userId ?? null,
    subject: event.subject ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? {},
  });
}

/** The latest security events, newest first, filtered by severity and type (the Security tab). */
export async function latestSecurityEvents(
  db: Pick<Database, 'select'>,
  filter: { severity?: string; type?: string },
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [
    filter.severity ? eq(securityEvents.severity, filter.severity) : undefined,
    filter.type ? eq(securityEvents.eventType, filter.type) : undefined,
  ];
  return db
    .select()
    .from(securityEvents)
    .where(and(...conditions))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
}

/** The kinds of security event recorded so far, by name. */
export async function securityEventTypes(db: Pick<Database, 'selectDistinct'>, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: securityEvents.eventType })
    .from(securityEvents)
    .orderBy(securityEvents.eventType)
    .limit(limit);
  return rows.map((r) => r.type);
}

/** The latest audit rows, newest first. */
export async function latestAudit(db: Pick<Database, 'select'>, limit: number) {
  return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)).limit(limit);
}
