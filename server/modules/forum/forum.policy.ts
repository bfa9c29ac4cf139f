import type { ContentCan } from '../../../contracts/can.js';
import { ForumMessages } from '../../../contracts/forum.js';
import type { Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';
import { suspensionInForce } from '../../platform/standing.js';

/**
 * Who may do what in the forum. Pure answers to one question each; the service asks and throws
 * its refusal, and tells the reader the same answers (`can`). Whose name a reader sees is the
 * authors' presenter (profiles/authors.ts).
 */

const isAuthor = (viewer: Viewer | null, content: { userId: string }) =>
  viewer !== null && content.userId === viewer.id;

/**
 * Its author deletes a post (issue 44: one's own words are one's own), and administrators delete
 * any (the specification's moderator delete); its replies and hearts go with it.
 */
export function canDeletePost(viewer: Viewer | null, post: { userId: string }): boolean {
  return isAuthor(viewer, post) || viewer?.role === 'admin';
}

/** A member deletes their own reply; administrators any (moderators also remove through reports). */
export function canDeleteReply(viewer: Viewer | null, reply: { userId: string }): boolean {
  return isAuthor(viewer, reply) || viewer?.role === 'admin';
}

/**
 * Only its author changes what a post or reply says: nobody, administrators included, rewrites a
 * member's words. Editing is writing, so not while suspended (decision 0033); deleting and making
 * anonymous stay open (one's own privacy), so `can.edit` alone turns false.
 */
export function canEdit(viewer: Viewer | null, content: { userId: string }): boolean {
  return viewer !== null && isAuthor(viewer, content) && !suspensionInForce(viewer);
}

/** Only its author hides their name on a post or reply, once: anonymity is not taken back. */
export function canAnonymise(viewer: Viewer | null, content: { userId: string; isAnonymous: boolean }): boolean {
  return isAuthor(viewer, content) && !content.isAnonymous;
}

/** The three answers a reader is given with each post and reply. */
export function forumCan(viewer: Viewer | null, content: { userId: string; isAnonymous: boolean }): ContentCan {
  return {
    edit: canEdit(viewer, content),
    // The same rule for a post and a reply (canDeletePost, canDeleteReply).
    delete: canDeletePost(viewer, content),
    anonymise: canAnonymise(viewer, content),
  };
}

/** The author of an anonymous post stays anonymous when replying in its thread; everyone else replies by name. */
export function repliesAnonymously(viewer: Viewer | null, post: { userId: string; isAnonymous: boolean }): boolean {
  return viewer !== null && post.isAnonymous && post.userId === viewer.id;
}

/** The rules the commands enforce with `authorize`, with the words a refused member reads. */
export const forumRules = {
  deletePost: rule(canDeletePost, ForumMessages.notYourPost),
  editPost: rule(canEdit, ForumMessages.notYourPost),
  anonymisePost: rule(canAnonymise, ForumMessages.notYourPost),
  deleteReply: rule(canDeleteReply, ForumMessages.notYourReply),
  editReply: rule(canEdit, ForumMessages.notYourReplyEdit),
  anonymiseReply: rule(canAnonymise, ForumMessages.notYourReplyEdit),
};
