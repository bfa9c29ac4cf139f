import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForumMessages } from '../../../contracts/forum.js';
import { AdminRoutes as R } from '../../../contracts/routes/admin.js';
import { StoryMessages } from '../../../contracts/stories.js';
import { viewerOf } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import type { MemberModeration } from './admin.members.js';
import type { SecurityMonitor } from './admin.security.js';
import type { ModerationQueue } from './admin.reports.js';
import type { AdminService } from './admin.service.js';
import type { AuthorReveal } from './admin.reveal.js';

export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  members: MemberModeration;
  security: SecurityMonitor;
  queue: ModerationQueue;
  reveal: AuthorReveal;
}> = async (app, { admin, members, security, queue, reveal }) => {
  serve(app, R.setupStatus, { access: 'public' }, async () => ({ open: !(await admin.adminExists()) }));

  serve(app, R.completeSetup, { access: 'member' }, async (request) =>
    admin.completeSetup(viewerOf(request), request.body.token),
  );

  serve(app, R.promote, { access: 'admin' }, async (request) =>
    admin.promoteByEmail(viewerOf(request), request.body.email),
  );

  serve(app, R.setRole, { access: 'admin' }, async (request) =>
    admin.setRole(viewerOf(request), request.params.id, request.body.role),
  );

  serve(app, R.listUsers, { access: 'admin' }, async (request) => members.list(request.query));

  serve(app, R.suspend, { access: 'admin' }, async (request) =>
    members.suspend(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.liftSuspension, { access: 'admin' }, async (request) =>
    members.liftSuspension(viewerOf(request), request.params.id),
  );

  serve(app, R.ban, { access: 'admin' }, async (request) =>
    members.ban(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.liftBan, { access: 'admin' }, async (request) => members.liftBan(viewerOf(request), request.params.id));

  serve(app, R.securityEvents, { access: 'admin' }, async (request) => security.events(request.query));

  serve(app, R.auditLog, { access: 'admin' }, async () => security.audit());

  serve(app, R.reports, { access: 'admin' }, async (request) => queue.list(request.query));

  serve(app, R.actOnReport, { access: 'admin' }, async (request) =>
    queue.act(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.roleDebug, { access: 'admin' }, async (request) =>
    members.roleDebug(viewerOf(request), request.query.email),
  );

  // Who wrote a post, a reply or a story, for moderation: with a reason, while a report of it is open,
  // a few an hour; each look is audited under the administrator who asked, and the others are told.
  serve(app, R.revealPostAuthor, { access: 'admin' }, async (request) =>
    reveal.reveal(viewerOf(request), 'forum_post', request.params.id, request.body.reason, ForumMessages.postNotFound),
  );

  serve(app, R.revealReplyAuthor, { access: 'admin' }, async (request) =>
    reveal.reveal(
      viewerOf(request),
      'forum_reply',
      request.params.id,
      request.body.reason,
      ForumMessages.replyNotFound,
    ),
  );

  serve(app, R.revealStoryAuthor, { access: 'admin' }, async (request) =>
    reveal.reveal(viewerOf(request), 'story', request.params.id, request.body.reason, StoryMessages.notFound),
  );
};
