import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  // Two donors a wave, so the second wave can be seen.
  t = await createTestApp({ env: { DONOR_WAVE_SIZE: '2', DONOR_WAVE_MINUTES: '20' } });
  admin = await createMember(t, 'admin', { name: 'Asha Varghese' });
});
afterAll(async () => t?.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const profile = (body: Record<string, unknown> = {}) => ({
  bloodGroup: 'B+',
  gives: ['whole_blood'],
  sex: 'male',
  birthYear: 1990,
  weightKg: 70,
  hasDonatedBefore: true,
  lastWholeBloodOn: daysAgo(200),
  lastApheresisOn: null,
  apheresisLastYear: 0,
  placeCode: 'pune',
  pin: '411038',
  reachKm: 25,
  wakeForUrgent: false,
  confirmsNoCancer: true,
  ...body,
});
const register = (m: Member, body: Record<string, unknown> = {}) =>
  as(t.app, m, { method: 'PUT', url: '/api/donors/me', payload: profile(body) });
const donor = async (name: string, body: Record<string, unknown> = {}) => {
  const m = await createMember(t, 'volunteer', { name });
  const res = await register(m, body);
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return m;
};
const request = (m: Member, body: Record<string, unknown> = {}) =>
  as(t.app, m, {
    method: 'POST',
    url: '/api/donors/requests',
    payload: {
      component: 'platelets_random',
      patientGroup: 'B+',
      units: 1,
      hospital: 'Sunrise Cancer Hospital',
      placeCode: 'pune',
      neededBy: new Date(Date.now() + 86_400_000).toISOString(),
      note: 'My son is in the children’s ward.',
      ...body,
    },
  });
const bell = async (m: Member) => {
  const res = await as(t.app, m, { method: 'GET', url: '/api/notifications' });
  return (res.json().items as { title: string; actionUrl: string | null }[]).filter((n) =>
    n.actionUrl?.startsWith('/donors/'),
  );
};

describe('Registering as a donor', () => {
  it('a caregiver registers, sees the days they may give again, and pauses', async () => {
    const m = await createMember(t, 'caregiver');
    const res = await register(m, { lastWholeBloodOn: daysAgo(30) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().eligibleFrom.whole_blood).toBe(daysAgo(-60));
    const paused = await as(t.app, m, { method: 'PATCH', url: '/api/donors/me', payload: { status: 'paused' } });
    expect(paused.json().status).toBe('paused');
    const mine = await as(t.app, m, { method: 'GET', url: '/api/donors/me' });
    expect(mine.json()).toMatchObject({ mayRegister: true, profile: { status: 'paused', bloodGroup: 'B+' } });
  });

  it('patients and survivors are told a history of cancer rules out donating', async () => {
    for (const role of ['patient', 'survivor'] as const) {
      const m = await createMember(t, role);
      const res = await register(m);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/history of cancer|ever had cancer/);
    }
  });

  it('refuses without the confirmation, under 45 kg, a PIN outside the city, and too old for a first donation', async () => {
    const m = await createMember(t, 'volunteer');
    expect((await register(m, { confirmsNoCancer: false })).statusCode).toBe(400);
    expect((await register(m, { weightKg: 40 })).statusCode).toBe(400);
    expect((await register(m, { pin: '560034' })).statusCode).toBe(400);
    const old = await register(m, { birthYear: new Date().getFullYear() - 62, hasDonatedBefore: false });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toMatch(/18 to 65/);
  });
});

describe('A request reaches the right donors', () => {
  it('platelets for a B+ patient in Pune: compatible eligible donors nearby hear; the others do not', async () => {
    const asker = await createMember(t, 'caregiver', { name: 'Lata Joshi' });
    const near = await donor('Near B+', { gives: ['whole_blood'] });
    const ab = await donor('Near AB+', { bloodGroup: 'AB+' });
    const incompatible = await donor('Near A+', { bloodGroup: 'A+' });
    const recent = await donor('Recent B+', { lastWholeBloodOn: daysAgo(30) });
    const far = await donor('Mumbai B+', { placeCode: 'mumbai', pin: '400001', reachKm: 100 });
    const paused = await donor('Paused B+');
    await as(t.app, paused, { method: 'PATCH', url: '/api/donors/me', payload: { status: 'paused' } });

    const res = await request(asker);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    // A wave of two: the ABO-identical donor first, then the compatible AB+.
    expect(res.json().asked).toBe(2);
    expect(await bell(near)).toHaveLength(1);
    expect(await bell(ab)).toHaveLength(1);
    for (const m of [incompatible, recent, far, paused]) expect(await bell(m)).toHaveLength(0);
    // The request is not there for anyone it did not reach.
    expect((await as(t.app, incompatible, { method: 'GET', url: `/api/donors/requests/${id}` })).statusCode).toBe(404);

    // A donor says yes (sharing a number by choice); the asker sees them and messages them.
    const yes = await as(t.app, near, {
      method: 'POST',
      url: `/api/donors/requests/${id}/answer`,
      payload: { answer: 'yes', contact: '98220 12345' },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const view = await as(t.app, asker, { method: 'GET', url: `/api/donors/requests/${id}` });
    expect(view.json().mine.yes).toMatchObject([{ donorId: near.id, name: 'Near B+', contact: '98220 12345' }]);
    expect(await bell(asker)).toHaveLength(1);
    const msg = await as(t.app, asker, {
      method: 'POST',
      url: `/api/donors/requests/${id}/message`,
      payload: { donorId: near.id, content: 'Thank you! The blood centre is on the ground floor.' },
    });
    expect(msg.statusCode, msg.body).toBe(200);
    const thread = await as(t.app, near, { method: 'GET', url: `/api/messages/${asker.id}` });
    expect(thread.json().items[0].content).toMatch(/ground floor/);
    // Only a donor who said yes can be messaged.
    const notYes = await as(t.app, asker, {
      method: 'POST',
      url: `/api/donors/requests/${id}/message`,
      payload: { donorId: ab.id, content: 'Hello' },
    });
    expect(notYes.statusCode).toBe(403);

    // Fulfilled: the donor still pending is told it is no longer needed.
    const closed = await as(t.app, asker, {
      method: 'POST',
      url: `/api/donors/requests/${id}/close`,
      payload: { outcome: 'fulfilled' },
    });
    expect(closed.json().request.status).toBe('fulfilled');
    expect((await bell(ab)).map((n) => n.title)).toContain('No Longer Needed');
    expect((await bell(near)).map((n) => n.title)).not.toContain('No Longer Needed');
  });

  it('too few yes after the set time: the next wave reaches the next donors', async () => {
    const asker = await createMember(t, 'caregiver');
    const list = [];
    for (let i = 0; i < 3; i++)
      list.push(await donor(`Red cells O- ${i}`, { bloodGroup: 'O-', placeCode: 'nagpur', pin: '440001' }));
    const res = await request(asker, { component: 'red_cells', patientGroup: 'O-', placeCode: 'nagpur', units: 2 });
    expect(res.json().asked).toBe(2);
    const donors = t.app.services.modules.get('donors');
    // Not yet: the wave is fresh.
    await donors.runWaves(new Date());
    let mine = await as(t.app, asker, { method: 'GET', url: `/api/donors/requests/${res.json().id}` });
    expect(mine.json().mine.asked).toBe(2);
    await donors.runWaves(new Date(Date.now() + 21 * 60_000));
    mine = await as(t.app, asker, { method: 'GET', url: `/api/donors/requests/${res.json().id}` });
    expect(mine.json().mine.asked).toBe(3);
  });
});

describe('Urgent requests may wake a donor who chose it', () => {
  it("an urgent request's notice goes through quiet hours only to donors who said it may wake them", async () => {
    const asker = await createMember(t, 'caregiver');
    const wake = await donor('Wake me', { placeCode: 'indore', pin: '452001', wakeForUrgent: true });
    const sleep = await donor('Let me sleep', { placeCode: 'indore', pin: '452001' });
    const res = await request(asker, { placeCode: 'indore', urgent: true });
    expect(res.json().asked).toBe(2);
    const rows = await t.app.platform.db
      .select({ userId: notifications.userId, wakes: notifications.wakes })
      .from(notifications)
      .where(eq(notifications.actionUrl, `/donors/requests/${res.json().id}`));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.wakes]))).toEqual({ [wake.id]: true, [sleep.id]: false });
  });
});

describe('No money, ever', () => {
  it('refuses a request that asks for or mentions payment, in English, Hindi and Hinglish, and phone numbers', async () => {
    const asker = await createMember(t, 'caregiver');
    for (const note of [
      'Donor will be paid Rs 2000 for travel',
      'Processing fee of 500/- at the counter',
      'डोनर को पैसे दिए जाएंगे',
      'donor ko paise milenge',
      'Call me on 98765 43210',
    ]) {
      const res = await request(asker, { note });
      expect(res.statusCode, note).toBe(400);
    }
    const ok = await request(asker, { note: 'Please come to the blood centre; thank you for your kindness.' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a member has at most three open requests', async () => {
    const asker = await createMember(t, 'caregiver');
    for (let i = 0; i < 3; i++) expect((await request(asker)).statusCode).toBe(201);
    expect((await request(asker)).statusCode).toBe(409);
  });
});

describe('Administrators, NGOs, reports and data rights', () => {
  it('an administrator sees open requests and reports, and closes one', async () => {
    const asker = await createMember(t, 'caregiver');
    const d = await donor('Reporter', { placeCode: 'kochi', pin: '682001' });
    const id = (await request(asker, { placeCode: 'kochi' })).json().id as string;
    const report = await as(t.app, d, {
      method: 'POST',
      url: `/api/donors/requests/${id}/reports`,
      payload: { reason: 'spam', note: 'This looks wrong to me.' },
    });
    expect(report.statusCode, report.body).toBe(200);
    const overview = await as(t.app, admin, { method: 'GET', url: '/api/admin/donors' });
    expect(overview.json().items.find((r: { id: string }) => r.id === id)).toMatchObject({ reported: true, asked: 1 });
    const closed = await as(t.app, admin, { method: 'POST', url: `/api/admin/donors/requests/${id}/close` });
    expect(closed.json().request.status).toBe('closed');
    expect((await as(t.app, d, { method: 'GET', url: '/api/admin/donors' })).statusCode).toBe(403);
  });

  it("an NGO's donor drives are on its dashboard; others cannot post drives", async () => {
    const ngo = await createMember(t, 'ngo');
    expect((await request(ngo, { isDrive: true })).statusCode).toBe(201);
    const drives = await as(t.app, ngo, { method: 'GET', url: '/api/ngo/donor-drives' });
    expect(drives.json().items).toHaveLength(1);
    const caregiver = await createMember(t, 'caregiver');
    expect((await request(caregiver, { isDrive: true })).statusCode).toBe(403);
  });

  it('the donor profile and requests are in the export and go at erasure', async () => {
    const m = await donor('Leaving donor', { placeCode: 'jaipur', pin: '302001' });
    await request(m, { placeCode: 'jaipur' });
    const dataRights = t.app.platform.dataRights;
    const parts = await Promise.all(
      dataRights
        .contributions()
        .filter((c) => c.domain === 'donors')
        .map((c) => c.export({ id: m.id, email: m.email })),
    );
    expect(parts[0]!.sections.donorProfile).toMatchObject({ bloodGroup: 'B+', placeCode: 'jaipur' });
    expect(parts[0]!.sections.donorRequests).toHaveLength(1);
    const erased = await as(t.app, m, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: m.password, keepPostsAnonymous: false },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const after = await dataRights
      .contributions()
      .find((c) => c.domain === 'donors')!
      .export({ id: m.id, email: m.email });
    expect(after.sections.donorProfile).toBeNull();
    expect(after.sections.donorRequests).toHaveLength(0);
  });
});
