import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DonorMessages,
  eligibleFrom,
  EligibilityRules,
  type DonationKind,
  type DonorProfile,
  type DonorProfileBody,
  type MyDonorProfile,
} from '../../../contracts/donors.js';
import { donorProfiles } from '../../db/schema/donors.js';
import type { Viewer } from '../../platform/access.js';
import { authorize } from '../../platform/authorize.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { indiaToday, type DonorsContext } from './donors.context.js';
import { canRegisterAsDonor, donorRules } from './donors.policy.js';

type Row = typeof donorProfiles.$inferSelect;

function givesOf(row: Pick<Row, 'givesWholeBlood' | 'givesPlatelets' | 'givesPlasma'>): DonationKind[] {
  return [
    ...(row.givesWholeBlood ? (['whole_blood'] as const) : []),
    ...(row.givesPlatelets ? (['platelets'] as const) : []),
    ...(row.givesPlasma ? (['plasma'] as const) : []),
  ];
}

export function presentProfile(row: Row, today = indiaToday()): DonorProfile {
  return {
    bloodGroup: row.bloodGroup as DonorProfile['bloodGroup'],
    gives: givesOf(row),
    sex: row.sex as DonorProfile['sex'],
    birthYear: row.birthYear,
    weightKg: row.weightKg,
    hasDonatedBefore: row.hasDonatedBefore,
    lastWholeBloodOn: row.lastWholeBloodOn,
    lastApheresisOn: row.lastApheresisOn,
    apheresisLastYear: row.apheresisLastYear,
    placeCode: row.placeCode,
    pin: row.pin,
    reachKm: row.reachKm,
    wakeForUrgent: row.wakeForUrgent,
    status: row.status as DonorProfile['status'],
    eligibleFrom: eligibleFrom({ ...row, sex: row.sex as DonorProfile['sex'] }, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function myProfile(ctx: DonorsContext, viewer: Viewer): Promise<MyDonorProfile> {
  const [row] = await ctx.db.select().from(donorProfiles).where(eq(donorProfiles.userId, viewer.id));
  return { profile: row ? presentProfile(row) : null, mayRegister: canRegisterAsDonor(viewer) };
}

/** The age and weight rules of the 2017 guidelines that refuse a registration outright. */
function refuseIneligible(input: z.output<typeof DonorProfileBody>, today: string): void {
  const age = Number(today.slice(0, 4)) - input.birthYear;
  const ageMax = input.hasDonatedBefore ? EligibilityRules.ageMax : EligibilityRules.firstTimeAgeMax;
  if (age < EligibilityRules.ageMin || age > ageMax) throw badRequest(DonorMessages.ageRange);
  if (input.weightKg < EligibilityRules.weightMinKg) throw badRequest(DonorMessages.weightMin);
  for (const date of [input.lastWholeBloodOn, input.lastApheresisOn])
    if (date !== null && date > today) throw badRequest(DonorMessages.futureDonation);
}

/** Registers the member as a donor, or changes their profile; the days they may give again are worked out here. */
export async function saveProfile(
  ctx: DonorsContext,
  viewer: Viewer,
  input: z.output<typeof DonorProfileBody>,
): Promise<DonorProfile> {
  authorize(viewer, donorRules.register);
  const today = indiaToday();
  refuseIneligible(input, today);
  const from = eligibleFrom(input, today);
  const values = {
    bloodGroup: input.bloodGroup,
    givesWholeBlood: input.gives.includes('whole_blood'),
    givesPlatelets: input.gives.includes('platelets'),
    givesPlasma: input.gives.includes('plasma'),
    sex: input.sex,
    birthYear: input.birthYear,
    weightKg: input.weightKg,
    hasDonatedBefore: input.hasDonatedBefore,
    lastWholeBloodOn: input.lastWholeBloodOn,
    lastApheresisOn: input.lastApheresisOn,
    apheresisLastYear: input.apheresisLastYear,
    placeCode: input.placeCode,
    pin: input.pin,
    reachKm: input.reachKm,
    wakeForUrgent: input.wakeForUrgent,
    wholeBloodFrom: from.whole_blood,
    apheresisFrom: from.platelets,
    lastActiveAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [row] = await ctx.db
    .insert(donorProfiles)
    .values({ userId: viewer.id, ...values })
    .onConflictDoUpdate({ target: donorProfiles.userId, set: values })
    .returning();
  return presentProfile(row!, today);
}

/** Pause (no requests reach the donor) or take requests again. */
export async function setStatus(
  ctx: DonorsContext,
  viewer: Viewer,
  status: 'active' | 'paused',
): Promise<DonorProfile> {
  if (status === 'active') authorize(viewer, donorRules.register);
  const [row] = await ctx.db
    .update(donorProfiles)
    .set({ status, lastActiveAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(donorProfiles.userId, viewer.id))
    .returning();
  if (!row) throw notFound(DonorMessages.noProfile);
  return presentProfile(row);
}

/** The donor leaves: the profile goes (the requests they answered keep their answers). */
export async function removeProfile(ctx: DonorsContext, viewer: Viewer): Promise<void> {
  const removed = await ctx.db
    .delete(donorProfiles)
    .where(eq(donorProfiles.userId, viewer.id))
    .returning({ id: donorProfiles.userId });
  if (removed.length === 0) throw notFound(DonorMessages.noProfile);
}
