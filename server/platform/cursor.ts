import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ErrorMessages } from '../../contracts/errors.js';
import type { Message } from '../../contracts/messages.js';
import { badRequest } from './errors.js';

/**
 * Keyset pagination, the one way every list pages (issue 9): a page is ordered by a few columns
 * ending in a unique one (the id), the cursor is those values of the page's last row, opaque to the
 * client (base64url of a JSON array), and the next page is the rows strictly after it. The query
 * asks for `limit + 1` rows: the extra row only says whether there is a next page.
 */

/** What a cursor value must look like; checked on decode so a forged cursor is a 400, never a 500. */
export type CursorKind = 'timestamp' | 'date' | 'uuid' | 'int' | 'text';

type ValueOf<K extends CursorKind> = K extends 'int' ? number : string;
export type CursorValues<K extends readonly CursorKind[]> = {
  -readonly [I in keyof K]: K[I] extends CursorKind ? ValueOf<K[I]> : never;
};

export const DEFAULT_CURSOR_MESSAGE: Message = ErrorMessages.badCursor;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** PostgreSQL's timestamptz text (full microseconds) or an ISO string. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const valid: Record<CursorKind, (v: unknown) => boolean> = {
  timestamp: (v) =>
    typeof v === 'string' &&
    TIMESTAMP.test(v) &&
    !Number.isNaN(Date.parse(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))),
  date: (v) => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v)),
  uuid: (v) => typeof v === 'string' && UUID.test(v),
  int: (v) => Number.isSafeInteger(v),
  /** A sort key such as a lower-cased name: a string of bounded length. */
  text: (v) => typeof v === 'string' && v.length <= 500,
};

const castOf: Record<CursorKind, string> = {
  timestamp: 'timestamptz',
  date: 'date',
  uuid: 'uuid',
  int: 'integer',
  text: 'text',
};

export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor, each checked against its kind; anything else is a 400 with `message`. */
export function decodeCursor<const K extends readonly CursorKind[]>(
  cursor: string,
  kinds: K,
  message = DEFAULT_CURSOR_MESSAGE,
): CursorValues<K> {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(message);
  }
  if (!Array.isArray(values) || values.length !== kinds.length || !kinds.every((kind, i) => valid[kind](values[i])))
    throw badRequest(message);
  return values as CursorValues<K>;
}

/** The first `limit` rows, and the cursor of the last of them when the query found one more. */
export function toPage<T>(
  rows: readonly T[],
  limit: number,
  cursorOf: (row: T) => readonly (string | number)[],
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}

export interface Keyset<K extends readonly CursorKind[]> {
  /** The condition "after this cursor" in the keyset's order, or undefined without a cursor. */
  after(cursor: string | undefined | null): SQL | undefined;
  /** ORDER BY of the keyset: every column in the same direction. */
  readonly orderBy: SQL[];
  /** Slices `limit + 1` rows into the page; `cursorOf` gives the row's values in column order. */
  page<T>(
    rows: readonly T[],
    limit: number,
    cursorOf: (row: T) => CursorValues<K>,
  ): { items: T[]; nextCursor: string | null };
}

/**
 * One keyset: its columns (the last one unique), their kinds and the direction. A timestamp column
 * should be read as `column::text` for the cursor, so rows within one millisecond are never skipped.
 */
export function keyset<const K extends readonly CursorKind[]>(spec: {
  columns: { [I in keyof K]: AnyColumn | SQL };
  kinds: K;
  direction: 'asc' | 'desc';
  /** The 400's words for a cursor that is not one of ours. */
  message?: Message;
}): Keyset<K> {
  const columns = spec.columns as readonly (AnyColumn | SQL)[];
  const order = spec.direction === 'asc' ? asc : desc;
  const op = spec.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return {
    after(cursor) {
      if (!cursor) return undefined;
      const values = decodeCursor(cursor, spec.kinds, spec.message) as readonly (string | number)[];
      const left = sql.join(
        columns.map((c) => sql`${c}`),
        sql`, `,
      );
      const right = sql.join(
        values.map((v, i) => sql`${v}::${sql.raw(castOf[spec.kinds[i]!])}`),
        sql`, `,
      );
      return sql`(${left}) ${op} (${right})`;
    },
    orderBy: columns.map((c) => order(c)),
    page: (rows, limit, cursorOf) => toPage(rows, limit, cursorOf),
  };
}
