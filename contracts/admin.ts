import { z } from 'zod';
import { Role } from './enums.js';
import { freeText } from './text.js';
import { MemberTrust } from './trust.js';
import { defineMessages, issueText } from './messages.js';

/**
 * Revealing an anonymous author: a stated reason, kept in the audit log; only while a report or a
 * possible-crisis flag about the content is open; a few an hour per administrator.
 */
export const RevealLimits = { reasonMin: 10, reasonMax: 500, perHour: 10 } as const;

export const AdminMessages = defineMessages('admin', {
  emailRequired: 'Please enter the e-mail address of the account to promote.',
  userNotFound: 'No account uses that e-mail address.',
  setupClosed: 'An administrator already exists. Ask an administrator to promote your account.',
  setupInvalid: 'This setup link is invalid, has expired or has already been used. Restart the server for a new one.',
  adminRequired: 'Access denied. Admin privileges required.',
  cannotDemoteLastAdmin: 'This is the only administrator. Promote another account before changing this role.',
  revealReasonRequired: 'Please say why you need to know who wrote this. The reason is kept in the audit log.',
  revealReasonTooShort: `Please give a reason of at least ${RevealLimits.reasonMin} characters. The reason is kept in the audit log.`,
  revealReasonTooLong: `A reason must be at most ${RevealLimits.reasonMax} characters.`,
  revealNeedsOpenReport:
    'You can see who wrote this only while a report or a possible-crisis flag about it is open in the moderation queue.',
  revealRateLimited:
    'You have looked up several anonymous authors in the last hour. Please try again in {{minutes}} minutes.',
});

export const PromoteBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.email(issueText(AdminMessages.emailRequired)),
  ),
});
export const SetRoleBody = z.object({ role: Role });
export const UserIdParams = z.object({ id: z.string().min(1).max(64) });
export const AdminSetupBody = z.object({ token: z.string().min(10).max(200) });

/** POST /api/admin/{forum/posts,forum/replies,stories}/:id/author: why the administrator needs to know. */
export const RevealAuthorBody = z.object(
  {
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      freeText({ label: 'Reason', multiline: true, error: AdminMessages.revealReasonRequired })
        .min(1, issueText(AdminMessages.revealReasonRequired))
        .min(RevealLimits.reasonMin, issueText(AdminMessages.revealReasonTooShort))
        .max(RevealLimits.reasonMax, issueText(AdminMessages.revealReasonTooLong)),
    ),
  },
  // A request with no body at all is missing its reason too.
  { error: issueText(AdminMessages.revealReasonRequired) },
);
export type RevealAuthorBody = z.input<typeof RevealAuthorBody>;

export const AdminSetupStatus = z.object({ open: z.boolean() });
export const RoleChangeResult = z.object({ userId: z.string(), role: Role.nullable() });
export type RoleChangeResult = z.infer<typeof RoleChangeResult>;

/** Moderation of members (issue 13): suspensions and bans, with a reason and an end. */
export const ModerationLimits = { reasonMax: 500, searchMax: 100, pageDefault: 25, pageMax: 100 } as const;

export const ModerationMessages = defineMessages('moderation', {
  suspended:
    'Your account is suspended until {{until}}. Until then you can read, talk with Forti, download your data or delete your account, but you cannot post, reply, send messages, connect with people, register for events, join groups or change your profile.',
  reasonRequired: 'Please give a reason. The member is told it.',
  reasonTooLong: `A reason must be at most ${ModerationLimits.reasonMax} characters.`,
  untilInPast: 'The end date must be in the future.',
  untilRequired: 'A suspension needs an end date.',
  adminNotSuspended: 'An administrator cannot be suspended.',
  adminNotBanned: 'An administrator cannot be banned.',
  searchTooLong: `A search is at most ${ModerationLimits.searchMax} characters.`,
});

const reasonText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  freeText({ label: 'Reason', multiline: true, error: ModerationMessages.reasonRequired })
    .min(1, issueText(ModerationMessages.reasonRequired))
    .max(ModerationLimits.reasonMax, issueText(ModerationMessages.reasonTooLong)),
);
const futureDate = z.iso
  .datetime({ offset: true, error: issueText(ModerationMessages.untilRequired) })
  .refine((v) => Date.parse(v) > Date.now(), issueText(ModerationMessages.untilInPast));

/** PUT /api/admin/users/:id/suspension. */
export const SuspendBody = z.object({ reason: reasonText, until: futureDate });
export type SuspendBody = z.input<typeof SuspendBody>;
/** PUT /api/admin/users/:id/ban: without `until` the ban lasts until lifted. */
export const BanBody = z.object({ reason: reasonText, until: futureDate.nullish() });
export type BanBody = z.input<typeof BanBody>;

export const AdminUsersQuery = z.object({
  q: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      freeText({ label: 'Search' }).max(ModerationLimits.searchMax, issueText(ModerationMessages.searchTooLong)),
    )
    .optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(ModerationLimits.pageMax).default(ModerationLimits.pageDefault),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Null: not said yet (decision 0062). */
  role: Role.nullable(),
  displayId: z.string().nullable(),
  createdAt: z.string(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** Whether the member may be suspended or banned (never an administrator: one must always be able to lift a sanction). */
  can: z.object({ sanction: z.boolean() }),
  /** The member's trust level and whether an administrator locked it (issue 41). */
  trust: MemberTrust,
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserPage = z.object({ items: z.array(AdminUser), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** The security events monitor (latest 100) and the audit log (latest 50), community-admin §6 and §9. */
export const SecuritySeverities = ['critical', 'warn', 'info'] as const;
export const SecurityEventsQuery = z.object({
  severity: z.enum(SecuritySeverities).optional(),
  type: z.string().trim().max(60).optional(),
});
export const SecurityEvent = z.object({
  id: z.string(),
  eventType: z.string(),
  severity: z.enum(SecuritySeverities),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  /** A sanction from a report of anonymous content: the event names no member (shown as 'a member'). */
  fromAnonymousReport: z.boolean(),
  subject: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;
export const SecurityEventList = z.object({ items: z.array(SecurityEvent), types: z.array(z.string()) });
export type SecurityEventList = z.infer<typeof SecurityEventList>;
export const AuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  targetUserId: z.string().nullable(),
  targetName: z.string().nullable(),
  /** A sanction from a report of anonymous content: the row names no member (shown as 'a member'). */
  fromAnonymousReport: z.boolean(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditLog = z.object({ items: z.array(AuditEntry) });
export type AuditLog = z.infer<typeof AuditLog>;

/** The Role Debug Panel: a member's stored role, and the role the administrator's own session carries. */
export const RoleDebugQuery = z.object({ email: z.string().trim().toLowerCase().max(254).optional() });
export const RoleDebug = z.object({
  you: z.object({ storedRole: Role.nullable(), sessionRole: Role.nullable() }),
  member: z
    .object({ email: z.string(), name: z.string(), storedRole: Role.nullable(), activeSessions: z.number().int() })
    .nullable(),
});
export type RoleDebug = z.infer<typeof RoleDebug>;
