import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ContactMessages,
  type ContactBody,
  type ContactMessage,
  type ContactMessagePage,
  type ContactStatus,
  type ListContactMessagesQuery,
} from '../../../contracts/pages.js';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema/pages.js';
import type { Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { writeAudit } from '../../platform/audit.js';

type ContactInput = z.output<typeof ContactBody>;
type ListInput = z.output<typeof ListContactMessagesQuery>;

const columns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  userId: contactMessages.userId,
  ip: contactMessages.ip,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: contactMessages.handledBy,
  // The full-precision timestamp, so the cursor never skips rows created within one millisecond.
  cursorAt: sql<string>`${contactMessages.createdAt}::text`,
};

type Row = { [K in keyof typeof columns]: unknown };

function present(row: Row): ContactMessage {
  return {
    id: row.id as string,
    fullName: row.fullName as string,
    email: row.email as string,
    subject: row.subject as string,
    message: row.message as string,
    status: row.status as ContactStatus,
    userId: row.userId as string | null,
    ip: row.ip as string | null,
    createdAt: (row.createdAt as Date).toISOString(),
    handledAt: row.handledAt ? (row.handledAt as Date).toISOString() : null,
    handledBy: row.handledBy as string | null,
  };
}

/** Newest first on (created_at, id). */
const newestFirst = keyset({
  columns: [contactMessages.createdAt, contactMessages.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

/**
 * How many more messages an hour one client address may send, for all senders together, than one
 * sender from it: a hospital's Wi-Fi or a carrier's NAT puts many people behind one address (decision 0057).
 */
export const CONTACT_ADDRESS_MULTIPLE = 6;

/** The Contact Us messages: stored from the public form, listed and handled by administrators. */
export function createContactService(deps: { db: Database; perHour: number; memberLimits: MemberLimits }) {
  const { db, memberLimits } = deps;
  const messagesPerHour = defineMemberLimit({
    name: 'contact',
    max: deps.perHour,
    windowSeconds: HOUR_SECONDS,
    message: () => ContactMessages.rateLimited,
  });
  const messagesPerAddressHour = defineMemberLimit({
    name: 'contact-address',
    max: deps.perHour * CONTACT_ADDRESS_MULTIPLE,
    windowSeconds: HOUR_SECONDS,
    message: () => ContactMessages.rateLimited,
  });

  return {
    /**
     * Stores one message. At most `perHour` messages an hour from one sender (the e-mail given) at
     * one client address, and CONTACT_ADDRESS_MULTIPLE times as many from the address for all senders
     * together, counted in the platform's rate-limit store (Redis or the database), so every
     * process counts together. The e-mail is kept there only as a hash.
     */
    async submit(
      input: ContactInput,
      sender: { ip: string; viewer: Viewer | null },
      now = new Date(),
    ): Promise<{ id: string }> {
      const email = createHash('sha256').update(input.email.trim().toLowerCase()).digest('base64url').slice(0, 27);
      await memberLimits.take(messagesPerHour, `address:${sender.ip}:${email}`);
      await memberLimits.take(messagesPerAddressHour, `address:${sender.ip}`);
      const [row] = await db
        .insert(contactMessages)
        .values({
          fullName: input.fullName,
          email: input.email,
          subject: input.subject,
          message: input.message,
          ip: sender.ip,
          userId: sender.viewer?.id ?? null,
          createdAt: now,
        })
        .returning({ id: contactMessages.id });
      return { id: row!.id };
    },

    /** Newest first, keyset-paginated on (created_at, id). */
    async list(query: ListInput): Promise<ContactMessagePage> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(contactMessages.status, query.status));
      const after = newestFirst.after(query.cursor);
      if (after) conditions.push(after);
      const rows = await db
        .select(columns)
        .from(contactMessages)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(...newestFirst.orderBy)
        .limit(query.limit + 1);
      const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt as string, row.id as string]);
      return { items: page.items.map(present), nextCursor: page.nextCursor };
    },

    /** Marks a message handled (or back to new); records who handled it and when. */
    async setStatus(admin: Viewer, id: string, status: ContactStatus): Promise<ContactMessage> {
      const [row] = await db
        .update(contactMessages)
        .set(
          status === 'handled'
            ? { status, handledAt: new Date(), handledBy: admin.id }
            : { status, handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, id))
        .returning(columns);
      if (!row) throw notFound(ContactMessages.notFound);
      await writeAudit(db, {
        action: 'contact_message_handled',
        adminId: admin.id,
        targetUserId: null,
        details: { messageId: id, status },
      });
      return present(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
