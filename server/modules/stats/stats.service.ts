import { asc, count, eq } from 'drizzle-orm';
import {
  StatsLimits,
  StatsMessages,
  type AdminAwarenessStatPage,
  type AwarenessStat,
  type CommunityStats,
  type CreateAwarenessStatBody as CreateSchema,
  type UpdateAwarenessStatBody as UpdateSchema,
} from '../../../contracts/stats.js';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { awarenessStats } from '../../db/schema/stats.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { fillMissingHindi } from '../../platform/bilingual.js';
import { writeAudit } from '../../platform/audit.js';
import { createCachedRead } from '../../platform/cached-read.js';
import type { EventBus } from '../../platform/events.js';

/** The Hindi may be left out (older callers): it is then not written yet (decision 0076). */
type CreateInput = Omit<z.output<typeof CreateSchema>, 'statValueHi' | 'statDescriptionHi'> &
  Partial<Pick<z.output<typeof CreateSchema>, 'statValueHi' | 'statDescriptionHi'>>;
type UpdateInput = z.output<typeof UpdateSchema>;

/** How long the public figures may be reused; changes drop them at once through the event bus. */
const AWARENESS_TTL_MS = 60_000;
const COMMUNITY_TTL_MS = 30_000;

const columns = {
  id: awarenessStats.id,
  statKey: awarenessStats.statKey,
  statValue: awarenessStats.statValue,
  statDescription: awarenessStats.statDescription,
  statValueHi: awarenessStats.statValueHi,
  statDescriptionHi: awarenessStats.statDescriptionHi,
  source: awarenessStats.source,
  displayOrder: awarenessStats.displayOrder,
  isActive: awarenessStats.isActive,
};

/** The administrators' list: display order, then id. */
const inDisplayOrder = keyset({
  columns: [awarenessStats.displayOrder, awarenessStats.id],
  kinds: ['int', 'uuid'],
  direction: 'asc',
  message: StatsMessages.badCursor,
});

export interface StatsDeps {
  db: Database;
  bus?: EventBus;
  /** The accounts and support services (declared in the module's index.ts). */
  accounts: { countMembers(): Promise<number> };
  support: { totalCompletedRupees(): Promise<number> };
  /** The stories and events services: the hub counts what they hold. */
  stories: { count(): Promise<number> };
  events: { count(): Promise<number> };
  /** The support groups service: the home page counts the groups anyone can join. */
  supportGroups: { countPublic(): Promise<number> };
}

export function createStatsService(deps: StatsDeps) {
  const { db } = deps;
  /** The public figures; a change of the statistics drops them in every process. */
  const activeAwareness = createCachedRead<'active', AwarenessStat[]>({
    ttlMs: AWARENESS_TTL_MS,
    max: 1,
    bus: deps.bus,
    load: () =>
      db
        .select(columns)
        .from(awarenessStats)
        .where(eq(awarenessStats.isActive, true))
        .orderBy(asc(awarenessStats.displayOrder), asc(awarenessStats.id))
        .limit(StatsLimits.publicMax),
    invalidatedBy: [{ channel: 'fn_content_changed', drops: (change) => (change.domain === 'stats' ? 'all' : null) }],
  });

  /** The community totals; a completed support payment drops them in every process. */
  const community = createCachedRead<'all', CommunityStats>({
    ttlMs: COMMUNITY_TTL_MS,
    max: 1,
    bus: deps.bus,
    load: async () => {
      const [totalMembers, totalDonations, totalStories, totalEvents, totalGroups] = await Promise.all([
        deps.accounts.countMembers(),
        deps.support.totalCompletedRupees(),
        deps.stories.count(),
        deps.events.count(),
        deps.supportGroups.countPublic(),
      ]);
      return { totalMembers, totalStories, totalEvents, totalGroups, totalDonations: Number(totalDonations) || 0 };
    },
    invalidatedBy: [{ channel: 'fn_support_completed', drops: () => 'all' }],
  });

  const awarenessChanged = () => activeAwareness.changed('fn_content_changed', { domain: 'stats' });

  function listActiveAwareness(): Promise<AwarenessStat[]> {
    return activeAwareness.get('active');
  }

  /** Every statistic, active or not, in display order (keyset pages). */
  async function listAwarenessForAdmin(query: { cursor?: string; limit: number }): Promise<AdminAwarenessStatPage> {
    const rows = await db
      .select(columns)
      .from(awarenessStats)
      .where(inDisplayOrder.after(query.cursor))
      .orderBy(...inDisplayOrder.orderBy)
      .limit(query.limit + 1);
    return inDisplayOrder.page(rows, query.limit, (row) => [row.displayOrder, row.id]);
  }

  /** `actorId`: the administrator who made the change, for the audit log (absent for the demo content). */
  async function createAwareness(input: CreateInput, actorId?: string): Promise<AwarenessStat> {
    const [row] = await db.insert(awarenessStats).values(input).returning(columns);
    if (actorId)
      await writeAudit(db, {
        action: 'stat_created',
        adminId: actorId,
        targetUserId: null,
        details: { statId: row!.id, statKey: row!.statKey },
      });
    await awarenessChanged();
    return row!;
  }

  async function updateAwareness(id: string, input: UpdateInput, actorId?: string): Promise<AwarenessStat> {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const [row] = await db
      .update(awarenessStats)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(awarenessStats.id, id))
      .returning(columns);
    if (!row) throw notFound(StatsMessages.notFound);
    if (actorId)
      await writeAudit(db, {
        action: 'stat_updated',
        adminId: actorId,
        targetUserId: null,
        details: { statId: id, statKey: row.statKey, fields: Object.keys(changes) },
      });
    await awarenessChanged();
    return row;
  }

  async function deleteAwareness(id: string, actorId?: string): Promise<void> {
    const [row] = await db
      .delete(awarenessStats)
      .where(eq(awarenessStats.id, id))
      .returning({ id: awarenessStats.id, statKey: awarenessStats.statKey });
    if (!row) throw notFound(StatsMessages.notFound);
    if (actorId)
      await writeAudit(db, {
        action: 'stat_deleted',
        adminId: actorId,
        targetUserId: null,
        details: { statId: id, statKey: row.statKey },
      });
    await awarenessChanged();
  }

  /** Demo content: all rows in one statement, so a failed start leaves none. */
  async function seedAwareness(rows: CreateInput[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(awarenessStats).values(rows);
    await awarenessChanged();
  }

  /** Statistics seeded by an earlier release get their Hindi (decision 0076), by key, where none is written. */
  async function fillAwarenessHindi(rows: CreateInput[]): Promise<number> {
    const filled = await fillMissingHindi(
      db,
      awarenessStats,
      awarenessStats.statKey,
      awarenessStats.statDescriptionHi,
      rows.map((r) => ({
        key: r.statKey,
        set: { statValueHi: r.statValueHi, statDescriptionHi: r.statDescriptionHi },
      })),
    );
    if (filled) await awarenessChanged();
    return filled;
  }

  async function countAwareness(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(awarenessStats);
    return Number(row?.n ?? 0);
  }

  function getCommunityStats(): Promise<CommunityStats> {
    return community.get('all');
  }

  return {
    listActiveAwareness,
    listAwarenessForAdmin,
    createAwareness,
    updateAwareness,
    deleteAwareness,
    countAwareness,
    seedAwareness,
    fillAwarenessHindi,
    getCommunityStats,
    ready: Promise.all([activeAwareness.ready, community.ready]).then(() => undefined),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
