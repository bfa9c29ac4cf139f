import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactLimits, ContactMessages } from '../../../contracts/pages.js';
import { contactMessages } from '../../db/schema/pages.js';
import { as, createMember, createTestApp, nextIp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

const valid = {
  fullName: 'Anjali Menon',
  email: 'anjali@example.com',
  subject: 'Joining a support group',
  message: 'Is there a caregivers group that meets online in the evenings?',
};

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
  member = await createMember(t, 'patient');
});
afterAll(async () => t?.close());

const send = (payload: unknown, opts: { ip?: string; who?: Member | null } = {}) =>
  as(t.app, opts.who ?? null, {
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: opts.ip ?? nextIp(),
  });

const stored = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

describe('POST /api/contact', () => {
  it("stores the message for administrators and answers with the specification's thank-you text", async () => {
    const ip = nextIp();
    const res = await send({ ...valid, fullName: '  Anjali Menon  ' }, { ip });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Thank you for your message. We'll get back to you within 24-48 hours.");
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({
      fullName: 'Anjali Menon',
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      status: 'new',
      ip,
      userId: null,
    });
  });

  it('remembers the account of a signed-in sender', async () => {
    const res = await send(valid, { who: member });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row!.userId).toBe(member.id);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing full name', { fullName: undefined }, 'fullName', englishOf(ContactMessages.fullNameRequired)],
    ['a blank full name', { fullName: '   ' }, 'fullName', englishOf(ContactMessages.fullNameRequired)],
    [
      'a full name that is too long',
      { fullName: 'a'.repeat(ContactLimits.fullNameMax + 1) },
      'fullName',
      englishOf(ContactMessages.fullNameTooLong),
    ],
    ['a missing email', { email: '' }, 'email', englishOf(ContactMessages.emailRequired)],
    [
      'an email that is not an address',
      { email: 'anjali-at-example' },
      'email',
      englishOf(ContactMessages.emailInvalid),
    ],
    ['a missing subject', { subject: ' ' }, 'subject', englishOf(ContactMessages.subjectRequired)],
    [
      'a subject that is too long',
      { subject: 's'.repeat(ContactLimits.subjectMax + 1) },
      'subject',
      englishOf(ContactMessages.subjectTooLong),
    ],
    ['a missing message', { message: '' }, 'message', englishOf(ContactMessages.messageRequired)],
    ['a message under 10 characters', { message: 'Help me' }, 'message', englishOf(ContactMessages.messageTooShort)],
    [
      'a message over 5000 characters',
      { message: 'm'.repeat(ContactLimits.messageMax + 1) },
      'message',
      englishOf(ContactMessages.messageTooLong),
    ],
  ];
  it.each(cases)(
    'refuses %s with a message for that field and stores nothing',
    async (_name, change, path, message) => {
      const before = await stored();
      const res = await send({ ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path, message }));
      expect(await stored()).toBe(before);
    },
  );

  it('names every missing field at once', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    const paths = (res.json().error.issues as Array<{ path: string }>).map((i) => i.path).sort();
    expect(paths).toEqual(['email', 'fullName', 'message', 'subject']);
  });

  it('accepts five messages an hour from one sender at one address, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await send(valid, { ip })).statusCode).toBe(201);
    const before = await stored();
    const refused = await send(valid, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: englishOf(ContactMessages.rateLimited),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await stored()).toBe(before);
    // Another address is not affected, nor another sender at the same address.
    expect((await send(valid)).statusCode).toBe(201);
    expect((await send({ ...valid, email: 'ravi@example.com' }, { ip })).statusCode).toBe(201);
  });

  it(`accepts 30 people writing from one address in an hour (a hospital's Wi-Fi), then answers 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1)
      expect((await send({ ...valid, email: `ward-${i}@example.com` }, { ip })).statusCode).toBe(201);
    const refused = await send({ ...valid, email: 'ward-30@example.com' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('counts concurrent messages from one address exactly', async () => {
    const ip = nextIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => send(valid, { ip })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });

  it('follows CONTACT_RATE_LIMIT_PER_HOUR', async () => {
    const strict = await createTestApp({ shareDatabaseOf: t, env: { CONTACT_RATE_LIMIT_PER_HOUR: '1' } });
    try {
      const ip = nextIp();
      const first = await strict.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
      expect(first.statusCode).toBe(201);
      const second = await strict.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: ip,
      });
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
    } finally {
      await strict.close();
    }
  });

  it('lets a sender write again once the hour has passed', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await send(valid, { ip })).statusCode).toBe(201);
    expect((await send(valid, { ip })).statusCode).toBe(429);
    // The hour passes: the sender's windows in the platform's rate-limit store (the database here) end.
    await t.database.db.execute(
      sql`update rate_limit_windows set ends_at = now() where key like ${`member:contact%:address:${ip}%`}`,
    );
    expect((await send(valid, { ip })).statusCode).toBe(201);
  });
});

describe('administrators and contact messages', () => {
  const list = (who: Member | null, query = '') =>
    as(t.app, who, { method: 'GET', url: `/api/admin/contact-messages${query}` });

  it('lists messages newest first, page by page, without repeating or skipping one', async () => {
    const subject = `Paging ${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 5; i += 1) await send({ ...valid, subject: `${subject} ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(admin, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as {
        items: Array<{ id: string; createdAt: string; subject: string }>;
        nextCursor: string | null;
      };
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await stored());
    // Newest first; two sent within the same instant may come in either order (the id breaks the tie).
    const first = (await list(admin, '?limit=5')).json().items as Array<{ subject: string; createdAt: string }>;
    expect(first.map((i) => i.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `${subject} ${i}`));
    const times = first.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first[0]!.subject).not.toBe(`${subject} 0`);
  });

  it('marks a message handled, records who handled it, and filters by status', async () => {
    const sent = await send({ ...valid, subject: 'Please handle me' });
    const id = sent.json().id as string;
    const res = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/contact-messages/${id}`,
      payload: { status: 'handled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'handled', handledBy: admin.id });
    expect(res.json().handledAt).toEqual(expect.any(String));
    const handled = (await list(admin, '?status=handled&limit=50')).json().items as Array<{ id: string }>;
    expect(handled.map((i) => i.id)).toContain(id);
    const fresh = (await list(admin, '?status=new&limit=50')).json().items as Array<{ id: string }>;
    expect(fresh.map((i) => i.id)).not.toContain(id);
    const reopened = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/contact-messages/${id}`,
      payload: { status: 'new' },
    });
    expect(reopened.json()).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
  });

  it('answers 404 for a message that does not exist and 400 for a broken cursor', async () => {
    const missing = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/contact-messages/${randomUUID()}`,
      payload: { status: 'handled' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await list(admin, '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('refuses the list and the update to visitors, members and NGOs', async () => {
    const ngo = await createMember(t, 'ngo');
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    expect((await list(ngo)).statusCode).toBe(403);
    const id = (await send(valid)).json().id as string;
    const patch = (who: Member) =>
      as(t.app, who, { method: 'PATCH', url: `/api/admin/contact-messages/${id}`, payload: { status: 'handled' } });
    expect((await patch(member)).statusCode).toBe(403);
    expect((await patch(ngo)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.status).toBe('new');
  });
});

describe('GET /api/site/config', () => {
  it('says there are no ads when none are configured, with the site name and contact address', async () => {
    const res = await t.app.inject({ url: '/api/site/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteName: 'Fortitude Network',
      contactEmail: 'support@localhost',
      ads: null,
      translation: false,
      altcha: false,
    });
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('gives the ad client and slot ids when they are configured', async () => {
    const withAds = await createTestApp({
      shareDatabaseOf: t,
      env: {
        AD_CLIENT: 'ca-pub-1234567890',
        AD_SLOTS: 'home:1111, layout:2222',
        CONTACT_EMAIL: 'help@fortitude.example',
      },
    });
    try {
      const res = await withAds.app.inject({ url: '/api/site/config' });
      expect(res.json()).toEqual({
        siteName: 'Fortitude Network',
        contactEmail: 'help@fortitude.example',
        ads: { client: 'ca-pub-1234567890', slots: { home: '1111', layout: '2222' } },
        translation: false,
        altcha: false,
      });
    } finally {
      await withAds.close();
    }
  });

  it('gives no ads when a client is set without any slot id', async () => {
    const half = await createTestApp({ shareDatabaseOf: t, env: { AD_CLIENT: 'ca-pub-1234567890' } });
    try {
      expect((await half.app.inject({ url: '/api/site/config' })).json().ads).toBeNull();
    } finally {
      await half.close();
    }
  });
});
