import { z } from 'zod';
import { ErrorBody } from '../errors.js';
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
} from '../forum.js';
import { CreateReportBody, ReportFiled } from '../reports.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** The Community Forum's routes (server/modules/forum/forum.routes.ts serves them). */
export const ForumRoutes = defineRoutes('forum', {
  listPosts: {
    method: 'GET',
    path: '/api/forum/posts',
    summary: 'Forum posts, newest first; q searches title, tags and content; role filters on the author',
    query: ListPostsQuery,
    response: { 200: PostPage, 400: ErrorBody },
  },
  createPost: {
    method: 'POST',
    path: '/api/forum/posts',
    summary: "Share a post with the community (safety: the author's own notice when the post signals a risk)",
    body: CreatePostBody,
    response: { 201: CreatedPost, ...errors },
  },
  thread: {
    method: 'GET',
    path: '/api/forum/posts/:id',
    summary: 'A post with its thread (replies oldest first, one nested level)',
    params: PostIdParams,
    response: { 200: PostThread, 400: ErrorBody, 404: ErrorBody },
  },
  updatePost: {
    method: 'PATCH',
    path: '/api/forum/posts/:id',
    summary:
      "Edit an own post: title, content, type and tags, marked 'edited' (safety: screened again, as when it was shared)",
    params: PostIdParams,
    body: UpdatePostBody,
    response: { 200: UpdatedPost, ...errors },
  },
  anonymisePost: {
    method: 'POST',
    path: '/api/forum/posts/:id/anonymise',
    summary: "Make an own post anonymous, and the author's replies in its thread (not taken back)",
    params: PostIdParams,
    response: { 200: PostThread, ...errors, 409: ErrorBody },
  },
  deletePost: {
    method: 'DELETE',
    path: '/api/forum/posts/:id',
    summary: 'Delete a post with its replies (its author; administrators: any)',
    params: PostIdParams,
    response: { 204: z.null(), ...errors },
  },
  heart: {
    method: 'PUT',
    path: '/api/forum/posts/:id/heart',
    summary: 'Heart a post (one per member)',
    params: PostIdParams,
    response: { 200: HeartState, ...errors },
  },
  unheart: {
    method: 'DELETE',
    path: '/api/forum/posts/:id/heart',
    summary: 'Take back the own heart',
    params: PostIdParams,
    response: { 200: HeartState, ...errors },
  },
  watch: {
    method: 'PUT',
    path: '/api/forum/posts/:id/watch',
    summary: "Follow a thread: 'watching' (every reply), 'normal' (replies to you, mentions) or 'muted' (nothing)",
    params: PostIdParams,
    body: WatchBody,
    response: { 200: WatchState, ...errors },
  },
  reply: {
    method: 'POST',
    path: '/api/forum/posts/:id/replies',
    summary: "Reply to a post, or to a reply (parentId); safety: the author's own notice when the reply signals a risk",
    params: PostIdParams,
    body: CreateReplyBody,
    response: { 201: CreatedReply, ...errors },
  },
  updateReply: {
    method: 'PATCH',
    path: '/api/forum/replies/:id',
    summary: "Edit an own reply, marked 'edited' (safety: screened again)",
    params: ReplyIdParams,
    body: UpdateReplyBody,
    response: { 200: UpdatedReply, ...errors },
  },
  anonymiseReply: {
    method: 'POST',
    path: '/api/forum/replies/:id/anonymise',
    summary: 'Make an own reply anonymous (not taken back)',
    params: ReplyIdParams,
    response: { 200: ForumReply, ...errors, 409: ErrorBody },
  },
  deleteReply: {
    method: 'DELETE',
    path: '/api/forum/replies/:id',
    summary: 'Delete an own reply (administrators: any)',
    params: ReplyIdParams,
    response: { 204: z.null(), ...errors },
  },
  reportPost: {
    method: 'POST',
    path: '/api/forum/posts/:id/reports',
    summary: 'Report a post to the moderators',
    params: PostIdParams,
    body: CreateReportBody,
    response: { 200: ReportFiled, ...errors },
  },
  reportReply: {
    method: 'POST',
    path: '/api/forum/replies/:id/reports',
    summary: 'Report a reply to the moderators',
    params: ReplyIdParams,
    body: CreateReportBody,
    response: { 200: ReportFiled, ...errors },
  },
});
