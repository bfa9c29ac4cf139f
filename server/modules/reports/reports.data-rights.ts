import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentReports } from '../../db/schema/reports.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Reports filed by the member (in the copy), and every report about them or their content that goes. */
export function reportsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'reports',
    // After the content domains have said which of the member's content goes.
    stage: 'references',
    tables: {
      content_reports: {
        export: { section: 'reportsFiled' },
        erase: {
          reporter_id: 'cascade; reports about the member (their profile, messages, removed content) are deleted',
          resolved_by: 'set null',
          deleted_author_id: 'cascade; the record of what the member wrote and deleted goes with them',
        },
      },
    },
    async export({ id: userId }) {
      return {
        sections: {
          reportsFiled: await db
            .select({
              id: contentReports.id,
              targetType: contentReports.targetType,
              targetId: contentReports.targetId,
              reason: contentReports.reason,
              note: contentReports.note,
              status: contentReports.status,
              createdAt: contentReports.createdAt,
            })
            .from(contentReports)
            .where(eq(contentReports.reporterId, userId)),
        },
      };
    },
    async erase(tx, erasure) {
      const byType = new Map<string, string[]>([['profile', [erasure.member.id]]]);
      for (const { targetType, targetId } of erasure.goneContent)
        byType.set(targetType, [...(byType.get(targetType) ?? []), targetId]);
      const about: SQL[] = [];
      for (const [type, ids] of byType)
        if (ids.length > 0)
          about.push(and(eq(contentReports.targetType, type), inArray(contentReports.targetId, ids))!);
      await tx.delete(contentReports).where(or(...about));
    },
  };
}
