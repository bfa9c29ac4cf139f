import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MessageLimits,
  PrivateMessageMessages,
  type InboxPage,
  type InboxQuery,
  type PrivateMessage,
  type ThreadPage,
} from '../../../contracts/private-messages.js';
import type { Database } from '../../db/client.js';
import { conversationMembers, privateMessages } from '../../db/schema/messages.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { ConnectionsService } from '../connections/index.js';
import type { NotificationsService } from '../notifications/index.js';

type PageInput = z.output<typeof InboxQuery>;

const messagesPerHour = defineMemberLimit({
  name: 'private-message',
  max: MessageLimits.perHour,
  windowSeconds: HOUR_SECONDS,
  message: PrivateMessageMessages.rateLimited,
});
const newestMessages = keyset({
  columns: [privateMessages.createdAt, privateMessages.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
const newestConversations = keyset({
  columns: [conversationMembers.lastMessageAt, conversationMembers.otherId],
  kinds: ['timestamp', 'text'],
  direction: 'desc',
});

/** The two ids in order, joined: one key per pair of members, whoever writes. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
/** How many of a member's first messages to another are read for a scam warning (issue 41): a scam opens early. */
const OPENING_MESSAGES = 3;
const burstOf = (senderId: string) => `message:${senderId}`;

type Row = typeof privateMessages.$inferSelect;
const shape = (row: Row): PrivateMessage => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  content: row.content,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

const messageEvent = (row: Row) => ({ type: 'message' as const, at: row.createdAt.toISOString(), message: shape(row) });

/** The first of the other member's opening messages to the viewer that reads as a scam (issue 41), or null. */
async function scamCaution(
  db: Database,
  readsAsScam: (text: string) => boolean,
  viewerId: string,
  otherId: string,
): Promise<{ messageId: string } | null> {
  const opening = await db
    .select({ id: privateMessages.id, content: privateMessages.content })
    .from(privateMessages)
    .where(and(eq(privateMessages.pairKey, pairKey(viewerId, otherId)), eq(privateMessages.senderId, otherId)))
    .orderBy(asc(privateMessages.createdAt), asc(privateMessages.id))
    .limit(OPENING_MESSAGES);
  const found = opening.find((m) => readsAsScam(m.content));
  return found ? { messageId: found.id } : null;
}

export function createMessagesService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  realtime: RealtimeHub;
  connections: ConnectionsService;
  notifications: NotificationsService;
  /** Whether a text reads as a scam or a cure claim to its reader (the trust module, issue 41). */
  readsAsScam?: (text: string) => boolean;
}) {
  const { db, realtime, connections, notifications } = deps;

  realtime.loader('message', async (id) => {
    const [row] = await db.select().from(privateMessages).where(eq(privateMessages.id, id));
    return row ? messageEvent(row) : null;
  });

  async function otherParty(viewerId: string, id: string) {
    const other = await connections.party(viewerId, id);
    if (!other) throw notFound(PrivateMessageMessages.memberNotFound);
    return other;
  }

  /** Stores a message, updates both inboxes, tells both open pages and notifies the receiver. */
  async function deliver(
    viewer: { id: string; name: string },
    otherId: string,
    content: string,
  ): Promise<PrivateMessage> {
    const row = await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(privateMessages)
        .values({ senderId: viewer.id, receiverId: otherId, pairKey: pairKey(viewer.id, otherId), content })
        .returning();
      const m = message!;
      await tx
        .insert(conversationMembers)
        .values([
          { userId: viewer.id, otherId, lastMessageId: m.id, lastMessageAt: m.createdAt, unread: 0 },
          { userId: otherId, otherId: viewer.id, lastMessageId: m.id, lastMessageAt: m.createdAt, unread: 1 },
        ])
        .onConflictDoUpdate({
          target: [conversationMembers.userId, conversationMembers.otherId],
          set: {
            lastMessageId: sql`excluded.last_message_id`,
            lastMessageAt: sql`excluded.last_message_at`,
            unread: sql`${conversationMembers.unread} + excluded.unread`,
          },
        });
      return m;
    });
    // The text stays in the database: other processes get the id and load the row.
    const event = messageEvent(row);
    const ref = { kind: 'message' as const, id: row.id };
    await Promise.all([realtime.sendLoaded(otherId, ref, event), realtime.sendLoaded(viewer.id, ref, event)]);
    await notifications.notify({
      userId: otherId,
      type: 'new_message',
      template: 'newMessage',
      params: { name: viewer.name },
      actorId: viewer.id,
      actionUrl: `/messages/${viewer.id}`,
      dedupeKey: notifications.burstKey(burstOf(viewer.id)),
    });
    return shape(row);
  }

  return {
    /**
     * Sends a message to a connected member (neither has blocked the other). The receiver gets one
     * notification per burst: none while an earlier one from this sender is still unread.
     */
    async send(viewer: Viewer, otherId: string, content: string): Promise<PrivateMessage> {
      assertMayContribute(viewer);
      await otherParty(viewer.id, otherId);
      if (!(await connections.canMessage(viewer.id, otherId))) throw forbidden(PrivateMessageMessages.notConnected);
      await deps.memberLimits.take(messagesPerHour, viewer.id);
      return deliver(viewer, otherId, content);
    },

    /**
     * Opens the conversation between two members who were just connected by another domain (a
     * mentor's accept, issue 25): the sender's words become the thread's first message, shown in
     * both inboxes as any message is. Refused, like a message, unless the two may message.
     */
    async open(sender: { id: string; name: string }, otherId: string, content: string): Promise<PrivateMessage> {
      if (!(await connections.canMessage(sender.id, otherId))) throw forbidden(PrivateMessageMessages.notConnected);
      return deliver(sender, otherId, content);
    },

    /** The thread with one member, newest first (the page shows it oldest at the top). */
    async thread(viewer: Viewer, otherId: string, query: PageInput): Promise<ThreadPage> {
      const other = await otherParty(viewer.id, otherId);
      const rows = await db
        .select({ row: privateMessages, cursorAt: sql<string>`${privateMessages.createdAt}::text` })
        .from(privateMessages)
        .where(and(eq(privateMessages.pairKey, pairKey(viewer.id, otherId)), newestMessages.after(query.cursor)))
        .orderBy(...newestMessages.orderBy)
        .limit(query.limit + 1);
      const page = newestMessages.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
      return {
        other,
        items: page.items.map((r) => shape(r.row)),
        nextCursor: page.nextCursor,
        canSend: await connections.canMessage(viewer.id, otherId),
        caution: deps.readsAsScam ? await scamCaution(db, deps.readsAsScam, viewer.id, otherId) : null,
      };
    },

    /**
     * Everything the member received from another is read; the sender's open pages are told.
     * Across a block (either way) the conversation's unread count clears but no read receipt
     * is given: the messages stay unread to their sender (connections/visibility.ts).
     */
    async markRead(viewer: Viewer, otherId: string): Promise<void> {
      const blocked = await connections.isBlocked(viewer.id, otherId);
      const changed = blocked
        ? []
        : await db
            .update(privateMessages)
            .set({ read: true })
            .where(
              and(
                eq(privateMessages.receiverId, viewer.id),
                eq(privateMessages.senderId, otherId),
                eq(privateMessages.read, false),
              ),
            )
            .returning({ id: privateMessages.id });
      await db
        .update(conversationMembers)
        .set({ unread: 0 })
        .where(and(eq(conversationMembers.userId, viewer.id), eq(conversationMembers.otherId, otherId)));
      await notifications.endBurst(viewer.id, burstOf(otherId));
      if (changed.length > 0)
        await realtime.send(otherId, { type: 'messages-read', at: new Date().toISOString(), by: viewer.id });
    },

    /** Conversations, most recent first, with the last message and unread counts. */
    async inbox(viewer: Viewer, query: PageInput): Promise<InboxPage> {
      const rows = await db
        .select({
          otherId: conversationMembers.otherId,
          unread: conversationMembers.unread,
          cursorAt: sql<string>`${conversationMembers.lastMessageAt}::text`,
          content: privateMessages.content,
          senderId: privateMessages.senderId,
          createdAt: privateMessages.createdAt,
        })
        .from(conversationMembers)
        .innerJoin(privateMessages, eq(privateMessages.id, conversationMembers.lastMessageId))
        .where(and(eq(conversationMembers.userId, viewer.id), newestConversations.after(query.cursor)))
        .orderBy(...newestConversations.orderBy)
        .limit(query.limit + 1);
      const page = newestConversations.page(rows, query.limit, (r) => [r.cursorAt, r.otherId]);
      const [others, [total]] = await Promise.all([
        connections.parties(
          viewer.id,
          page.items.map((r) => r.otherId),
        ),
        db
          .select({ n: sql<number>`coalesce(sum(${conversationMembers.unread}), 0)::int` })
          .from(conversationMembers)
          .where(eq(conversationMembers.userId, viewer.id)),
      ]);
      return {
        items: page.items.flatMap((r) => {
          const other = others.get(r.otherId);
          return other
            ? [
                {
                  other,
                  unread: r.unread,
                  lastMessage: {
                    content: r.content,
                    fromMe: r.senderId === viewer.id,
                    createdAt: r.createdAt.toISOString(),
                  },
                },
              ]
            : [];
        }),
        nextCursor: page.nextCursor,
        unreadTotal: Number(total?.n ?? 0),
      };
    },

    /** A message the member sent or received (one they may report). */
    async visible(viewer: Viewer, id: string): Promise<PrivateMessage> {
      const [row] = await db
        .select()
        .from(privateMessages)
        .where(
          and(
            eq(privateMessages.id, id),
            or(eq(privateMessages.senderId, viewer.id), eq(privateMessages.receiverId, viewer.id)),
          ),
        );
      if (!row) throw notFound(PrivateMessageMessages.notFound);
      return shape(row);
    },

    /** Messages to or from the member after a time, oldest first (a socket catching up). */
    async since(userId: string, since: Date, limit: number): Promise<PrivateMessage[]> {
      const rows = await db
        .select()
        .from(privateMessages)
        .where(
          and(
            or(eq(privateMessages.receiverId, userId), eq(privateMessages.senderId, userId)),
            sql`date_trunc('milliseconds', ${privateMessages.createdAt}) >= ${since.toISOString()}`,
          ),
        )
        .orderBy(privateMessages.createdAt, privateMessages.id)
        .limit(limit);
      return rows.map(shape);
    },

    /** Demo conversations between connected demo members. */
    async seedSample(threads: { from: string; to: string; content: string; minutesAgo: number }[]): Promise<number> {
      const now = Date.now();
      for (const m of threads) {
        const createdAt = new Date(now - m.minutesAgo * 60_000);
        const [row] = await db
          .insert(privateMessages)
          .values({
            senderId: m.from,
            receiverId: m.to,
            pairKey: pairKey(m.from, m.to),
            content: m.content,
            read: true,
            createdAt,
          })
          .returning();
        await db
          .insert(conversationMembers)
          .values([
            { userId: m.from, otherId: m.to, lastMessageId: row!.id, lastMessageAt: createdAt },
            { userId: m.to, otherId: m.from, lastMessageId: row!.id, lastMessageAt: createdAt },
          ])
          .onConflictDoUpdate({
            target: [conversationMembers.userId, conversationMembers.otherId],
            set: { lastMessageId: sql`excluded.last_message_id`, lastMessageAt: sql`excluded.last_message_at` },
          });
      }
      return threads.length;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(privateMessages);
      return Number(row?.n ?? 0);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
