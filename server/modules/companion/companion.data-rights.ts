import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companionFiles } from '../../db/schema/companion-files.js';
import { chatConversations, chatMessages, chatSafetyEvents } from '../../db/schema/companion.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';
import type { Storage } from '../../platform/storage.js';

/** Forti conversations, messages, safety events and attachments (the files stream into the copy). */
export function companionDataRights(db: Database, storage: Storage): DataRightsContribution {
  return {
    domain: 'companion',
    tables: {
      chat_conversations: { export: { section: 'fortiConversations' }, erase: { user_id: 'cascade' } },
      chat_messages: { export: { section: 'fortiMessages' }, erase: { user_id: 'cascade' } },
      chat_safety_events: { export: { section: 'fortiSafetyEvents' }, erase: { user_id: 'cascade' } },
      companion_files: {
        export: { section: 'fortiAttachments' },
        erase: { user_id: 'cascade; the files are removed from storage' },
      },
    },
    async export({ id: userId }) {
      const attachments = await db.select().from(companionFiles).where(eq(companionFiles.userId, userId));
      return {
        sections: {
          fortiConversations: await db.select().from(chatConversations).where(eq(chatConversations.userId, userId)),
          fortiMessages: await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)),
          fortiSafetyEvents: await db
            .select({
              kind: chatSafetyEvents.kind,
              conversationId: chatSafetyEvents.conversationId,
              createdAt: chatSafetyEvents.createdAt,
            })
            .from(chatSafetyEvents)
            .where(eq(chatSafetyEvents.userId, userId)),
          fortiAttachments: attachments,
        },
        files: attachments.map((f) => ({
          path: `files/forti/${f.id}-${f.name.replace(/[\\/]/g, '_')}`,
          open: async () => (await storage.get(f.storageKey))?.stream ?? null,
        })),
      };
    },
    async erase(tx, erasure) {
      const files = await tx
        .select({ key: companionFiles.storageKey })
        .from(companionFiles)
        .where(eq(companionFiles.userId, erasure.member.id));
      for (const f of files) erasure.afterCommit(() => storage.remove(f.key));
    },
  };
}
