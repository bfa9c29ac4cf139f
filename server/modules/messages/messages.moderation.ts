import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { privateMessages } from '../../db/schema/messages.js';
import type { AccountsService } from '../accounts/index.js';
import type { ModerationTarget } from '../reports/index.js';

/** A reported message as moderators see it; removing it leaves an empty message that the chat shows as removed. */
export function messageModerationTarget(db: Database, accounts: AccountsService): ModerationTarget {
  return {
    type: 'private_message',
    async describe(id) {
      const [row] = await db
        .select({ content: privateMessages.content, authorId: privateMessages.senderId })
        .from(privateMessages)
        .where(eq(privateMessages.id, id));
      if (!row || row.content === '') return null;
      const names = await accounts.namesByIds([row.authorId]);
      return {
        title: null,
        excerpt: row.content,
        url: null,
        authorId: row.authorId,
        authorName: names.get(row.authorId) ?? null,
        isAnonymous: false,
      };
    },
    async remove(id) {
      const removed = await db
        .update(privateMessages)
        .set({ content: '' })
        .where(eq(privateMessages.id, id))
        .returning({ id: privateMessages.id });
      return removed.length > 0;
    },
  };
}
