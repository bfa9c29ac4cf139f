import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Chat attachments: private to their owner. A file is uploaded before its message exists
 * (message_id null while it is a removable chip) and linked to the message that carried it.
 * message_id has no foreign key on purpose: the stored bytes must be removed together with the
 * row, which the companion module does through the files service (deleteForMessages).
 */
export const companionFiles = pgTable(
  'companion_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The MIME type decided from the bytes. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Text of a PDF, DOCX or TXT for the reply provider; null for images and unreadable files. */
    extractedText: text('extracted_text'),
    messageId: uuid('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companion_files_user_created_idx').on(t.userId, t.createdAt),
    index('companion_files_message_idx').on(t.messageId),
  ],
);
