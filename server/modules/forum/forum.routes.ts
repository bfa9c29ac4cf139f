import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type {
  CreatedPost,
  CreatedReply,
  CreatePostBody,
  CreateReplyBody,
  UpdatedPost,
  UpdatedReply,
  UpdatePostBody,
  UpdateReplyBody,
} from '../../../contracts/forum.js';
import { ForumRoutes as R } from '../../../contracts/routes/forum.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve, type ZodApp } from '../../platform/serve.js';
import type { ReportsService } from '../reports/index.js';
import type { ForumService } from './forum.service.js';

/** Posts: the list, one thread, and their author's writing, editing, anonymising and deleting. */
function postRoutes(app: ZodApp, forum: ForumService) {
  serve(app, R.listPosts, { access: 'public' }, async (request) => forum.list(request.query, request.viewer));

  serve(
    app,
    R.createPost,
    {
      access: 'member',
      screen: screened<z.output<typeof CreatePostBody>, CreatedPost>({
        fields: ['title', 'content'],
        isPublic: true,
        targetType: 'forum_post',
        id: (created) => created.post.id,
      }),
    },
    async (request, reply) => reply.status(201).send(await forum.create(viewerOf(request), request.body)),
  );

  serve(app, R.thread, { access: 'public' }, async (request) => forum.thread(request.params.id, request.viewer));

  serve(
    app,
    R.updatePost,
    {
      access: 'member',
      screen: screened<z.output<typeof UpdatePostBody>, UpdatedPost>({
        fields: ['title', 'content'],
        isPublic: true,
        targetType: 'forum_post',
        id: (updated) => updated.post.id,
      }),
    },
    async (request) => forum.update(viewerOf(request), request.params.id, request.body),
  );

  // Taking one's name off one's words is one's own privacy: a suspended member may too.
  serve(app, R.anonymisePost, { access: 'member', whileSuspended: true }, async (request) =>
    forum.anonymise(viewerOf(request), request.params.id),
  );

  // One's own words are one's own to take down, suspended or not (issue 44).
  serve(app, R.deletePost, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await forum.remove(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}

/** A member's heart on a post, and how they follow its thread. */
function heartAndWatchRoutes(app: ZodApp, forum: ForumService) {
  serve(app, R.heart, { access: 'member' }, async (request) => forum.heart(viewerOf(request), request.params.id));
  serve(app, R.unheart, { access: 'member' }, async (request) => forum.unheart(viewerOf(request), request.params.id));
  // Following or muting a thread is the member's own quiet, so a suspended member may mute too.
  serve(app, R.watch, { access: 'member', whileSuspended: true }, async (request) =>
    forum.watch(viewerOf(request), request.params.id, request.body.level),
  );
}

/** Replies: writing, editing, anonymising and deleting one. */
function replyRoutes(app: ZodApp, forum: ForumService) {
  serve(
    app,
    R.reply,
    {
      access: 'member',
      screen: screened<z.output<typeof CreateReplyBody>, CreatedReply>({
        fields: ['content'],
        isPublic: true,
        targetType: 'forum_reply',
        id: (created) => created.id,
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await forum.reply(viewerOf(request), request.params.id, request.body)),
  );

  serve(
    app,
    R.updateReply,
    {
      access: 'member',
      screen: screened<z.output<typeof UpdateReplyBody>, UpdatedReply>({
        fields: ['content'],
        isPublic: true,
        targetType: 'forum_reply',
        id: (updated) => updated.id,
      }),
    },
    async (request) => forum.updateReply(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.anonymiseReply, { access: 'member', whileSuspended: true }, async (request) =>
    forum.anonymiseReply(viewerOf(request), request.params.id),
  );

  serve(app, R.deleteReply, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await forum.removeReply(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}

/** Reports of a post or a reply, filed once it is known to exist. */
function reportRoutes(
  app: ZodApp,
  forum: ForumService,
  reports: ReportsService,
  onPostReported?: (postId: string) => Promise<void>,
) {
  serve(app, R.reportPost, { access: 'member' }, async (request) => {
    await forum.requirePost(request.params.id);
    const filed = await reports.file({
      targetType: 'forum_post',
      targetId: request.params.id,
      reporterId: viewerOf(request).id,
      reason: request.body.reason,
      note: request.body.note,
    });
    await onPostReported?.(request.params.id);
    return filed;
  });

  serve(app, R.reportReply, { access: 'member' }, async (request) => {
    await forum.requireReply(request.params.id);
    return reports.file({
      targetType: 'forum_reply',
      targetId: request.params.id,
      reporterId: viewerOf(request).id,
      reason: request.body.reason,
      note: request.body.note,
    });
  });
}

export const forumRoutes: FastifyPluginAsyncZod<{
  forum: ForumService;
  reports: ReportsService;
  /** After a post is reported: members' flags may hide it until reviewed (issue 41). */
  onPostReported?: (postId: string) => Promise<void>;
}> = async (app, { forum, reports, onPostReported }) => {
  postRoutes(app, forum);
  heartAndWatchRoutes(app, forum);
  replyRoutes(app, forum);
  reportRoutes(app, forum, reports, onPostReported);
};
