import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/helpers.js';
import { decodeCursor, encodeCursor, keyset, toPage } from './cursor.js';
import { AppError } from './errors.js';
import { defineMessages } from '../../contracts/messages.js';

const Words = defineMessages('testCursor', { badCursor: 'That page cursor is not valid.', startAgain: 'Start again.' });

const rowsTable = pgTable('cursor_test_rows', {
  id: uuid('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  rank: integer('rank').notNull(),
});

describe('opaque cursors', () => {
  it('round-trips values and refuses anything else with the given words', () => {
    const c = encodeCursor(['2026-01-01 10:00:00.123456+00', '00000000-0000-4000-8000-000000000001']);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, ['timestamp', 'uuid'])).toEqual([
      '2026-01-01 10:00:00.123456+00',
      '00000000-0000-4000-8000-000000000001',
    ]);
    expect(decodeCursor(encodeCursor([3, randomUUID()]), ['int', 'uuid'])[0]).toBe(3);
    const forged = [
      'not base64 json',
      encodeCursor(['2026-01-01', 'x']),
      encodeCursor([1.5, randomUUID()]),
      encodeCursor(['2026-01-01 10:00:00+00']),
      Buffer.from('{"a":1}').toString('base64url'),
      encodeCursor(["2026-01-01'; drop table x; --", randomUUID()]),
    ];
    for (const bad of forged) {
      let err: unknown;
      try {
        decodeCursor(bad, ['timestamp', 'uuid'], Words.badCursor);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).userMessage).toEqual(Words.badCursor);
    }
  });

  it('slices limit + 1 rows into a page with the last row as the next cursor', () => {
    expect(toPage([1, 2, 3], 2, (n) => [n])).toEqual({ items: [1, 2], nextCursor: encodeCursor([2]) });
    expect(toPage([1, 2], 2, (n) => [n])).toEqual({ items: [1, 2], nextCursor: null });
    expect(toPage([], 2, (n: number) => [n])).toEqual({ items: [], nextCursor: null });
  });
});

describe('keyset pages on the database', () => {
  let t: TestDatabase;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await openTestDatabase();
    await t.database.db.execute(
      sql`create table cursor_test_rows (id uuid primary key, at timestamptz not null, rank int not null)`,
    );
    // Seven rows, three in the same microsecond and two sharing a rank: ties are broken by id.
    const base = Date.parse('2026-03-01T10:00:00Z');
    for (let i = 0; i < 7; i++) {
      const id = randomUUID();
      ids.push(id);
      const at = new Date(base + (i < 3 ? 0 : i) * 1000).toISOString();
      await t.database.db.execute(
        sql`insert into cursor_test_rows values (${id}, ${at}::timestamptz + interval '1 microsecond' * ${i < 3 ? 5 : 0}, ${Math.floor(i / 2)})`,
      );
    }
  });
  afterAll(async () => t.drop());

  async function walk<K extends readonly ('timestamp' | 'uuid' | 'int')[]>(
    ks: ReturnType<typeof keyset<K>>,
    select: (after: ReturnType<typeof ks.after>) => Promise<Array<{ id: string; key: unknown[] }>>,
  ) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const rows = await select(ks.after(cursor));
      const page = ks.page(rows, 2, (r) => r.key as never);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    return { seen, pages };
  }

  it('walks newest first on (timestamp, id) without skipping rows of the same microsecond', async () => {
    const ks = keyset({ columns: [rowsTable.at, rowsTable.id], kinds: ['timestamp', 'uuid'], direction: 'desc' });
    const { seen, pages } = await walk(ks, async (after) =>
      (
        await t.database.db
          .select({ id: rowsTable.id, at: sql<string>`${rowsTable.at}::text` })
          .from(rowsTable)
          .where(after)
          .orderBy(...ks.orderBy)
          .limit(3)
      ).map((r) => ({ id: r.id, key: [r.at, r.id] })),
    );
    const expected = (
      await t.database.db
        .select({ id: rowsTable.id })
        .from(rowsTable)
        .orderBy(...ks.orderBy)
    ).map((r) => r.id);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(7);
    expect(pages).toBe(4);
  });

  it('walks ascending on (int, id)', async () => {
    const ks = keyset({ columns: [rowsTable.rank, rowsTable.id], kinds: ['int', 'uuid'], direction: 'asc' });
    const { seen } = await walk(ks, async (after) =>
      (
        await t.database.db
          .select({ id: rowsTable.id, rank: rowsTable.rank })
          .from(rowsTable)
          .where(after)
          .orderBy(...ks.orderBy)
          .limit(3)
      ).map((r) => ({ id: r.id, key: [r.rank, r.id] })),
    );
    const expected = (
      await t.database.db.select({ id: rowsTable.id }).from(rowsTable).orderBy(rowsTable.rank, rowsTable.id)
    ).map((r) => r.id);
    expect(seen).toEqual(expected);
  });

  it('answers a forged cursor with its own message before any query runs', () => {
    const ks = keyset({
      columns: [rowsTable.at, rowsTable.id],
      kinds: ['timestamp', 'uuid'],
      direction: 'desc',
      message: Words.startAgain,
    });
    expect(() => ks.after(encodeCursor([1, 2]))).toThrow(expect.objectContaining({ userMessage: Words.startAgain }));
    expect(ks.after(undefined)).toBeUndefined();
  });
});
