import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../contracts/enums.js';
import {
  type ChannelChoice,
  type DeliveryKind,
  DeliveryKinds,
  defaultChannels,
  NotificationLimits,
  NotificationMessages,
  type Notification,
  type NotificationFilter,
  type NotificationList,
  type NotificationPage,
  type NotificationSettings,
  type NotificationType,
  type UpdateNotificationSettingsBody,
} from '../../../contracts/notifications.js';
import type { Database } from '../../db/client.js';
import { notifications, notificationSettings, pushSubscriptions } from '../../db/schema/notifications.js';
import { keyset } from '../../platform/cursor.js';
import { formatMoment, notFound } from '../../platform/errors.js';
import { translator } from '../../platform/i18n.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { Viewer } from '../../platform/viewer.js';
import { type QuietHours, toClock, toMinutes } from './quiet-hours.js';

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
  | 'authorRevealed'
  | 'reply'
  | 'mention'
  | 'mentorRequest'
  | 'mentorAccepted'
  | 'mentorDeclined'
  | 'mentorshipEnded'
  | 'donorRequest'
  | 'donorYes'
  | 'donorNotNeeded'
  | 'donorThanks'
  | 'donorRequestClosed'
  | 'postApproved'
  | 'postRejected'
  | 'postHidden'
  | 'replyApproved'
  | 'replyRejected'
  | 'storyApproved'
  | 'storyRejected';

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
  /**
   * The member the notification names (its `name`: who replied, mentioned, asked, wrote), kept in
   * a column never shown or exported, so that erasing that member erases it. Every notification
   * that names a person gives it; an anonymous author is never named, and gives null.
   */
  actorId?: string | null;
  /** Push goes even in the member's quiet hours (an urgent blood request to a donor who chose "may wake me"). */
  wakes?: boolean;
}

const moderationTemplates = new Set<NotificationTemplate>([
  'suspended',
  'suspensionLifted',
  'warning',
  'reportActioned',
  'reportDismissed',
  'possibleCrisis',
  'authorRevealed',
  'postApproved',
  'postRejected',
  'postHidden',
  'replyApproved',
  'replyRejected',
  'storyApproved',
  'storyRejected',
]);

/**
 * Notices that always arrive in the app, whatever the member chose for their kind (e-mail and push
 * still follow the kind's choices): a possible crisis, which an administrator must not be able to miss.
 */
export const alwaysInAppTemplates = new Set<NotificationTemplate>(['possibleCrisis']);

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

/** A member's delivery choices as the channels beyond the app read them (deliverySettingsOf). */
export interface DeliverySettings {
  channels: Record<DeliveryKind, ChannelChoice>;
  digest: 'weekly' | 'off';
  /** Quiet hours in India time, minutes after midnight; null when none. */
  quiet: QuietHours | null;
  showDetails: boolean;
  lastDigestAt: Date | null;
  lastEmailAt: Date | null;
}

type SettingsRow = typeof notificationSettings.$inferSelect;

/** The defaults of contracts/notifications.ts with a member's stored overrides (only whole, known kinds count). */
function channelsOf(stored: SettingsRow['channels'] | undefined): Record<DeliveryKind, ChannelChoice> {
  const out = {} as Record<DeliveryKind, ChannelChoice>;
  for (const kind of DeliveryKinds) {
    const own = stored?.[kind];
    const base = defaultChannels[kind];
    out[kind] = {
      inApp: typeof own?.inApp === 'boolean' ? own.inApp : base.inApp,
      email: typeof own?.email === 'boolean' ? own.email : base.email,
      push: typeof own?.push === 'boolean' ? own.push : base.push,
    };
  }
  return out;
}

function deliveryOf(row: SettingsRow | undefined): DeliverySettings {
  return {
    channels: channelsOf(row?.channels),
    digest: row?.digest === 'off' ? 'off' : 'weekly',
    quiet:
      row && row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd } : null,
    showDetails: row?.showDetails ?? false,
    lastDigestAt: row?.lastDigestAt ?? null,
    lastEmailAt: row?.lastEmailAt ?? null,
  };
}

/** Keys that stand for "one unread burst": cleared when the notification is read, so the next burst notifies again. */
const BURST_PREFIX = 'burst:';

/** The bell and the page: newest change first, so a burst that grew comes back to the top. */
const newestFirst = keyset({
  columns: [notifications.updatedAt, notifications.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

/** What reading does to a row: read, seen, and its burst ended (the next reply or message notifies anew). */
const readSet = {
  isRead: true,
  seenAt: sql`coalesce(${notifications.seenAt}, now())`,
  groupKey: null,
  dedupeKey: sql`case when ${notifications.dedupeKey} like ${BURST_PREFIX + '%'} then null else ${notifications.dedupeKey} end`,
};

/** A stored notification in the reader's language (its template's words, else the stored English). */
export function presentNotification(row: Row, language: Language): Notification {
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

export async function deliverySettingsOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, DeliverySettings>> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, wanted));
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return new Map(wanted.map((id) => [id, deliveryOf(byId.get(id))]));
}

/** A member's choices, and the notices they get that always arrive in the app (administrators: crisis alerts). */
async function settingsOf(db: Database, member: Pick<Viewer, 'id' | 'role'>): Promise<NotificationSettings> {
  const delivery = (await deliverySettingsOf(db, [member.id])).get(member.id)!;
  return {
    channels: delivery.channels,
    digest: delivery.digest,
    quietHours: delivery.quiet ? { start: toClock(delivery.quiet.start), end: toClock(delivery.quiet.end) } : null,
    showDetails: delivery.showDetails,
    // The administrators are the ones told of a possible crisis (admin's crisis notice).
    alwaysInApp: member.role === 'admin' ? ['possibleCrisis'] : [],
  };
}

/** The member's notifications in the app, with one more condition. */
const inAppOf = (userId: string, ...more: (SQL | undefined)[]) =>
  and(eq(notifications.userId, userId), eq(notifications.inApp, true), ...more);

async function unreadCount(db: Database, userId: string): Promise<number> {
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(inAppOf(userId, eq(notifications.isRead, false)));
  return Number(unread?.n ?? 0);
}

/**
 * Seen in the app: a notification written live to an open socket of the member (any process's
 * hub tells its own), the bell opened or the page shown, or read. E-mail waits for this: what was
 * seen within its window is not sent. Deliveries are marked in one update per turn of the loop.
 */
function createSeenMarks(db: Database, realtime: RealtimeHub) {
  const deliveredIds = new Set<string>();
  let flushing: Promise<void> | null = null;
  function flushDelivered(): Promise<void> {
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const ids = [...deliveredIds];
        deliveredIds.clear();
        if (ids.length > 0)
          await db
            .update(notifications)
            .set({ seenAt: sql`now()` })
            .where(and(inArray(notifications.id, ids), isNull(notifications.seenAt)));
      })
      .catch(() => {
        // Not marked seen: at worst an e-mail goes for something the member saw; nothing is lost.
      })
      .finally(() => {
        flushing = null;
        if (deliveredIds.size > 0) void flushDelivered();
      });
    return flushing;
  }
  realtime.onDelivered((_userId, event) => {
    if (event.type !== 'notification') return;
    deliveredIds.add(event.notification.id);
    void flushDelivered();
  });
  return {
    /** Notifications written to a socket by other means (a socket's catch-up) are seen too. */
    markDelivered(ids: readonly string[]): Promise<void> {
      for (const id of ids) deliveredIds.add(id);
      return flushDelivered();
    },
    /** Notifications delivered live are marked seen a moment later; this waits for that (tests, benchmarks). */
    settled: async (): Promise<void> => {
      while (flushing) await flushing;
    },
  };
}

/**
 * Stores the notifications of a list, each on the channels its member chose for its kind; returns
 * those made or grown (a dedupe key already held, or every channel off: none).
 */
async function writeNotifications(db: Database, inputs: readonly NewNotification[]): Promise<Row[]> {
  const ids = [...new Set(inputs.map((i) => i.userId))];
  // Push waits only for members with a device to send to: the others' rows need no push work at all.
  const [choices, devices] = await Promise.all([
    deliverySettingsOf(db, ids),
    db
      .selectDistinct({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, ids))
      .then((rows) => new Set(rows.map((r) => r.userId))),
  ]);
  const english = translator('en');
  const plain: (typeof notifications.$inferInsert)[] = [];
  const grouped: (typeof notifications.$inferInsert)[] = [];
  for (const input of inputs) {
    const kind = deliveryKindOf(input);
    // 'system' notices (a role changed, a promotion) always arrive, in the app and nowhere else;
    // a possible crisis always arrives in the app, and by e-mail and push as its kind is chosen.
    const chosen = kind === 'system' ? null : choices.get(input.userId)!.channels[kind];
    const choice: ChannelChoice = !chosen
      ? { inApp: true, email: false, push: false }
      : alwaysInAppTemplates.has(input.template)
        ? { ...chosen, inApp: true }
        : chosen;
    // Every channel off: nothing is stored. The app off but e-mail or push on: the row is stored
    // with in_app false, so no bell, toast, page or unread count shows it, and it stays unseen
    // (e-mail goes only for what was not seen in the app).
    if (!choice.inApp && !choice.email && !choice.push) continue;
    const values = {
      userId: input.userId,
      type: input.type,
      kind,
      // The stored English is the first of its kind (a burst's count is added when it is shown).
      title: english(`notifications:${input.template}.title`, { ...input.params, count: 1 }),
      message: english(`notifications:${input.template}.message`, { ...input.params, count: 1 }),
      actionUrl: input.actionUrl ?? null,
      template: input.template,
      params: input.params,
      actorId: input.actorId ?? null,
      dedupeKey: input.dedupeKey ?? null,
      groupKey: input.groupKey ?? null,
      inApp: choice.inApp,
      emailStatus: choice.email ? 'pending' : null,
      pushStatus: choice.push && devices.has(input.userId) ? 'pending' : null,
      wakes: input.wakes ?? false,
    };
    (input.groupKey ? grouped : plain).push(values);
  }
  const rows: Row[] = [];
  if (plain.length > 0) rows.push(...(await db.insert(notifications).values(plain).onConflictDoNothing().returning()));
  if (grouped.length > 0) {
    // One statement may not touch a row twice: the same member and key twice in a list go one by one.
    const batches: { values: typeof grouped; keys: Set<string> }[] = [];
    for (const values of grouped) {
      const key = `${values.userId}\u0000${values.groupKey}`;
      const batch = batches.find((b) => !b.keys.has(key));
      if (batch) {
        batch.values.push(values);
        batch.keys.add(key);
      } else batches.push({ values: [values], keys: new Set([key]) });
    }
    const delivered = sql`(${notifications.emailStatus} is distinct from 'pending' and ${notifications.pushStatus} is distinct from 'pending')`;
    for (const batch of batches)
      rows.push(
        ...(await db
          .insert(notifications)
          .values(batch.values)
          .onConflictDoUpdate({
            target: [notifications.userId, notifications.groupKey],
            set: {
              title: sql`excluded.title`,
              message: sql`excluded.message`,
              actionUrl: sql`excluded.action_url`,
              params: sql`excluded.params`,
              // The words are the newest one's: so is the member they name.
              actorId: sql`excluded.actor_id`,
              // A burst kept out of the app ends when e-mail and push have told of it: the next starts at one.
              groupCount: sql`case when not ${notifications.inApp} and ${delivered} then 1 else ${notifications.groupCount} + 1 end`,
              inApp: sql`excluded.in_app`,
              seenAt: null,
              // The grown burst is news again on each channel the member has on for its kind.
              emailStatus: sql`coalesce(excluded.email_status, ${notifications.emailStatus})`,
              pushStatus: sql`coalesce(excluded.push_status, ${notifications.pushStatus})`,
              updatedAt: sql`now()`,
            },
          })
          .returning()),
      );
  }
  return rows;
}

/**
 * Saves a member's choices: only what differs from the defaults is stored. Returns the whole
 * settings. A kind's 'in the app' switched off leaves its always-in-app notices in the app.
 */
async function saveSettings(
  db: Database,
  member: Pick<Viewer, 'id' | 'role'>,
  body: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  const userId = member.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    const channels = channelsOf(row?.channels);
    for (const [kind, change] of Object.entries(body.channels ?? {}) as [DeliveryKind, Partial<ChannelChoice>][])
      channels[kind] = { ...channels[kind], ...change };
    const overrides: Record<string, ChannelChoice> = {};
    for (const kind of DeliveryKinds) {
      const base = defaultChannels[kind];
      const own = channels[kind];
      if (own.inApp !== base.inApp || own.email !== base.email || own.push !== base.push) overrides[kind] = own;
    }
    const quiet =
      body.quietHours === undefined
        ? {}
        : body.quietHours === null
          ? { quietStart: null, quietEnd: null }
          : { quietStart: toMinutes(body.quietHours.start), quietEnd: toMinutes(body.quietHours.end) };
    const set = {
      channels: Object.keys(overrides).length > 0 ? overrides : null,
      ...(body.digest ? { digest: body.digest } : {}),
      ...quiet,
      ...(body.showDetails === undefined ? {} : { showDetails: body.showDetails }),
      updatedAt: sql`now()`,
    };
    await tx
      .insert(notificationSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: notificationSettings.userId, set });
  });
  return settingsOf(db, member);
}

/**
 * Content changed by its author (issue 44): the notifications that lead to it and name it are
 * rewritten. `anonymousAuthor`: the content is anonymous now, so those naming its author (by
 * `actorId`) stop naming them; `title`: the title they quote is the new one.
 */
async function rewriteLeadingTo(
  db: Database,
  links: LinksTo,
  change: { anonymousAuthor?: string; title?: string },
): Promise<{ userId: string }[]> {
  const where = leadingTo(links);
  if (!where) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(where, change.anonymousAuthor ? eq(notifications.actorId, change.anonymousAuthor) : undefined));
  const english = translator('en');
  for (const row of rows) {
    if (!row.template || !row.params) continue;
    const params: Record<string, string> = { ...row.params };
    if (change.anonymousAuthor) {
      delete params.name;
      params.anonymous = '1';
    }
    if (change.title !== undefined && 'title' in params) params.title = change.title;
    const shown = {
      ...params,
      ...(params.anonymous === '1' ? { name: english('notifications:someoneAnonymous') } : {}),
      count: 1,
    };
    await db
      .update(notifications)
      .set({
        params,
        actorId: change.anonymousAuthor ? null : row.actorId,
        title: english(`notifications:${row.template}.title`, shown),
        message: english(`notifications:${row.template}.message`, shown),
      })
      .where(eq(notifications.id, row.id));
  }
  return rows;
}

export function createNotificationsService(deps: { db: Database; realtime: RealtimeHub }) {
  const { db, realtime } = deps;
  /** Channels beyond the app (push) hear of each notification made or grown; a listener's failure is its own. */
  const listeners: Array<(row: Row) => Promise<void> | void> = [];

  async function pushed(row: Row): Promise<void> {
    const at = row.updatedAt.toISOString();
    await realtime.send(
      row.userId,
      { type: 'notification', at, notification: presentNotification(row, 'en') },
      { type: 'notification', at, notification: presentNotification(row, 'hi') },
    );
  }

  const seen = createSeenMarks(db, realtime);

  /**
   * The bells already open hear at once that notifications were removed (`id`) or rewritten (no
   * id): what was deleted or made anonymous (issue 44) does not stay on a screen until its next read.
   */
  async function toldLive(rows: readonly { userId: string; id?: string }[]): Promise<void> {
    const byMember = new Map<string, string[]>();
    for (const { userId, id } of rows) {
      const ids = byMember.get(userId) ?? [];
      if (id) ids.push(id);
      byMember.set(userId, ids);
    }
    const at = new Date().toISOString();
    await Promise.all(
      [...byMember].map(([userId, removed]) => realtime.send(userId, { type: 'notifications-changed', at, removed })),
    );
  }

  /**
   * Makes the notifications of a list, each on the channels its member chose for its kind; returns
   * those made or grown (a dedupe key already held, or every channel off: none).
   */
  async function notifyMany(inputs: readonly NewNotification[]): Promise<Row[]> {
    if (inputs.length === 0) return [];
    const rows = await writeNotifications(db, inputs);
    // All at once: each reaches this process's sockets as it is sent, and no member waits for the
    // round trips (NOTIFY to the other processes, a push service) of those before them in the list.
    await Promise.all(
      rows.map(async (row) => {
        if (row.inApp) await pushed(row);
        for (const listener of listeners) {
          try {
            await listener(row);
          } catch {
            // A channel that fails (a push service down) keeps its own record; the notification stands.
          }
        }
      }),
    );
    return rows;
  }

  return {
    present: presentNotification,
    settings: (member: Pick<Viewer, 'id' | 'role'>) => settingsOf(db, member),
    deliverySettingsOf: (userIds: readonly string[]) => deliverySettingsOf(db, userIds),
    notifyMany,

    /**
     * Saves a member's choices: only what differs from the defaults is stored. Returns the whole
     * settings. A kind's 'in the app' switched off leaves its always-in-app notices in the app.
     */
    updateSettings: (member: Pick<Viewer, 'id' | 'role'>, body: UpdateNotificationSettingsBody) =>
      saveSettings(db, member, body),

    /** Registers a delivery channel (push) told of every notification made, or grown by a burst. */
    onNotified(listener: (row: Row) => Promise<void> | void): void {
      listeners.push(listener);
    },

    /**
     * Makes a notification on the channels the member chose for its kind, unless one with the same
     * dedupe key already exists; shows it live in the app when the app is one of them. Returns it,
     * or null when none was made (every channel off, or deduplicated).
     */
    async notify(input: NewNotification): Promise<Row | null> {
      const [row] = await notifyMany([input]);
      return row ?? null;
    },

    /** The bell: the latest 10 in the app, newest change first, and how many are unread in all. */
    async list(userId: string, language: Language): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(inAppOf(userId))
          .orderBy(...newestFirst.orderBy)
          .limit(NotificationLimits.listLimit),
        unreadCount(db, userId),
      ]);
      return { items: rows.map((r) => presentNotification(r, language)), unreadCount: unread };
    },

    /** The /notifications page: newest change first, filtered (all, unread, one kind, system), by keyset pages. */
    async page(
      userId: string,
      language: Language,
      query: { filter: NotificationFilter; cursor?: string | undefined; limit: number },
    ): Promise<NotificationPage> {
      const filter =
        query.filter === 'all'
          ? undefined
          : query.filter === 'unread'
            ? eq(notifications.isRead, false)
            : eq(notifications.kind, query.filter);
      const [rows, unread] = await Promise.all([
        db
          .select({ row: notifications, cursorAt: sql<string>`${notifications.updatedAt}::text` })
          .from(notifications)
          .where(inAppOf(userId, filter, newestFirst.after(query.cursor)))
          .orderBy(...newestFirst.orderBy)
          .limit(query.limit + 1),
        unreadCount(db, userId),
      ]);
      const page = newestFirst.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
      return {
        items: page.items.map((r) => presentNotification(r.row, language)),
        unreadCount: unread,
        nextCursor: page.nextCursor,
      };
    },

    /**
     * From a time on (a socket catching up; the event at that very millisecond comes again): oldest
     * change first, at most `limit`. By updated_at like the bell, so a burst that grew comes again.
     */
    async since(userId: string, since: Date, limit: number): Promise<Row[]> {
      return db
        .select()
        .from(notifications)
        .where(inAppOf(userId, sql`date_trunc('milliseconds', ${notifications.updatedAt}) >= ${since.toISOString()}`))
        .orderBy(notifications.updatedAt, notifications.id)
        .limit(limit);
    },

    /** The bell opened or the page shown: every notification in the app not yet seen is seen now. */
    async markSeen(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ seenAt: sql`now()` })
        .where(inAppOf(userId, isNull(notifications.seenAt)));
    },

    /** Notifications written to a socket by other means (a socket's catch-up) are seen too. */
    markDelivered: seen.markDelivered,

    /** Notifications delivered live are marked seen a moment later; this waits for that (tests, benchmarks). */
    settled: seen.settled,

    async markRead(userId: string, id: string): Promise<void> {
      const [row] = await db
        .update(notifications)
        .set(readSet)
        .where(inAppOf(userId, eq(notifications.id, id)))
        .returning({ id: notifications.id });
      if (!row) throw notFound(NotificationMessages.notFound);
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set(readSet)
        .where(inAppOf(userId, eq(notifications.isRead, false)));
    },

    /** Ends a burst: its unread notification is read, and the next message notifies again. */
    async endBurst(userId: string, burst: string): Promise<void> {
      await db
        .update(notifications)
        .set({ isRead: true, seenAt: sql`coalesce(${notifications.seenAt}, now())`, dedupeKey: null })
        .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, BURST_PREFIX + burst)));
    },
    burstKey: (burst: string) => BURST_PREFIX + burst,

    /**
     * Content deleted (issue 44): every notification that leads to it goes, for every recipient and
     * on every channel not yet delivered (a pending e-mail or push goes with its row). `urls` match
     * a link exactly; `prefixes` match a link that starts with them (a thread and its replies' anchors).
     */
    async removeLeadingTo(links: LinksTo): Promise<number> {
      const where = leadingTo(links);
      if (!where) return 0;
      const removed = await db
        .delete(notifications)
        .where(where)
        .returning({ id: notifications.id, userId: notifications.userId });
      await toldLive(removed);
      return removed.length;
    },

    /**
     * Content changed by its author (issue 44): the notifications that lead to it and name it are
     * rewritten. `anonymousAuthor`: the content is anonymous now, so those naming its author (by
     * `actorId`) stop naming them; `title`: the title they quote is the new one.
     */
    async rewriteLeadingTo(links: LinksTo, change: { anonymousAuthor?: string; title?: string }): Promise<number> {
      const rewritten = await rewriteLeadingTo(db, links, change);
      await toldLive(rewritten.map(({ userId }) => ({ userId })));
      return rewritten.length;
    },
  };
}

/** Which notifications lead to a thing: links equal to one of `urls`, or starting with one of `prefixes`. */
export interface LinksTo {
  urls?: readonly string[];
  prefixes?: readonly string[];
}

function leadingTo(links: LinksTo): SQL | undefined {
  const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const conditions: SQL[] = [
    ...(links.urls ?? []).map((url) => eq(notifications.actionUrl, url)),
    ...(links.prefixes ?? []).map((prefix) => sql`${notifications.actionUrl} like ${`${likeEscaped(prefix)}%`}`),
  ];
  return conditions.length > 0 ? or(...conditions) : undefined;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
