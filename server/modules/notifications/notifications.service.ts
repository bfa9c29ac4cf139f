import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../contracts/enums.js';
import {
  type DeliveryKind,
  kindOf,
  NotificationLimits,
  NotificationMessages,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
  type NotificationType,
} from '../../../contracts/notifications.js';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { notFound } from '../../platform/errors.js';
import { formatMoment } from '../../platform/errors.js';
import { translator } from '../../platform/i18n.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { AccountsService } from '../accounts/index.js';

/** The notifications the server writes, each with its words in server/locales/<lang>/notifications.json. */
export type NotificationTemplate =
  | 'connectionRequest'
  | 'connectionAccepted'
  | 'newMessage'
  | 'eventReminder'
  | 'roleChanged'
  | 'promoted'
  | 'suspended'
  | 'suspensionLifted'
  | 'warning'
  | 'reportActioned'
  | 'reportDismissed'
  | 'eventCancelled'
  | 'possibleCrisis'
  | 'reply'
  | 'mention';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  template: NotificationTemplate;
  params: Record<string, string>;
  actionUrl?: string | null;
  /** A notification that must exist once per member (an event's reminder, an unread burst of messages). */
  dedupeKey?: string;
  /**
   * A burst that collapses: while a notification with this key is unread, the next one updates it
   * (its count grows, its words are the newest) instead of adding a row. Read, the next starts anew.
   */
  groupKey?: string;
  /** The channel kind, when the type alone does not say it (moderation notices are type 'system'). */
  kind?: DeliveryKind | 'system';
}

const moderationTemplates = new Set<NotificationTemplate>([
  'suspended',
  'suspensionLifted',
  'warning',
  'reportActioned',
  'reportDismissed',
  'possibleCrisis',
]);

/** The kind a member chooses channels for. */
export function deliveryKindOf(input: Pick<NewNotification, 'type' | 'template' | 'kind'>): DeliveryKind | 'system' {
  if (input.kind) return input.kind;
  switch (input.type) {
    case 'connection_request':
    case 'connection_accepted':
      return 'connections';
    case 'new_message':
      return 'messages';
    case 'event_reminder':
      return 'eventReminders';
    case 'reply':
      return 'replies';
    case 'mention':
      return 'mentions';
    default:
      return moderationTemplates.has(input.template) ? 'moderation' : 'system';
  }
}

export type NotificationRow = typeof notifications.$inferSelect;
type Row = NotificationRow;

/** Keys that stand for "one unread burst": cleared when the notification is read, so the next burst notifies again. */
const BURST_PREFIX = 'burst:';

export function createNotificationsService(deps: {
  db: Database;
  realtime: RealtimeHub;
  accounts: Pick<AccountsService, 'settingsOf' | 'updateSettings'>;
}) {
  const { db, realtime, accounts } = deps;
  /** Channels beyond the app (push) hear of each notification made or grown; a listener's failure is its own. */
  const listeners: Array<(row: Row) => Promise<void> | void> = [];

  /** A stored notification in the reader's language (its template's words, else the stored English). */
  function present(row: Row, language: Language): Notification {
    const t = translator(language);
    const params: Record<string, string | number> = { ...(row.params ?? {}), count: row.groupCount };
    const { role, until, anonymous } = row.params ?? {};
    // An anonymous author is never named: the row keeps no name, and the reader sees 'Someone (anonymous)'.
    if (anonymous === '1') params.name = t('notifications:someoneAnonymous');
    if (role) params.role = t(`notifications:roles.${role}`, { defaultValue: role });
    // A moment (a suspension's end) in the reader's language and India time; older rows keep their plain date.
    if (until && until.includes('T') && !Number.isNaN(Date.parse(until)))
      params.until = formatMoment(new Date(until), language);
    return {
      id: row.id,
      type: row.type as NotificationType,
      title: row.template ? t(`notifications:${row.template}.title`, params) : row.title,
      message: row.template ? t(`notifications:${row.template}.message`, params) : row.message,
      actionUrl: row.actionUrl,
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
      kind: row.kind,
      count: row.groupCount,
    };
  }

  async function preferences(userId: string): Promise<NotificationPreferences> {
    // The choices are kept with the member's other settings, by the accounts (decision 0036).
    const settings = await accounts.settingsOf(userId);
    return {
      connections: settings.notifyConnections,
      messages: settings.notifyMessages,
      eventReminders: settings.notifyEventReminders,
    };
  }

  async function pushed(row: Row): Promise<void> {
    const at = row.createdAt.toISOString();
    await realtime.send(
      row.userId,
      { type: 'notification', at, notification: present(row, 'en') },
      { type: 'notification', at, notification: present(row, 'hi') },
    );
  }

  return {
    present,
    preferences,

    /** Registers a delivery channel (push) told of every notification made, or grown by a burst. */
    onNotified(listener: (row: Row) => Promise<void> | void): void {
      listeners.push(listener);
    },

    /**
     * Creates a notification unless the member switched its kind off, or one with the same dedupe
     * key already exists; pushes it to the member's sockets. Returns it, or null when none was made.
     */
    async notify(input: NewNotification): Promise<Row | null> {
      const kind = kindOf(input.type);
      if (kind && !(await preferences(input.userId))[kind]) return null;
      const english = translator('en');
      const values = {
        userId: input.userId,
        type: input.type,
        kind: deliveryKindOf(input),
        title: english(`notifications:${input.template}.title`, input.params),
        message: english(`notifications:${input.template}.message`, input.params),
        actionUrl: input.actionUrl ?? null,
        template: input.template,
        params: input.params,
        dedupeKey: input.dedupeKey ?? null,
        groupKey: input.groupKey ?? null,
      };
      const insert = db.insert(notifications).values(values);
      // A burst: the unread row of the group takes the newest words and counts one more.
      const [row] = input.groupKey
        ? await insert
            .onConflictDoUpdate({
              target: [notifications.userId, notifications.groupKey],
              set: {
                title: values.title,
                message: values.message,
                actionUrl: values.actionUrl,
                params: values.params,
                groupCount: sql`${notifications.groupCount} + 1`,
                seenAt: null,
                updatedAt: sql`now()`,
              },
            })
            .returning()
        : await insert.onConflictDoNothing().returning();
      if (!row) return null;
      await pushed(row);
      for (const listener of listeners) {
        try {
          await listener(row);
        } catch {
          // A channel that fails (a push service down) keeps its own record; the notification stands.
        }
      }
      return row;
    },

    /** The latest 10, newest first, and how many are unread in all. */
    async list(userId: string, language: Language): Promise<NotificationList> {
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(NotificationLimits.listLimit),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
      ]);
      return { items: rows.map((r) => present(r, language)), unreadCount: Number(unread?.n ?? 0) };
    },

    /** From a time on (a socket catching up; the event at that very millisecond comes again): oldest first, at most `limit`. */
    async since(userId: string, since: Date, limit: number): Promise<Row[]> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            sql`date_trunc('milliseconds', ${notifications.createdAt}) >= ${since.toISOString()}`,
          ),
        )
        .orderBy(notifications.createdAt, notifications.id)
        .limit(limit);
    },

    async markRead(userId: string, id: string): Promise<void> {
      const [row] = await db
        .update(notifications)
        .set({
          isRead: true,
          seenAt: sql`coalesce(${notifications.seenAt}, now())`,
          groupKey: null,
          dedupeKey: sql`case when ${notifications.dedupeKey} like ${BURST_PREFIX + '%'} then null else ${notifications.dedupeKey} end`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (!row) throw notFound(NotificationMessages.notFound);
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({
          isRead: true,
          seenAt: sql`coalesce(${notifications.seenAt}, now())`,
          groupKey: null,
          dedupeKey: sql`case when ${notifications.dedupeKey} like ${BURST_PREFIX + '%'} then null else ${notifications.dedupeKey} end`,
        })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    },

    /** Ends a burst: its unread notification is read, and the next message notifies again. */
    async endBurst(userId: string, burst: string): Promise<void> {
      await db
        .update(notifications)
        .set({ isRead: true, dedupeKey: null })
        .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, BURST_PREFIX + burst)));
    },
    burstKey: (burst: string) => BURST_PREFIX + burst,

    async updatePreferences(
      userId: string,
      change: Partial<NotificationPreferences>,
    ): Promise<NotificationPreferences> {
      await accounts.updateSettings(userId, {
        notifyConnections: change.connections,
        notifyMessages: change.messages,
        notifyEventReminders: change.eventReminders,
      });
      return preferences(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
