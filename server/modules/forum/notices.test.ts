import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumThreadWatches, notifications } from '../../db/schema/index.js';
import { as, createMember, createTestApp, profileForm, type Member, type TestApp } from '../../test/helpers.js';
import { connect, trusted } from '../../test/people.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let counter = 0;
/** A member with a username of their own (`<base><n>`). */
async function person(name: string, base = name.split(' ')[0]!.toLowerCase()): Promise<Member & { username: string }> {
  const m = await createMember(t, 'patient', { name });
  const username = `${base}${++counter}`;
  const res = await as(t.app, m, {
    method: 'PATCH',
    url: '/api/profiles/me',
    payload: profileForm({ fullName: name, username }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...m, username };
}

/** Lets the queued notices of the last posts and replies go out. */
const settled = () => t.app.platform.jobs.idle();

async function newPost(who: Member, payload: Record<string, unknown> = {}): Promise<string> {
  const res = await as(t.app, who, {
    method: 'POST',
    url: '/api/forum/posts',
    payload: { title: 'Scans next week', content: 'How do you stay calm while you wait?', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  await settled();
  return res.json().post.id as string;
}

async function reply(who: Member, postId: string, content = 'Breathing exercises help me.', parentId?: string) {
  const res = await as(t.app, who, {
    method: 'POST',
    url: `/api/forum/posts/${postId}/replies`,
    payload: { content, parentId },
  });
  expect(res.statusCode, res.body).toBe(201);
  await settled();
  return res.json().id as string;
}

const watch = (who: Member | null, postId: string, level: unknown) =>
  as(t.app, who, { method: 'PUT', url: `/api/forum/posts/${postId}/watch`, payload: { level } });

const block = async (who: Member, other: Member) =>
  expect((await as(t.app, who, { method: 'PUT', url: `/api/blocks/${other.id}` })).statusCode).toBe(204);

/** The member's notifications as the bell lists them, in a language. */
async function bell(who: Member, language = 'en') {
  const res = await as(t.app, who, {
    method: 'GET',
    url: '/api/notifications',
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    type: string;
    title: string;
    message: string;
    actionUrl: string;
    count?: number;
    isRead: boolean;
  }[];
}
const about = async (who: Member, postId: string, type = 'reply') =>
  (await bell(who)).filter((n) => n.type === type && n.actionUrl.startsWith(`/forum/${postId}`));

describe('a reply notifies', () => {
  it("the post's author and each watcher once; never the replier, a member who muted or one with a block", async () => {
    const author = await person('Anita Desai');
    const watcher = await person('Vikram Seth');
    const muter = await person('Meera Nair');
    const blocker = await person('Bhavna Rao');
    const blockedByReplier = await person('Kiran Bedi');
    const bystander = await person('Neha Joshi');
    const replier = await person('Ravi Kumar');
    const postId = await newPost(author);
    for (const m of [watcher, muter, blocker, blockedByReplier])
      expect((await watch(m, postId, 'watching')).statusCode).toBe(200);
    expect((await watch(muter, postId, 'muted')).statusCode).toBe(200);
    await block(blocker, replier);
    await block(replier, blockedByReplier);

    const replyId = await reply(replier, postId);

    for (const m of [author, watcher]) {
      const got = await about(m, postId);
      expect(got, m.name).toHaveLength(1);
      expect(got[0]).toMatchObject({
        title: 'New Reply',
        message: 'Ravi Kumar replied to “Scans next week”.',
        actionUrl: `/forum/${postId}#reply-${replyId}`,
        count: 1,
        isRead: false,
      });
    }
    for (const m of [muter, blocker, blockedByReplier, bystander, replier])
      expect(await about(m, postId), m.name).toHaveLength(0);
  });

  it('the author of the reply answered, who watches from their reply on, and mutes to hear nothing', async () => {
    const author = await person('Sunita Williams');
    const first = await person('Arjun Mehta');
    const second = await person('Farah Khan');
    const postId = await newPost(author);
    const firstReply = await reply(first, postId);
    const answer = await reply(second, postId, 'Same here, it gets easier.', firstReply);

    const got = await about(first, postId);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ message: 'Farah Khan replied to “Scans next week”.', count: 1 });
    expect(got[0]!.actionUrl).toBe(`/forum/${postId}#reply-${answer}`);
    // Two replies, one row for the author.
    expect(await about(author, postId)).toMatchObject([{ count: 2, title: '2 New Replies' }]);

    expect((await watch(first, postId, 'muted')).statusCode).toBe(200);
    await as(t.app, first, { method: 'POST', url: '/api/notifications/read-all' });
    await reply(second, postId, 'Answering you again.', firstReply);
    expect((await about(first, postId)).filter((n) => !n.isRead)).toHaveLength(0);
  });

  it('a burst of three replies makes one unread notification counting three, in Hindi too', async () => {
    const author = await person('Lata Iyer');
    const postId = await newPost(author, { title: 'कीमो के बाद थकान' });
    for (const name of ['Dev Anand', 'Gita Rao', 'Hari Om']) await reply(await person(name), postId);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'reply')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ groupCount: 3, isRead: false, groupKey: `forum:${postId}` });
    const [english] = await about(author, postId);
    expect(english).toMatchObject({
      title: '3 New Replies',
      message: '3 new replies to “कीमो के बाद थकान”. The latest is from Hari Om.',
      count: 3,
    });
    const [hindi] = (await bell(author, 'hi')).filter((n) => n.type === 'reply');
    expect(hindi).toMatchObject({
      title: '3 नए जवाब',
      message: '“कीमो के बाद थकान” पर 3 नए जवाब। सबसे नया Hari Om का है।',
    });
  });

  it("an anonymous author's reply carries no name and no id, stored or shown, in English and Hindi", async () => {
    const author = await person('Zoya Akhtar');
    const watcher = await person('Imran Ali');
    const postId = await newPost(author, { isAnonymous: true, title: 'Telling my children' });
    expect((await watch(watcher, postId, 'watching')).statusCode).toBe(200);
    await reply(author, postId, 'Thank you all, I told them today.');

    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, watcher.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toEqual({ title: 'Telling my children', anonymous: '1' });
    const stored = JSON.stringify(rows[0]);
    for (const secret of [author.id, author.name, 'Zoya', author.username, author.email])
      expect(stored).not.toContain(secret);

    const [english] = await about(watcher, postId);
    expect(english!.message).toBe('Someone (anonymous) replied to “Telling my children”.');
    const [hindi] = (await bell(watcher, 'hi')).filter((n) => n.type === 'reply');
    expect(hindi!.message).toBe('कोई (गुमनाम) ने “Telling my children” पर जवाब दिया।');
    for (const shown of [english, hindi])
      for (const secret of [author.id, 'Zoya']) expect(JSON.stringify(shown)).not.toContain(secret);
  });

  it('a long title is cut to about 80 letters without splitting a Devanagari syllable', async () => {
    const author = await person('Rekha Sharma');
    const title = 'क्षमा '.repeat(30).trim();
    const postId = await newPost(author, { title });
    await reply(await person('Om Puri'), postId);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.userId, author.id));
    const cut = row!.params!.title!;
    expect(cut.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(cut)].length).toBeLessThanOrEqual(80);
    expect(title.startsWith(cut.slice(0, -1).trimEnd())).toBe(true);
  });
});

describe('mentions', () => {
  it('notify a mentioned member once per post, however often named, and not the author', async () => {
    const asha = await person('Asha Verma', 'asha');
    const author = await person('Mohan Lal');
    const postId = await newPost(author, {
      content: `Thanks @${asha.username.toUpperCase()} and @${asha.username}. Also (@${asha.username}) and me @${author.username}; not mail@${asha.username}`,
    });
    const got = await about(asha, postId, 'mention');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      title: 'You Were Mentioned',
      message: 'Mohan Lal mentioned you in “Scans next week”.',
    });
    expect(await about(author, postId, 'mention')).toHaveLength(0);
  });

  it('in a reply, a member both mentioned and told of the reply gets only the mention', async () => {
    const author = await person('Pallavi Joshi');
    const replier = await person('Sanjay Dutt');
    const postId = await newPost(author);
    await reply(replier, postId, `@${author.username}, हाँ मुझे भी ऐसा लगा।`);
    expect(await about(author, postId, 'mention')).toHaveLength(1);
    expect(await about(author, postId, 'reply')).toHaveLength(0);
    const [hindi] = (await bell(author, 'hi')).filter((n) => n.type === 'mention');
    expect(hindi!.message).toBe('Sanjay Dutt ने “Scans next week” में आपका ज़िक्र किया।');
  });

  const privacy = async (who: Member, discoverable: 'everyone' | 'shared' | 'nobody') =>
    expect(
      (await as(t.app, who, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable } })).statusCode,
    ).toBe(200);

  it('reach only members the author may find: privacy choices, connections and blocks hold', async () => {
    const author = await person('Tara Singh');
    const hidden = await person('Uma Bhatt');
    const friend = await person('Vani Kapoor');
    const blocker = await person('Yash Raj');
    for (const m of [hidden, friend]) await privacy(m, 'nobody');
    await connect(t, author, friend);
    await block(blocker, author);
    await trusted(t, author); // a new member may mention two people
    const postId = await newPost(author, {
      content: `Hello @${hidden.username} @${friend.username} @${blocker.username}`,
    });
    expect(await about(hidden, postId, 'mention')).toHaveLength(0);
    expect(await about(blocker, postId, 'mention')).toHaveLength(0);
    const got = await about(friend, postId, 'mention');
    expect(got).toHaveLength(1);
    expect(got[0]!.message).toBe('Tara Singh mentioned you in “Scans next week”.');
  });

  it('from an anonymous author reach whoever anyone may find, the same whoever wrote: a connection or a shared role opens nothing, a block still holds', async () => {
    // Bob finds by no one and is connected to one of two anonymous authors: he hears from neither,
    // so a mention he receives cannot tell him that one of his few connections wrote it.
    const bob = await person('Bobby Deol');
    const connected = await person('Rooma Das');
    const stranger = await person('Ngozi Shah');
    const sharing = await person('Sheela Nair');
    const open = await person('Om Prakash');
    const blocker = await person('Yamini Rao');
    await privacy(bob, 'nobody');
    await privacy(sharing, 'shared'); // every member here is a patient: they share the role
    await connect(t, connected, bob);
    await connect(t, connected, sharing);
    await block(blocker, connected);
    await trusted(t, stranger, connected); // a new member may mention two people
    const words = `Has anyone tried this, @${bob.username} @${sharing.username} @${open.username} @${blocker.username}?`;
    const a = await newPost(stranger, { title: 'Anon question A', content: words, isAnonymous: true });
    const b = await newPost(connected, { title: 'Anon question B', content: words, isAnonymous: true });
    for (const postId of [a, b]) {
      expect(await about(bob, postId, 'mention')).toHaveLength(0);
      expect(await about(sharing, postId, 'mention')).toHaveLength(0);
      expect(await about(open, postId, 'mention')).toHaveLength(1);
    }
    expect(await about(blocker, a, 'mention')).toHaveLength(1);
    expect(await about(blocker, b, 'mention')).toHaveLength(0);
    const [got] = await about(open, b, 'mention');
    expect(got!.message).toBe('Someone (anonymous) mentioned you in “Anon question B”.');
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, open.id));
    for (const row of rows)
      for (const secret of [connected.id, stranger.id, 'Rooma', 'Ngozi'])
        expect(JSON.stringify(row)).not.toContain(secret);

    // The same in a reply the anonymous author writes in their own thread.
    await reply(connected, b, `Thanks @${bob.username} and @${open.username}`);
    expect((await bell(bob)).filter((n) => n.actionUrl.startsWith(`/forum/${b}`))).toHaveLength(0);
    expect(await about(open, b, 'mention')).toHaveLength(2);
    const mentions = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, open.id), eq(notifications.type, 'mention')));
    expect(mentions.filter((r) => r.actionUrl?.includes('#reply-'))).toHaveLength(1);
  });
});

describe('mention suggestions (GET /api/mentions)', () => {
  const suggest = (who: Member | null, q: string) =>
    as(t.app, who, { method: 'GET', url: `/api/mentions?q=${encodeURIComponent(q)}` });

  it('offer reachable members by username or name prefix, never oneself, a hidden stranger or a block', async () => {
    const me = await person('Quentin Paul', 'qzx');
    const open = await person('Qamar Ahmed', 'qzx');
    const byName = await person('Rohit Qzxwell', 'rohit');
    const hidden = await person('Qadir Khan', 'qzx');
    const blocked = await person('Qureshi Amin', 'qzx');
    const friend = await person('Qiana Das', 'qzx');
    for (const m of [hidden, friend])
      await as(t.app, m, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable: 'nobody' } });
    await connect(t, me, friend);
    await block(me, blocked);

    const res = await suggest(me, '@QZX');
    expect(res.statusCode, res.body).toBe(200);
    const usernames = (res.json().items as { username: string }[]).map((c) => c.username).sort();
    expect(usernames).toEqual([open.username, byName.username, friend.username].sort());
    expect(res.json().items.find((c: { username: string }) => c.username === open.username)).toEqual({
      username: open.username,
      fullName: 'Qamar Ahmed',
      avatarUrl: null,
    });
    // The blocked member does not see the blocker either.
    const theirs = (await suggest(blocked, 'qzx')).json().items.map((c: { username: string }) => c.username);
    expect(theirs).not.toContain(me.username);
  });

  it('for an anonymous draft offer only members anyone may find: not a connection who chose otherwise, nor a block', async () => {
    const me = await person('Vikram Seth', 'vzq');
    const open = await person('Vimla Open', 'vzq');
    const friend = await person('Vidya Friend', 'vzq');
    const sharing = await person('Vinod Shares', 'vzq');
    const blocked = await person('Vivek Blocked', 'vzq');
    await as(t.app, friend, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable: 'nobody' } });
    await as(t.app, sharing, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable: 'shared' } });
    await connect(t, me, friend);
    await block(blocked, me);
    const names = async (url: string) => {
      const res = await as(t.app, me, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { username: string }[]).map((c) => c.username).sort();
    };
    expect(await names('/api/mentions?q=vzq')).toEqual([open.username, friend.username, sharing.username].sort());
    expect(await names('/api/mentions?q=vzq&anonymous=true')).toEqual([open.username]);
    expect(await names('/api/mentions?q=vzq&anonymous=false')).toHaveLength(3);
    expect((await as(t.app, me, { method: 'GET', url: '/api/mentions?q=vzq&anonymous=maybe' })).statusCode).toBe(400);
  });

  it('answer at most 8, nothing for an empty prefix, 400 for a long one, 401 to visitors', async () => {
    const me = await person('Wasim Jaffer');
    for (let i = 0; i < 10; i++) await person(`Many Member${i}`, 'manyx');
    expect((await suggest(me, 'manyx')).json().items).toHaveLength(8);
    expect((await suggest(me, '')).json().items).toEqual([]);
    const long = await suggest(me, 'x'.repeat(31));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('A name to mention is at most 30 characters.');
    expect((await suggest(null, 'manyx')).statusCode).toBe(401);
  });
});

describe('watching a thread (PUT /api/forum/posts/:id/watch)', () => {
  it('the author watches from the start; a member watches, mutes and goes back to normal; the thread shows it', async () => {
    const author = await person('Divya Menon');
    const member = await person('Kabir Bedi');
    const postId = await newPost(author);
    const level = async (who: Member | null) =>
      (await as(t.app, who, { method: 'GET', url: `/api/forum/posts/${postId}` })).json().post.watchLevel;
    expect(await level(author)).toBe('watching');
    expect(await level(member)).toBe('normal');
    expect(await level(null)).toBeUndefined();
    for (const next of ['watching', 'muted', 'normal'] as const) {
      const res = await watch(member, postId, next);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ level: next });
      expect(await level(member)).toBe(next);
    }
    const rows = await t.database.db
      .select()
      .from(forumThreadWatches)
      .where(and(eq(forumThreadWatches.postId, postId), eq(forumThreadWatches.userId, member.id)));
    expect(rows).toHaveLength(0);
  });

  it('a replier who muted stays muted', async () => {
    const author = await person('Nandita Das');
    const member = await person('Rahul Bose');
    const postId = await newPost(author);
    await watch(member, postId, 'muted');
    await reply(member, postId);
    const res = await as(t.app, member, { method: 'GET', url: `/api/forum/posts/${postId}` });
    expect(res.json().post.watchLevel).toBe('muted');
  });

  it('refuses visitors, a wrong level (storing nothing) and an unknown post', async () => {
    const author = await person('Shabana Azmi');
    const postId = await newPost(author);
    expect((await watch(null, postId, 'muted')).statusCode).toBe(401);
    const bad = await watch(author, postId, 'loud');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose watching, normal or muted for this thread.');
    const [row] = await t.database.db
      .select()
      .from(forumThreadWatches)
      .where(and(eq(forumThreadWatches.postId, postId), eq(forumThreadWatches.userId, author.id)));
    expect(row!.level).toBe('watching');
    expect((await watch(author, '00000000-0000-4000-8000-000000000000', 'muted')).statusCode).toBe(404);
  });
});
