import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '../../../contracts/daily-question.js';
import { contentReports, dailyQuestions } from '../../db/schema/index.js';
import { as, createMember, createTestApp, ORIGIN, type Member, type TestApp } from '../../test/helpers.js';

/**
 * What the one screening hook (decision 0059) does for the places screened since: daily answers,
 * connection notes, events, support groups, the profile bio and contact messages. A text that signals
 * a risk is saved as written and its author's own answer carries the notice; public text at the
 * crisis level becomes an urgent queue item; private text, and any concern, never does.
 */
// Each checked with the detector (assessRisk) at the level named, by the model of b7f9fbd and by v1.
const CRISIS = 'I have been thinking about ending my life.';
const CRISIS_TOO = 'I want to kill myself tonight.';
const CONCERN = 'I feel like such a burden to my family since the diagnosis.';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
});
afterAll(async () => t?.close());

/** Every item the system filed (no reporter) for this content. */
const filed = (targetId: string) =>
  t.database.db
    .select()
    .from(contentReports)
    .where(and(eq(contentReports.targetId, targetId), isNull(contentReports.reporterId)));
const queueItem = async (targetId: string) => {
  const res = await as(t.app, admin, { method: 'GET', url: '/api/admin/reports' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string; targetId: string }[]).find((i) => i.targetId === targetId);
};

/** A fresh open question featured today. */
async function openQuestionToday(): Promise<string> {
  const today = indiaDate(new Date());
  await t.database.db
    .update(dailyQuestions)
    .set({ isActive: false })
    .where(and(eq(dailyQuestions.featuredDate, today), eq(dailyQuestions.isActive, true)));
  t.app.services.modules.get('dailyQuestion').forget();
  const res = await as(t.app, admin, {
    method: 'POST',
    url: '/api/admin/daily-questions',
    payload: { question: 'What helped you today?', questionType: 'open', featuredDate: today },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const answer = (who: Member, questionId: string, responseText: string, isAnonymous: boolean) =>
  as(t.app, who, {
    method: 'POST',
    url: `/api/daily-questions/${questionId}/responses`,
    payload: { responseText, isAnonymous },
  });

describe("an open answer to the day's question", () => {
  it('shown anonymously on the home page, a crisis: the notice for its author and an urgent item moderators can remove', async () => {
    const questionId = await openQuestionToday();
    const author = await createMember(t, 'patient', { name: 'Meera Pillai' });
    const res = await answer(author, questionId, CRISIS, true);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    const id = res.json().response.id as string;
    // Listed as written, to everyone, with nothing of the notice.
    const home = await t.app.inject({ method: 'GET', url: '/api/daily-questions/today' });
    expect(home.json().anonymousResponses.map((r: { id: string }) => r.id)).toContain(id);
    expect(home.body).not.toContain('self_harm');

    expect(await filed(id)).toHaveLength(1);
    const item = await queueItem(id);
    expect(item).toMatchObject({
      targetType: 'daily_answer',
      crisis: 'self_harm',
      content: { title: 'What helped you today?', excerpt: CRISIS, authorName: 'Anonymous', removable: true },
    });
    expect(JSON.stringify(item)).not.toContain('Meera');
    const removed = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/reports/${item!.id}/actions`,
      payload: { action: 'remove' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/daily-questions/today' });
    expect(after.json().anonymousResponses.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('with the name, listed nowhere: the notice for its author only, nothing filed', async () => {
    const questionId = await openQuestionToday();
    const res = await answer(await createMember(t), questionId, CRISIS, false);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(await filed(res.json().response.id)).toEqual([]);
  });

  it('a concern: a gentle notice for its author, nothing filed even though it is public', async () => {
    const questionId = await openQuestionToday();
    const res = await answer(await createMember(t), questionId, CONCERN, true);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'concern' });
    expect(await filed(res.json().response.id)).toEqual([]);
  });

  it('without a risk, carries no notice', async () => {
    const questionId = await openQuestionToday();
    const res = await answer(await createMember(t), questionId, 'A walk with my sister in the evening.', true);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('safety');
  });
});

describe('the note on a connection request', () => {
  it('a crisis: the notice for its writer only; nothing is filed and the receiver sees the note as written', async () => {
    const sender = await createMember(t);
    const receiver = await createMember(t);
    const before = await t.database.db.select().from(contentReports);
    const res = await as(t.app, sender, {
      method: 'POST',
      url: '/api/connections',
      payload: { receiverId: receiver.id, message: CRISIS_TOO },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(await t.database.db.select().from(contentReports)).toHaveLength(before.length);
    const theirs = await as(t.app, receiver, { method: 'GET', url: '/api/connections?tab=requests' });
    expect(theirs.body).toContain('kill myself');
    expect(theirs.body).not.toContain('self_harm');
  });
});

describe('what hosts and members write for others to read', () => {
  it("an event's description: the notice for its host and an urgent item", async () => {
    const ngo = await createMember(t, 'ngo');
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const res = await as(t.app, ngo, {
      method: 'POST',
      url: '/api/events',
      payload: { title: 'Evening circle', description: CRISIS, startDate: inThreeDays, startTime: '19:00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(await queueItem(res.json().id)).toMatchObject({ targetType: 'event', content: { title: 'Evening circle' } });
  });

  it("a public group's description is filed; a private group's is its writer's alone", async () => {
    const ngo = await createMember(t, 'ngo');
    const group = (isPrivate: boolean) =>
      as(t.app, ngo, {
        method: 'POST',
        url: '/api/support-groups',
        payload: { name: isPrivate ? 'Quiet circle' : 'Open circle', description: CRISIS, isPrivate },
      });
    const open = await group(false);
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(await queueItem(open.json().id)).toMatchObject({ targetType: 'support_group' });
    const closed = await group(true);
    expect(closed.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(await filed(closed.json().id)).toEqual([]);
  });

  it("a member's bio: the notice for them and an urgent item on their profile", async () => {
    const member = await createMember(t, 'patient', { name: 'Anil Kumar' });
    const res = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: {
        fullName: 'Anil Kumar',
        username: null,
        bio: CRISIS,
        role: 'patient',
        ageGroup: null,
        cancerType: 'breast',
        location: null,
        diagnosisDate: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(await queueItem(member.id)).toMatchObject({ targetType: 'profile', content: { excerpt: CRISIS } });
  });

  it("a visitor's message to the team: the notice for its writer, nothing filed", async () => {
    const before = await t.database.db.select().from(contentReports);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: ORIGIN },
      payload: { fullName: 'A visitor', email: 'visitor@example.com', subject: 'Help', message: CRISIS },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(await t.database.db.select().from(contentReports)).toHaveLength(before.length);
  });
});
