import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CompanionLimits,
  CompanionStored,
  CompanionText,
  type ChatMessage,
  type Citation,
  type Conversation,
  type ConversationList,
  type ConversationWithMessages,
  type ListConversationsQuery,
} from '../../../contracts/companion.js';
import type { Database } from '../../db/client.js';
import { chatConversations, chatMessages } from '../../db/schema/companion.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { allPrefixesQuery } from '../../platform/search.js';
import type { CompanionFilesService } from './files/files.service.js';

type ListInput = z.output<typeof ListConversationsQuery>;

export const conversationNotFound = () => notFound(CompanionText.conversationNotFound);

const conversationColumns = {
  id: chatConversations.id,
  title: chatConversations.title,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
  // Full precision (microseconds): a cursor never skips rows written within one millisecond.
  cursorAt: sql<string>`${chatConversations.updatedAt}::text`,
};

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sender: chatMessages.sender,
  message: chatMessages.message,
  createdAt: chatMessages.createdAt,
  citations: chatMessages.citations,
  isGreeting: chatMessages.isGreeting,
  cursorAt: sql<string>`${chatMessages.createdAt}::text`,
};

type ConversationRow = { id: string; title: string; createdAt: Date; updatedAt: Date };
type MessageRow = {
  id: string;
  conversationId: string;
  sender: string;
  message: string;
  createdAt: Date;
  citations?: Array<Omit<Citation, 'kind'> & { kind: string }>;
  isGreeting?: boolean;
};

export const presentConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Most recently updated conversation first; newest message first (the page is then shown oldest first). */
const conversationsNewestFirst = keyset({
  columns: [chatConversations.updatedAt, chatConversations.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
const messagesNewestFirst = keyset({
  columns: [chatMessages.createdAt, chatMessages.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

/** The member's own conversations: create, list and search, read, rename, delete. */
export function createConversationsService(deps: { db: Database; files: CompanionFilesService }) {
  const { db, files } = deps;

  async function presentMessages(rows: MessageRow[]): Promise<ChatMessage[]> {
    const withFiles = rows.filter((r) => r.sender === 'user').map((r) => r.id);
    const summaries = withFiles.length > 0 ? await files.summariesForMessages(withFiles) : new Map<string, never[]>();
    return rows.map((r) => ({
      id: r.id,
      conversationId: r.conversationId,
      sender: r.sender as ChatMessage['sender'],
      message: r.message,
      createdAt: r.createdAt,
      attachments: summaries.get(r.id) ?? [],
      citations: (r.citations ?? []) as Citation[],
      ...(r.isGreeting ? { isGreeting: true as const } : {}),
    }));
  }

  /** The conversation when it is the member's own; otherwise 404 (never someone else's data). */
  async function ownConversation(userId: string, id: string): Promise<Conversation> {
    const [row] = await db
      .select(conversationColumns)
      .from(chatConversations)
      .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
    if (!row) throw conversationNotFound();
    return presentConversation(row);
  }

  // The two reads of every conversation load, prepared once (building a query costs more CPU than
  // PostgreSQL takes to answer it).
  const ownVersionQuery = db
    .select({
      ...conversationColumns,
      // The transaction that last wrote the row: every message and rename updates it (decision 0015).
      version: sql<string>`${chatConversations}.xmin::text`,
    })
    .from(chatConversations)
    .where(
      and(eq(chatConversations.id, sql.placeholder('id')), eq(chatConversations.userId, sql.placeholder('userId'))),
    )
    .prepare('fn_companion_own_conversation');
  const newestMessagesQuery = db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, sql.placeholder('id')))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CompanionLimits.messagesPage + 1)
    .prepare('fn_companion_newest_messages');

  async function messagesPage(
    conversationId: string,
    before?: string,
  ): Promise<{ messages: ChatMessage[]; olderCursor: string | null }> {
    const page = CompanionLimits.messagesPage;
    let rows: Array<MessageRow & { cursorAt: string }>;
    if (before) {
      rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), messagesNewestFirst.after(before)))
        .orderBy(...messagesNewestFirst.orderBy)
        .limit(page + 1);
    } else {
      rows = await newestMessagesQuery.execute({ id: conversationId });
    }
    const { items, nextCursor } = messagesNewestFirst.page(rows, page, (row) => [row.cursorAt, row.id]);
    return { messages: await presentMessages(items.reverse()), olderCursor: nextCursor };
  }

  return {
    ownConversation,
    presentMessages,
    notFound: conversationNotFound,

    /** A new conversation titled 'New Chat' that starts with Forti's greeting. */
    async create(userId: string): Promise<ConversationWithMessages> {
      const { conversation, greeting } = await db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(chatConversations)
          .values({ userId, title: CompanionStored.defaultTitle })
          .returning(conversationColumns);
        const [greeting] = await tx
          .insert(chatMessages)
          .values({
            conversationId: conversation!.id,
            userId,
            sender: 'bot',
            message: CompanionStored.greeting,
            isGreeting: true,
          })
          .returning(messageColumns);
        return { conversation: conversation!, greeting: greeting! };
      });
      return {
        conversation: presentConversation(conversation),
        messages: await presentMessages([greeting]),
        olderCursor: null,
      };
    },

    /** Own conversations, most recently updated first; `q` searches their titles and messages. */
    async list(userId: string, input: ListInput): Promise<ConversationList> {
      const page = CompanionLimits.conversationsPage;
      const conditions: SQL[] = [eq(chatConversations.userId, userId)];
      if (input.q) {
        const tsquery = allPrefixesQuery(input.q);
        if (!tsquery) return { items: [], nextCursor: null };
        const q = sql`to_tsquery('simple', ${tsquery})`;
        const inMessages = db
          .select({ id: chatMessages.conversationId })
          .from(chatMessages)
          .where(and(eq(chatMessages.userId, userId), sql`${chatMessages.search} @@ ${q}`));
        conditions.push(
          sql`(${chatConversations.titleSearch} @@ ${q} or ${inArray(chatConversations.id, inMessages)})`,
        );
      }
      const after = conversationsNewestFirst.after(input.cursor);
      if (after) conditions.push(after);
      const rows = await db
        .select(conversationColumns)
        .from(chatConversations)
        .where(and(...conditions))
        .orderBy(...conversationsNewestFirst.orderBy)
        .limit(page + 1);
      const { items, nextCursor } = conversationsNewestFirst.page(rows, page, (row) => [row.cursorAt, row.id]);
      return { items: items.map(presentConversation), nextCursor };
    },

    /**
     * An own conversation (404 otherwise) with the version of its newest page, and how to read that
     * page. The page is read after the version, so it is never older than the version says.
     */
    async newest(
      userId: string,
      id: string,
    ): Promise<{ version: string; read: () => Promise<ConversationWithMessages> }> {
      const [row] = await ownVersionQuery.execute({ id, userId });
      if (!row) throw conversationNotFound();
      const conversation = presentConversation(row);
      return { version: `${userId}:${row.version}`, read: async () => ({ conversation, ...(await messagesPage(id)) }) };
    },

    /** One own conversation with a page of messages (the newest, or those before the cursor), oldest first. */
    async get(userId: string, id: string, before?: string): Promise<ConversationWithMessages> {
      // Both at once; the messages are returned only when the conversation is the member's own.
      const [owned, page] = await Promise.allSettled([ownConversation(userId, id), messagesPage(id, before)]);
      if (owned.status === 'rejected') throw owned.reason;
      if (page.status === 'rejected') throw page.reason;
      return { conversation: owned.value, ...page.value };
    },

    /** Renames an own conversation (the list order stays: a rename is not a new message). */
    async rename(userId: string, id: string, title: string): Promise<Conversation> {
      const [row] = await db
        .update(chatConversations)
        .set({ title })
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
        .returning(conversationColumns);
      if (!row) throw conversationNotFound();
      return presentConversation(row);
    },

    /** Deletes an own conversation, its messages and their attachments. */
    async remove(userId: string, id: string): Promise<void> {
      await ownConversation(userId, id);
      const ids = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, id));
      if (ids.length > 0) await files.deleteForMessages(ids.map((r) => r.id));
      await db.delete(chatConversations).where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
