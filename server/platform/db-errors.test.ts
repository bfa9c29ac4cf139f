import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/helpers.js';
import { conflictOnUnique, isUniqueViolation } from './db-errors.js';
import { AppError } from './errors.js';
import { defineMessages } from '../../contracts/messages.js';

const Words = defineMessages('testDbErrors', { nameTaken: 'That name is taken.', taken: '{{name}} is taken.' });

describe('unique violations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await t.database.db.execute(
      sql`create table db_errors_test (id int primary key, name text not null constraint db_errors_test_name_key unique)`,
    );
    await t.database.db.execute(sql`insert into db_errors_test values (1, 'asha')`);
  });
  afterAll(async () => t.drop());

  it('recognises the database driver error, wrapped or not, and only that one', async () => {
    const err = await t.database.db.execute(sql`insert into db_errors_test values (2, 'asha')`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    const notNull = await t.database.db.execute(sql`insert into db_errors_test values (3, null)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(notNull)).toBe(false);
  });

  it('narrows to one constraint when asked', async () => {
    const err = await t.database.db.execute(sql`insert into db_errors_test values (1, 'ravi')`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'db_errors_test_name_key')).toBe(false);
    expect(isUniqueViolation(err, 'db_errors_test_pkey')).toBe(true);
  });

  it('turns a unique violation into a 409 with the given words and passes anything else through', async () => {
    const taken = await conflictOnUnique(
      () => t.database.db.execute(sql`insert into db_errors_test values (4, 'asha')`),
      Words.nameTaken,
    ).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(AppError);
    expect(taken).toMatchObject({ status: 409, code: 'CONFLICT', userMessage: Words.nameTaken });
    const lazy = await conflictOnUnique(
      () => t.database.db.execute(sql`insert into db_errors_test values (5, 'asha')`),
      async () => Words.taken({ name: 'asha' }),
    ).catch((e: unknown) => e);
    expect(lazy).toMatchObject({ status: 409, userMessage: Words.taken({ name: 'asha' }) });
    const other = await conflictOnUnique(() => Promise.reject(new Error('disk full')), Words.nameTaken).catch(
      (e: unknown) => e,
    );
    expect((other as Error).message).toBe('disk full');
    expect(await conflictOnUnique(async () => 7, Words.nameTaken)).toBe(7);
    // Nothing half-written: the refused rows are not there.
    const rows = await t.database.db.execute(sql`select count(*)::int as n from db_errors_test`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});
