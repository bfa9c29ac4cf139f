import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { adminAuditLog, securityEvents } from '../db/schema/audit.js';
import type { DataRightsContribution } from './data-rights.js';

/**
 * An event's details as the member's copy holds them: without `by`, the administrator who changed
 * their role or banned them (auditRecords likewise says only whether the member acted, never who
 * else did). The audit log keeps the actor for the administrators.
 */
function withoutActor(details: Record<string, unknown>): Record<string, unknown> {
  const { by: _by, ...rest } = details;
  return rest;
}

/**
 * Security events (failed sign-ins, lock-outs) and the audit records about the member or by them.
 * The audit log stays, without who did what: the erasure itself is recorded with a keyed hash only.
 */
export function auditDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'platform',
    tables: {
      security_events: {
        export: { section: 'securityEvents' },
        erase: {
          user_id: 'deleted: every event of the member',
          subject: 'deleted: every event naming their e-mail (failed sign-ins, lock-outs)',
          ip_address: 'deleted with the events of the member',
        },
      },
      admin_audit_log: {
        export: { section: 'auditRecords' },
        erase: {
          admin_id: 'set null: the audit keeps what was done, not by whom',
          target_user_id: 'set null: the erasure itself is recorded with a keyed hash only',
        },
      },
      admin_setup_tokens: {
        export: { notExported: 'a spent one-time link; the promotion it made is in auditRecords' },
        erase: { used_by: 'set null: a spent one-time link' },
      },
    },
    async export({ id, email }) {
      return {
        sections: {
          securityEvents: (
            await db
              .select({
                eventType: securityEvents.eventType,
                severity: securityEvents.severity,
                ipAddress: securityEvents.ipAddress,
                details: securityEvents.details,
                createdAt: securityEvents.createdAt,
              })
              .from(securityEvents)
              .where(or(eq(securityEvents.userId, id), eq(securityEvents.subject, email)))
          ).map((event) => ({ ...event, details: withoutActor(event.details) })),
          auditRecords: await db
            .select({
              action: adminAuditLog.action,
              asAdministrator: sql<boolean>`${adminAuditLog.adminId} = ${id}`,
              details: adminAuditLog.details,
              createdAt: adminAuditLog.createdAt,
            })
            .from(adminAuditLog)
            .where(or(eq(adminAuditLog.targetUserId, id), eq(adminAuditLog.adminId, id))),
        },
      };
    },
    async erase(tx, { member }) {
      await tx
        .delete(securityEvents)
        .where(or(eq(securityEvents.userId, member.id), eq(securityEvents.subject, member.email)));
    },
  };
}
