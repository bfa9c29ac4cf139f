import type { Viewer } from '../../platform/access.js';

/**
 * Who may do what in the forum. Pure answers to one question each; the service asks and throws
 * its refusal. Whose name a reader sees is the authors' presenter (profiles/authors.ts).
 */

/** Only administrators delete a post (its replies and hearts go with it). */
export function canDeletePost(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}

/** A member deletes only their own reply; nobody else does (moderators remove through reports). */
export function canDeleteReply(viewer: Viewer | null, reply: { userId: string }): boolean {
  return viewer !== null && reply.userId === viewer.id;
}

/** The author of an anonymous post stays anonymous when replying in its thread; everyone else replies by name. */
export function repliesAnonymously(viewer: Viewer | null, post: { userId: string; isAnonymous: boolean }): boolean {
  return viewer !== null && post.isAnonymous && post.userId === viewer.id;
}
