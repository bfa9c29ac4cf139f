import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A member's standing, written once (issue 40): a ban is in force while it has no end or its end is
 * still ahead; a suspension while its end is ahead; good standing is neither. Every page, query and
 * job asks these, so a temporary ban that has ended lets its member back in everywhere at once.
 * The SQL forms take the columns of whatever relation holds them (the accounts' `memberRelation`
 * publishes them already computed) and an optional clock for jobs that run "as of" a time.
 */
export interface StandingFacts {
  banned: boolean | null;
  banExpires: Date | null;
  suspendedUntil?: Date | null;
}

const at = (now: Date | number | undefined) =>
  now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();

/** Whether a ban is in force at `now` (a ban without an end, or one whose end is ahead). */
export function banInForce(m: Pick<StandingFacts, 'banned' | 'banExpires'>, now?: Date | number): boolean {
  return Boolean(m.banned) && (!m.banExpires || m.banExpires.getTime() > at(now));
}

/** The end of a suspension in force at `now`, else null. */
export function suspensionInForce(m: { suspendedUntil?: Date | number | null }, now?: Date | number): Date | null {
  if (m.suspendedUntil === null || m.suspendedUntil === undefined) return null;
  const end = at(m.suspendedUntil);
  return end > at(now) ? new Date(end) : null;
}

/** Neither banned nor suspended at `now`. */
export function inGoodStanding(m: StandingFacts, now?: Date | number): boolean {
  return !banInForce(m, now) && !suspensionInForce(m, now);
}

type Column = SQLWrapper;
const clock = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** SQL: a ban is in force (the same rule as `banInForce`). */
export function banInForceSql(c: { banned: Column; banExpires: Column }, now?: Date): SQL<boolean> {
  return sql<boolean>`(coalesce(${c.banned}, false) and (${c.banExpires} is null or ${c.banExpires} > ${clock(now)}))`;
}

/** SQL: a suspension is in force (the same rule as `suspensionInForce`). */
export function suspensionInForceSql(c: { suspendedUntil: Column }, now?: Date): SQL<boolean> {
  return sql<boolean>`(${c.suspendedUntil} is not null and ${c.suspendedUntil} > ${clock(now)})`;
}

/** SQL: neither banned nor suspended (the same rule as `inGoodStanding`). */
export function inGoodStandingSql(
  c: { banned: Column; banExpires: Column; suspendedUntil: Column },
  now?: Date,
): SQL<boolean> {
  return sql<boolean>`(not ${banInForceSql(c, now)} and not ${suspensionInForceSql(c, now)})`;
}
