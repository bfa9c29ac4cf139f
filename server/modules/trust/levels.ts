import type { TrustActivity, TrustLevel, TrustSettings, TrustStep } from '../../../contracts/trust.js';

/**
 * The level a member's activity earns (decision 0079), pure: Member after a few days and a first
 * few posts or replies, Regular after a month of replying and being thanked with hearts; a report
 * against them that a moderator upheld keeps them where they are until it is reviewed by a person
 * (an administrator's lock).
 */
export function earnedLevel(activity: TrustActivity, settings: TrustSettings): TrustLevel {
  return stepsTo('regular', activity, settings).length === 0
    ? 'regular'
    : stepsTo('member', activity, settings).length === 0
      ? 'member'
      : 'new';
}

/** What is still missing for a level: the steps not yet taken (empty when it is earned). */
export function stepsTo(level: TrustLevel, a: TrustActivity, s: TrustSettings): TrustStep[] {
  const wanted: TrustStep[] =
    level === 'member'
      ? [
          { what: 'days', have: a.daysSinceJoining, need: s.memberAfterDays },
          { what: 'contributions', have: a.contributions, need: s.memberAfterContributions },
          { what: 'noUpheldReports', have: a.upheldReports, need: 0 },
        ]
      : level === 'regular'
        ? [
            ...stepsTo('member', a, s),
            { what: 'days', have: a.daysSinceJoining, need: s.regularAfterDays },
            { what: 'replies', have: a.replies, need: s.regularAfterReplies },
            { what: 'hearts', have: a.heartsReceived, need: s.regularAfterHearts },
          ]
        : [];
  const missing = wanted.filter((step) =>
    step.what === 'noUpheldReports' ? step.have > step.need : step.have < step.need,
  );
  // The member threshold's days are covered by the regular one's: name each kind of step once.
  return missing
    .filter((step, i) => missing.findIndex((other) => other.what === step.what) === i)
    .map((step) =>
      step.what === 'days'
        ? { ...step, need: Math.max(...missing.filter((m) => m.what === 'days').map((m) => m.need)) }
        : step,
    );
}

/** Whole days between joining and now. */
export function daysBetween(joined: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - joined.getTime()) / 86_400_000));
}
