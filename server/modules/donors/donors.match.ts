import { sql, type SQL } from 'drizzle-orm';
import {
  compatibleDonors,
  DonationsFor,
  DonorLimits,
  type BloodGroup,
  type RequestComponent,
} from '../../../contracts/donors.js';
import { placesWithin } from '../../../contracts/donor-places.js';
import type { Database } from '../../db/client.js';

/** The farthest any donor travels (the largest reach a donor may choose). */
const MAX_REACH_KM = Math.max(...DonorLimits.reachChoicesKm);

export interface MatchInput {
  component: RequestComponent;
  patientGroup: BloodGroup;
  placeCode: string;
  /** The day (India) the blood is needed by: the donor must be eligible on it. */
  neededOn: string;
  askerId: string;
  /** Leave out the donors this request already reached. */
  requestId?: string;
}

export interface Match {
  userId: string;
  tier: number;
  km: number;
  wakeForUrgent: boolean;
}

/** Whether the donor gives what the component needs and may give it on the day. */
function eligibleFor(component: RequestComponent, day: string): SQL {
  const ways = DonationsFor[component].map((kind) =>
    kind === 'whole_blood'
      ? sql`(d.gives_whole_blood and d.whole_blood_from <= ${day}::date)`
      : kind === 'platelets'
        ? sql`(d.gives_platelets and d.apheresis_from <= ${day}::date)`
        : sql`(d.gives_plasma and d.apheresis_from <= ${day}::date)`,
  );
  return sql`(${sql.join(ways, sql` or `)})`;
}

/**
 * The best donors for a request, best first: compatibility tier (ABO-identical first; RhD-negative
 * donors first for RhD-negative patients' platelets), then those not asked in the last week before
 * those who were (they rest), then distance within each donor's own reach, then the most recently
 * active. Only active donors eligible on the day.
 *
 * The cities within the largest reach and the compatible groups are small VALUES lists; for each
 * (city, group) pair a lateral query walks the partial index on (place, group, last active) of
 * active donors, resting donors and asked ones apart, and stops at the limit, so no pair's
 * thousands of donors are sorted; the few hundred rows found are ordered at the end (decision 0078).
 */
export async function matchDonors(db: Database, input: MatchInput, limit: number): Promise<Match[]> {
  const places = placesWithin(input.placeCode, MAX_REACH_KM);
  const groups = compatibleDonors(input.component, input.patientGroup);
  if (places.length === 0 || groups.length === 0) return [];
  const placeRows = sql.join(
    places.map((p) => sql`(${p.code}, ${p.km}::int)`),
    sql`, `,
  );
  const groupRows = sql.join(
    groups.map((g) => sql`(${g.group}, ${g.tier}::int)`),
    sql`, `,
  );
  const notAsked = input.requestId
    ? sql`and not exists (select 1 from donor_asks a where a.request_id = ${input.requestId} and a.donor_id = d.user_id)`
    : sql``;
  const rest = sql`now() - make_interval(days => ${DonorLimits.restDays})`;
  const candidates = (resting: boolean) => sql`
    select d.user_id, d.wake_for_urgent, d.last_active_at, ${resting}::boolean as resting
    from donor_profiles d
    where d.place_code = pg.code and d.blood_group = pg.grp and d.status = 'active'
      and ${resting ? sql`d.last_asked_at > ${rest}` : sql`(d.last_asked_at is null or d.last_asked_at <= ${rest})`}
      and pg.km <= d.reach_km
      and ${eligibleFor(input.component, input.neededOn)}
      and d.user_id <> ${input.askerId}
      ${notAsked}
    order by d.last_active_at desc nulls last
    limit ${limit}`;
  const result = await db.execute(sql`
    select m.user_id, pg.tier, pg.km, m.wake_for_urgent
    from (
      select p.code, p.km, g.grp, g.tier
      from (values ${placeRows}) as p(code, km) cross join (values ${groupRows}) as g(grp, tier)
    ) pg
    cross join lateral ((${candidates(false)}) union all (${candidates(true)})) m
    order by pg.tier, m.resting, pg.km, m.last_active_at desc nulls last, m.user_id
    limit ${limit}`);
  return (result.rows as { user_id: string; tier: number; km: number; wake_for_urgent: boolean }[]).map((r) => ({
    userId: r.user_id,
    tier: Number(r.tier),
    km: Number(r.km),
    wakeForUrgent: r.wake_for_urgent,
  }));
}
