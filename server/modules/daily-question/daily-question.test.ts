import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  DailyQuestionMessages,
  indiaDate,
  type AdminDailyQuestion,
  type TodayQuestion,
} from '../../../contracts/daily-question.js';
import { dailyQuestions, questionResponses, user } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { createDailyQuestionService, pollResults } from './daily-question.service.js';
import { createAdminQuestionsService } from './admin-questions.service.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
  member = await createMember(t, 'patient', { name: 'Kavya Nair' });
});
afterAll(async () => t?.close());

const today = () => indiaDate(new Date());

/** Retires whatever is featured today, then schedules a fresh question for today through the admin API. */
async function scheduleToday(
  type: 'open' | 'poll',
  options: string[] = [],
  question = `Question ${randomUUID().slice(0, 6)}?`,
): Promise<AdminDailyQuestion> {
  await t.database.db
    .update(dailyQuestions)
    .set({ isActive: false })
    .where(and(eq(dailyQuestions.featuredDate, today()), eq(dailyQuestions.isActive, true)));
  t.app.services.modules.get('dailyQuestion').forget();
  const res = await as(t.app, admin, {
    method: 'POST',
    url: '/api/admin/daily-questions',
    payload: { question, questionType: type, options, featuredDate: today() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const getToday = async (who: Member | null = null): Promise<TodayQuestion> =>
  (await as(t.app, who, { method: 'GET', url: '/api/daily-questions/today' })).json();
const answer = (who: Member | null, id: string, payload: object) =>
  as(t.app, who, { method: 'POST', url: `/api/daily-questions/${id}/responses`, payload });

/** Accounts inserted straight into the database, for tests that need many answers quickly. */
async function quickMembers(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await t.database.db
    .insert(user)
    .values(ids.map((id) => ({ id, name: `Quick ${id.slice(0, 4)}`, email: `${id}@example.com` })));
  return ids;
}

describe("today's question", () => {
  it('shows visitors the question featured today in India, with a public cache lifetime', async () => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    const res = await as(t.app, null, { method: 'GET', url: '/api/daily-questions/today' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const body = res.json() as TodayQuestion;
    expect(body.date).toBe(today());
    expect(body.question).toEqual({
      id: q.id,
      question: q.question,
      questionType: 'poll',
      options: ['Yes', 'No'],
      questionHi: null,
      optionsHi: [],
      featuredDate: today(),
      isActive: true,
    });
    expect(body.results).toBeNull();
    expect(body.totalResponses).toBe(0);
    expect(body.anonymousResponses).toEqual([]);
  });

  it('answers a browser that already holds the current copy with 304, and with the new copy after an answer', async () => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    const first = await as(t.app, null, { method: 'GET', url: '/api/daily-questions/today' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const same = await as(t.app, null, {
      method: 'GET',
      url: '/api/daily-questions/today',
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await answer(member, q.id, { selectedOption: 'Yes' });
    const changed = await as(t.app, null, {
      method: 'GET',
      url: '/api/daily-questions/today',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().totalResponses).toBe(1);
  });

  it('answers with no question when none is featured today', async () => {
    await scheduleToday('open');
    await t.database.db.update(dailyQuestions).set({ isActive: false }).where(eq(dailyQuestions.featuredDate, today()));
    t.app.services.modules.get('dailyQuestion').forget();
    const body = await getToday();
    expect(body).toEqual({ date: today(), question: null, totalResponses: 0, results: null, anonymousResponses: [] });
  });

  it("chooses the day by India's time zone, not the server's UTC date", async () => {
    expect(indiaDate(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(indiaDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(indiaDate(new Date('2026-03-01T00:10:00Z'))).toBe('2026-03-01');
    const adminQuestions = createAdminQuestionsService({ db: t.database.db, changed: async () => {} });
    const first = await adminQuestions.create({
      question: 'First of March?',
      questionType: 'open',
      options: [],
      featuredDate: '2026-03-01',
      isActive: true,
    });
    const second = await adminQuestions.create({
      question: 'Second of March?',
      questionType: 'poll',
      options: ['A', 'B'],
      featuredDate: '2026-03-02',
      isActive: true,
    });
    const before = createDailyQuestionService({ db: t.database.db, now: () => new Date('2026-03-01T18:29:00Z') });
    const after = createDailyQuestionService({ db: t.database.db, now: () => new Date('2026-03-01T18:30:00Z') });
    expect((await before.getToday()).question?.id).toBe(first.id);
    expect((await after.getToday()).question?.id).toBe(second.id);

    // At 23:59 UTC on 1 March it is already 2 March in India: the first is closed, the second open.
    const late = createDailyQuestionService({ db: t.database.db, now: () => new Date('2026-03-01T23:59:00Z') });
    const viewer = {
      id: member.id,
      email: member.email,
      name: member.name,
      role: 'patient' as const,
      emailVerified: true,
    };
    await expect(late.answer(viewer, first.id, { responseText: 'Hello', isAnonymous: false })).rejects.toThrow(
      englishOf(DailyQuestionMessages.notOpen),
    );
    const saved = await late.answer(viewer, second.id, { selectedOption: 'B', isAnonymous: false });
    expect(saved.today.results?.options).toEqual([
      { option: 'A', count: 0, percentage: 0 },
      { option: 'B', count: 1, percentage: 100 },
    ]);
  });
});

describe('answering', () => {
  it('lets a member answer a poll once and counts it in the results at once', async () => {
    const q = await scheduleToday('poll', ['Family', 'Friends', 'Doctors']);
    expect((await getToday()).results).toBeNull(); // cached now, with no answers
    const res = await answer(member, q.id, { selectedOption: 'Friends', isAnonymous: false });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.response).toEqual(
      expect.objectContaining({ questionId: q.id, selectedOption: 'Friends', responseText: null, isAnonymous: false }),
    );
    expect(body.today.results).toEqual({
      total: 1,
      options: [
        { option: 'Family', count: 0, percentage: 0 },
        { option: 'Friends', count: 1, percentage: 100 },
        { option: 'Doctors', count: 0, percentage: 0 },
      ],
    });
    // The cached copy was dropped by the answer.
    expect((await getToday()).totalResponses).toBe(1);
  });

  it('refuses a second answer to the same question with a clear 409', async () => {
    const q = await scheduleToday('open');
    expect((await answer(member, q.id, { responseText: 'First thoughts' })).statusCode).toBe(201);
    const again = await answer(member, q.id, { responseText: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: englishOf(DailyQuestionMessages.alreadyAnswered),
    });
  });

  it('has the database refuse a second answer by the same member even without the service', async () => {
    const q = await scheduleToday('open');
    const row = { questionId: q.id, userId: member.id, responseText: 'One', isAnonymous: false };
    await t.database.db.insert(questionResponses).values(row);
    await expect(t.database.db.insert(questionResponses).values({ ...row, responseText: 'Two' })).rejects.toThrow();
    const saved = await t.database.db.select().from(questionResponses).where(eq(questionResponses.questionId, q.id));
    expect(saved).toHaveLength(1);
  });

  it('trims the answer text before saving it', async () => {
    const q = await scheduleToday('open');
    const res = await answer(member, q.id, { responseText: '   Chai with my sister   \n' });
    expect(res.json().response.responseText).toBe('Chai with my sister');
  });

  it.each([
    ['blank', { responseText: '   \n ' }],
    ['empty', { responseText: '' }],
    ['missing', {}],
  ])("refuses an open answer that is %s: 'Your response cannot be empty.'", async (_label, payload) => {
    const q = await scheduleToday('open');
    const res = await answer(member, q.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Your response cannot be empty.');
  });

  it.each([
    ['no option', {}],
    ['an empty option', { selectedOption: '' }],
    ['an option that is not offered', { selectedOption: 'Maybe' }],
  ])("refuses a poll answer with %s: 'You must choose one of the available options.'", async (_label, payload) => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    const res = await answer(member, q.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You must choose one of the available options.');
  });

  it('refuses an answer that is too long', async () => {
    const q = await scheduleToday('open');
    const res = await answer(member, q.id, { responseText: 'a'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(englishOf(DailyQuestionMessages.responseTooLong));
  });

  it("refuses answers to a question that is not today's active question", async () => {
    const q = await scheduleToday('open');
    const tomorrow = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/daily-questions',
      payload: { question: 'Tomorrow?', questionType: 'open', featuredDate: addDays(today(), 1) },
    });
    const early = await answer(member, tomorrow.json().id, { responseText: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(englishOf(DailyQuestionMessages.notOpen));

    await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/daily-questions/${q.id}`,
      payload: { isActive: false },
    });
    expect((await answer(member, q.id, { responseText: 'Retired' })).statusCode).toBe(409);
    const unknown = await answer(member, randomUUID(), { responseText: 'Nobody asked' });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not let visitors answer', async () => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    const res = await answer(null, q.id, { selectedOption: 'Yes' });
    expect(res.statusCode).toBe(401);
    expect((await getToday()).totalResponses).toBe(0);
  });

  it("gives a member their own answer, and null before they answer or for someone else's", async () => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    const other = await createMember(t);
    const mine = () => as(t.app, member, { method: 'GET', url: `/api/daily-questions/${q.id}/my-response` });
    expect((await mine()).json()).toEqual({ response: null });
    await answer(member, q.id, { selectedOption: 'No', isAnonymous: true });
    const res = await mine();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().response).toEqual(
      expect.objectContaining({ selectedOption: 'No', isAnonymous: true, questionId: q.id }),
    );
    expect((await as(t.app, other, { method: 'GET', url: `/api/daily-questions/${q.id}/my-response` })).json()).toEqual(
      { response: null },
    );
  });
});

describe('poll results', () => {
  it('rounds each share to a whole number (1 of 3 is 33, 2 of 3 is 67) and lists every option', async () => {
    const q = await scheduleToday('poll', ['Walking', 'Yoga', 'Reading']);
    const [a, b, c] = await quickMembers(3);
    await t.database.db.insert(questionResponses).values([
      { questionId: q.id, userId: a!, selectedOption: 'Walking' },
      { questionId: q.id, userId: b!, selectedOption: 'Yoga' },
      { questionId: q.id, userId: c!, selectedOption: 'Yoga' },
    ]);
    t.app.services.modules.get('dailyQuestion').forget();
    const body = await getToday();
    expect(body.totalResponses).toBe(3);
    expect(body.results).toEqual({
      total: 3,
      options: [
        { option: 'Walking', count: 1, percentage: 33 },
        { option: 'Yoga', count: 2, percentage: 67 },
        { option: 'Reading', count: 0, percentage: 0 },
      ],
    });
  });

  it('rounds halves up and gives no results before the first answer', () => {
    const counts = new Map([
      ['A', 1],
      ['B', 7],
    ]);
    expect(pollResults(['A', 'B'], counts, 8)?.options.map((o) => o.percentage)).toEqual([13, 88]);
    expect(pollResults(['A', 'B'], new Map(), 0)).toBeNull();
  });

  it('gives an open question no poll results, only its count', async () => {
    const q = await scheduleToday('open');
    await answer(member, q.id, { responseText: 'Gratitude' });
    const body = await getToday();
    expect(body.results).toBeNull();
    expect(body.totalResponses).toBe(1);
  });
});

describe('anonymous answers', () => {
  it('lists only answers shared anonymously, newest first, with no name or account id anywhere', async () => {
    const q = await scheduleToday('open');
    const named = await createMember(t, 'patient', { name: 'Rohan Deshpande' });
    const hidden = await createMember(t, 'patient', { name: 'Ananya Bose' });
    await answer(named, q.id, { responseText: 'Shared with my name', isAnonymous: false });
    await answer(hidden, q.id, { responseText: 'My quiet thought', isAnonymous: true });
    await answer(member, q.id, { responseText: 'Another quiet thought', isAnonymous: true });

    const raw = (await as(t.app, null, { method: 'GET', url: '/api/daily-questions/today' })).body;
    for (const secret of [
      hidden.id,
      hidden.name,
      hidden.email,
      member.id,
      member.name,
      member.email,
      named.id,
      named.name,
      'userId',
      'user_id',
    ]) {
      expect(raw).not.toContain(secret);
    }
    const body = JSON.parse(raw) as TodayQuestion;
    expect(body.anonymousResponses.map((r) => r.responseText)).toEqual(['Another quiet thought', 'My quiet thought']);
    for (const r of body.anonymousResponses)
      expect(Object.keys(r).sort()).toEqual(['createdAt', 'id', 'responseText', 'selectedOption']);
    expect(body.totalResponses).toBe(3);

    // The answer's own reply to its author carries no other member's identity either.
    const signedIn = await as(t.app, named, { method: 'GET', url: '/api/daily-questions/today' });
    expect(signedIn.body).not.toContain(hidden.name);
  });

  it('returns at most 20 anonymous answers', async () => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    const ids = await quickMembers(21);
    const start = Date.now() - 60_000;
    await t.database.db.insert(questionResponses).values(
      ids.map((userId, i) => ({
        questionId: q.id,
        userId,
        selectedOption: i % 2 ? 'Yes' : 'No',
        isAnonymous: true,
        createdAt: new Date(start + i * 1000),
      })),
    );
    t.app.services.modules.get('dailyQuestion').forget();
    const body = await getToday();
    expect(body.anonymousResponses).toHaveLength(20);
    expect(body.totalResponses).toBe(21);
    const times = body.anonymousResponses.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The oldest of the 21 is the one left out.
    expect(times).not.toContain(new Date(start).toISOString());
  });
});

describe('caching', () => {
  it('serves a cached copy until an answer, an admin change or another process drops it', async () => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    expect((await getToday()).totalResponses).toBe(0);
    // A write that bypasses this process (as another server process would) is not seen yet...
    const [other] = await quickMembers(1);
    await t.database.db.insert(questionResponses).values({ questionId: q.id, userId: other!, selectedOption: 'Yes' });
    expect((await getToday()).totalResponses).toBe(0);
    // ...until that process announces it on the bus.
    await t.app.services.bus.publish('fn_content_changed', { domain: 'daily-question' });
    expect((await getToday()).totalResponses).toBe(1);

    await answer(member, q.id, { selectedOption: 'No' });
    expect((await getToday()).totalResponses).toBe(2);

    await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/daily-questions/${q.id}`,
      payload: { question: 'Edited wording?' },
    });
    expect((await getToday()).question?.question).toBe('Edited wording?');
  });
});

describe('administration', () => {
  const create = (payload: object, who: Member = admin) =>
    as(t.app, who, { method: 'POST', url: '/api/admin/daily-questions', payload });
  let day = 0;
  /** A day far from today that no other test uses. */
  const freeDay = () => addDays('2030-01-01', day++);

  it.each([
    [
      'a poll with one option',
      { questionType: 'poll', options: ['Only'] },
      englishOf(DailyQuestionMessages.pollOptionsCount),
    ],
    [
      'a poll with eleven options',
      { questionType: 'poll', options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) },
      englishOf(DailyQuestionMessages.pollOptionsCount),
    ],
    [
      'a poll with an empty option',
      { questionType: 'poll', options: ['Yes', '  '] },
      englishOf(DailyQuestionMessages.pollOptionEmpty),
    ],
    [
      'a poll with the same option twice',
      { questionType: 'poll', options: ['Yes', ' yes '] },
      englishOf(DailyQuestionMessages.pollOptionsDistinct),
    ],
    [
      'an open question with options',
      { questionType: 'open', options: ['Yes'] },
      englishOf(DailyQuestionMessages.openHasOptions),
    ],
    ['a blank question', { question: '   ', questionType: 'open' }, englishOf(DailyQuestionMessages.questionRequired)],
    [
      'a day that does not exist',
      { questionType: 'open', featuredDate: '2030-02-30' },
      englishOf(DailyQuestionMessages.featuredDateInvalid),
    ],
  ])('refuses %s', async (_label, payload, message) => {
    const res = await create({ question: 'Valid?', featuredDate: freeDay(), ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('schedules a poll with trimmed options', async () => {
    const res = await create({
      question: '  How are you?  ',
      questionType: 'poll',
      options: [' Good ', 'Tired'],
      featuredDate: freeDay(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(
      expect.objectContaining({
        question: 'How are you?',
        options: ['Good', 'Tired'],
        isActive: true,
        responseCount: 0,
      }),
    );
  });

  it('keeps one active question per day, and allows retired ones beside it', async () => {
    const date = freeDay();
    expect((await create({ question: 'One?', questionType: 'open', featuredDate: date })).statusCode).toBe(201);
    const clash = await create({ question: 'Two?', questionType: 'open', featuredDate: date });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(englishOf(DailyQuestionMessages.dayTaken({ day: date })));
    expect(
      (await create({ question: 'Spare?', questionType: 'open', featuredDate: date, isActive: false })).statusCode,
    ).toBe(201);
    const other = (await create({ question: 'Elsewhere?', questionType: 'open', featuredDate: freeDay() })).json();
    const move = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/daily-questions/${other.id}`,
      payload: { featuredDate: date },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.message).toBe(englishOf(DailyQuestionMessages.dayTaken({ day: date })));
  });

  it('reschedules and retires a question', async () => {
    const q = (await create({ question: 'Move me?', questionType: 'open', featuredDate: freeDay() })).json();
    const to = freeDay();
    const moved = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/daily-questions/${q.id}`,
      payload: { featuredDate: to, isActive: false },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual(expect.objectContaining({ featuredDate: to, isActive: false }));
  });

  it("keeps an answered question's type and options, but lets its wording change", async () => {
    const q = await scheduleToday('poll', ['Yes', 'No']);
    await answer(member, q.id, { selectedOption: 'Yes' });
    const patch = (payload: object) =>
      as(t.app, admin, { method: 'PATCH', url: `/api/admin/daily-questions/${q.id}`, payload });
    const options = await patch({ options: ['Yes', 'No', 'Maybe'] });
    expect(options.statusCode).toBe(409);
    expect(options.json().error.message).toBe(englishOf(DailyQuestionMessages.answeredLocked));
    expect((await patch({ questionType: 'open' })).statusCode).toBe(409);
    const wording = await patch({ question: 'Yes or no?' });
    expect(wording.statusCode).toBe(200);
    expect(wording.json()).toEqual(expect.objectContaining({ question: 'Yes or no?', responseCount: 1 }));
  });

  it('turns an unanswered poll into an open question', async () => {
    const q = (
      await create({ question: 'Poll?', questionType: 'poll', options: ['A', 'B'], featuredDate: freeDay() })
    ).json();
    const res = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/daily-questions/${q.id}`,
      payload: { questionType: 'open' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expect.objectContaining({ questionType: 'open', options: [] }));
  });

  it('deletes a question with its answers', async () => {
    const q = await scheduleToday('open');
    await answer(member, q.id, { responseText: 'Bye' });
    const del = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/daily-questions/${q.id}` });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(await t.database.db.select().from(questionResponses).where(eq(questionResponses.questionId, q.id))).toEqual(
      [],
    );
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/daily-questions/${q.id}` })).statusCode).toBe(
      404,
    );
    expect((await getToday()).question).toBeNull();
  });

  it('lists questions newest day first in keyset pages', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/daily-questions?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await as(t.app, admin, { method: 'GET', url })).json() as {
        items: AdminDailyQuestion[];
        nextCursor: string | null;
      };
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((i) => `${i.featuredDate} ${i.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    const total = (await t.database.db.select().from(dailyQuestions)).length;
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(
      (await as(t.app, admin, { method: 'GET', url: '/api/admin/daily-questions?cursor=nonsense' })).statusCode,
    ).toBe(400);
  });

  it('is for administrators only', async () => {
    expect(
      (await create({ question: 'Mine?', questionType: 'open', featuredDate: freeDay() }, member)).statusCode,
    ).toBe(403);
    expect((await as(t.app, null, { method: 'GET', url: '/api/admin/daily-questions' })).statusCode).toBe(401);
  });
});

describe('demo content', () => {
  it('schedules at least 30 days from today in India, a poll first and an open question second, once', async () => {
    const fresh = await createTestApp();
    try {
      const [line] = await fresh.app.services.modules.seed('dailyQuestion');
      expect(line).toMatch(/daily questions/);
      const rows = await fresh.database.db.select().from(dailyQuestions).orderBy(dailyQuestions.featuredDate);
      expect(rows.length).toBeGreaterThanOrEqual(30);
      expect(rows[0]!.featuredDate).toBe(today());
      expect(rows[0]!.questionType).toBe('poll');
      expect(rows[1]!.questionType).toBe('open');
      expect(rows[1]!.featuredDate).toBe(addDays(today(), 1));
      expect(new Set(rows.map((r) => r.featuredDate)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.questionType))).toEqual(new Set(['poll', 'open']));
      expect((await as(fresh.app, null, { method: 'GET', url: '/api/daily-questions/today' })).json().question.id).toBe(
        rows[0]!.id,
      );
      expect(await fresh.app.services.modules.seed('dailyQuestion')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
