import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../platform/mail.js';
import { createTestApp, signUp, type Member, type TestApp } from '../../../test/helpers.js';

const MIN = 60_000;
let t: TestApp;

const service = (app: TestApp = t) => app.app.services.modules.get('notifications');
const exec = (q: ReturnType<typeof sql>, app: TestApp = t) => app.database.db.execute(q);

async function reply(m: Member, opts: { title?: string; name?: string; anonymous?: boolean } = {}, app = t) {
  const params: Record<string, string> = { name: opts.name ?? 'Ravi Kumar', title: opts.title ?? 'Chemo week two' };
  if (opts.anonymous) params.anonymous = '1';
  return service(app).notify({ userId: m.id, type: 'reply', template: 'reply', params, actionUrl: '/forum/x' });
}

async function statusOf(id: string, app = t): Promise<string | null> {
  const res = await exec(sql`select email_status from notifications where id = ${id}`, app);
  return (res.rows[0] as { email_status: string | null }).email_status;
}

const later = (minutes: number) => new Date(Date.now() + minutes * MIN);
const mailsTo = (m: Member) => t.outbox.filter((mail) => mail.to === m.email);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the e-mail window', () => {
  it('waits ten minutes, then sends what was not seen; a seen one is skipped', async () => {
    const m = await signUp(t.app);
    const row = (await reply(m))!;
    expect(await statusOf(row.id)).toBe('pending');
    expect((await service().email.sendDue(later(9))).emails).toBe(0);
    expect(mailsTo(m)).toHaveLength(0);
    await service().email.sendDue(later(11));
    expect(mailsTo(m)).toHaveLength(1);
    expect(await statusOf(row.id)).toBe('sent');
    // Sent once: the next run sends nothing more.
    await service().email.sendDue(later(12));
    expect(mailsTo(m)).toHaveLength(1);

    const seen = await signUp(t.app);
    const seenRow = (await reply(seen))!;
    await service().markRead(seen.id, seenRow.id);
    await service().email.sendDue(later(11));
    expect(mailsTo(seen)).toHaveLength(0);
    expect(await statusOf(seenRow.id)).toBe('skipped');
  });

  it('puts all of a member’s due notifications in one e-mail, private by default', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await reply(a, { title: 'Chemo week two' });
    await reply(a, { title: 'Radiation side effects' });
    await service().notify({
      userId: a.id,
      type: 'mention',
      template: 'mention',
      params: { name: 'Ravi Kumar', title: 'Chemo week two' },
    });
    await reply(b);
    const result = await service().email.sendDue(later(11));
    expect(result.emails).toBeGreaterThanOrEqual(2);
    const [mail] = mailsTo(a);
    expect(mailsTo(a)).toHaveLength(1);
    expect(mailsTo(b)).toHaveLength(1);
    expect(mail!.subject).toBe('You have 3 new notifications on Fortitude Network');
    expect(mail!.text).toContain('2 new replies');
    expect(mail!.text).toContain('Someone mentioned you');
    // Nothing of what it is about: no title, no name, nothing about health.
    expect(mail!.text).not.toMatch(/Chemo|Radiation|Ravi/);
    expect(mail!.text).toContain('http://localhost:3000/notifications');
    expect(mail!.text).toContain('http://localhost:3000/profile#notifications');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=all\./);
    expect(mail!.listUnsubscribe).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=all\./),
      oneClick: true,
    });
    expect(mailsTo(b)[0]!.subject).toBe('You have a new reply on Fortitude Network');
  });

  it('shows details only to a member who chose them, and never names an anonymous author', async () => {
    const m = await signUp(t.app);
    await exec(sql`insert into notification_settings (user_id, show_details) values (${m.id}, true)`);
    await reply(m, { title: 'Living with lymphoma', name: 'Meera Secret', anonymous: true });
    await service().email.sendDue(later(11));
    const [mail] = mailsTo(m);
    expect(mail!.subject).toBe('New Reply');
    expect(mail!.text).toContain('Someone (anonymous) replied to “Living with lymphoma”.');
    expect(mail!.text).not.toContain('Meera');
  });

  it('writes in the member’s language', async () => {
    const m = await signUp(t.app);
    await exec(sql`update "user" set language = 'hi' where id = ${m.id}`);
    await reply(m);
    await reply(m, { title: 'Another thread' });
    await service().email.sendDue(later(11));
    const [mail] = mailsTo(m);
    expect(mail!.subject).toBe('Fortitude Network पर आपके लिए 2 नई सूचनाएँ हैं');
    expect(mail!.text).toContain('2 नए जवाब');
  });

  it('holds e-mail in quiet hours (India time) and sends when they end', async () => {
    const m = await signUp(t.app);
    await reply(m);
    // Quiet from 22:00 to 07:00 IST; 23:00 IST is 17:30 UTC, 07:30 IST is 02:00 UTC the next day.
    await exec(sql`insert into notification_settings (user_id, quiet_start, quiet_end) values (${m.id}, 1320, 420)`);
    const night = new Date(Date.now() + 11 * MIN);
    night.setUTCHours(17, 30, 0, 0);
    if (night.getTime() < Date.now() + 11 * MIN) night.setUTCDate(night.getUTCDate() + 1);
    await service().email.sendDue(night);
    expect(mailsTo(m)).toHaveLength(0);
    const morning = new Date(night.getTime() + 8.5 * 60 * MIN);
    await service().email.sendDue(morning);
    expect(mailsTo(m)).toHaveLength(1);
  });

  it('skips what the member switched off since, and every e-mail to a banned member', async () => {
    const off = await signUp(t.app);
    const row = (await reply(off))!;
    await exec(
      sql`insert into notification_settings (user_id, channels) values (${off.id}, '{"replies":{"email":false}}'::jsonb)`,
    );
    const banned = await signUp(t.app);
    const bannedRow = (await reply(banned))!;
    await exec(sql`update "user" set banned = true where id = ${banned.id}`);
    await service().email.sendDue(later(11));
    expect(mailsTo(off)).toHaveLength(0);
    expect(mailsTo(banned)).toHaveLength(0);
    expect(await statusOf(row.id)).toBe('skipped');
    expect(await statusOf(bannedRow.id)).toBe('skipped');
    // Switched off before: the notification never waits for e-mail.
    expect(await statusOf((await reply(off, { title: 'Again' }))!.id)).toBeNull();
  });
});

describe('one-click unsubscribe', () => {
  async function mailedLink(m: Member): Promise<string> {
    await reply(m);
    await service().email.sendDue(later(11));
    return (
      new URL(mailsTo(m).at(-1)!.listUnsubscribe!.url).pathname +
      new URL(mailsTo(m).at(-1)!.listUnsubscribe!.url).search
    );
  }

  it('a GET changes nothing; a POST without sign-in switches every notification e-mail off', async () => {
    const m = await signUp(t.app);
    const url = await mailedLink(m);
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/unsubscribe\?token=all\./);
    const check = await t.app.inject({ method: 'GET', url: url.replace('unsubscribe?', 'unsubscribe/check?') });
    expect(check.json()).toEqual({ scope: 'all', done: false });
    expect(await statusOf((await reply(m, { title: 'Still on' }))!.id)).toBe('pending');

    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ scope: 'all', done: true });
    // What waited is not sent, and nothing new waits.
    expect(await statusOf((await reply(m, { title: 'After' }))!.id)).toBeNull();
    const before = mailsTo(m).length;
    await service().email.sendDue(later(30));
    expect(mailsTo(m)).toHaveLength(before);
  });

  it('refuses a token this server did not sign, or one changed to name someone else, and changes nothing', async () => {
    const m = await signUp(t.app);
    const victim = await signUp(t.app);
    const url = await mailedLink(m);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [scope, , mac] = token.split('.');
    const forged = `${scope}.${Buffer.from(victim.id).toString('base64url')}.${mac}`;
    for (const bad of [forged, 'all.abc.def', '', 'digest.' + token.split('.').slice(1).join('.')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/This unsubscribe link is not valid/);
    }
    expect(await statusOf((await reply(victim))!.id)).toBe('pending');
  });
});

describe('the weekly digest', () => {
  async function away(m: Member, days: number) {
    await exec(
      sql`insert into member_settings (user_id, last_active_at) values (${m.id}, now() - make_interval(days => ${days}))
          on conflict (user_id) do update set last_active_at = excluded.last_active_at`,
    );
    await reply(m);
  }

  it('goes to members away 7 days, not 6, never to the suspended or banned, and once a week', async () => {
    const gone = await signUp(t.app);
    const recent = await signUp(t.app);
    const suspended = await signUp(t.app);
    const banned = await signUp(t.app);
    for (const m of [gone, suspended, banned]) await away(m, 8);
    await away(recent, 6);
    await exec(
      sql`update member_settings set suspended_until = now() + interval '30 days' where user_id = ${suspended.id}`,
    );
    await exec(sql`update "user" set banned = true where id = ${banned.id}`);
    const before = t.outbox.length;
    await service().email.sendDigests(new Date());
    const digests = t.outbox.slice(before).filter((mail) => mail.subject === 'Your week on Fortitude Network');
    expect(digests.map((d) => d.to)).toContain(gone.email);
    for (const m of [recent, suspended, banned]) expect(digests.map((d) => d.to)).not.toContain(m.email);
    const digest = digests.find((d) => d.to === gone.email)!;
    expect(digest.text).toContain('A reply or mention is waiting for you.');
    expect(digest.text).not.toContain('Chemo');
    expect(digest.listUnsubscribe!.url).toMatch(/token=digest\./);
    // Once a week.
    const count = t.outbox.length;
    await service().email.sendDigests(new Date());
    expect(t.outbox.filter((mail) => mail.to === gone.email && mail.subject.startsWith('Your week')).length).toBe(1);
    expect(t.outbox.length).toBe(count);

    // The digest's own link stops the digest only.
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(digest.listUnsubscribe!.url).pathname + new URL(digest.listUnsubscribe!.url).search,
    });
    expect(res.json()).toEqual({ scope: 'digest', done: true });
    const settings = await exec(sql`select digest, channels from notification_settings where user_id = ${gone.id}`);
    expect(settings.rows[0]).toMatchObject({ digest: 'off', channels: null });
  });
});

describe("the weekly digest's highlights", () => {
  it("names the coming events and the week's conversations only to a member who chose to see details", async () => {
    await exec(
      sql`insert into events (title, starts_at) values ('Digest Circle for Caregivers', now() + interval '3 days')`,
    );
    const author = await signUp(t.app);
    await exec(
      sql`insert into forum_posts (user_id, title, content) values (${author.id}, 'Digest: sleeping after radiation', 'How do you rest?')`,
    );
    const plain = await signUp(t.app);
    const detailed = await signUp(t.app);
    for (const m of [plain, detailed])
      await exec(
        sql`insert into member_settings (user_id, last_active_at) values (${m.id}, now() - interval '9 days')
            on conflict (user_id) do update set last_active_at = excluded.last_active_at`,
      );
    await exec(sql`insert into notification_settings (user_id, show_details) values (${detailed.id}, true)`);
    const before = t.outbox.length;
    await service().email.sendDigests(new Date());
    const digestTo = (m: Member) =>
      t.outbox.slice(before).find((mail) => mail.to === m.email && mail.subject.startsWith('Your week'))!;
    expect(digestTo(detailed).text).toContain('* Digest Circle for Caregivers');
    expect(digestTo(detailed).text).toContain('* Digest: sleeping after radiation');
    // By default the inbox says only that there is something to see.
    expect(digestTo(plain).text).toMatch(/events? (is|are) coming up in the community/);
    expect(digestTo(plain).text).not.toContain('Digest Circle');
    expect(digestTo(plain).text).not.toContain('radiation');
  });
});

describe('through SMTP', () => {
  it('hands each member one plain-text e-mail with the one-click headers to the SMTP server', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      from: 'site@example.org',
      outboxDir: '/nonexistent',
      log: silent,
    });
    const smtp = await createTestApp({ mailer });
    try {
      const a = await signUp(smtp.app);
      const b = await signUp(smtp.app);
      const unverified = await signUp(smtp.app);
      await exec(sql`update "user" set email_verified = true where id in (${a.id}, ${b.id})`, smtp);
      for (const m of [a, a, b, unverified]) await reply(m, { title: 'Thread' }, smtp);
      await service(smtp).email.sendDue(later(11));
      // (Sign-up's confirmation e-mails went through the same server.)
      const notices = received.filter((r) => r.raw.includes('List-Unsubscribe'));
      expect(notices.map((r) => r.to[0]).sort()).toEqual([a.email, b.email].sort());
      const raw = notices.find((r) => r.to[0] === a.email)!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=all\.[^>]+>$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
      expect(raw).not.toMatch(/text\/html/);
      expect(raw).toMatch(/^Subject: You have 2 new notifications on Fortitude Network$/m);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
