import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberTrust } from '../../db/schema/trust.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** A member's trust level and the activity it was counted from: in the copy, and gone with the account. */
export function trustDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'trust',
    tables: {
      member_trust: {
        export: { section: 'trustLevel' },
        erase: {
          user_id: 'cascade: the level and its counts go',
          locked_by:
            'set null: a level the member locked for another stays, without who locked it (the audit log keeps the act)',
        },
      },
      trust_settings: {
        export: {
          notExported: "the site's trust settings, not about the member; the audit log records who changed them",
        },
        erase: { updated_by: 'set null: the settings stay, without who last changed them' },
      },
      watched_words: {
        export: {
          notExported: "the site's watched words, not about the member; the audit log records who changed them",
        },
        erase: { updated_by: 'set null: the word stays, without who last changed it' },
      },
    },
    async export({ id }) {
      const [row] = await db
        .select({
          earned: memberTrust.earned,
          lockedLevel: memberTrust.lockedLevel,
          activity: memberTrust.activity,
          computedAt: memberTrust.computedAt,
        })
        .from(memberTrust)
        .where(eq(memberTrust.userId, id));
      return { sections: { trustLevel: row ?? null } };
    },
    // The row goes with the user row (cascade); the references are set null by their foreign keys.
    erase: async () => {},
  };
}
