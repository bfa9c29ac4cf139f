import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { connect, trusted } from '../../test/people.js';

let t: TestApp;
let admin: Member;
let author: Member;
let reader: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Asha Arora' });
  author = await createMember(t, 'patient', { name: 'Rohit Verma' });
  reader = await createMember(t, 'caregiver', { name: 'Kavita Menon' });
  await trusted(t, author, reader);
});
afterAll(async () => t?.close());

const watch = async (pattern: string, action: string, newMembersOnly = false) => {
  const res = await as(t.app, admin, {
    method: 'POST',
    url: '/api/admin/watched-words',
    payload: { pattern, action, newMembersOnly, note: 'test' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; pattern: string; updatedByName: string | null };
};
const post = (who: Member, content: string, title = 'Question about my scan') =>
  as(t.app, who, { method: 'POST', url: '/api/forum/posts', payload: { title, content } });
const reply = (who: Member, postId: string, content: string) =>
  as(t.app, who, { method: 'POST', url: `/api/forum/posts/${postId}/replies`, payload: { content } });
const story = (who: Member, title: string, content: string) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/stories',
    payload: { title, content, cancerType: 'breast', tone: 'hopeful' },
  });
const thread = async (who: Member, id: string) =>
  (await as(t.app, who, { method: 'GET', url: `/api/forum/posts/${id}` })).json() as {
    replies: { id: string; content: string; waitingForApproval: boolean }[];
  };
const held = async () =>
  (await as(t.app, admin, { method: 'GET', url: '/api/admin/held' })).json().items as {
    type: string;
    id: string;
    reason: string;
  }[];
const queue = async () =>
  (await as(t.app, admin, { method: 'GET', url: '/api/admin/reports' })).json().items as {
    targetType: string;
    targetId: string;
    flaggedBy: string | null;
    note: string | null;
  }[];

describe('the administrators’ watched words', () => {
  it('are the administrators’ only, and every change is audited with who made it', async () => {
    const payload = { pattern: 'magic tea', action: 'flag' };
    expect((await as(t.app, reader, { method: 'POST', url: '/api/admin/watched-words', payload })).statusCode).toBe(
      403,
    );
    expect((await as(t.app, reader, { method: 'GET', url: '/api/admin/watched-words' })).statusCode).toBe(403);
    const added = await watch('magic tea', 'flag');
    expect(added.updatedByName).toBe('Asha Arora');
    const again = await as(t.app, admin, { method: 'POST', url: '/api/admin/watched-words', payload });
    expect(again.statusCode).toBe(409);
    const bad = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/watched-words',
      payload: { pattern: '(a+)+$', action: 'block' },
    });
    expect(bad.statusCode).toBe(400);
    const found = await as(t.app, admin, { method: 'GET', url: '/api/admin/watched-words?q=magic' });
    expect(found.json().items.map((w: { pattern: string }) => w.pattern)).toEqual(['magic tea']);
    const removed = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/watched-words/${added.id}` });
    expect(removed.statusCode).toBe(200);
    const log = (await as(t.app, admin, { method: 'GET', url: '/api/admin/audit-log' })).body;
    expect(log).toContain('watched_word_added');
    expect(log).toContain('watched_word_deleted');
  });

  it('ship with defaults for the three harms, and a sample text shows which it meets', async () => {
    const res = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/watched-words/test',
      payload: { text: 'कीमो की ज़रूरत नहीं! Pay ravi@ybl, call 98200 12345. iCall: 9152987821' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .matches.map((m: { pattern: string }) => m.pattern)
        .sort(),
    ).toEqual(['{phone}', '{upi}', 'कीमो की ज़रूरत नहीं'].sort());
  });

  it('refuse a post with a blocked word, naming it on the field, in the reader’s language, storing nothing', async () => {
    await watch('sure shot remedy', 'block');
    const res = await post(author, 'My uncle sells a sure-shot remedy, ask me');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('WATCHED_WORD');
    expect(res.json().error.message).toContain('sure shot remedy');
    expect(res.json().error.issues?.[0]?.path ?? res.body).toContain('content');
    const hindi = await as(t.app, author, {
      method: 'POST',
      url: '/api/forum/posts',
      headers: { 'accept-language': 'hi' },
      payload: { title: 'Question', content: 'sure shot remedy' },
    });
    expect(hindi.json().error.message).toMatch(/[\u0900-\u097F]/);
    const mine = (await as(t.app, author, { method: 'GET', url: '/api/forum/posts?limit=50' })).json().items;
    expect(mine).toEqual([]);
  });

  it('hold a reply with a held word: its author sees it waiting, others do not, and approval publishes it', async () => {
    await watch('herbal kadha', 'hold');
    const thePost = (await post(reader, 'What helped with nausea?')).json().post as { id: string };
    const res = await reply(author, thePost.id, 'My aunt swears by herbal kadha');
    expect(res.statusCode, res.body).toBe(201);
    const replyId = res.json().reply?.id ?? res.json().id;
    expect((await thread(author, thePost.id)).replies).toEqual([
      expect.objectContaining({ id: replyId, waitingForApproval: true }),
    ]);
    expect((await thread(reader, thePost.id)).replies).toEqual([]);
    expect(await held()).toContainEqual(
      expect.objectContaining({ type: 'forum_reply', id: replyId, reason: 'watched_word' }),
    );
    const ok = await as(t.app, admin, { method: 'POST', url: `/api/admin/held/forum_reply/${replyId}/approve` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await thread(reader, thePost.id)).replies).toEqual([
      expect.objectContaining({ id: replyId, waitingForApproval: false }),
    ]);
    const bell = (await as(t.app, author, { method: 'GET', url: '/api/notifications' })).json().items;
    expect(bell[0].title).toBe('Your Reply Is Published');
  });

  it('hold a story with a held word and tell its author why when an administrator refuses it', async () => {
    const res = await story(author, 'What I learnt', 'Nothing helped me like herbal kadha did, and my friends.');
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json().story ?? res.json()).id as string;
    expect((res.json().story ?? res.json()).waitingForApproval).toBe(true);
    expect((await as(t.app, reader, { method: 'GET', url: `/api/stories/${id}` })).statusCode).toBe(404);
    const listed = (await as(t.app, reader, { method: 'GET', url: '/api/stories' })).json().items as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(id);
    const no = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/held/story/${id}/reject`,
      payload: { reason: 'Please do not recommend remedies.' },
    });
    expect(no.statusCode, no.body).toBe(200);
    const bell = (await as(t.app, author, { method: 'GET', url: '/api/notifications' })).json().items;
    expect(bell[0].message).toContain('Please do not recommend remedies.');
  });

  it('publish a post, a reply or a story with a flagged word and put it in the moderation queue, marked', async () => {
    await watch('detox plan', 'flag');
    const flaggedStory = await story(author, 'My detox plan', 'I followed a detox plan alongside chemo.');
    expect(flaggedStory.statusCode, flaggedStory.body).toBe(201);
    const id = (flaggedStory.json().story ?? flaggedStory.json()).id as string;
    expect((await as(t.app, reader, { method: 'GET', url: `/api/stories/${id}` })).statusCode).toBe(200);
    const flaggedPost = (await post(author, 'Anyone tried a detox plan?')).json().post as { id: string };
    expect(await queue()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ targetType: 'story', targetId: id, flaggedBy: 'watched_word', note: 'detox plan' }),
        expect.objectContaining({ targetType: 'forum_post', targetId: flaggedPost.id, flaggedBy: 'watched_word' }),
      ]),
    );
  });

  it('flag a New member’s phone number but not a Member’s, and never a helpline; hold a New member’s UPI id', async () => {
    const newcomer = await createMember(t, 'patient', { name: 'Sunita Rao' });
    const numbered = (
      await post(
        newcomer,
        'I am Sunita from Pune, my number is 98200 12345 if anyone from the Tata group wants to talk.',
      )
    ).json().post;
    expect(numbered.waitingForApproval).toBe(false);
    const helpline = (await post(newcomer, 'iCall helped me: 9152987821. Tele-MANAS is 14416.', 'Helplines')).json()
      .post;
    const member = (await post(author, 'Call me on 98201 12345 after 6 pm', 'Hello')).json().post;
    const flagged = (await queue()).filter((r) => r.flaggedBy === 'watched_word').map((r) => r.targetId);
    expect(flagged).toContain(numbered.id);
    expect(flagged).not.toContain(helpline.id);
    expect(flagged).not.toContain(member.id);
    const upi = (await post(newcomer, 'For my mother’s treatment you can help at sunita.rao@okaxis', 'Help')).json()
      .post;
    expect(upi.waitingForApproval).toBe(true);
  });

  it('flag a Member’s post the abuse checks would stop, publishing it', async () => {
    const res = await post(
      author,
      'Guaranteed herbal medicine, 100 percent cure for cancer in 30 days. Order now from our shop.',
      'Good news',
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().post.id as string;
    expect(res.json().post.waitingForApproval).toBe(false);
    expect(await queue()).toContainEqual(
      expect.objectContaining({ targetType: 'forum_post', targetId: id, flaggedBy: expect.any(String) }),
    );
  });

  it('never refuse or hold a private message, but warn its recipient', async () => {
    await watch('trust fund scheme', 'block');
    await connect(t, author, reader);
    const sent = await as(t.app, author, {
      method: 'POST',
      url: `/api/messages/${reader.id}`,
      payload: { content: 'Join my trust fund scheme, it is safe' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await as(t.app, reader, { method: 'GET', url: `/api/messages/${author.id}` })).json().caution).toEqual({
      messageId: sent.json().id,
    });
    expect((await as(t.app, author, { method: 'GET', url: `/api/messages/${reader.id}` })).json().caution).toBeNull();
  });
});

describe('every route that declares public free text', () => {
  it('passes the trust guard, and they cover posts, replies, stories, events, groups and profiles', () => {
    const publicWrites = t.app.platform.screening.writes.filter((w) => w.screen && w.screen.isPublic !== false);
    expect(publicWrites.filter((w) => !w.guarded)).toEqual([]);
    const kinds = new Set(publicWrites.map((w) => (w.screen as { targetType: string }).targetType));
    for (const kind of ['forum_post', 'forum_reply', 'story', 'event', 'support_group', 'profile'])
      expect(kinds).toContain(kind);
  });
});
