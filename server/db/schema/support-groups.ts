import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Support groups (community-admin §3 support_group). member_count is kept with each join and leave
 * under the group row's lock, so a full group never takes one more member.
 */
export const supportGroups = pgTable(
  'support_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** The Hindi of the name and description (decision 0076); null until written. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    groupType: text('group_type').notNull().default('general'),
    isPrivate: boolean('is_private').notNull().default(false),
    maxMembers: integer('max_members').notNull().default(20),
    memberCount: integer('member_count').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    isSample: boolean('is_sample').notNull().default(false),
    /** The next meeting (issue 44): when, and the link only members are shown. */
    meetingAt: timestamp('meeting_at', { withTimezone: true }),
    meetingLink: text('meeting_link'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, name || ' ' || coalesce(name_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_groups_created_idx').on(t.createdAt, t.id),
    index('support_groups_search_idx').using('gin', t.search),
    check('support_groups_max_ck', sql`${t.maxMembers} between 1 and 500`),
    check('support_groups_count_ck', sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.maxMembers}`),
  ],
);

/** Members of a group (community-admin §3 support_group_members): one row per member and group. */
export const supportGroupMembers = pgTable(
  'support_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'Show me in the member list': off until the member turns it on (decision 0063). */
    showInList: boolean('show_in_list').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('support_group_members_user_idx').on(t.userId)],
);

/** A group's conversation (issue 44): a flat list of its members' messages, read and written by members only. */
export const supportGroupMessages = pgTable(
  'support_group_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => supportGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_group_messages_group_idx').on(t.groupId, t.createdAt, t.id),
    index('support_group_messages_user_idx').on(t.userId),
  ],
);
