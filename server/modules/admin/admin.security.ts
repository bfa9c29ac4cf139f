import { aliasedTable, and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditLog, SecurityEventList, SecurityEventsQuery } from '../../../contracts/admin.js';
import type { Database } from '../../db/client.js';
import { adminAuditLog, securityEvents, user } from '../../db/schema/index.js';

type Severity = 'critical' | 'warn' | 'info';

/** The Security tab: the latest 100 security events (filtered by severity and type) and the latest 50 audit rows. */
export function createSecurityMonitor(deps: { db: Database }) {
  const { db } = deps;
  return {
    async events(query: z.output<typeof SecurityEventsQuery>): Promise<SecurityEventList> {
      const conditions: (SQL | undefined)[] = [query.severity ? eq(securityEvents.severity, query.severity) : undefined, query.type ? eq(securityEvents.eventType, query.type) : undefined];
      const [rows, types] = await Promise.all([
        db
          .select({ e: securityEvents, userName: user.name })
          .from(securityEvents)
          .leftJoin(user, eq(user.id, securityEvents.userId))
          .where(and(...conditions))
          .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
          .limit(100),
        db.selectDistinct({ type: securityEvents.eventType }).from(securityEvents).orderBy(securityEvents.eventType).limit(100),
      ]);
      return {
        items: rows.map(({ e, userName }) => ({
          id: e.id,
          eventType: e.eventType,
          severity: (['critical', 'warn', 'info'].includes(e.severity) ? e.severity : 'info') as Severity,
          userId: e.userId,
          userName: userName ?? null,
          subject: e.subject,
          ipAddress: e.ipAddress,
          details: e.details,
          createdAt: e.createdAt.toISOString(),
        })),
        types: types.map((t) => t.type),
      };
    },

    async audit(): Promise<AuditLog> {
      const admin = aliasedTable(user, 'audit_admin');
      const target = aliasedTable(user, 'audit_target');
      const rows = await db
        .select({ a: adminAuditLog, adminName: admin.name, targetName: target.name })
        .from(adminAuditLog)
        .leftJoin(admin, eq(admin.id, adminAuditLog.adminId))
        .leftJoin(target, eq(target.id, adminAuditLog.targetUserId))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(50);
      return {
        items: rows.map(({ a, adminName, targetName }) => ({
          id: a.id,
          action: a.action,
          adminId: a.adminId,
          adminName: adminName ?? null,
          targetUserId: a.targetUserId,
          targetName: targetName ?? null,
          details: a.details,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type SecurityMonitor = ReturnType<typeof createSecurityMonitor>;
