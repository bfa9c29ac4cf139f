import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TRUST_SETTINGS,
  TrustMessages,
  TrustLimitNames,
  TrustSettings,
  trustOrder,
  type LockedTrust,
  type MemberTrust,
  type MyTrust,
  type TrustActivity,
  type TrustLevel,
  type TrustRank,
} from '../../../contracts/trust.js';
import type { Database } from '../../db/client.js';
import { memberTrust, trustSettings } from '../../db/schema/trust.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/index.js';
import { daysBetween, earnedLevel, stepsTo } from './levels.js';

/** What a domain counts of each member's activity (the forum: posts, replies, hearts received). */
export interface ActivitySource {
  name: string;
  /** Counts for these members, or for every member with any when ids is left out. */
  counts(ids?: readonly string[]): Promise<Map<string, Partial<Omit<TrustActivity, 'daysSinceJoining'>>>>;
}

type Counted = Omit<TrustActivity, 'daysSinceJoining'>;
const none = (): Counted => ({ contributions: 0, replies: 0, heartsReceived: 0, upheldReports: 0 });

/** The level a member acts at: staff for administrators, else a lock, else what they earned. */
function rankOf(role: string | null, row: { earned: string; lockedLevel: string | null } | undefined): TrustRank {
  if (role === 'admin') return 'staff';
  const level = ((row?.lockedLevel ?? row?.earned) as TrustLevel | undefined) ?? 'new';
  // An NGO's role is given only by an administrator, who vetted it: it starts as a Member.
  return role === 'ngo' && level === 'new' && !row?.lockedLevel ? 'member' : level;
}

export function createTrustService(deps: {
  db: Database;
  accounts: Pick<AccountsService, 'memberRelation'>;
  upheldAgainst: (ids?: readonly string[]) => Promise<Map<string, number>>;
}) {
  const { db } = deps;
  const sources: ActivitySource[] = [
    {
      name: 'reports',
      counts: async (ids) => new Map([...(await deps.upheldAgainst(ids))].map(([id, n]) => [id, { upheldReports: n }])),
    },
  ];

  async function settings(): Promise<TrustSettings> {
    const [row] = await db.select().from(trustSettings).where(eq(trustSettings.id, 'site'));
    const merged = { ...DEFAULT_TRUST_SETTINGS, ...(row?.settings ?? {}) };
    merged.liftedAt = { ...DEFAULT_TRUST_SETTINGS.liftedAt, ...(row?.settings?.liftedAt ?? {}) };
    // A stored value that no longer reads (a setting renamed) falls back to the safe defaults.
    const parsed = TrustSettings.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_TRUST_SETTINGS;
  }

  async function counted(ids?: readonly string[]): Promise<Map<string, Counted>> {
    const out = new Map<string, Counted>();
    for (const source of sources)
      for (const [id, part] of await source.counts(ids)) {
        const c = out.get(id) ?? none();
        for (const key of Object.keys(part) as (keyof Counted)[]) c[key] += part[key] ?? 0;
        out.set(id, c);
      }
    return out;
  }

  /** Counts members' activity (these, or everyone) and stores what it earns; locks are kept. The scheduled work's job. */
  async function recalculate(now: Date, ids?: readonly string[]): Promise<number> {
    const members = deps.accounts.memberRelation('members');
    const rows = await db
      .select({ id: members.id, createdAt: members.createdAt })
      .from(members)
      .where(ids ? inArray(members.id, [...ids]) : undefined);
    if (rows.length === 0) return 0;
    const [given, s] = await Promise.all([counted(ids), settings()]);
    const values = rows.map((r) => {
      const activity: TrustActivity = {
        daysSinceJoining: daysBetween(r.createdAt, now),
        ...(given.get(r.id) ?? none()),
      };
      return { userId: r.id, earned: earnedLevel(activity, s), activity, computedAt: now };
    });
    for (let i = 0; i < values.length; i += 500)
      await db
        .insert(memberTrust)
        .values(values.slice(i, i + 500))
        .onConflictDoUpdate({
          target: memberTrust.userId,
          set: {
            earned: sql`excluded.earned`,
            activity: sql`excluded.activity`,
            computedAt: sql`excluded.computed_at`,
          },
        });
    return values.length;
  }

  async function stored(ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, { earned: string; lockedLevel: string | null }>();
    const rows = await db
      .select({ userId: memberTrust.userId, earned: memberTrust.earned, lockedLevel: memberTrust.lockedLevel })
      .from(memberTrust)
      .where(inArray(memberTrust.userId, [...ids]));
    return new Map(rows.map((r) => [r.userId, r]));
  }

  /** Members' levels by id, for the administrators' Users tab (one query). */
  async function levelsOf(members: readonly { id: string; role: string | null }[]): Promise<Map<string, MemberTrust>> {
    const rows = await stored(members.map((m) => m.id));
    return new Map(
      members.map((m) => {
        const row = rows.get(m.id);
        return [m.id, { level: rankOf(m.role, row), locked: m.role !== 'admin' && Boolean(row?.lockedLevel) }];
      }),
    );
  }

  /** The level a member acts at now; `fresh` counts their activity first (a limit about to refuse them). */
  async function rank(
    author: { id: string; role: string | null },
    options: { fresh?: boolean } = {},
  ): Promise<TrustRank> {
    if (author.role === 'admin') return 'staff';
    if (options.fresh) await recalculate(new Date(), [author.id]);
    return rankOf(author.role, (await stored([author.id])).get(author.id));
  }

  /** The member's own level, counted now, with what they can do next and the limits that still apply. */
  async function mine(viewer: { id: string; role: string | null }, now = new Date()): Promise<MyTrust> {
    await recalculate(now, [viewer.id]);
    const [row] = await db.select().from(memberTrust).where(eq(memberTrust.userId, viewer.id));
    const s = await settings();
    const level = rankOf(viewer.role, row);
    const activity = row?.activity ?? { daysSinceJoining: 0, ...none() };
    const locked = level !== 'staff' && Boolean(row?.lockedLevel);
    const nextLevel: TrustLevel | null = level === 'new' ? 'member' : level === 'member' ? 'regular' : null;
    return {
      level,
      locked,
      activity,
      next: nextLevel && !locked ? { level: nextLevel, steps: stepsTo(nextLevel, activity, s) } : null,
      limits: TrustLimitNames.map((name) => ({
        name,
        liftedAt: s.liftedAt[name],
        applies: trustOrder(level) < trustOrder(s.liftedAt[name]),
        max: name === 'links' ? s.newMemberMaxLinks : name === 'mentions' ? s.newMemberMaxMentions : null,
      })),
    };
  }

  /** An administrator locks a member's level (or unlocks it with null): audited. */
  async function lock(actorId: string, userId: string, level: TrustLevel | null): Promise<LockedTrust> {
    const members = deps.accounts.memberRelation('members');
    const [member] = await db
      .select({ id: members.id, role: members.role })
      .from(members)
      .where(eq(members.id, userId));
    if (!member) throw notFound(TrustMessages.userNotFound);
    if (member.role === 'admin') throw badRequest(TrustMessages.staffLevel);
    await recalculate(new Date(), [userId]);
    await db.transaction(async (tx) => {
      await tx
        .update(memberTrust)
        .set({ lockedLevel: level, lockedBy: level ? actorId : null })
        .where(eq(memberTrust.userId, userId));
      await writeAudit(tx, {
        action: 'trust_level_locked',
        adminId: actorId,
        targetUserId: userId,
        details: { level },
      });
    });
    return { userId, level: await rank(member), locked: level !== null };
  }

  /** Whether enough of these reporters are Members or above to hide what they reported until reviewed (issue 41). */
  async function enoughFlags(reporterIds: readonly string[]): Promise<boolean> {
    const s = await settings();
    if (reporterIds.length < s.flagsToHide) return false;
    const members = deps.accounts.memberRelation('members');
    const rows = await db
      .select({ id: members.id, role: members.role })
      .from(members)
      .where(inArray(members.id, [...reporterIds]));
    const levels = await levelsOf(rows);
    const trusted = [...levels.values()].filter((l) => trustOrder(l.level) >= trustOrder('member')).length;
    return trusted >= s.flagsToHide;
  }

  async function saveSettings(actorId: string, next: TrustSettings): Promise<TrustSettings> {
    await db.transaction(async (tx) => {
      await tx
        .insert(trustSettings)
        .values({ id: 'site', settings: next, updatedBy: actorId })
        .onConflictDoUpdate({
          target: trustSettings.id,
          set: { settings: next, updatedBy: actorId, updatedAt: new Date() },
        });
      await writeAudit(tx, {
        action: 'trust_settings_changed',
        adminId: actorId,
        targetUserId: null,
        details: { ...next },
      });
    });
    return settings();
  }

  return {
    registerActivity: (source: ActivitySource) => void sources.push(source),
    settings,
    saveSettings,
    recalculate,
    levelsOf,
    enoughFlags,
    rank,
    mine,
    lock,
  };
}

export type TrustLevels = ReturnType<typeof createTrustService>;
