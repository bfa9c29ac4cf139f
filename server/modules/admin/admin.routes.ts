import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSetupBody,
  AdminSetupStatus,
  AdminUser,
  RoleDebug,
  RoleDebugQuery,
  AuditLog,
  SecurityEventList,
  SecurityEventsQuery,
  AdminUserPage,
  AdminUsersQuery,
  BanBody,
  PromoteBody,
  RevealAuthorBody,
  RoleChangeResult,
  SetRoleBody,
  SuspendBody,
  UserIdParams,
} from '../../../contracts/admin.js';
import { ErrorBody } from '../../../contracts/errors.js';
import { viewerOf } from '../../platform/access.js';
import type { MemberModeration } from './admin.members.js';
import type { SecurityMonitor } from './admin.security.js';
import type { ModerationQueue } from './admin.reports.js';
import { ReportActionBody, ReportIdParams, ReportQueue, ReportQueueQuery } from '../../../contracts/reports.js';
import { z } from 'zod';
import type { AdminService } from './admin.service.js';
import type { AuthorReveal } from './admin.reveal.js';
import { ForumMessages, PostIdParams, ReplyIdParams, RevealedAuthor } from '../../../contracts/forum.js';
import { StoryIdParams, StoryMessages } from '../../../contracts/stories.js';

export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  members: MemberModeration;
  security: SecurityMonitor;
  queue: ModerationQueue;
  reveal: AuthorReveal;
}> = async (app, { admin, members, security, queue, reveal }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/admin/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Whether the one-time administrator setup is still open',
        response: { 200: AdminSetupStatus },
      },
    },
    async () => ({ open: !(await admin.adminExists()) }),
  );

  app.post(
    '/api/admin/setup',
    {
      config: { access: 'member' },
      schema: {
        tags: ['admin'],
        summary: 'Spend the one-time setup token to become the first administrator',
        body: AdminSetupBody,
        response: { 200: RoleChangeResult, ...errors },
      },
    },
    async (request) => admin.completeSetup(viewerOf(request), request.body.token),
  );

  app.post(
    '/api/admin/promote',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Promote an account to administrator by e-mail',
        body: PromoteBody,
        response: { 200: RoleChangeResult, ...errors },
      },
    },
    async (request) => admin.promoteByEmail(viewerOf(request), request.body.email),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Set a member's role",
        params: UserIdParams,
        body: SetRoleBody,
        response: { 200: RoleChangeResult, ...errors },
      },
    },
    async (request) => admin.setRole(viewerOf(request), request.params.id, request.body.role),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every member, newest first; q searches name, e-mail and display ID',
        querystring: AdminUsersQuery,
        response: { 200: AdminUserPage, ...errors },
      },
    },
    async (request) => members.list(request.query),
  );

  app.put(
    '/api/admin/users/:id/suspension',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Suspend a member until a date, with a reason (they may read, not post, reply, message or request)',
        params: UserIdParams,
        body: SuspendBody,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (request) => members.suspend(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id/suspension',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Lift a member's suspension",
        params: UserIdParams,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (request) => members.liftSuspension(viewerOf(request), request.params.id),
  );

  app.put(
    '/api/admin/users/:id/ban',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Ban a member (until a date, or until lifted) with a reason: they cannot sign in and every session ends',
        params: UserIdParams,
        body: BanBody,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (request) => members.ban(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id/ban',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Lift a member's ban",
        params: UserIdParams,
        response: { 200: AdminUser, ...errors },
      },
    },
    async (request) => members.liftBan(viewerOf(request), request.params.id),
  );

  app.get(
    '/api/admin/security-events',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The latest 100 security events, newest first, by severity and type',
        querystring: SecurityEventsQuery,
        response: { 200: SecurityEventList, ...errors },
      },
    },
    async (request) => security.events(request.query),
  );

  app.get(
    '/api/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The latest 50 administrator actions: who, whom, what and when',
        response: { 200: AuditLog, ...errors },
      },
    },
    async () => security.audit(),
  );

  app.get(
    '/api/admin/reports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'The moderation queue: open reports oldest first (or resolved ones, newest first), each with the content in context',
        querystring: ReportQueueQuery,
        response: { 200: ReportQueue, ...errors },
      },
    },
    async (request) => queue.list(request.query),
  );

  app.post(
    '/api/admin/reports/:id/actions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Act on a report: dismiss, warning, remove, suspend or ban; closes every open report of the same content',
        params: ReportIdParams,
        body: ReportActionBody,
        response: { 200: z.object({ resolved: z.number().int() }), ...errors },
      },
    },
    async (request) => queue.act(viewerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/role-debug',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Role Debug Panel: the caller's stored role and session role, and a member's stored role and active sessions by e-mail",
        querystring: RoleDebugQuery,
        response: { 200: RoleDebug, ...errors },
      },
    },
    async (request) => members.roleDebug(viewerOf(request), request.query.email),
  );

  // Who wrote a post, a reply or a story, for moderation: with a reason, while a report of it is open,
  // a few an hour; each look is audited under the administrator who asked, and the others are told.
  const revealErrors = { ...errors, 429: ErrorBody };
  app.post(
    '/api/admin/forum/posts/:id/author',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Learn a post's author for moderation, with a reason, while a report of it is open (the look and the reason are written to the audit log, the author is not; the other administrators are told)",
        params: PostIdParams,
        body: RevealAuthorBody,
        response: { 200: RevealedAuthor, ...revealErrors },
      },
    },
    async (request) =>
      reveal.reveal(
        viewerOf(request),
        'forum_post',
        request.params.id,
        request.body.reason,
        ForumMessages.postNotFound,
      ),
  );

  app.post(
    '/api/admin/forum/replies/:id/author',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Learn a reply's author for moderation, with a reason, while a report of it is open (the look and the reason are written to the audit log, the author is not; the other administrators are told)",
        params: ReplyIdParams,
        body: RevealAuthorBody,
        response: { 200: RevealedAuthor, ...revealErrors },
      },
    },
    async (request) =>
      reveal.reveal(
        viewerOf(request),
        'forum_reply',
        request.params.id,
        request.body.reason,
        ForumMessages.replyNotFound,
      ),
  );

  app.post(
    '/api/admin/stories/:id/author',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Learn a story's author for moderation, with a reason, while a report of it is open (the look and the reason are written to the audit log, the author is not; the other administrators are told)",
        params: StoryIdParams,
        body: RevealAuthorBody,
        response: { 200: RevealedAuthor, ...revealErrors },
      },
    },
    async (request) =>
      reveal.reveal(viewerOf(request), 'story', request.params.id, request.body.reason, StoryMessages.notFound),
  );
};
