import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberSettings } from '../../db/schema/accounts.js';
import { account, session, user, verification } from '../../db/schema/auth.js';
import { ERASED_MEMBER_ID, type DataRightsContribution } from '../../platform/data-rights.js';

/** The account, how the member signs in (never the hash) and their sessions (never the token). */
export function accountsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'accounts',
    // The placeholder exists before other domains move kept content to it.
    stage: 'first',
    tables: {
      user: {
        export: { section: 'account' },
        erase: { id: 'deleted by the accounts service', email: 'deleted with the account' },
      },
      account: { export: { section: 'signInMethods' }, erase: { user_id: 'cascade: the password hash goes' } },
      session: {
        export: { section: 'sessions' },
        erase: {
          user_id: 'cascade: every session (and its IP address and device) ends',
          ip_address: 'cascade with the session',
        },
      },
      member_settings: { export: { section: 'settings' }, erase: { user_id: 'cascade' } },
      verification: {
        export: { notExported: 'short-lived reset links: secrets, gone within the hour' },
        erase: {
          value: 'deleted: reset links of the member (the value is their id)',
          identifier: 'deleted: rows named by their e-mail',
        },
      },
    },
    async export({ id: userId }) {
      const [settings] = await db.select().from(memberSettings).where(eq(memberSettings.userId, userId));
      const [me] = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          language: user.language,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, userId));
      return {
        sections: {
          account: me,
          settings: settings ?? null,
          signInMethods: await db
            .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
            .from(account)
            .where(eq(account.userId, userId)),
          sessions: await db
            .select({
              id: session.id,
              createdAt: session.createdAt,
              expiresAt: session.expiresAt,
              ipAddress: session.ipAddress,
              userAgent: session.userAgent,
            })
            .from(session)
            .where(eq(session.userId, userId)),
        },
      };
    },
    async erase(tx, { member }) {
      const now = new Date();
      await tx
        .insert(user)
        .values({
          id: ERASED_MEMBER_ID,
          name: 'Former member',
          email: 'erased-member@fortitude.invalid',
          emailVerified: true,
          role: 'patient',
          banned: true,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      await tx
        .delete(verification)
        .where(or(eq(verification.value, member.id), sql`lower(${verification.identifier}) = ${member.email}`));
    },
  };
}
