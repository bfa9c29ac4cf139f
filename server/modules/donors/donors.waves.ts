import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BloodGroup, RequestComponent } from '../../../contracts/donors.js';
import { donorAsks, donorProfiles, donorRequests } from '../../db/schema/donors.js';
import type { NewNotification } from '../notifications/index.js';
import { indiaToday, type DonorsContext } from './donors.context.js';
import { matchDonors } from './donors.match.js';
import type { RequestRow } from './donors.presenters.js';

/** The day (India) a request is needed by. */
const neededOn = (row: RequestRow) => indiaToday(row.neededBy);

/**
 * Sends the next wave of a request: the best donors it has not reached yet are asked (a row each),
 * marked as asked now (so they rest from other requests), and notified on the channels they chose;
 * an urgent request wakes those who said it may. Returns how many were asked.
 */
export async function sendWave(ctx: DonorsContext, row: RequestRow, size = ctx.settings.waveSize): Promise<number> {
  const found = await matchDonors(
    ctx.db,
    {
      component: row.component as RequestComponent,
      patientGroup: row.patientGroup as BloodGroup,
      placeCode: row.placeCode,
      neededOn: neededOn(row),
      askerId: row.askerId,
      requestId: row.id,
    },
    size,
  );
  const blocked =
    found.length > 0
      ? await ctx.connections.blockedAmong(
          row.askerId,
          found.map((m) => m.userId),
        )
      : new Set();
  const chosen = found.filter((m) => !blocked.has(m.userId));
  const wave = row.wave + 1;
  const asked = await ctx.db.transaction(async (tx) => {
    // Only an open request moves on (a close at the same moment wins).
    const [open] = await tx
      .update(donorRequests)
      .set({ wave, lastWaveAt: sql`now()` })
      .where(and(eq(donorRequests.id, row.id), eq(donorRequests.status, 'open'), eq(donorRequests.wave, row.wave)))
      .returning({ id: donorRequests.id });
    if (!open || chosen.length === 0) return [];
    const ids = chosen.map((m) => m.userId);
    const inserted = await tx
      .insert(donorAsks)
      .values(ids.map((donorId) => ({ requestId: row.id, donorId, wave })))
      .onConflictDoNothing()
      .returning({ donorId: donorAsks.donorId });
    await tx
      .update(donorProfiles)
      .set({ lastAskedAt: sql`now()` })
      .where(inArray(donorProfiles.userId, ids));
    return inserted.map((r) => r.donorId);
  });
  const wakes = new Map(chosen.map((m) => [m.userId, row.urgent && m.wakeForUrgent]));
  await ctx.notifications.notifyMany(
    asked.map((userId): NewNotification => ({
      userId,
      type: 'other',
      kind: 'donors',
      template: 'donorRequest',
      params: { group: row.patientGroup },
      actionUrl: `/donors/requests/${row.id}`,
      dedupeKey: `donor-request:${row.id}`,
      actorId: row.askerId,
      wakes: wakes.get(userId) ?? false,
    })),
  );
  return asked.length;
}

/** Pending donors of a closed request are told it is no longer needed; their asks are marked so. */
export async function tellNotNeeded(ctx: DonorsContext, requestId: string, notify: boolean): Promise<void> {
  const pending = await ctx.db
    .update(donorAsks)
    .set({ answer: 'not_needed' })
    .where(and(eq(donorAsks.requestId, requestId), eq(donorAsks.answer, 'pending')))
    .returning({ donorId: donorAsks.donorId });
  if (!notify) return;
  await ctx.notifications.notifyMany(
    pending.map(({ donorId }): NewNotification => ({
      userId: donorId,
      type: 'other',
      kind: 'donors',
      template: 'donorNotNeeded',
      params: {},
      actionUrl: `/donors/requests/${requestId}`,
      dedupeKey: `donor-not-needed:${requestId}`,
    })),
  );
}

/**
 * The scheduled work (every minute, one process): requests past their time close as expired;
 * open requests with fewer yes answers than units, whose last wave is older than the setting,
 * get the next wave.
 */
export async function runWaves(ctx: DonorsContext, now = new Date()): Promise<{ expired: number; waves: number }> {
  const expired = await ctx.db
    .update(donorRequests)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(donorRequests.status, 'open'), lt(donorRequests.neededBy, now)))
    .returning({ id: donorRequests.id });
  for (const { id } of expired) await tellNotNeeded(ctx, id, false);
  const due = new Date(now.getTime() - ctx.settings.waveMinutes * 60_000);
  const waiting = await ctx.db
    .select()
    .from(donorRequests)
    .where(
      and(
        eq(donorRequests.status, 'open'),
        lt(donorRequests.lastWaveAt, due),
        sql`(select count(*) from donor_asks a where a.request_id = ${donorRequests.id} and a.answer = 'yes') < ${donorRequests.units}`,
      ),
    )
    .limit(50);
  let waves = 0;
  // A wave that finds no one new still moves the request's clock, so it is not looked at every minute.
  for (const row of waiting) {
    await sendWave(ctx, row);
    waves += 1;
  }
  return { expired: expired.length, waves };
}
