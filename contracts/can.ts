import { z } from 'zod';

/**
 * What the viewer may do with one thing written by a member (a forum post, a reply, a story),
 * computed on the server with the same rule that enforces it (issue 44): the web shows Edit,
 * Delete and Make anonymous only when the answer says so. The author edits, deletes and makes
 * anonymous; an administrator deletes; nobody else does anything.
 */
export const ContentCan = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** False once it is anonymous: anonymity is not taken back. */
  anonymise: z.boolean(),
});
export type ContentCan = z.infer<typeof ContentCan>;

/** Nothing: what a visitor, or any reader but the author and administrators, may do. */
export const NOTHING_ALLOWED: ContentCan = { edit: false, delete: false, anonymise: false };

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
export const SessionCan = z.object(
  Object.fromEntries(SessionAbilities.map((name) => [name, z.boolean()])) as Record<SessionAbility, z.ZodBoolean>,
);
export type SessionCan = Record<SessionAbility, boolean>;
/** A visitor's abilities: none. */
export const NO_SESSION_ABILITIES = Object.fromEntries(SessionAbilities.map((name) => [name, false])) as SessionCan;
