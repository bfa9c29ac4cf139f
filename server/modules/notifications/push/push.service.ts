import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Language } from '../../../../contracts/enums.js';
import { defaultChannels, DeliveryKinds, type DeliveryKind } from '../../../../contracts/notifications.js';
import {
  PushLimits,
  PushMessages,
  type PushDeviceList,
  type PushPayload,
  type PushSubscriptionBody,
} from '../../../../contracts/push.js';
import type { Database } from '../../../db/client.js';
import { notifications, notificationSettings, pushSubscriptions } from '../../../db/schema/notifications.js';
import { conflict, notFound } from '../../../platform/errors.js';
import type { Jobs } from '../../../platform/jobs.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../../platform/member-limits.js';
import { deliveryText } from '../delivery-text.js';
import type { NotificationRow, NotificationsService } from '../notifications.service.js';
import { quietUntil } from '../quiet-hours.js';
import { createEndpointGuard, type PushEndpointPolicy } from './push-endpoint.js';
import type { VapidKeys } from './vapid.js';

/** How long a push service keeps a push for a device that is off (seconds). */
const TTL_SECONDS = 24 * 60 * 60;
/** Failures in a row (other than 'gone') after which a subscription is removed. */
const MAX_FAILURES = 5;
/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;
/** Held pushes sent per run of the job. */
const HELD_BATCH = 500;
export const PUSH_HELD_JOB = 'push-held';
const subscribesPerHour = defineMemberLimit({
  name: 'push-subscribe',
  max: PushLimits.subscribesPerHour,
  windowSeconds: HOUR_SECONDS,
  message: PushMessages.rateLimited,
});

export interface PushDeps {
  db: Database;
  notifications: Pick<NotificationsService, 'present'>;
  languageOf: (userId: string) => Promise<Language>;
  keys: VapidKeys;
  subject: string;
  siteName: string;
  /** Which push services, ports and addresses a push may go to (push-endpoint.ts). */
  endpoints: PushEndpointPolicy;
  memberLimits: MemberLimits;
  log: { warn: (obj: object, msg: string) => void };
}

type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * Web Push (issue 23): each device a member turned notifications on for, and delivery of their
 * notifications to those devices. What a push says is what a lock screen may show to anyone
 * holding the phone: by default only that something is waiting, details only when the member
 * chose them, and an anonymous author is never named either way.
 */
export function createPushService(deps: PushDeps) {
  const { db, keys } = deps;
  const guard = createEndpointGuard(deps.endpoints);

  // A fan-out (a blood request's wave of a thousand donors) delivers many rows at once: the members'
  // settings asked for in one turn of the event loop are read in one query (a failure fails each).
  type SettingsRow = typeof notificationSettings.$inferSelect;
  type Waiting = { resolve: (row: SettingsRow | null) => void; reject: (err: unknown) => void };
  let wanted: Map<string, Waiting[]> | null = null;
  async function readWanted(batch: Map<string, Waiting[]>): Promise<void> {
    try {
      const rows = await db
        .select()
        .from(notificationSettings)
        .where(inArray(notificationSettings.userId, [...batch.keys()]));
      const byId = new Map(rows.map((r) => [r.userId, r]));
      for (const [userId, waiting] of batch) for (const w of waiting) w.resolve(byId.get(userId) ?? null);
    } catch (err) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
    }
  }
  function settingsOf(userId: string): Promise<SettingsRow | null> {
    return new Promise((resolve, reject) => {
      if (!wanted) {
        const batch = new Map<string, Waiting[]>();
        wanted = batch;
        setImmediate(() => {
          wanted = null;
          void readWanted(batch);
        });
      }
      wanted.set(userId, [...(wanted.get(userId) ?? []), { resolve, reject }]);
    });
  }

  /** Whether the member wants this kind by push (their choice, else the default); 'system' never goes by push. */
  function wantsPush(kind: string, channels: Record<string, { push?: boolean }> | null | undefined): boolean {
    if (!(DeliveryKinds as readonly string[]).includes(kind)) return false;
    return channels?.[kind]?.push ?? defaultChannels[kind as DeliveryKind].push;
  }

  /** What the device shows: private by default, in the member's language, never an anonymous author's name. */
  async function payloadOf(row: NotificationRow, showDetails: boolean): Promise<PushPayload> {
    const language = await deps.languageOf(row.userId);
    const presented = deps.notifications.present(row, language);
    const text = deliveryText(presented, { language, showDetails, siteName: deps.siteName });
    const url =
      row.actionUrl && row.actionUrl.startsWith('/') && !row.actionUrl.startsWith('//')
        ? row.actionUrl
        : '/notifications';
    return { title: text.title, body: text.body, url, tag: `n-${row.id}` };
  }

  /** Sends one payload to one device; the subscription is removed when gone, or after failures in a row. */
  async function sendTo(sub: Subscription, payload: PushPayload, urgency: 'normal' | 'high'): Promise<boolean> {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: deps.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          urgency,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
          // Checks the host, the port and every address again as it connects (DNS rebinding).
          agent: guard.agent,
        },
      );
      await db
        .update(pushSubscriptions)
        .set({ lastSentAt: new Date(), failures: 0 })
        .where(eq(pushSubscriptions.id, sub.id));
      return true;
    } catch (err) {
      const status = err instanceof webpush.WebPushError ? err.statusCode : null;
      if (status === 404 || status === 410) {
        // The browser ended the subscription (unsubscribed, cleared its data): it will not come back.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      } else {
        deps.log.warn({ status, err: status ? undefined : err }, 'a push could not be delivered');
        await db
          .update(pushSubscriptions)
          .set({ failures: sql`${pushSubscriptions.failures} + 1` })
          .where(eq(pushSubscriptions.id, sub.id));
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, sub.id), sql`${pushSubscriptions.failures} >= ${MAX_FAILURES}`));
      }
      return false;
    }
  }

  async function setStatus(row: NotificationRow, status: 'pending' | 'sent' | 'skipped'): Promise<void> {
    await db.update(notifications).set({ pushStatus: status }).where(eq(notifications.id, row.id));
  }

  /** Delivers one notification to every device of its member now (quiet hours already judged). */
  async function sendNow(row: NotificationRow, showDetails: boolean): Promise<void> {
    const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
    if (subs.length === 0) return setStatus(row, 'skipped');
    const payload = await payloadOf(row, showDetails);
    const urgency = row.kind === 'messages' || row.kind === 'mentions' || row.wakes ? 'high' : 'normal';
    const results = await Promise.all(subs.map((sub) => sendTo(sub, payload, urgency)));
    if (results.some(Boolean)) return setStatus(row, 'sent');
    // Every device failed: the job tries again while a device remains; none left, nothing to send to.
    const [left] = await db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, row.userId));
    await setStatus(row, Number(left?.n ?? 0) > 0 ? 'pending' : 'skipped');
  }

  return {
    publicKey: () => keys.publicKey,

    /** Closes the connections kept open to push services (the app is closing). */
    close: () => guard.agent.destroy(),

    /** Turns notifications on for a device; an endpoint another member had moves to this one (one browser, a new account). */
    async subscribe(viewer: { id: string; sessionId?: string }, body: PushSubscriptionBody): Promise<void> {
      await deps.memberLimits.take(subscribesPerHour, viewer.id);
      await guard.check(body.endpoint);
      const [existing] = await db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, body.endpoint));
      if (existing?.userId !== viewer.id) {
        const [mine] = await db
          .select({ n: count() })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, viewer.id));
        if (Number(mine?.n ?? 0) >= PushLimits.devicesMax) throw conflict(PushMessages.tooManyDevices);
      }
      const values = {
        userId: viewer.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        label: body.label ?? null,
        sessionId: viewer.sessionId ?? null,
        failures: 0,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            label: values.label,
            sessionId: values.sessionId,
            failures: 0,
            // A device that moves to another member starts anew in their list.
            createdAt: sql`case when ${pushSubscriptions.userId} = ${viewer.id} then ${pushSubscriptions.createdAt} else now() end`,
            lastSentAt: sql`case when ${pushSubscriptions.userId} = ${viewer.id} then ${pushSubscriptions.lastSentAt} else null end`,
          },
        });
    },

    /** Turns notifications off for the device with this endpoint (the member's own). */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      if (gone.length === 0) throw notFound(PushMessages.notFound);
    },

    /** Removes one of the member's devices from their list. */
    async removeDevice(userId: string, id: string): Promise<void> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
        .returning({ id: pushSubscriptions.id });
      if (gone.length === 0) throw notFound(PushMessages.notFound);
    },

    /**
     * The member's devices, oldest first; `endpoint` marks the one asking. Each listed is active; not
     * when it was last sent to, which would tell whoever added an address whether it answered.
     */
    async devices(userId: string, endpoint?: string): Promise<PushDeviceList> {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
      return {
        items: rows.map((r) => ({
          id: r.id,
          label: r.label,
          createdAt: r.createdAt.toISOString(),
          thisDevice: endpoint !== undefined && r.endpoint === endpoint,
        })),
      };
    },

    /**
     * The notifications service's listener: a notification made (or a burst grown) goes to the
     * member's devices now, or waits for the end of their quiet hours. A row already sent or
     * skipped (a burst that grew) is not pushed again.
     */
    async deliver(row: NotificationRow, now = new Date()): Promise<void> {
      // The core marks a row 'pending' when its member wants push for its kind and has a device.
      if (row.pushStatus !== 'pending') return;
      const settings = await settingsOf(row.userId);
      const quiet =
        settings?.quietStart != null && settings.quietEnd != null
          ? { start: settings.quietStart, end: settings.quietEnd }
          : null;
      // Held by quiet hours: the row is already 'pending', and the job sends it when they end.
      if (!row.wakes && quietUntil(quiet, now)) return;
      await sendNow(row, settings?.showDetails ?? false);
    },

    /** The job: pushes held by quiet hours whose window has ended (read ones are no longer news). */
    async sendHeld(now = new Date()): Promise<void> {
      const held = await db
        .select({ row: notifications, settings: notificationSettings })
        .from(notifications)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
        .where(eq(notifications.pushStatus, 'pending'))
        .orderBy(asc(notifications.createdAt))
        .limit(HELD_BATCH);
      for (const { row, settings } of held) {
        // Read meanwhile, or push switched off for its kind since: no longer wanted on the device.
        if (row.isRead || !wantsPush(row.kind, settings?.channels)) {
          await setStatus(row, 'skipped');
          continue;
        }
        const quiet =
          settings?.quietStart != null && settings.quietEnd != null
            ? { start: settings.quietStart, end: settings.quietEnd }
            : null;
        if (!row.wakes && quietUntil(quiet, now)) continue;
        await sendNow(row, settings?.showDetails ?? false);
      }
    },

    /** A session ended: its device's subscription goes; signing out everywhere removes every device. */
    async sessionEnded(ended: { sessionId: string; userId: string; everywhere: boolean }): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          ended.everywhere
            ? eq(pushSubscriptions.userId, ended.userId)
            : and(eq(pushSubscriptions.userId, ended.userId), eq(pushSubscriptions.sessionId, ended.sessionId)),
        );
    },

    /** Every subscription of these members (erasure, a ban). */
    async removeAllOf(userIds: string[]): Promise<void> {
      if (userIds.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

/** Registers the job that sends pushes held by quiet hours, once a minute on one process. */
export function schedulePushJob(jobs: Jobs, push: PushService): void {
  jobs.every({ name: PUSH_HELD_JOB, everyMs: 60_000, run: (now) => push.sendHeld(now) });
}
