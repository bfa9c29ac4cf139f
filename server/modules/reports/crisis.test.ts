import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReports, notifications } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { connect, listening, openSocket, type OpenSocket } from '../../test/people.js';

/**
 * Crisis signals in the community (issue 20, decision 0032): a post, reply, story or private message
 * that signals a risk is posted as usual; only its author's create answer says so; public content
 * becomes one urgent 'Possible crisis' item at the top of the moderation queue and administrators are
 * notified; a private message is never shown to moderators, and nobody else learns anything.
 */
let t: TestApp;
let base: string;
let admin: Member;
const sockets: OpenSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t);
  admin = await createMember(t, 'admin', { name: 'Asha Iyer' });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t?.close();
});
const open = async (member: Member, lang?: string) => {
  const s = await openSocket(base, member, lang ? { lang } : {});
  sockets.push(s);
  return s;
};

const SELF_HARM_HI = 'मैं आत्महत्या के बारे में सोच रहा हूँ';
const SELF_HARM_EN = 'I have been thinking about ending my life.';
const MEDICAL = 'My father has chest pain and is sweating, what do I do?';

const post = (who: Member, content: string, extra: Record<string, unknown> = {}) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/forum/posts',
    payload: { title: 'Tonight', content, postType: 'support', tags: [], ...extra },
  });
const reply = (who: Member, postId: string, content: string) =>
  as(t.app, who, { method: 'POST', url: `/api/forum/posts/${postId}/replies`, payload: { content } });
const story = (who: Member, content: string) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/stories',
    payload: { title: 'My year', content, cancerType: 'breast', tone: 'raw' },
  });
const queue = async () => {
  const res = await as(t.app, admin, { method: 'GET', url: '/api/admin/reports' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The item of this content, checked to be among the urgent items that lead the open queue. */
const urgentItem = async (targetId: string) => {
  const items: { targetId: string; crisis: string | null }[] = (await queue()).items;
  const at = items.findIndex((i) => i.targetId === targetId);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(items.slice(0, at + 1).every((i) => i.crisis !== null)).toBe(true);
  return items[at];
};
const crisisRows = (targetId: string) =>
  t.database.db
    .select()
    .from(contentReports)
    .where(and(eq(contentReports.targetId, targetId), isNull(contentReports.reporterId)));

describe('a forum post that signals a risk', () => {
  it("is posted as written; only the author's answer carries the kind; one urgent item leads the queue; the admin is notified live", async () => {
    const author = await createMember(t, 'patient', { name: 'Kavita Rao' });
    const reader = await createMember(t);
    // An older member's report, so that the crisis item must move ahead of it.
    const plain = await post(reader, 'Which pillow helps after surgery?');
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).not.toHaveProperty('safety');
    await as(t.app, author, {
      method: 'POST',
      url: `/api/forum/posts/${plain.json().post.id}/reports`,
      payload: { reason: 'spam' },
    });
    const adminSocket = await open(admin);

    const created = await post(author, SELF_HARM_HI);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(body.post.content).toBe(SELF_HARM_HI);
    const id = body.post.id as string;

    // Another member, the list and even the author's own later read carry nothing of it.
    const seen = await as(t.app, reader, { method: 'GET', url: `/api/forum/posts/${id}` });
    expect(seen.json().post.content).toBe(SELF_HARM_HI);
    expect(seen.body).not.toContain('safety');
    expect(seen.body).not.toContain('self_harm');
    expect((await as(t.app, author, { method: 'GET', url: `/api/forum/posts/${id}` })).body).not.toContain('self_harm');
    expect((await as(t.app, reader, { method: 'GET', url: '/api/forum/posts' })).body).not.toContain('self_harm');

    const items = (await queue()).items;
    expect(items[0]).toMatchObject({
      targetType: 'forum_post',
      targetId: id,
      crisis: 'self_harm',
      reporterName: null,
      content: { authorName: 'Kavita Rao' },
    });
    expect(items.findIndex((i: { targetId: string }) => i.targetId === plain.json().post.id)).toBeGreaterThan(0);
    expect(items.find((i: { targetId: string }) => i.targetId === plain.json().post.id).crisis).toBeNull();

    const note = await adminSocket.next('notification', (e) => e.notification.actionUrl === '/admin?tab=moderation');
    expect(note.notification).toMatchObject({ type: 'system', title: 'Possible Crisis: Someone May Need Help' });
    expect(JSON.stringify(note)).not.toContain('Kavita');
    // The member posting is not an administrator: no notice for them.
    const authorNotes = await t.database.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(authorNotes.some((n) => n.template === 'possibleCrisis')).toBe(false);
  });

  it('keeps an anonymous author anonymous in the queue', async () => {
    const author = await createMember(t, 'patient', { name: 'Rohit Verma' });
    const created = await post(author, SELF_HARM_EN, { isAnonymous: true });
    expect(created.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    const item = (await queue()).items.find((i: { targetId: string }) => i.targetId === created.json().post.id);
    expect(item).toMatchObject({ crisis: 'self_harm', reporterName: null, content: { authorName: 'Anonymous' } });
    expect(JSON.stringify(item)).not.toContain('Rohit');
  });

  it('is resolved by a moderator like a report, and notifies nobody who reported it', async () => {
    const author = await createMember(t);
    const id = (await post(author, MEDICAL)).json().post.id as string;
    const item = (await queue()).items.find((i: { targetId: string }) => i.targetId === id);
    expect(item.crisis).toBe('medical_emergency');
    const done = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/reports/${item.id}/actions`,
      payload: { action: 'dismiss' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await queue()).items.some((i: { targetId: string }) => i.targetId === id)).toBe(false);
    const [row] = await crisisRows(id);
    expect(row).toMatchObject({ status: 'dismissed', resolution: 'dismiss' });
  });
});

describe('a forum reply and a story that signal a risk', () => {
  it("a reply: the kind on the author's answer only; one urgent item however often the signal repeats", async () => {
    const author = await createMember(t);
    const other = await createMember(t);
    const postId = (await post(other, 'How are you all doing this week?')).json().post.id as string;
    const first = await reply(author, postId, 'जीने का मन नहीं करता');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    expect(first.json().content).toBe('जीने का मन नहीं करता');
    const thread = await as(t.app, other, { method: 'GET', url: `/api/forum/posts/${postId}` });
    expect(thread.body).not.toContain('self_harm');
    expect((await reply(other, postId, 'We are here with you.')).json()).not.toHaveProperty('safety');

    expect(await urgentItem(first.json().id)).toMatchObject({ targetType: 'forum_reply', crisis: 'self_harm' });
    // The same reply flagged again (a retry, another process) stays one item and one notice per admin.
    const reports = t.app.services.modules.get('reports');
    expect(
      await reports.screen({
        targetType: 'forum_reply',
        targetId: first.json().id,
        text: 'जीने का मन नहीं करता',
        isPublic: true,
      }),
    ).toMatchObject({ kind: 'self_harm' });
    expect(await crisisRows(first.json().id)).toHaveLength(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, admin.id), eq(notifications.dedupeKey, `crisis:forum_reply:${first.json().id}`)),
      );
    expect(notes).toHaveLength(1);
  });

  it("a story: the kind on the author's answer only, and an urgent item at the top of the queue", async () => {
    const author = await createMember(t);
    const reader = await createMember(t);
    const created = await story(author, `Some nights are very hard. ${SELF_HARM_EN}`);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    const seen = await as(t.app, reader, { method: 'GET', url: `/api/stories/${created.json().id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('self_harm');
    expect(await urgentItem(created.json().id)).toMatchObject({ targetType: 'story', crisis: 'self_harm' });
    expect((await story(author, 'Today I walked by the sea.')).json()).not.toHaveProperty('safety');
  });
});

describe('a private message that signals a risk', () => {
  it("shows the kind to its author only: the recipient's copy and events carry nothing, and moderators are not told", async () => {
    const sender = await createMember(t, 'patient', { name: 'Pooja' });
    const recipient = await createMember(t, 'patient', { name: 'Imran' });
    await connect(t, sender, recipient);
    const theirs = await open(recipient);
    const mine = await open(sender);
    const before = await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id));

    const sent = await as(t.app, sender, {
      method: 'POST',
      url: `/api/messages/${recipient.id}`,
      payload: { content: SELF_HARM_HI },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ content: SELF_HARM_HI, safety: { kind: 'self_harm' } });
    const id = sent.json().id as string;

    const event = await theirs.next('message', (e) => e.message.id === id);
    expect(event.message.content).toBe(SELF_HARM_HI);
    expect(JSON.stringify(event)).not.toContain('self_harm');
    expect(JSON.stringify(await mine.next('message', (e) => e.message.id === id))).not.toContain('self_harm');
    const thread = await as(t.app, recipient, { method: 'GET', url: `/api/messages/${sender.id}` });
    expect(thread.body).toContain(id);
    expect(thread.body).not.toContain('self_harm');
    expect((await as(t.app, recipient, { method: 'GET', url: '/api/messages' })).body).not.toContain('self_harm');

    expect(await crisisRows(id)).toHaveLength(0);
    expect((await queue()).items.some((i: { targetId: string }) => i.targetId === id)).toBe(false);
    const after = await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(after).toHaveLength(before.length);

    const plain = await as(t.app, sender, {
      method: 'POST',
      url: `/api/messages/${recipient.id}`,
      payload: { content: 'See you at the clinic on Monday.' },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).not.toHaveProperty('safety');
  });
});
