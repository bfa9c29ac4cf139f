import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('connection request notifications', () => {
  it('notify the other member once a day per pair, however often a request is cancelled and sent again', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    for (let i = 0; i < 3; i++) {
      const sent = await as(t.app, a, { method: 'POST', url: '/api/connections', payload: { receiverId: b.id } });
      expect(sent.statusCode).toBe(201);
      expect(
        (
          await as(t.app, a, {
            method: 'PATCH',
            url: `/api/connections/${sent.json().id}`,
            payload: { action: 'cancel' },
          })
        ).statusCode,
      ).toBe(200);
    }
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.type, 'connection_request')));
    expect(rows).toHaveLength(1);
    // Another member's request is a pair of its own.
    const c = await createMember(t);
    expect(
      (await as(t.app, c, { method: 'POST', url: '/api/connections', payload: { receiverId: b.id } })).statusCode,
    ).toBe(201);
    const all = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.type, 'connection_request')));
    expect(all).toHaveLength(2);
  });
});
