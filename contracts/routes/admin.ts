import { z } from 'zod';
import {
  AdminSetupBody,
  AdminSetupStatus,
  AdminUser,
  AdminUserPage,
  AdminUsersQuery,
  AuditLog,
  BanBody,
  PromoteBody,
  RevealAuthorBody,
  RoleChangeResult,
  RoleDebug,
  RoleDebugQuery,
  SecurityEventList,
  SecurityEventsQuery,
  SetRoleBody,
  SuspendBody,
  UserIdParams,
} from '../admin.js';
import { ErrorBody } from '../errors.js';
import { PostIdParams, ReplyIdParams, RevealedAuthor } from '../forum.js';
import { ReportActionBody, ReportIdParams, ReportQueue, ReportQueueQuery } from '../reports.js';
import { StoryIdParams } from '../stories.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const revealErrors = { ...errors, 429: ErrorBody };

/** The administrators' routes (server/modules/admin/admin.routes.ts serves them). */
export const AdminRoutes = defineRoutes('admin', {
  setupStatus: {
    method: 'GET',
    path: '/api/admin/setup',
    summary: 'Whether the one-time administrator setup is still open',
    response: { 200: AdminSetupStatus },
  },
  completeSetup: {
    method: 'POST',
    path: '/api/admin/setup',
    summary: 'Spend the one-time setup token to become the first administrator',
    body: AdminSetupBody,
    response: { 200: RoleChangeResult, ...errors },
  },
  promote: {
    method: 'POST',
    path: '/api/admin/promote',
    summary: 'Promote an account to administrator by e-mail',
    body: PromoteBody,
    response: { 200: RoleChangeResult, ...errors },
  },
  setRole: {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    summary: "Set a member's role",
    params: UserIdParams,
    body: SetRoleBody,
    response: { 200: RoleChangeResult, ...errors },
  },
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Every member, newest first; q searches name, e-mail and display ID',
    query: AdminUsersQuery,
    response: { 200: AdminUserPage, ...errors },
  },
  suspend: {
    method: 'PUT',
    path: '/api/admin/users/:id/suspension',
    summary: 'Suspend a member until a date, with a reason (they may read, not post, reply, message or request)',
    params: UserIdParams,
    body: SuspendBody,
    response: { 200: AdminUser, ...errors },
  },
  liftSuspension: {
    method: 'DELETE',
    path: '/api/admin/users/:id/suspension',
    summary: "Lift a member's suspension",
    params: UserIdParams,
    response: { 200: AdminUser, ...errors },
  },
  ban: {
    method: 'PUT',
    path: '/api/admin/users/:id/ban',
    summary: 'Ban a member (until a date, or until lifted) with a reason: they cannot sign in and every session ends',
    params: UserIdParams,
    body: BanBody,
    response: { 200: AdminUser, ...errors },
  },
  liftBan: {
    method: 'DELETE',
    path: '/api/admin/users/:id/ban',
    summary: "Lift a member's ban",
    params: UserIdParams,
    response: { 200: AdminUser, ...errors },
  },
  securityEvents: {
    method: 'GET',
    path: '/api/admin/security-events',
    summary: 'The latest 100 security events, newest first, by severity and type',
    query: SecurityEventsQuery,
    response: { 200: SecurityEventList, ...errors },
  },
  auditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'The latest 50 administrator actions: who, whom, what and when',
    response: { 200: AuditLog, ...errors },
  },
  reports: {
    method: 'GET',
    path: '/api/admin/reports',
    summary:
      'The moderation queue: open reports oldest first (or resolved ones, newest first), each with the content in context',
    query: ReportQueueQuery,
    response: { 200: ReportQueue, ...errors },
  },
  actOnReport: {
    method: 'POST',
    path: '/api/admin/reports/:id/actions',
    summary: 'Act on a report: dismiss, warning, remove, suspend or ban; closes every open report of the same content',
    params: ReportIdParams,
    body: ReportActionBody,
    response: { 200: z.object({ resolved: z.number().int() }), ...errors },
  },
  roleDebug: {
    method: 'GET',
    path: '/api/admin/role-debug',
    summary:
      "Role Debug Panel: the caller's stored role and session role, and a member's stored role and active sessions by e-mail",
    query: RoleDebugQuery,
    response: { 200: RoleDebug, ...errors },
  },
  revealPostAuthor: {
    method: 'POST',
    path: '/api/admin/forum/posts/:id/author',
    summary:
      "Learn a post's author for moderation, with a reason, while a report of it is open (the look and the reason are written to the audit log, the author is not; the other administrators are told)",
    params: PostIdParams,
    body: RevealAuthorBody,
    response: { 200: RevealedAuthor, ...revealErrors },
  },
  revealReplyAuthor: {
    method: 'POST',
    path: '/api/admin/forum/replies/:id/author',
    summary:
      "Learn a reply's author for moderation, with a reason, while a report of it is open (the look and the reason are written to the audit log, the author is not; the other administrators are told)",
    params: ReplyIdParams,
    body: RevealAuthorBody,
    response: { 200: RevealedAuthor, ...revealErrors },
  },
  revealStoryAuthor: {
    method: 'POST',
    path: '/api/admin/stories/:id/author',
    summary:
      "Learn a story's author for moderation, with a reason, while a report of it is open (the look and the reason are written to the audit log, the author is not; the other administrators are told)",
    params: StoryIdParams,
    body: RevealAuthorBody,
    response: { 200: RevealedAuthor, ...revealErrors },
  },
});
