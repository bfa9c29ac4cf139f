/**
 * The statistics' limits and source badge: no zod and no messages here (those are in stats.ts), since
 * the home page imports this.
 */

export const StatsLimits = {
  statKeyMax: 64,
  statValueMax: 40,
  descriptionMax: 300,
  sourceMax: 300,
  /** The public list is small by nature; it is still bounded. */
  publicMax: 50,
  adminPageDefault: 50,
  adminPageMax: 100,
  displayOrderMin: -1_000_000,
  displayOrderMax: 1_000_000,
  /** Seconds a browser or proxy may reuse the public figures. */
  awarenessMaxAgeSeconds: 60,
  communityMaxAgeSeconds: 30,
} as const;

/**
 * The home page's hero shows a live count only once it is worth showing (decision 0064): below
 * these it shows words with no number ("A community just beginning"), never a number that is not
 * true. Members: every account; groups: the support groups anyone can join.
 */
export const HeroCountThresholds = { members: 100, groups: 10 } as const;

/** The stat keys that have their own card style (core §3); other keys get the default style. */
export const KnownStatKeys = [
  'new_cases_india',
  'annual_deaths',
  'early_detection_rate',
  'survival_rate',
  'lifetime_risk',
] as const;

/** The badge text of a source: the part before the first '/' (core §3). */
export function sourceBadge(source: string | null): string | null {
  const badge = source?.split('/')[0]?.trim();
  return badge ? badge : null;
}
