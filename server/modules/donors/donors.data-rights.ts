import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { donorAsks, donorProfiles, donorRequests } from '../../db/schema/donors.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/**
 * A member's donor profile, the requests they made and the requests that reached them as a donor:
 * all in their copy; at erasure all go (their requests with everyone's answers to them, and the
 * reports about those requests).
 */
export function donorsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'donors',
    tables: {
      donor_profiles: { export: { section: 'donorProfile' }, erase: { user_id: 'deleted' } },
      donor_requests: {
        export: { section: 'donorRequests' },
        erase: {
          asker_id: "deleted, with every donor's answer to it and its reports",
          closed_by: 'set null',
        },
      },
      donor_asks: { export: { section: 'donorAnswers' }, erase: { donor_id: 'deleted' } },
    },
    async export({ id }) {
      const [profile, requests, answers] = await Promise.all([
        db.select().from(donorProfiles).where(eq(donorProfiles.userId, id)),
        db.select().from(donorRequests).where(eq(donorRequests.askerId, id)),
        db.select().from(donorAsks).where(eq(donorAsks.donorId, id)),
      ]);
      return { sections: { donorProfile: profile[0] ?? null, donorRequests: requests, donorAnswers: answers } };
    },
    async erase(tx, erasure) {
      const id = erasure.member.id;
      await tx.delete(donorProfiles).where(eq(donorProfiles.userId, id));
      await tx.delete(donorAsks).where(eq(donorAsks.donorId, id));
      const gone = await tx
        .delete(donorRequests)
        .where(eq(donorRequests.askerId, id))
        .returning({ id: donorRequests.id });
      erasure.contentGone(
        'donor_request',
        gone.map((r) => r.id),
      );
    },
  };
}
