import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/**
 * Content in both languages (decision 0076): a site seeded by an earlier release gets the Hindi of
 * the demo content it holds. Each row is found by its English key (a title, a name: what that table
 * has for a slug) and written only while its Hindi is still empty (`guard` null), so an
 * administrator's own Hindi is never overwritten. Returns how many rows were given their Hindi.
 */
export async function fillMissingHindi<T extends PgTable>(
  db: Database,
  table: T,
  key: PgColumn,
  guard: PgColumn,
  rows: { key: string; set: Partial<T['$inferInsert']> }[],
): Promise<number> {
  let filled = 0;
  for (const row of rows) {
    if (Object.values(row.set).every((v) => v === undefined || v === null)) continue;
    const changed = await db
      .update(table as PgTable)
      .set(row.set as never)
      .where(and(eq(key, row.key), isNull(guard)))
      .returning();
    filled += changed.length;
  }
  return filled;
}
