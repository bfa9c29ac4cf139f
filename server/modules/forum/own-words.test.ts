import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModerationMessages } from '../../../contracts/admin.js';
import { ForumMessages } from '../../../contracts/forum.js';
import { adminAuditLog, contentReports, forumReplies, notifications } from '../../db/schema/index.js';
import { formatMoment } from '../../platform/errors.js';
import { as, createMember, createTestApp, profileForm, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

/**
 * Issue 44, "authors own their words": the author edits, deletes and makes anonymous their own
 * posts and replies; an administrator deletes; nobody else does anything; what is deleted leaves
 * no notification or search entry behind, and a reported post keeps its record for the moderators.
 */
let t: TestApp;
let admin: Member;
let author: Member & { username: string };
let other: Member & { username: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Asha Arora' });
  author = await named('Sunita Verma', 'sunitav');
  other = await named('Ramesh Iyer', 'rameshi');
});
afterAll(async () => t?.close());

async function named(name: string, username: string): Promise<Member & { username: string }> {
  const m = await createMember(t, 'patient', { name });
  const res = await as(t.app, m, {
    method: 'PATCH',
    url: '/api/profiles/me',
    payload: profileForm({ fullName: name, username }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...m, username };
}

const settled = () => t.app.platform.jobs.idle();
const thread = (who: Member | null, id: string) => as(t.app, who, { method: 'GET', url: `/api/forum/posts/${id}` });
const editPost = (who: Member | null, id: string, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PATCH', url: `/api/forum/posts/${id}`, payload });
const none = { edit: false, delete: false, anonymise: false };

async function newPost(who: Member, payload: Record<string, unknown> = {}): Promise<string> {
  const res = await as(t.app, who, {
    method: 'POST',
    url: '/api/forum/posts',
    payload: { title: 'Newly diagnosed in Lucknow', content: 'My name is Sunita, breast cancer, stage 2.', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  await settled();
  return res.json().post.id as string;
}

async function newReply(who: Member, postId: string, content = 'You are not alone, Sunita.'): Promise<string> {
  const res = await as(t.app, who, { method: 'POST', url: `/api/forum/posts/${postId}/replies`, payload: { content } });
  expect(res.statusCode, res.body).toBe(201);
  await settled();
  return res.json().id as string;
}

const bellOf = async (who: Member) =>
  (await as(t.app, who, { method: 'GET', url: '/api/notifications' })).json().items as {
    message: string;
    actionUrl: string | null;
  }[];

describe('what the answers say a reader may do (can)', () => {
  it('the author may edit, delete and make anonymous; an administrator delete; another member and a visitor nothing', async () => {
    const id = await newPost(author);
    const replyId = await newReply(author, id);
    const as_ = async (who: Member | null) => (await thread(who, id)).json();
    expect((await as_(author)).post.can).toEqual({ edit: true, delete: true, anonymise: true });
    expect((await as_(author)).replies[0].can).toEqual({ edit: true, delete: true, anonymise: true });
    expect((await as_(admin)).post.can).toEqual({ edit: false, delete: true, anonymise: false });
    expect((await as_(other)).post.can).toEqual(none);
    expect((await as_(null)).post.can).toEqual(none);
    expect((await as_(null)).replies[0].can).toEqual(none);
    const listed = (await as(t.app, author, { url: '/api/forum/posts' }))
      .json()
      .items.find((p: { id: string }) => p.id === id);
    expect(listed.can).toEqual({ edit: true, delete: true, anonymise: true });
    expect(replyId).toBeTruthy();
  });
});

describe('editing a post or a reply', () => {
  it("is for its author: the new words, marked 'edited', for every reader (visitors' cached forum too)", async () => {
    const id = await newPost(author);
    expect((await thread(null, id)).json().post.editedAt).toBeNull(); // a visitor's read, now cached
    const res = await editPost(author, id, {
      title: 'Newly diagnosed',
      content: 'Breast cancer, stage 2. Looking for others.',
      postType: 'support',
      tags: 'Newly diagnosed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post).toMatchObject({ title: 'Newly diagnosed', postType: 'support', tags: ['newly diagnosed'] });
    const seen = (await thread(null, id)).json().post;
    expect(seen.content).toBe('Breast cancer, stage 2. Looking for others.');
    expect(seen.editedAt).not.toBeNull();
    const card = (await as(t.app, null, { url: '/api/forum/posts' }))
      .json()
      .items.find((p: { id: string }) => p.id === id);
    expect(card).toMatchObject({ title: 'Newly diagnosed', content: 'Breast cancer, stage 2. Looking for others.' });
  });

  it('refuses another member and an administrator (403), and a visitor (401), changing nothing', async () => {
    const id = await newPost(author);
    for (const who of [other, admin]) {
      const res = await editPost(who, id, { title: 'Changed', content: 'Changed' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(englishOf(ForumMessages.notYourPost));
    }
    expect((await editPost(null, id, { title: 'Changed', content: 'Changed' })).statusCode).toBe(401);
    expect((await thread(null, id)).json().post).toMatchObject({ title: 'Newly diagnosed in Lucknow', editedAt: null });
  });

  it('keeps the rules of writing: an empty title is refused with the words of sharing', async () => {
    const id = await newPost(author);
    const res = await editPost(author, id, { title: '  ', content: 'Still here' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(englishOf(ForumMessages.missingInformation));
  });

  it('screens the new text as sharing did: a crisis written in an edit gets its notice and an urgent queue item', async () => {
    const id = await newPost(author);
    const res = await editPost(author, id, { title: 'Tonight', content: 'I have been thinking about ending my life.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    const [item] = await t.database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetType, 'forum_post'), eq(contentReports.targetId, id)));
    expect(item).toMatchObject({ crisisKind: 'self_harm', reporterId: null });
  });

  it("lets a reply's author, and only them, change it; screened too", async () => {
    const id = await newPost(other);
    const replyId = await newReply(author, id);
    for (const who of [other, admin]) {
      const res = await as(t.app, who, {
        method: 'PATCH',
        url: `/api/forum/replies/${replyId}`,
        payload: { content: 'x' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(englishOf(ForumMessages.notYourReplyEdit));
    }
    const res = await as(t.app, author, {
      method: 'PATCH',
      url: `/api/forum/replies/${replyId}`,
      payload: { content: 'I want to kill myself tonight.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ content: 'I want to kill myself tonight.', safety: { level: 'crisis' } });
    expect(res.json().editedAt).not.toBeNull();
  });
});

describe('making a post or reply anonymous afterwards', () => {
  it('hides the author from every reader, their replies in the thread and the notifications that named them', async () => {
    const id = await newPost(other, { content: `Asking @${author.username} for advice.` });
    const answer = await newReply(author, id, 'Happy to help, I am Sunita from Lucknow.');
    await newReply(other, id, 'Thank you!');
    const authorsPost = await newPost(author);
    await newReply(author, authorsPost, 'Adding more about my scans.');
    await newReply(other, authorsPost, 'Sending strength.');
    // The other member was told of the author's reply by name.
    expect((await bellOf(other)).some((n) => n.message.includes('Sunita Verma'))).toBe(true);

    const refused = await as(t.app, other, { method: 'POST', url: `/api/forum/posts/${authorsPost}/anonymise` });
    expect(refused.statusCode).toBe(403);
    expect(
      (await as(t.app, admin, { method: 'POST', url: `/api/forum/posts/${authorsPost}/anonymise` })).statusCode,
    ).toBe(403);
    const res = await as(t.app, author, { method: 'POST', url: `/api/forum/posts/${authorsPost}/anonymise` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post).toMatchObject({ isAnonymous: true, can: { edit: true, delete: true, anonymise: false } });
    const seen = (await thread(other, authorsPost)).json();
    expect(seen.post.author).toBeNull();
    expect(seen.replies[0]).toMatchObject({ author: null, byPostAuthor: true });
    expect(JSON.stringify(seen)).not.toContain('Sunita Verma');
    const again = await as(t.app, author, { method: 'POST', url: `/api/forum/posts/${authorsPost}/anonymise` });
    expect(again.statusCode).toBe(409);

    const replyRes = await as(t.app, author, { method: 'POST', url: `/api/forum/replies/${answer}/anonymise` });
    expect(replyRes.statusCode, replyRes.body).toBe(200);
    expect(replyRes.json()).toMatchObject({ isAnonymous: true, author: { id: author.id } }); // the author still sees it is theirs
    expect((await thread(null, id)).json().replies[0].author).toBeNull();
    // No notification about these threads names her any more, in the bell or in the stored English.
    const about = (url: string | null) => [id, authorsPost].some((p) => url?.startsWith(`/forum/${p}`));
    const shown = (await bellOf(other)).filter((n) => about(n.actionUrl));
    expect(shown.length).toBeGreaterThanOrEqual(1); // her reply on the other member's post
    expect(JSON.stringify(shown)).not.toContain('Sunita');
    const stored = (await t.database.db.select().from(notifications).where(eq(notifications.userId, other.id))).filter(
      (n) => about(n.actionUrl),
    );
    expect(stored.filter((n) => n.actorId === author.id)).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain('Sunita Verma');
  });
});

describe('deleting a post', () => {
  it('is for its author: the thread and its replies go, for visitors (cached) and members alike', async () => {
    const id = await newPost(author);
    const replyId = await newReply(other, id);
    expect((await thread(null, id)).statusCode).toBe(200); // cached for visitors
    expect((await as(t.app, other, { method: 'DELETE', url: `/api/forum/posts/${id}` })).statusCode).toBe(403);
    expect((await as(t.app, author, { method: 'DELETE', url: `/api/forum/posts/${id}` })).statusCode).toBe(204);
    expect((await thread(null, id)).statusCode).toBe(404);
    expect((await thread(other, id)).statusCode).toBe(404);
    expect(await t.database.db.select().from(forumReplies).where(eq(forumReplies.id, replyId))).toEqual([]);
    const page = (await as(t.app, null, { url: '/api/forum/posts?limit=50' })).json();
    expect(page.items.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('leaves no search entry and no notification behind', async () => {
    const id = await newPost(author, {
      title: 'Zolendronate question from Aminabad',
      content: `Has anyone had zolendronate? @${other.username}`,
    });
    await newReply(other, id, 'Yes, twice.');
    await newReply(author, id, 'Thank you so much.');
    expect(await t.app.platform.search.search('zolendronate', { domains: ['forum'] })).toHaveLength(1);
    expect((await as(t.app, null, { url: '/api/forum/posts?q=zolendronate' })).json().items).toHaveLength(1);
    const leading = async () =>
      (await t.database.db.select().from(notifications)).filter((n) => n.actionUrl?.startsWith(`/forum/${id}`));
    expect((await leading()).length).toBeGreaterThanOrEqual(2); // the mention, and each one's reply notice

    expect((await as(t.app, author, { method: 'DELETE', url: `/api/forum/posts/${id}` })).statusCode).toBe(204);
    expect(await t.app.platform.search.search('zolendronate', { domains: ['forum'] })).toEqual([]);
    expect((await as(t.app, null, { url: '/api/forum/posts?q=zolendronate' })).json().items).toEqual([]);
    expect(await leading()).toEqual([]);
    expect(JSON.stringify(await bellOf(other))).not.toContain('Zolendronate');
  });

  it("tells the bells already open: the deleted post's notifications leave them at once", async () => {
    const writer = await named('Nisha Gupta', 'nishag');
    const id = await newPost(writer, { title: 'Scan results from Gomti Nagar' });
    await newReply(other, id, 'Wishing you good news.');
    await newReply(writer, id, 'Thank you.');
    const removed = (await t.database.db.select().from(notifications))
      .filter((n) => n.userId === other.id && n.actionUrl?.startsWith(`/forum/${id}`))
      .map((n) => n.id);
    expect(removed.length).toBeGreaterThanOrEqual(1);
    const written: string[] = [];
    const socket = { OPEN: 1, readyState: 1, send: (text: string) => void written.push(text), close() {} };
    const detach = t.app.platform.realtime.attach(other.id, socket as never, {
      language: 'en',
      stillSignedIn: async () => true,
    });
    try {
      expect((await as(t.app, writer, { method: 'DELETE', url: `/api/forum/posts/${id}` })).statusCode).toBe(204);
      let told: { type: string; removed?: string[] } | undefined;
      for (let i = 0; i < 100 && !told; i++) {
        told = written.map((text) => JSON.parse(text)).find((e) => e.type === 'notifications-changed');
        if (!told) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(told?.removed?.toSorted()).toEqual(removed.toSorted());
    } finally {
      detach?.();
    }
  });

  it('a deleted reply takes its notifications with it', async () => {
    const id = await newPost(other);
    const replyId = await newReply(author, id, 'A reply I regret.');
    const leading = async () =>
      (await t.database.db.select().from(notifications)).filter((n) => n.actionUrl?.endsWith(`#reply-${replyId}`));
    expect((await leading()).length).toBe(1);
    expect((await as(t.app, author, { method: 'DELETE', url: `/api/forum/replies/${replyId}` })).statusCode).toBe(204);
    expect(await leading()).toEqual([]);
  });

  it("an administrator deletes another's post or reply; a reported post keeps its record for the moderators", async () => {
    const id = await newPost(author, { title: 'My full name and address', content: 'Sunita Verma, 14 Hazratganj.' });
    const replyId = await newReply(other, id, 'Please take your address down.');
    for (const [kind, target] of [
      ['forum/posts', id],
      ['forum/replies', replyId],
    ] as const) {
      const res = await as(t.app, admin, {
        method: 'POST',
        url: `/api/${kind}/${target}/reports`,
        payload: { reason: 'private_information', note: 'Personal details' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await as(t.app, author, { method: 'DELETE', url: `/api/forum/posts/${id}` })).statusCode).toBe(204);

    const queue = (await as(t.app, admin, { url: '/api/admin/reports' })).json().items as {
      targetId: string;
      content: Record<string, unknown> | null;
    }[];
    const item = queue.find((q) => q.targetId === id);
    expect(item?.content).toMatchObject({
      title: 'My full name and address',
      excerpt: 'Sunita Verma, 14 Hazratganj.',
      authorName: 'Sunita Verma',
      url: null,
      removable: false,
      deletedBy: 'author',
    });
    // The reported reply went with its thread: its record is kept too.
    expect(queue.find((q) => q.targetId === replyId)?.content).toMatchObject({
      excerpt: 'Please take your address down.',
      deletedBy: 'author',
    });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'reported_content_deleted'));
    expect(audit).toMatchObject({
      adminId: null,
      targetUserId: author.id,
      details: { targetType: 'forum_post', targetId: id, by: 'author' },
    });
    // The author still answers for it: a warning reaches them.
    const report = (await as(t.app, admin, { url: '/api/admin/reports' }))
      .json()
      .items.find((q: { targetId: string }) => q.targetId === id);
    const warned = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/reports/${report.id}/actions`,
      payload: { action: 'warning', message: 'Please keep personal details private.' },
    });
    expect(warned.statusCode, warned.body).toBe(200);
  });

  it('an anonymous reported post keeps its record without naming its author', async () => {
    const id = await newPost(author, { isAnonymous: true, title: 'Anonymous and reported' });
    await as(t.app, other, { method: 'POST', url: `/api/forum/posts/${id}/reports`, payload: { reason: 'spam' } });
    expect((await as(t.app, author, { method: 'DELETE', url: `/api/forum/posts/${id}` })).statusCode).toBe(204);
    const queue = (await as(t.app, admin, { url: '/api/admin/reports' })).json().items as {
      targetId: string;
      content: Record<string, unknown> | null;
    }[];
    expect(queue.find((q) => q.targetId === id)?.content).toMatchObject({
      authorName: 'Anonymous',
      isAnonymous: true,
      deletedBy: 'author',
    });
    const audits = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'reported_content_deleted'));
    expect(audits.find((a) => (a.details as { targetId?: string }).targetId === id)?.targetUserId).toBeNull();
  });

  it('an administrator may delete a reply that is not theirs; another member may not', async () => {
    const id = await newPost(other);
    const replyId = await newReply(author, id);
    expect((await as(t.app, other, { method: 'DELETE', url: `/api/forum/replies/${replyId}` })).statusCode).toBe(403);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/forum/replies/${replyId}` })).statusCode).toBe(204);
  });
});

describe('a suspended author', () => {
  it('may delete and make anonymous, but not edit: the answers say so, and an edit is refused with the suspension', async () => {
    const member = await named('Kavita Rao', 'kavitar');
    const id = await newPost(member);
    const replyId = await newReply(member, id);
    const other_ = await newPost(member, { title: 'A second post' });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const suspended = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/suspension`,
      payload: { reason: 'Repeated unkind replies.', until },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const seen = (await thread(member, id)).json();
    expect(seen.post.can).toEqual({ edit: false, delete: true, anonymise: true });
    expect(seen.replies[0].can).toEqual({ edit: false, delete: true, anonymise: true });
    const refusal = englishOf(ModerationMessages.suspended({ until: formatMoment(new Date(until), 'en') }));
    const edits = [
      await editPost(member, id, { title: 'Changed', content: 'Changed' }),
      await as(t.app, member, {
        method: 'PATCH',
        url: `/api/forum/replies/${replyId}`,
        payload: { content: 'Changed' },
      }),
    ];
    for (const res of edits) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(refusal);
    }
    expect((await thread(null, id)).json().post.editedAt).toBeNull();

    const anonymised = await as(t.app, member, { method: 'POST', url: `/api/forum/posts/${id}/anonymise` });
    expect(anonymised.statusCode, anonymised.body).toBe(200);
    expect((await thread(other, id)).json().post.author).toBeNull();
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/forum/posts/${other_}` })).statusCode).toBe(204);
    expect((await thread(null, other_)).statusCode).toBe(404);
  });
});
