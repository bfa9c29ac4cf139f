import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema/pages.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Contact-form messages sent while signed in or from the member's address. */
export function pagesDataRights(db: Database): DataRightsContribution {
  const ofMember = (id: string, email: string) =>
    or(eq(contactMessages.userId, id), sql`lower(${contactMessages.email}) = ${email}`);
  return {
    domain: 'pages',
    tables: {
      contact_messages: {
        export: { section: 'contactMessages' },
        erase: {
          user_id: 'deleted: messages sent while signed in',
          email: 'deleted: messages sent from their address, signed in or not',
          ip: 'deleted with the messages',
          handled_by: 'set null: an administrator who handled messages',
        },
      },
    },
    async export({ id, email }) {
      return {
        sections: {
          contactMessages: await db
            .select({
              id: contactMessages.id,
              fullName: contactMessages.fullName,
              email: contactMessages.email,
              subject: contactMessages.subject,
              message: contactMessages.message,
              status: contactMessages.status,
              ip: contactMessages.ip,
              createdAt: contactMessages.createdAt,
            })
            .from(contactMessages)
            .where(ofMember(id, email)),
        },
      };
    },
    async erase(tx, { member }) {
      await tx.delete(contactMessages).where(ofMember(member.id, member.email));
    },
  };
}
