// No zod here: the session (web/src/lib/session.tsx) is on every first page, and this is all it needs.
/**
 * What a member may do anywhere on the site, carried by the session (GET /api/auth/get-session's
 * `can`) and computed from the rules that enforce them (server/platform/authorize.ts). The web's
 * header, menus and pages show these doors by `can` alone; the server still refuses every route
 * a member may not call (issue 40).
 */
export const SessionAbilities = [
  /** The administration (/admin): reports, members, the library. */
  'administer',
  /** The NGO dashboard (/ngo): the events and groups one hosts. */
  'hostDashboard',
  /** Publishing an event. */
  'publishEvents',
  /** Creating a support group. */
  'createGroups',
  /** Saying in the welcome who one is (the team's roles are given, not chosen). */
  'chooseOwnRole',
] as const;
export type SessionAbility = (typeof SessionAbilities)[number];
export type SessionCan = Record<SessionAbility, boolean>;
/** A visitor's abilities: none. */
export const NO_SESSION_ABILITIES = Object.fromEntries(SessionAbilities.map((name) => [name, false])) as SessionCan;
