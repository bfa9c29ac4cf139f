import type { Database } from '../db/client.js';
import { adminAuditLog, securityEvents } from '../db/schema/index.js';

export type AuditAction =
  | 'promote_to_admin'
  | 'role_change'
  | 'admin_setup'
  | 'gallery_item_added'
  | 'gallery_item_updated'
  | 'gallery_item_removed'
  | 'forum_post_deleted'
  | 'reveal_anonymous_author'
  | 'member_suspended'
  | 'suspension_lifted'
  | 'member_banned'
  | 'ban_lifted'
  | 'report_resolved'
  | 'data_export_prepared'
  | 'data_export_downloaded'
  | 'account_erased';

/** Writes one audit row; pass the transaction when the change it records is part of one. */
export async function writeAudit(
  db: Pick<Database, 'insert'>,
  entry: { action: AuditAction; adminId: string | null; targetUserId: string | null; details?: Record<string, unknown> },
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
