import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** Every promotion and role change, and who made it (community-admin §3 admin_audit_log). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_at_idx').on(t.createdAt)],
);

/** Security events such as failed sign-ins (community-admin §3 security_event). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').notNull(),
    severity: text('severity').notNull().default('info'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Lower-cased e-mail the event is about, kept apart from details so it can be counted by index. */
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_created_at_idx').on(t.createdAt),
    index('security_events_type_subject_idx').on(t.eventType, t.subject, t.createdAt),
  ],
);
