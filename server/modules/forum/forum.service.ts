// The forum's service: the queries (forum.queries.ts) and commands (forum.commands.ts), bound to one
// context; what the web gets is shaped in forum.presenters.ts (decision 0069).
import type { z } from 'zod';
import type { CreatePostBody, CreateReplyBody, UpdatePostBody, UpdateReplyBody } from '../../../contracts/forum.js';
import type { WatchLevel } from '../../../contracts/notifications.js';
import type { Viewer } from '../../platform/access.js';
import * as commands from './forum.commands.js';
import { forumContext, type ForumDeps } from './forum.context.js';
import * as queries from './forum.queries.js';

export type { SamplePost } from './forum.commands.js';

export function createForumService(deps: ForumDeps) {
  const ctx = forumContext(deps, queries.loadForVisitor);
  return {
    searchSource: queries.searchSource(ctx),
    /** Drops the cached forum in every process (after a moderator's removal). */
    changed: ctx.changed,
    list: (query: queries.ListInput, viewer: Viewer | null) => queries.list(ctx, query, viewer),
    thread: (id: string, viewer: Viewer | null) => queries.thread(ctx, id, viewer),
    create: (viewer: Viewer, input: z.output<typeof CreatePostBody>) => commands.create(ctx, viewer, input),
    remove: (viewer: Viewer, id: string) => commands.remove(ctx, viewer, id),
    update: (viewer: Viewer, id: string, input: z.output<typeof UpdatePostBody>) =>
      commands.update(ctx, viewer, id, input),
    anonymise: (viewer: Viewer, id: string) => commands.anonymise(ctx, viewer, id),
    heart: (viewer: Viewer, id: string) => commands.setHeart(ctx, viewer, id, true),
    unheart: (viewer: Viewer, id: string) => commands.setHeart(ctx, viewer, id, false),
    reply: (viewer: Viewer, postId: string, input: z.output<typeof CreateReplyBody>) =>
      commands.reply(ctx, viewer, postId, input),
    updateReply: (viewer: Viewer, id: string, input: z.output<typeof UpdateReplyBody>) =>
      commands.updateReply(ctx, viewer, id, input),
    anonymiseReply: (viewer: Viewer, id: string) => commands.anonymiseReply(ctx, viewer, id),
    removeReply: (viewer: Viewer, id: string) => commands.removeReply(ctx, viewer, id),
    watch: (viewer: Viewer, postId: string, level: WatchLevel) => commands.watch(ctx, viewer, postId, level),
    /** That a post exists (for reports): 404 otherwise. */
    requirePost: async (id: string): Promise<void> => {
      await queries.requirePost(ctx, id);
    },
    requireReply: (id: string) => queries.requireReply(ctx, id),
    countPosts: () => queries.countPosts(ctx),
    seedSample: (posts: commands.SamplePost[], authors: string[]) => commands.seedSample(ctx, posts, authors),
  };
}

export type ForumService = ReturnType<typeof createForumService>;
