import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberSettings } from '../../db/schema/accounts.js';
import { session, user } from '../../db/schema/auth.js';
import { banInForceSql, inGoodStandingSql } from '../../platform/standing.js';

/** A member's privacy and standing choices; a member without a row has the defaults. */
export interface MemberSettings {
  discoverable: 'everyone' | 'shared' | 'nobody';
  requestsFrom: 'everyone' | 'shared' | 'nobody';
  showOnline: boolean;
  lastActiveAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** What another domain may change of a member's settings (last activity is the platform's presence). */
export type SettingsChange = Partial<Omit<MemberSettings, 'lastActiveAt'>>;

const defaults: MemberSettings = {
  discoverable: 'everyone',
  requestsFrom: 'everyone',
  showOnline: true,
  lastActiveAt: null,
  suspendedUntil: null,
  suspensionReason: null,
};

/**
 * The reads of the user table and member_settings that other domains need (decision 0036). Lists
 * read by id lists, one query each; a hot read that must stay one query joins `memberRelation`, the
 * published columns of an account and its settings, which PostgreSQL plans as the join it stands for.
 */
export function createMemberReads(db: Database) {
  /** Accounts with their settings (null where the member has no settings row) as a relation to join; `alias` names it in the query. */
  function memberRelation(alias = 'members') {
    return db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        language: user.language,
        role: user.role,
        createdAt: user.createdAt,
        // Standing, computed by the one rule (platform/standing.ts): the raw ban flag is not published,
        // so no page can ask "banned?" and forget that a ban ends.
        bannedNow: banInForceSql(user).as('banned_now'),
        inGoodStanding: inGoodStandingSql({ ...user, suspendedUntil: memberSettings.suspendedUntil }).as(
          'in_good_standing',
        ),
        banReason: user.banReason,
        banExpires: user.banExpires,
        discoverable: memberSettings.discoverable,
        requestsFrom: memberSettings.requestsFrom,
        showOnline: memberSettings.showOnline,
        lastActiveAt: memberSettings.lastActiveAt,
        suspendedUntil: memberSettings.suspendedUntil,
        suspensionReason: memberSettings.suspensionReason,
      })
      .from(user)
      .leftJoin(memberSettings, eq(memberSettings.userId, user.id))
      .as(alias);
  }

  async function settingsOf(userId: string): Promise<MemberSettings> {
    const [row] = await db.select().from(memberSettings).where(eq(memberSettings.userId, userId));
    if (!row) return { ...defaults };
    const { userId: _id, ...settings } = row;
    return { ...defaults, ...settings } as MemberSettings;
  }

  /** Saves part of a member's settings (a row is created with the defaults for the rest); pass the transaction of a change it belongs to. */
  async function updateSettings(
    userId: string,
    change: SettingsChange,
    executor: Pick<Database, 'insert'> = db,
  ): Promise<void> {
    const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as SettingsChange;
    if (Object.keys(set).length === 0) return;
    await executor
      .insert(memberSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: memberSettings.userId, set });
  }

  /** Members' names by id, one query (a missing member is absent from the map). */
  async function namesByIds(ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The administrators who may act now (not banned): who hears of a possible crisis. */
  async function activeAdminIds(): Promise<string[]> {
    const rows = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), sql`not ${banInForceSql(user)}`));
    return rows.map((r) => r.id);
  }

  /** Sessions a member holds; `activeOnly` leaves out the expired ones. */
  async function sessionCount(userId: string, options: { activeOnly?: boolean } = {}): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(session)
      .where(and(eq(session.userId, userId), options.activeOnly ? sql`${session.expiresAt} > now()` : undefined));
    return Number(row?.n ?? 0);
  }

  /** Ids of accounts whose name or e-mail contains `pattern` (an ILIKE pattern), for a search to combine with its own matches. */
  const idsMatching = (pattern: string) =>
    sql`select ${user.id} from ${user} where ${user.name} ilike ${pattern} or ${user.email} ilike ${pattern}`;

  /** Ids of accounts holding this role ('patient' when none is set), for a condition inside another domain's query. */
  const idsWithRole = (role: string) => sql`select ${user.id} from ${user} where ${user.role} = ${role}`;

  return {
    memberRelation,
    settingsOf,
    updateSettings,
    namesByIds,
    activeAdminIds,
    sessionCount,
    idsMatching,
    idsWithRole,
  };
}

export type MemberReads = ReturnType<typeof createMemberReads>;
