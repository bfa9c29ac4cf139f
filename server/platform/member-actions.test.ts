import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberActionLimits } from '../../contracts/member-actions.js';
import { events, forumPosts, supportGroups } from '../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../test/helpers.js';

// Per-member limits of small actions (contracts/member-actions.ts), and hearts that change the
// cached forum's counts without flushing it.
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({ shareDatabaseOf: t });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Asks until the expectation holds, for at most two seconds (the change crosses processes by NOTIFY). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 2000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

/** Does `act` alternately until the limit: every attempt answers 2xx, then one more is a 429 in the member's words. */
async function reachesLimit(
  max: number,
  act: (i: number) => Promise<{ statusCode: number; body: string }>,
  words: RegExp,
) {
  for (let i = 0; i < max; i++) {
    const res = await act(i);
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  const over = await act(max);
  expect(over.statusCode).toBe(429);
  expect(JSON.parse(over.body).error.message).toMatch(words);
}

describe('limits per member', () => {
  it('hearts: giving and taking back count together', async () => {
    const author = await createMember(t);
    const m = await createMember(t);
    const post = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Hearts', content: 'Give one.' },
      })
    ).json().post.id as string;
    await reachesLimit(
      MemberActionLimits.heartsPerHour,
      (i) => as(t.app, m, { method: i % 2 ? 'DELETE' : 'PUT', url: `/api/forum/posts/${post}/heart` }),
      /many hearts/,
    );
    // Another member's hearts are their own.
    expect((await as(t.app, author, { method: 'PUT', url: `/api/forum/posts/${post}/heart` })).statusCode).toBe(200);
  });

  it('blocks: blocking and unblocking count together', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    await reachesLimit(
      MemberActionLimits.blocksPerHour,
      (i) => as(t.app, m, { method: i % 2 ? 'DELETE' : 'PUT', url: `/api/blocks/${other.id}` }),
      /blocked and unblocked/,
    );
  });

  it('support groups: joining and leaving count together', async () => {
    const m = await createMember(t);
    const [group] = await t.database.db
      .insert(supportGroups)
      .values({ name: 'Evening circle' })
      .returning({ id: supportGroups.id });
    await reachesLimit(
      MemberActionLimits.groupMembershipsPerHour,
      (i) => as(t.app, m, { method: i % 2 ? 'DELETE' : 'PUT', url: `/api/support-groups/${group!.id}/membership` }),
      /joined and left groups/,
    );
  });

  it('events: registering and cancelling count together, in Hindi for a Hindi reader', async () => {
    const host = await createMember(t, 'ngo');
    const m: Member = await createMember(t);
    const [event] = await t.database.db
      .insert(events)
      .values({ title: 'Yoga for caregivers', startsAt: new Date(Date.now() + 86_400_000), hostId: host.id })
      .returning({ id: events.id });
    await reachesLimit(
      MemberActionLimits.eventRegistrationsPerHour,
      (i) => as(t.app, m, { method: i % 2 ? 'DELETE' : 'POST', url: `/api/events/${event!.id}/registration` }),
      /registered for and cancelled/,
    );
    const hindi = await as(t.app, m, {
      method: 'POST',
      url: `/api/events/${event!.id}/registration`,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json().error.message).toMatch(/मिनट बाद/);
  });
});

describe('a heart and the forum that visitors see', () => {
  it('changes the count in every process without flushing what visitors are shown', async () => {
    const author = await createMember(t);
    const fan = await createMember(t);
    const visitorList = async () =>
      (await as(second.app, null, { method: 'GET', url: '/api/forum/posts?limit=50' })).json().items as {
        id: string;
        title: string;
        heartCount: number;
      }[];
    // The second process keeps a copy of the list before the post exists: the post shows there only
    // once the post's event has crossed and flushed that copy, so no late event flushes it below.
    await visitorList();
    const id = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Counted hearts', content: 'A count that moves.' },
      })
    ).json().post.id as string;
    const visitorThread = async () =>
      (await as(second.app, null, { method: 'GET', url: `/api/forum/posts/${id}` })).json().post.heartCount as number;
    expect(await eventually(async () => (await visitorList()).some((p) => p.id === id))).toBe(true);
    expect(await visitorThread()).toBe(0);
    // A post written straight into the database, which no event announces: while the visitors'
    // copy is kept, they do not see it.
    await t.database.db
      .insert(forumPosts)
      .values({ userId: author.id, title: 'Unannounced', content: 'Not in the kept copy.' });
    expect((await visitorList()).some((p) => p.title === 'Unannounced')).toBe(false);
    expect((await as(t.app, fan, { method: 'PUT', url: `/api/forum/posts/${id}/heart` })).json()).toEqual({
      hearted: true,
      heartCount: 1,
    });
    expect(await eventually(async () => (await visitorList()).find((p) => p.id === id)?.heartCount === 1)).toBe(true);
    expect(await visitorThread()).toBe(1);
    // The kept copy was changed, not flushed.
    expect((await visitorList()).some((p) => p.title === 'Unannounced')).toBe(false);
    expect((await as(t.app, fan, { method: 'DELETE', url: `/api/forum/posts/${id}/heart` })).json()).toEqual({
      hearted: false,
      heartCount: 0,
    });
    expect(await eventually(async () => (await visitorThread()) === 0)).toBe(true);
  });
});
