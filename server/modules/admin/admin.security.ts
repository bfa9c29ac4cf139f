import type { z } from 'zod';
import type { AuditLog, SecurityEventList, SecurityEventsQuery } from '../../../contracts/admin.js';
import type { Database } from '../../db/client.js';
import { latestAudit, latestSecurityEvents, securityEventTypes } from '../../platform/audit.js';
import type { AccountsService } from '../accounts/index.js';

type Severity = 'critical' | 'warn' | 'info';

/**
 * A sanction taken in the moderation queue on anonymous content (admin.members.ts): its row names
 * no member, only the report and the content, and readers show it as "a member (from an anonymous report)".
 */
const fromAnonymousReport = (member: string | null, details: Record<string, unknown>) =>
  member === null && typeof details.viaReport === 'string';

/** The Security tab: the latest 100 security events (filtered by severity and type) and the latest 50 audit rows. */
export function createSecurityMonitor(deps: { db: Database; accounts: Pick<AccountsService, 'namesByIds'> }) {
  const { db, accounts } = deps;
  return {
    async events(query: z.output<typeof SecurityEventsQuery>): Promise<SecurityEventList> {
      const [rows, types] = await Promise.all([
        latestSecurityEvents(db, { severity: query.severity, type: query.type }, 100),
        securityEventTypes(db, 100),
      ]);
      const names = await accounts.namesByIds(rows.map((e) => e.userId));
      return {
        items: rows.map((e) => ({
          id: e.id,
          eventType: e.eventType,
          severity: (['critical', 'warn', 'info'].includes(e.severity) ? e.severity : 'info') as Severity,
          userId: e.userId,
          userName: (e.userId && names.get(e.userId)) ?? null,
          fromAnonymousReport: fromAnonymousReport(e.userId, e.details),
          subject: e.subject,
          ipAddress: e.ipAddress,
          details: e.details,
          createdAt: e.createdAt.toISOString(),
        })),
        types,
      };
    },

    async audit(): Promise<AuditLog> {
      const rows = await latestAudit(db, 50);
      const names = await accounts.namesByIds(rows.flatMap((a) => [a.adminId, a.targetUserId]));
      return {
        items: rows.map((a) => ({
          id: a.id,
          action: a.action,
          adminId: a.adminId,
          adminName: (a.adminId && names.get(a.adminId)) ?? null,
          targetUserId: a.targetUserId,
          targetName: (a.targetUserId && names.get(a.targetUserId)) ?? null,
          fromAnonymousReport: fromAnonymousReport(a.targetUserId, a.details),
          details: a.details,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type SecurityMonitor = ReturnType<typeof createSecurityMonitor>;
