import { sql } from 'drizzle-orm';
import { EventLimits } from '../../../contracts/events.js';
import { events } from '../../db/schema/events.js';

/**
 * When an event ends: its own end, or its start plus the default length. It stays among the
 * upcoming events, and those registered can join it, until then.
 */
export const eventEndSql = sql`coalesce(${events.endsAt}, ${events.startsAt} + make_interval(mins => ${EventLimits.defaultMinutes}))`;

const DEFAULT_MS = EventLimits.defaultMinutes * 60_000;

/** The same rule as eventEndSql, for a row already read. */
export function eventEnd(row: { startsAt: Date; endsAt: Date | null }): Date {
  return row.endsAt ?? new Date(row.startsAt.getTime() + DEFAULT_MS);
}
