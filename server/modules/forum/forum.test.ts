import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForumLimits, ForumMessages } from '../../../contracts/forum.js';
import { adminAuditLog, contentReports, forumHearts, forumPosts, forumReplies } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let admin: Member;
let patient: Member;
let survivor: Member;
let caregiver: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Asha Arora' });
  patient = await createMember(t, 'patient', { name: 'Pooja Patil' });
  survivor = await createMember(t, 'survivor', { name: 'Suresh Rao' });
  caregiver = await createMember(t, 'caregiver', { name: 'Chitra Nair' });
});
afterAll(async () => t?.close());

const post = (who: Member | null, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/forum/posts', payload });
const list = (who: Member | null, query = '') => as(t.app, who, { method: 'GET', url: `/api/forum/posts${query}` });
const thread = (who: Member | null, id: string) => as(t.app, who, { method: 'GET', url: `/api/forum/posts/${id}` });
const reply = (who: Member | null, postId: string, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: `/api/forum/posts/${postId}/replies`, payload });

async function newPost(who: Member, payload: Record<string, unknown> = {}) {
  const res = await post(who, { title: 'A question about scans', content: 'How long do results take?', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: string; tags: string[]; author: { id: string } | null };
}

describe('sharing a post', () => {
  it('stores title, content, type and tags (trimmed, lower-cased, empties dropped) and shows it first', async () => {
    const res = await post(patient, {
      title: '  Radiation week one  ',
      content: 'Tired but OK.\nThanks all.',
      postType: 'experience',
      tags: ' Radiation, , FATIGUE ,radiation,Week One ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().post;
    expect(created).toMatchObject({
      title: 'Radiation week one',
      content: 'Tired but OK.\nThanks all.',
      postType: 'experience',
      tags: ['radiation', 'fatigue', 'week one'],
      isAnonymous: false,
      isMine: true,
      heartCount: 0,
      replyCount: 0,
      heartedByMe: false,
      isSample: false,
    });
    expect(created.author).toMatchObject({ id: patient.id, name: 'Pooja Patil', role: 'patient' });
    const first = (await list(null)).json().items[0];
    expect(first.id).toBe(created.id);
    expect(first.isMine).toBe(false);
  });

  it('defaults to a question that is not anonymous', async () => {
    const created = await newPost(patient);
    expect(created).toMatchObject({ postType: 'question', isAnonymous: false, tags: [] });
  });

  it("refuses a missing title or content with the specification's words, storing nothing", async () => {
    const [before] = await t.database.db.select({ n: count() }).from(forumPosts);
    for (const payload of [
      { title: '   ', content: 'Body' },
      { title: 'Title', content: '\n  ' },
      { title: 'Title' },
    ]) {
      const res = await post(patient, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Please provide both a title and content for your post.');
    }
    const [after] = await t.database.db.select({ n: count() }).from(forumPosts);
    expect(after!.n).toBe(before!.n);
  });

  it('bounds the title, the content and the tags, in words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(ForumLimits.titleMax + 1), content: 'ok' }, englishOf(ForumMessages.titleTooLong)],
      [{ title: 'ok', content: 'x'.repeat(ForumLimits.contentMax + 1) }, englishOf(ForumMessages.contentTooLong)],
      [
        {
          title: 'ok',
          content: 'ok',
          tags: Array.from({ length: ForumLimits.tagsMax + 1 }, (_, i) => `t${i}`).join(','),
        },
        englishOf(ForumMessages.tooManyTags),
      ],
      [{ title: 'ok', content: 'ok', tags: 'y'.repeat(ForumLimits.tagMax + 1) }, englishOf(ForumMessages.tagTooLong)],
    ];
    for (const [payload, message] of cases) {
      const res = await post(patient, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    }
  });

  it('needs an account', async () => {
    expect((await post(null, { title: 'Hi', content: 'There' })).statusCode).toBe(401);
  });
});

describe('anonymity that holds', () => {
  let anonymous: { id: string };
  let ownReplyId: string;
  beforeAll(async () => {
    anonymous = await newPost(survivor, {
      title: 'Telling my employer',
      content: 'Posting without my name: how did you tell work?',
      tags: 'work',
      isAnonymous: true,
    });
    const res = await reply(survivor, anonymous.id, { content: 'Adding: I work in a bank.' });
    expect(res.statusCode, res.body).toBe(201);
    ownReplyId = res.json().id;
    await reply(caregiver, anonymous.id, { content: 'HR first helped me.', parentId: ownReplyId });
    await as(t.app, caregiver, { method: 'PUT', url: `/api/forum/posts/${anonymous.id}/heart` });
  });

  /** Everything in an answer that could name the survivor. */
  function leaks(body: string): string[] {
    return [survivor.id, 'Suresh Rao', survivor.email].filter((s) => body.includes(s));
  }

  it('shows Anonymous (no author) to everyone but the author, on every route', async () => {
    for (const who of [null, patient, caregiver, admin]) {
      const answers = [
        await list(who),
        await list(who, '?q=employer'),
        await list(who, `?q=work`),
        await thread(who, anonymous.id),
        await as(t.app, who, { method: 'GET', url: '/api/forum/posts?limit=50' }),
      ];
      if (who) {
        answers.push(await as(t.app, who, { method: 'PUT', url: `/api/forum/posts/${anonymous.id}/heart` }));
        answers.push(await as(t.app, who, { method: 'DELETE', url: `/api/forum/posts/${anonymous.id}/heart` }));
        answers.push(await reply(who, anonymous.id, { content: 'Sending strength.' }));
        answers.push(
          await as(t.app, who, {
            method: 'POST',
            url: `/api/forum/posts/${anonymous.id}/reports`,
            payload: { reason: 'other' },
          }),
        );
      }
      for (const res of answers) {
        expect(res.statusCode, res.body).toBeLessThan(300);
        expect(leaks(res.body), `${who?.email ?? 'visitor'} ${res.body.slice(0, 200)}`).toEqual([]);
      }
    }
    const seen = (await thread(patient, anonymous.id)).json();
    expect(seen.post).toMatchObject({ isAnonymous: true, author: null, isMine: false });
  });

  it('lets the author recognise their own anonymous post, and keeps their replies in its thread anonymous', async () => {
    const own = (await thread(survivor, anonymous.id)).json();
    expect(own.post.isMine).toBe(true);
    expect(own.post.author.id).toBe(survivor.id);
    const other = (await thread(patient, anonymous.id)).json();
    const ownReply = other.replies.find((r: { id: string }) => r.id === ownReplyId);
    expect(ownReply).toMatchObject({ isAnonymous: true, author: null, byPostAuthor: true, isMine: false });
    expect(ownReply.replies[0].author.name).toBe('Chitra Nair');
  });

  it("keeps anonymous posts out of a role filter, which would tell their author's role", async () => {
    const ids = (await list(null, '?role=survivor&limit=50')).json().items.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(anonymous.id);
  });

  it('tells administrators the author only through the moderation action, which is audited', async () => {
    await as(t.app, patient, {
      method: 'POST',
      url: `/api/forum/posts/${anonymous.id}/reports`,
      payload: { reason: 'harmful_advice' },
    });
    const payload = { reason: 'Reported as harmful advice.' };
    const res = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/forum/posts/${anonymous.id}/author`,
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().author).toMatchObject({
      id: survivor.id,
      name: 'Suresh Rao',
      email: survivor.email,
      role: 'survivor',
    });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'reveal_anonymous_author'), eq(adminAuditLog.adminId, admin.id)));
    expect(audit).toMatchObject({
      targetUserId: null,
      details: { targetType: 'forum_post', targetId: anonymous.id, anonymous: true, reason: payload.reason },
    });
    expect(
      (await as(t.app, patient, { method: 'POST', url: `/api/admin/forum/posts/${anonymous.id}/author`, payload }))
        .statusCode,
    ).toBe(403);
  });
});

describe('search, filter and pages', () => {
  it('searches title, content and tags, by word prefix, in English and in Hindi', async () => {
    const english = await newPost(caregiver, {
      title: 'Mouth ulcers during chemotherapy',
      content: 'Salt water rinses helped my mother.',
      tags: 'oral-care',
    });
    const hindi = await newPost(caregiver, {
      title: 'कीमोथेरेपी के बाद थकान',
      content: 'शाम को थोड़ी सैर से मदद मिली।',
      tags: 'थकान',
    });
    const ids = async (q: string) =>
      (await list(null, `?q=${encodeURIComponent(q)}&limit=50`)).json().items.map((p: { id: string }) => p.id);
    expect(await ids('ulcer')).toContain(english.id);
    expect(await ids('rinses')).toContain(english.id);
    expect(await ids('oral')).toContain(english.id);
    expect(await ids('थकान')).toContain(hindi.id);
    expect(await ids('सैर')).toContain(hindi.id);
    expect(await ids('सैर')).not.toContain(english.id);
    expect(await ids('zzznothing')).toEqual([]);
  });

  it("filters on the author's role", async () => {
    const bySurvivor = await newPost(survivor, { title: 'Survivor tip', content: 'Keep a folder of reports.' });
    const byCaregiver = await newPost(caregiver, { title: 'Caregiver tip', content: 'Take breaks.' });
    const items = (await list(null, '?role=survivor&limit=50')).json().items as {
      id: string;
      author: { role: string };
    }[];
    expect(items.map((p) => p.id)).toContain(bySurvivor.id);
    expect(items.map((p) => p.id)).not.toContain(byCaregiver.id);
    expect(new Set(items.map((p) => p.author.role))).toEqual(new Set(['survivor']));
  });

  it('pages newest first with a cursor, without repeating or skipping a post', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(null, `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { items: { id: string; createdAt: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [all] = await t.database.db.select({ n: count() }).from(forumPosts);
    expect(seen.length).toBe(all!.n);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await list(null, '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('shows a long post shortened on its card and whole on its page', async () => {
    const long = await newPost(patient, { content: 'word '.repeat(400).trim() });
    const card = (await list(null)).json().items.find((p: { id: string }) => p.id === long.id);
    expect(card.content.length).toBe(ForumLimits.cardContentMax);
    expect(card.contentTruncated).toBe(true);
    expect((await thread(null, long.id)).json().post.content.length).toBe(1999);
  });
});

describe('hearts', () => {
  it('shows visitors (whose pages are kept) every change at once: a heart, a reply, a new post', async () => {
    const p = await newPost(survivor);
    expect((await thread(null, p.id)).json().post.heartCount).toBe(0);
    const firstPage = (await list(null)).json().items.map((x: { id: string }) => x.id);
    expect((await list(null)).json().items.map((x: { id: string }) => x.id)).toEqual(firstPage);
    await as(t.app, patient, { method: 'PUT', url: `/api/forum/posts/${p.id}/heart` });
    expect((await thread(null, p.id)).json().post.heartCount).toBe(1);
    expect((await list(null)).json().items.find((x: { id: string }) => x.id === p.id).heartCount).toBe(1);
    await reply(caregiver, p.id, { content: 'Seen by visitors' });
    expect((await thread(null, p.id)).json().replies.map((r: { content: string }) => r.content)).toEqual([
      'Seen by visitors',
    ]);
    const newer = await newPost(caregiver, { title: 'Newest of all' });
    expect((await list(null)).json().items[0].id).toBe(newer.id);
  });

  it('keeps one heart per member, even when asked many times at once, and lets it be taken back', async () => {
    const p = await newPost(patient);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => as(t.app, caregiver, { method: 'PUT', url: `/api/forum/posts/${p.id}/heart` })),
    );
    for (const res of answers) expect(res.json()).toEqual({ hearted: true, heartCount: 1 });
    const [rows] = await t.database.db.select({ n: count() }).from(forumHearts).where(eq(forumHearts.postId, p.id));
    expect(rows!.n).toBe(1);
    expect((await as(t.app, survivor, { method: 'PUT', url: `/api/forum/posts/${p.id}/heart` })).json()).toEqual({
      hearted: true,
      heartCount: 2,
    });
    expect((await thread(caregiver, p.id)).json().post).toMatchObject({ heartCount: 2, heartedByMe: true });
    expect((await as(t.app, caregiver, { method: 'DELETE', url: `/api/forum/posts/${p.id}/heart` })).json()).toEqual({
      hearted: false,
      heartCount: 1,
    });
    expect((await as(t.app, caregiver, { method: 'DELETE', url: `/api/forum/posts/${p.id}/heart` })).json()).toEqual({
      hearted: false,
      heartCount: 1,
    });
    expect((await thread(caregiver, p.id)).json().post.heartedByMe).toBe(false);
  });

  it('answers 404 for a post that does not exist', async () => {
    const res = await as(t.app, caregiver, {
      method: 'PUT',
      url: '/api/forum/posts/00000000-0000-4000-8000-000000000000/heart',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(englishOf(ForumMessages.postNotFound));
  });
});

describe('replies', () => {
  it('threads replies oldest first with one nested level; an answer to an answer joins the same reply', async () => {
    const p = await newPost(patient);
    const first = (await reply(caregiver, p.id, { content: '  First!  ' })).json();
    expect(first).toMatchObject({ content: 'First!', parentId: null, byPostAuthor: false, isMine: true });
    const answer = (await reply(patient, p.id, { content: 'Thank you', parentId: first.id })).json();
    expect(answer).toMatchObject({ parentId: first.id, byPostAuthor: true });
    const deeper = (await reply(survivor, p.id, { content: 'Me too', parentId: answer.id })).json();
    expect(deeper.parentId).toBe(first.id);
    await reply(survivor, p.id, { content: 'Second' });
    const t1 = (await thread(null, p.id)).json();
    expect(t1.post.replyCount).toBe(4);
    expect(t1.replies.map((r: { content: string }) => r.content)).toEqual(['First!', 'Second']);
    expect(t1.replies[0].replies.map((r: { content: string }) => r.content)).toEqual(['Thank you', 'Me too']);
  });

  it('refuses an empty reply, a reply from a visitor, and an answer to a reply of another post', async () => {
    const p = await newPost(patient);
    const other = await newPost(patient);
    const r = (await reply(caregiver, other.id, { content: 'Elsewhere' })).json();
    const empty = await reply(caregiver, p.id, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(englishOf(ForumMessages.replyEmpty));
    expect((await reply(null, p.id, { content: 'Hi' })).statusCode).toBe(401);
    const wrongParent = await reply(caregiver, p.id, { content: 'Hi', parentId: r.id });
    expect(wrongParent.statusCode).toBe(404);
    expect(wrongParent.json().error.message).toBe(englishOf(ForumMessages.parentNotFound));
  });

  it("lets only a reply's author (or an administrator) delete it; one with answers stays as 'deleted' until they go", async () => {
    const p = await newPost(patient);
    const top = (await reply(caregiver, p.id, { content: 'Top' })).json();
    const answer = (await reply(survivor, p.id, { content: 'Answer', parentId: top.id })).json();
    const refused = await as(t.app, survivor, { method: 'DELETE', url: `/api/forum/replies/${top.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(ForumMessages.notYourReply));
    expect((await as(t.app, caregiver, { method: 'DELETE', url: `/api/forum/replies/${top.id}` })).statusCode).toBe(
      204,
    );
    const after = (await thread(null, p.id)).json();
    expect(after.post.replyCount).toBe(1);
    expect(after.replies[0]).toMatchObject({ id: top.id, deleted: true, content: '', author: null });
    expect(after.replies[0].replies[0].content).toBe('Answer');
    expect(JSON.stringify(after)).not.toContain('Top');
    expect((await as(t.app, survivor, { method: 'DELETE', url: `/api/forum/replies/${answer.id}` })).statusCode).toBe(
      204,
    );
    const empty = (await thread(null, p.id)).json();
    expect(empty.replies).toEqual([]);
    expect(empty.post.replyCount).toBe(0);
    const [left] = await t.database.db.select({ n: count() }).from(forumReplies).where(eq(forumReplies.postId, p.id));
    expect(left!.n).toBe(0);
  });
});

describe('deleting a post', () => {
  it("is for its author or an administrator (checked on the server), and an administrator's deletion is audited", async () => {
    const p = await newPost(patient);
    await reply(caregiver, p.id, { content: 'Reply' });
    for (const who of [survivor, caregiver]) {
      const res = await as(t.app, who, { method: 'DELETE', url: `/api/forum/posts/${p.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(englishOf(ForumMessages.notYourPost));
    }
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/forum/posts/${p.id}` })).statusCode).toBe(204);
    expect((await thread(null, p.id)).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'forum_post_deleted'));
    expect(audit).toMatchObject({ adminId: admin.id, targetUserId: patient.id, details: { postId: p.id } });
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/forum/posts/${p.id}` })).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('stores a report of a post or a reply for moderation, once per member', async () => {
    const p = await newPost(patient);
    const r = (await reply(caregiver, p.id, { content: 'Buy this miracle cure' })).json();
    const first = await as(t.app, survivor, {
      method: 'POST',
      url: `/api/forum/replies/${r.id}/reports`,
      payload: { reason: 'harmful_advice', note: ' Sells a cure ' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().alreadyReported).toBe(false);
    const again = await as(t.app, survivor, {
      method: 'POST',
      url: `/api/forum/replies/${r.id}/reports`,
      payload: { reason: 'spam' },
    });
    expect(again.json()).toMatchObject({ alreadyReported: true, report: { id: first.json().report.id } });
    const [row] = await t.database.db.select().from(contentReports).where(eq(contentReports.targetId, r.id));
    expect(row).toMatchObject({
      targetType: 'forum_reply',
      reporterId: survivor.id,
      reason: 'harmful_advice',
      note: 'Sells a cure',
      status: 'open',
    });
    const missing = await as(t.app, survivor, {
      method: 'POST',
      url: '/api/forum/posts/00000000-0000-4000-8000-000000000000/reports',
      payload: { reason: 'spam' },
    });
    expect(missing.statusCode).toBe(404);
    const noReason = await as(t.app, survivor, {
      method: 'POST',
      url: `/api/forum/posts/${p.id}/reports`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
  });
});

describe('the sample forum', () => {
  it('is written once, from the demo members, with counts that match its hearts and replies', async () => {
    const seeded = await createTestApp();
    try {
      await seeded.app.services.modules.seed('profiles');
      expect(await seeded.app.services.modules.seed('forum')).toEqual(['10 sample forum posts']);
      const items = (await seeded.app.inject({ method: 'GET', url: '/api/forum/posts?limit=50' })).json().items as {
        id: string;
        isSample: boolean;
        heartCount: number;
        replyCount: number;
        isAnonymous: boolean;
        author: unknown;
      }[];
      expect(items).toHaveLength(10);
      expect(items.every((p) => p.isSample)).toBe(true);
      for (const p of items) {
        const [h] = await seeded.database.db
          .select({ n: count() })
          .from(forumHearts)
          .where(eq(forumHearts.postId, p.id));
        const [r] = await seeded.database.db
          .select({ n: count() })
          .from(forumReplies)
          .where(eq(forumReplies.postId, p.id));
        expect(p.heartCount).toBe(h!.n);
        expect(p.replyCount).toBe(r!.n);
      }
      expect(items.some((p) => p.isAnonymous && p.author === null)).toBe(true);
      expect(await seeded.app.services.modules.seed('forum')).toEqual([]);
    } finally {
      await seeded.close();
    }
  });
});
