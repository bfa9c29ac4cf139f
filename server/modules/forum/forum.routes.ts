import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  CreatedPost,
  CreatedReply,
  CreatePostBody,
  CreateReplyBody,
  ForumReply,
  HeartState,
  ListPostsQuery,
  PostIdParams,
  PostPage,
  PostThread,
  ReplyIdParams,
  UpdatedPost,
  UpdatedReply,
  UpdatePostBody,
  UpdateReplyBody,
  WatchBody,
  WatchState,
} from '../../../contracts/forum.js';
import { CreateReportBody, ReportFiled } from '../../../contracts/reports.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { ReportsService } from '../reports/index.js';
import type { ForumService } from './forum.service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** Posts: the list, one thread, and their author's writing, editing, anonymising and deleting. */
function postRoutes(app: App, forum: ForumService) {
  app.get(
    '/api/forum/posts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['forum'],
        summary: 'Forum posts, newest first; q searches title, tags and content; role filters on the author',
        querystring: ListPostsQuery,
        response: { 200: PostPage, 400: ErrorBody },
      },
    },
    async (request) => forum.list(request.query, request.viewer),
  );

  app.post(
    '/api/forum/posts',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof CreatePostBody>, CreatedPost>({
          fields: ['title', 'content'],
          isPublic: true,
          targetType: 'forum_post',
          id: (created) => created.post.id,
        }),
      },
      schema: {
        tags: ['forum'],
        summary: "Share a post with the community (safety: the author's own notice when the post signals a risk)",
        body: CreatePostBody,
        response: { 201: CreatedPost, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await forum.create(viewerOf(request), request.body)),
  );

  app.get(
    '/api/forum/posts/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['forum'],
        summary: 'A post with its thread (replies oldest first, one nested level)',
        params: PostIdParams,
        response: { 200: PostThread, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => forum.thread(request.params.id, request.viewer),
  );

  app.patch(
    '/api/forum/posts/:id',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof UpdatePostBody>, UpdatedPost>({
          fields: ['title', 'content'],
          isPublic: true,
          targetType: 'forum_post',
          id: (updated) => updated.post.id,
        }),
      },
      schema: {
        tags: ['forum'],
        summary:
          "Edit an own post: title, content, type and tags, marked 'edited' (safety: screened again, as when it was shared)",
        params: PostIdParams,
        body: UpdatePostBody,
        response: { 200: UpdatedPost, ...errors },
      },
    },
    async (request) => forum.update(viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/forum/posts/:id/anonymise',
    {
      // Taking one's name off one's words is one's own privacy: a suspended member may too.
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['forum'],
        summary: "Make an own post anonymous, and the author's replies in its thread (not taken back)",
        params: PostIdParams,
        response: { 200: PostThread, ...errors, 409: ErrorBody },
      },
    },
    async (request) => forum.anonymise(viewerOf(request), request.params.id),
  );

  app.delete(
    '/api/forum/posts/:id',
    {
      // One's own words are one's own to take down, suspended or not (issue 44).
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['forum'],
        summary: 'Delete a post with its replies (its author; administrators: any)',
        params: PostIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await forum.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** A member's heart on a post, and how they follow its thread. */
function heartAndWatchRoutes(app: App, forum: ForumService) {
  app.put(
    '/api/forum/posts/:id/heart',
    {
      config: { access: 'member' },
      schema: {
        tags: ['forum'],
        summary: 'Heart a post (one per member)',
        params: PostIdParams,
        response: { 200: HeartState, ...errors },
      },
    },
    async (request) => forum.heart(viewerOf(request), request.params.id),
  );

  app.delete(
    '/api/forum/posts/:id/heart',
    {
      config: { access: 'member' },
      schema: {
        tags: ['forum'],
        summary: 'Take back the own heart',
        params: PostIdParams,
        response: { 200: HeartState, ...errors },
      },
    },
    async (request) => forum.unheart(viewerOf(request), request.params.id),
  );

  app.put(
    '/api/forum/posts/:id/watch',
    {
      // Following or muting a thread is the member's own quiet, so a suspended member may mute too.
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['forum'],
        summary: "Follow a thread: 'watching' (every reply), 'normal' (replies to you, mentions) or 'muted' (nothing)",
        params: PostIdParams,
        body: WatchBody,
        response: { 200: WatchState, ...errors },
      },
    },
    async (request) => forum.watch(viewerOf(request), request.params.id, request.body.level),
  );
}

/** Replies: writing, editing, anonymising and deleting one. */
function replyRoutes(app: App, forum: ForumService) {
  app.post(
    '/api/forum/posts/:id/replies',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof CreateReplyBody>, CreatedReply>({
          fields: ['content'],
          isPublic: true,
          targetType: 'forum_reply',
          id: (created) => created.id,
        }),
      },
      schema: {
        tags: ['forum'],
        summary:
          "Reply to a post, or to a reply (parentId); safety: the author's own notice when the reply signals a risk",
        params: PostIdParams,
        body: CreateReplyBody,
        response: { 201: CreatedReply, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await forum.reply(viewerOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/forum/replies/:id',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof UpdateReplyBody>, UpdatedReply>({
          fields: ['content'],
          isPublic: true,
          targetType: 'forum_reply',
          id: (updated) => updated.id,
        }),
      },
      schema: {
        tags: ['forum'],
        summary: "Edit an own reply, marked 'edited' (safety: screened again)",
        params: ReplyIdParams,
        body: UpdateReplyBody,
        response: { 200: UpdatedReply, ...errors },
      },
    },
    async (request) => forum.updateReply(viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/forum/replies/:id/anonymise',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['forum'],
        summary: 'Make an own reply anonymous (not taken back)',
        params: ReplyIdParams,
        response: { 200: ForumReply, ...errors, 409: ErrorBody },
      },
    },
    async (request) => forum.anonymiseReply(viewerOf(request), request.params.id),
  );

  app.delete(
    '/api/forum/replies/:id',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['forum'],
        summary: 'Delete an own reply (administrators: any)',
        params: ReplyIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await forum.removeReply(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** Reports of a post or a reply, filed once it is known to exist. */
function reportRoutes(app: App, forum: ForumService, reports: ReportsService) {
  app.post(
    '/api/forum/posts/:id/reports',
    {
      config: { access: 'member' },
      schema: {
        tags: ['forum'],
        summary: 'Report a post to the moderators',
        params: PostIdParams,
        body: CreateReportBody,
        response: { 200: ReportFiled, ...errors },
      },
    },
    async (request) => {
      await forum.requirePost(request.params.id);
      return reports.file({
        targetType: 'forum_post',
        targetId: request.params.id,
        reporterId: viewerOf(request).id,
        reason: request.body.reason,
        note: request.body.note,
      });
    },
  );

  app.post(
    '/api/forum/replies/:id/reports',
    {
      config: { access: 'member' },
      schema: {
        tags: ['forum'],
        summary: 'Report a reply to the moderators',
        params: ReplyIdParams,
        body: CreateReportBody,
        response: { 200: ReportFiled, ...errors },
      },
    },
    async (request) => {
      await forum.requireReply(request.params.id);
      return reports.file({
        targetType: 'forum_reply',
        targetId: request.params.id,
        reporterId: viewerOf(request).id,
        reason: request.body.reason,
        note: request.body.note,
      });
    },
  );
}

export const forumRoutes: FastifyPluginAsyncZod<{ forum: ForumService; reports: ReportsService }> = async (
  app,
  { forum, reports },
) => {
  postRoutes(app, forum);
  heartAndWatchRoutes(app, forum);
  replyRoutes(app, forum);
  reportRoutes(app, forum, reports);
};
