import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { privateMessages } from '../../db/schema/messages.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Private messages sent and received; they go with the account, and so do reports of those sent. */
export function messagesDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'messages',
    tables: {
      private_messages: {
        export: { section: 'privateMessages' },
        erase: { sender_id: 'cascade; reports of those messages are deleted', receiver_id: 'cascade' },
      },
      conversation_members: {
        export: { notExported: 'the inbox order and unread counts, worked out from privateMessages' },
        erase: { user_id: 'cascade', other_id: 'cascade: the erased member leaves every inbox' },
      },
    },
    async export({ id: userId }) {
      return {
        sections: {
          privateMessages: await db
            .select()
            .from(privateMessages)
            .where(or(eq(privateMessages.senderId, userId), eq(privateMessages.receiverId, userId))),
        },
      };
    },
    async erase(tx, erasure) {
      const sent = await tx
        .select({ id: privateMessages.id, to: privateMessages.receiverId })
        .from(privateMessages)
        .where(eq(privateMessages.senderId, erasure.member.id));
      erasure.contentGone(
        'private_message',
        sent.map((m) => m.id),
      );
      for (const m of sent) erasure.counterparts.add(m.to);
    },
  };
}
