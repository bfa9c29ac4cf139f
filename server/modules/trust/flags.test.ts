import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { trusted } from '../../test/people.js';

let t: TestApp;
let admin: Member;
let author: Member;
let flaggers: Member[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Asha Arora' });
  author = await createMember(t, 'patient', { name: 'Rohit Verma' });
  flaggers = [];
  for (const name of ['Kavita Menon', 'Suresh Rao', 'Chitra Nair'])
    flaggers.push(await createMember(t, 'caregiver', { name }));
  await trusted(t, ...flaggers);
});
afterAll(async () => t?.close());

const post = async (who: Member, title: string) => {
  const res = await as(t.app, who, {
    method: 'POST',
    url: '/api/forum/posts',
    payload: { title, content: 'Some words.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post.id as string;
};
const report = async (who: Member, id: string) => {
  const res = await as(t.app, who, {
    method: 'POST',
    url: `/api/forum/posts/${id}/reports`,
    payload: { reason: 'spam' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const seenBy = async (who: Member | null, id: string) =>
  (await as(t.app, who, { method: 'GET', url: `/api/forum/posts/${id}` })).statusCode;
const queue = async () =>
  (await as(t.app, admin, { method: 'GET', url: '/api/admin/reports?status=open' })).json().items as {
    id: string;
    content: { url: string } | null;
    targetId?: string;
  }[];

describe('flags that act (issue 41)', () => {
  it('hides a post three Members reported until reviewed, tells its author, puts it first after crises, and shows it again when dismissed', async () => {
    const older = await post(author, 'An older reported post');
    await report(flaggers[0]!, older);
    const id = await post(author, 'Buy my herbal cure');
    // Two New members' reports do not hide it.
    const newcomers = [await createMember(t, 'patient'), await createMember(t, 'patient')];
    for (const n of newcomers) await report(n, id);
    await report(flaggers[0]!, id);
    await report(flaggers[1]!, id);
    expect(await seenBy(null, id)).toBe(200);
    await report(flaggers[2]!, id);

    expect(await seenBy(null, id)).toBe(404);
    expect(await seenBy(flaggers[0]!, id)).toBe(404);
    const own = await as(t.app, author, { method: 'GET', url: `/api/forum/posts/${id}` });
    expect(own.json().post).toMatchObject({ hiddenForReview: true, waitingForApproval: false });
    const bell = (await as(t.app, author, { method: 'GET', url: '/api/notifications' })).json().items;
    expect(bell[0]).toMatchObject({ title: 'Your Post Is Hidden for Now', actionUrl: `/forum/${id}` });
    // It is not an approval: the approvals list does not show it.
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/held' })).json().items).toEqual([]);

    // First in the queue, before the older report.
    const items = await queue();
    const urls = items.map((i) => JSON.stringify(i));
    const hiddenAt = urls.findIndex((u) => u.includes(id));
    const olderAt = urls.findIndex((u) => u.includes(older));
    expect(hiddenAt).toBeGreaterThanOrEqual(0);
    expect(hiddenAt).toBeLessThan(olderAt);

    // Dismissed: shown again.
    const reportId = items[hiddenAt]!.id;
    const dismissed = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/reports/${reportId}/actions`,
      payload: { action: 'dismiss' },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await seenBy(null, id)).toBe(200);
  });
});
