import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Language } from '../../../../contracts/enums.js';
import { UnsubscribeMessages, type UnsubscribeResult } from '../../../../contracts/notification-email.js';
import {
  defaultChannels,
  DeliveryKinds,
  type DeliveryKind,
  type Notification,
} from '../../../../contracts/notifications.js';
import type { Database } from '../../../db/client.js';
import { notifications, notificationSettings } from '../../../db/schema/notifications.js';
import { badRequest } from '../../../platform/errors.js';
import { languageOrDefault } from '../../../platform/i18n.js';
import type { Mailer } from '../../../platform/mail.js';
import type { AccountsService } from '../../accounts/index.js';
import { indiaMinutes, quietUntil } from '../quiet-hours.js';
import { composeBatch, composeDigest, type MailLinks } from './compose.js';
import { readUnsubscribeToken, unsubscribeToken } from './tokens.js';

/** How long a notification waits to be seen in the app before it goes by e-mail. */
export const EMAIL_WINDOW_MS = 10 * 60_000;
/** How often the batch looks for due notifications, and the digest for members away. */
export const EMAIL_EVERY_MS = 60_000;
export const DIGEST_EVERY_MS = 60 * 60_000;
/** Away this long (no activity), and no digest for this long: a digest goes. */
export const DIGEST_AWAY_MS = 7 * 24 * 60 * 60_000;
/** Advisory lock space of "this member's notification e-mail is being written". */
const LOCK_SPACE = 23_0001;

type Row = typeof notifications.$inferSelect;
type Settings = typeof notificationSettings.$inferSelect;

/**
 * A content domain's public highlights for the weekly digest (upcoming events, new forum posts):
 * registered by the domain itself, since those modules use this one and not the other way round.
 */
export interface DigestSource {
  name: 'events' | 'posts';
  /** Titles of public community content worth a look (at most `limit`), as of `now`. */
  highlights(now: Date, limit: number): Promise<string[]>;
}

const isDeliveryKind = (kind: string): kind is DeliveryKind => (DeliveryKinds as readonly string[]).includes(kind);

/** Whether a member's choices send this kind by e-mail ('system' notices never go by e-mail). */
export function emailOn(settings: Pick<Settings, 'channels'> | undefined, kind: string): boolean {
  if (!isDeliveryKind(kind)) return false;
  return settings?.channels?.[kind]?.email ?? defaultChannels[kind].email;
}

export interface BatchResult {
  emails: number;
  sent: number;
  skipped: number;
}

/** What the notification e-mail needs from the rest of the server. */
export interface NotificationEmailDeps {
  db: Database;
  driver: 'pg' | 'pglite';
  mailer: Mailer;
  secret: string;
  siteName: string;
  publicUrl: string;
  accounts: Pick<AccountsService, 'memberRelation'>;
  present: (row: Row, language: Language) => Notification;
  log: { warn: (obj: object, msg: string) => void };
}

/** The site's address without its trailing slash. */
const baseOf = (deps: Pick<NotificationEmailDeps, 'publicUrl'>) => deps.publicUrl.replace(/\/$/, '');

/** The links an e-mail carries: the notifications, the settings and its signed unsubscribe. */
function mailLinks(
  deps: Pick<NotificationEmailDeps, 'publicUrl' | 'secret'>,
  userId: string,
  scope: 'all' | 'digest',
): MailLinks & { oneClick: string } {
  const base = baseOf(deps);
  const token = encodeURIComponent(unsubscribeToken(deps.secret, scope, userId));
  return {
    notifications: `${base}/notifications`,
    settings: `${base}/profile#notifications`,
    unsubscribePage: `${base}/unsubscribe?token=${token}`,
    oneClick: `${base}/api/notifications/unsubscribe?token=${token}`,
  };
}

async function settingsOf(executor: Pick<Database, 'select'>, userId: string): Promise<Settings | undefined> {
  const [row] = await executor.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

/** A member's account as this part needs it (address, language, standing), through the accounts' relation. */
async function memberOf(
  accounts: NotificationEmailDeps['accounts'],
  executor: Pick<Database, 'select'>,
  userId: string,
) {
  const m = accounts.memberRelation('m');
  const [member] = await executor
    .select({
      id: m.id,
      email: m.email,
      emailVerified: m.emailVerified,
      language: m.language,
      bannedNow: m.bannedNow,
    })
    .from(m)
    .where(eq(m.id, userId));
  return member;
}

/**
 * One member's due notifications, under a lock no other process can hold at once: the seen,
 * read or switched-off ones are skipped, the rest go in one e-mail and are marked sent in the same
 * transaction (a failed send rolls the marks back, and they wait for the next run).
 */
async function sendMember(deps: NotificationEmailDeps, userId: string, now: Date, cutoff: Date): Promise<BatchResult> {
  const { db, mailer, siteName } = deps;
  return db.transaction(async (tx) => {
    const result: BatchResult = { emails: 0, sent: 0, skipped: 0 };
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${userId})) as ok`);
    if (!(lock.rows[0] as { ok: boolean } | undefined)?.ok) return result;
    const rows = await tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.emailStatus, 'pending'),
          lte(notifications.updatedAt, cutoff),
        ),
      )
      .orderBy(notifications.updatedAt, notifications.id)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return result;
    // One after the other: a transaction is one connection.
    const member = await memberOf(deps.accounts, tx, userId);
    const settings = await settingsOf(tx, userId);
    const quiet =
      settings?.quietStart != null && settings.quietEnd != null
        ? { start: settings.quietStart, end: settings.quietEnd }
        : null;
    // Quiet hours: the rows wait, and go when the window ends.
    if (quietUntil(quiet, now)) return result;
    // Banned: the account cannot be used, and e-mail about it would only reach someone shut out.
    // No address that mail may go to: unconfirmed, when mail really leaves the machine (a mistyped
    // address may be someone else's).
    const nobody = !member || member.bannedNow || (mailer.delivers && !member.emailVerified);
    const skip: string[] = [];
    const send: Row[] = [];
    for (const row of rows) {
      if (nobody || row.isRead || row.seenAt || !emailOn(settings, row.kind)) skip.push(row.id);
      else send.push(row);
    }
    if (skip.length > 0)
      await tx.update(notifications).set({ emailStatus: 'skipped' }).where(inArray(notifications.id, skip));
    result.skipped = skip.length;
    if (send.length === 0 || !member) return result;
    await tx
      .update(notifications)
      .set({ emailStatus: 'sent' })
      .where(
        inArray(
          notifications.id,
          send.map((r) => r.id),
        ),
      );
    await tx
      .insert(notificationSettings)
      .values({ userId, lastEmailAt: now })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { lastEmailAt: now } });
    const language = languageOrDefault(member.language);
    const link = mailLinks(deps, userId, 'all');
    const mail = composeBatch(
      send.map((row) => deps.present(row, language)),
      { language, showDetails: settings?.showDetails ?? false, siteName, links: link },
    );
    await mailer.send({
      to: member.email,
      subject: mail.subject,
      text: mail.text,
      link: link.notifications,
      headers: { 'Auto-Submitted': 'auto-generated' },
      listUnsubscribe: { url: link.oneClick, oneClick: true },
    });
    result.sent = send.length;
    result.emails = 1;
    return result;
  });
}

/** Runs `work` over the items, `parallel` at a time. */
async function each<T>(parallel: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/** The members with notifications due by e-mail at `now` who are outside their quiet hours. */
async function dueMembers(db: Database, now: Date, cutoff: Date, limit: number): Promise<string[]> {
  const minute = indiaMinutes(now);
  const s = notificationSettings;
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(s, eq(s.userId, notifications.userId))
    .where(
      and(
        eq(notifications.emailStatus, 'pending'),
        lte(notifications.updatedAt, cutoff),
        sql`not coalesce(${s.quietStart} <> ${s.quietEnd} and case when ${s.quietStart} < ${s.quietEnd}
          then ${minute} >= ${s.quietStart} and ${minute} < ${s.quietEnd}
          else ${minute} >= ${s.quietStart} or ${minute} < ${s.quietEnd} end, false)`,
      ),
    )
    .groupBy(notifications.userId)
    .orderBy(sql`min(${notifications.updatedAt})`)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * One member's digest, in the transaction that claims it (last_digest_at), so that it goes once;
 * nothing goes when there is nothing to tell.
 */
async function sendDigest(
  deps: NotificationEmailDeps,
  userId: string,
  now: Date,
  away: Date,
  highlights: Record<DigestSource['name'], string[]>,
): Promise<boolean> {
  const { db, mailer, siteName } = deps;
  const base = baseOf(deps);
  const s = notificationSettings;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(s)
      .values({ userId, lastDigestAt: now })
      .onConflictDoUpdate({
        target: s.userId,
        set: { lastDigestAt: now },
        setWhere: sql`${s.lastDigestAt} is null or ${s.lastDigestAt} <= ${away.toISOString()}::timestamptz`,
      })
      .returning({ showDetails: s.showDetails });
    if (claimed.length === 0) return false;
    const member = await memberOf(deps.accounts, tx, userId);
    if (!member) return false;
    const [missed] = await tx
      .select({ n: sql<number>`coalesce(sum(${notifications.groupCount}), 0)::int` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.isRead, false),
          inArray(notifications.kind, ['replies', 'mentions']),
        ),
      );
    const content = { missed: Number(missed?.n ?? 0), events: highlights.events, posts: highlights.posts };
    if (content.missed + content.events.length + content.posts.length === 0) return false;
    const language = languageOrDefault(member.language);
    const link = mailLinks(deps, userId, 'digest');
    const mail = composeDigest(content, {
      language,
      showDetails: claimed[0]!.showDetails,
      siteName,
      home: `${base}/`,
      links: link,
    });
    await mailer.send({
      to: member.email,
      subject: mail.subject,
      text: mail.text,
      link: `${base}/`,
      headers: { 'Auto-Submitted': 'auto-generated' },
      listUnsubscribe: { url: link.oneClick, oneClick: true },
    });
    return true;
  });
}

/**
 * Notification e-mail (issue 23): each notification a member may get by e-mail waits
 * EMAIL_WINDOW_MS to be seen in the app; what is still unseen then goes as one e-mail per member,
 * outside quiet hours; members away for a week get a weekly digest; every e-mail carries a signed
 * one-click unsubscribe (RFC 8058).
 */
export function createNotificationEmail(deps: NotificationEmailDeps) {
  const { db, mailer, secret } = deps;
  const sources: DigestSource[] = [];
  // PGlite is one connection: one member at a time. PostgreSQL: a few members side by side.
  const parallel = deps.driver === 'pg' ? 6 : 1;

  return {
    /** Registers a domain's highlights for the digest. */
    registerDigestSource(source: DigestSource): void {
      sources.push(source);
    },

    /**
     * Told of each notification made or grown: one the member gets by e-mail waits for its window
     * ('pending'; a burst that grew starts its window again). One statement, the member's choice read inside it.
     */
    async markPending(row: Row): Promise<void> {
      if (!isDeliveryKind(row.kind) || row.isRead) return;
      await db.execute(sql`
        update ${notifications} set email_status = 'pending'
        where id = ${row.id} and coalesce(
          (select (channels -> ${row.kind}::text ->> 'email')::boolean from ${notificationSettings} where user_id = ${row.userId}),
          ${defaultChannels[row.kind].email})`);
    },

    /** Sends what is due at `now` (the batch job): one e-mail per member with anything unseen for EMAIL_WINDOW_MS. */
    async sendDue(now = new Date()): Promise<BatchResult> {
      const cutoff = new Date(now.getTime() - EMAIL_WINDOW_MS);
      const total: BatchResult = { emails: 0, sent: 0, skipped: 0 };
      const failed = new Set<string>();
      const chunk = 500;
      for (;;) {
        const members = (await dueMembers(db, now, cutoff, chunk + failed.size)).filter((id) => !failed.has(id));
        if (members.length === 0) break;
        let progress = false;
        await each(parallel, members, async (userId) => {
          try {
            const r = await sendMember(deps, userId, now, cutoff);
            total.emails += r.emails;
            total.sent += r.sent;
            total.skipped += r.skipped;
            if (r.sent + r.skipped > 0) progress = true;
            // Held by another process, or quiet hours that began a moment ago: not this run.
            else failed.add(userId);
          } catch (err) {
            failed.add(userId);
            deps.log.warn({ err, userId }, 'a notification e-mail could not be sent; it waits for the next run');
          }
        });
        if (!progress) break;
      }
      return total;
    },

    /**
     * The weekly digest: members whose last activity is DIGEST_AWAY_MS ago or more, who chose it
     * (the default) and got none for as long; never a banned or suspended member. Each member is
     * claimed (last_digest_at) in the transaction that sends, so a digest goes once.
     */
    async sendDigests(now = new Date()): Promise<number> {
      const away = new Date(now.getTime() - DIGEST_AWAY_MS);
      const m = deps.accounts.memberRelation('m');
      const s = notificationSettings;
      const candidates = await db
        .select({ id: m.id })
        .from(m)
        .leftJoin(s, eq(s.userId, m.id))
        .where(
          and(
            sql`coalesce(${s.digest}, 'weekly') = 'weekly'`,
            sql`coalesce(${m.lastActiveAt}, ${m.createdAt}) <= ${away.toISOString()}::timestamptz`,
            sql`(${s.lastDigestAt} is null or ${s.lastDigestAt} <= ${away.toISOString()}::timestamptz)`,
            sql`${m.inGoodStanding}`,
            mailer.delivers ? eq(m.emailVerified, true) : undefined,
          ),
        )
        .limit(1000);
      if (candidates.length === 0) return 0;
      const highlights: Record<DigestSource['name'], string[]> = { events: [], posts: [] };
      for (const source of sources) {
        try {
          highlights[source.name] = await source.highlights(now, 3);
        } catch (err) {
          deps.log.warn({ err, source: source.name }, 'a digest source failed; the digest goes without it');
        }
      }
      let sent = 0;
      await each(parallel, candidates, async ({ id: userId }) => {
        try {
          if (await sendDigest(deps, userId, now, away, highlights)) sent++;
        } catch (err) {
          deps.log.warn({ err, userId }, 'a digest could not be sent; it is tried again at the next run');
        }
      });
      return sent;
    },

    /** What an unsubscribe link stops, without stopping it (the page shows it before the member confirms). */
    async describe(token: string | undefined): Promise<UnsubscribeResult> {
      const read = readUnsubscribeToken(secret, token);
      if (!read || !(await memberOf(deps.accounts, db, read.userId))) throw badRequest(UnsubscribeMessages.badToken);
      return { scope: read.scope, done: false };
    },

    /**
     * One-click unsubscribe (RFC 8058), without signing in: 'all' switches e-mail off for every kind
     * and the digest, and what waits to be e-mailed is skipped; 'digest' switches the digest off. A
     * token this server did not sign, or for an account that is gone, changes nothing.
     */
    async unsubscribe(token: string | undefined): Promise<UnsubscribeResult> {
      const read = readUnsubscribeToken(secret, token);
      if (!read || !(await memberOf(deps.accounts, db, read.userId))) throw badRequest(UnsubscribeMessages.badToken);
      const { scope, userId } = read;
      await db.transaction(async (tx) => {
        const current = await tx
          .select()
          .from(notificationSettings)
          .where(eq(notificationSettings.userId, userId))
          .for('update');
        const channels = { ...(current[0]?.channels ?? {}) };
        if (scope === 'all') for (const kind of DeliveryKinds) channels[kind] = { ...channels[kind], email: false };
        const change = scope === 'all' ? { channels, digest: 'off', updatedAt: new Date() } : { digest: 'off' };
        await tx
          .insert(notificationSettings)
          .values({ userId, ...change })
          .onConflictDoUpdate({ target: notificationSettings.userId, set: change });
        if (scope === 'all')
          await tx
            .update(notifications)
            .set({ emailStatus: 'skipped' })
            .where(and(eq(notifications.userId, userId), eq(notifications.emailStatus, 'pending')));
      });
      return { scope, done: true };
    },
  };
}

export type NotificationEmail = ReturnType<typeof createNotificationEmail>;
