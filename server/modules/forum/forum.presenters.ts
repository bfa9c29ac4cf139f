// Presenters: a stored row turned into the answer the web gets, with the `can` abilities the
// module's policy computes (decision 0069). Nothing here reads the database.
import { NOTHING_ALLOWED } from '../../../contracts/can.js';
import {
  ForumLimits,
  type ForumAuthor,
  type ForumReply,
  type PostSummary,
  type PostType,
} from '../../../contracts/forum.js';
import type { WrittenLanguage } from '../../../contracts/translation.js';
import type { Viewer } from '../../platform/access.js';
import type { FoundItem } from '../../platform/search.js';
import { authorNameForModerators, presentAuthor, type AuthorCard } from '../profiles/index.js';
import type { DeletedContent } from '../reports/index.js';
import { forumCan } from './forum.policy.js';

export interface AuthorRow {
  userId: string;
  isAnonymous: boolean;
}

export interface PostRow extends AuthorRow {
  id: string;
  title: string;
  postType: string;
  tags: string[];
  isSample: boolean;
  heartCount: number;
  replyCount: number;
  createdAt: Date;
  editedAt: Date | null;
  language: string;
  hearted: boolean;
  /** Why it waits for approval (issue 41), or null once published. */
  heldFor?: string | null;
}

export interface ReplyRow extends AuthorRow {
  id: string;
  parentId: string | null;
  content: string;
  isSample: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  editedAt: Date | null;
  language: string;
  heldFor: string | null;
}

/**
 * The author as the reader may see them: nobody but the author learns who wrote an anonymous
 * post or reply (no id, name, username, avatar or role in any answer).
 */
function authorFor(row: AuthorRow, viewer: Viewer | null, cards: ReadonlyMap<string, AuthorCard>): ForumAuthor {
  const card = cards.get(row.userId);
  return presentAuthor(
    viewer,
    row,
    card && { id: card.id, name: card.name, username: card.username, avatarUrl: card.avatarUrl, role: card.role },
  );
}

export function presentPost(r: PostRow, viewer: Viewer | null, cards: ReadonlyMap<string, AuthorCard>) {
  const viewerId = viewer?.id ?? null;
  return {
    id: r.id,
    title: r.title,
    postType: r.postType as PostType,
    tags: r.tags,
    isAnonymous: r.isAnonymous,
    author: authorFor(r, viewer, cards),
    isMine: viewerId !== null && r.userId === viewerId,
    isSample: r.isSample,
    heartCount: r.heartCount,
    replyCount: r.replyCount,
    heartedByMe: Boolean(r.hearted),
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    language: r.language as WrittenLanguage,
    can: forumCan(viewer, r),
    waitingForApproval: Boolean(r.heldFor) && r.heldFor !== 'flags',
    hiddenForReview: r.heldFor === 'flags',
  };
}

/** A post on the forum's list: its content cut to a card's length, and said to be cut. */
export function presentSummary(
  r: PostRow & { content: string },
  viewer: Viewer | null,
  cards: ReadonlyMap<string, AuthorCard>,
): PostSummary {
  const truncated = r.content.length > ForumLimits.cardContentMax;
  return {
    ...presentPost(r, viewer, cards),
    content: truncated ? r.content.slice(0, ForumLimits.cardContentMax) : r.content,
    contentTruncated: truncated,
  };
}

/** A reply in its thread; a deleted one keeps its place, without text, author or abilities. */
function presentReply(
  r: ReplyRow,
  postAuthorId: string,
  viewer: Viewer | null,
  cards: ReadonlyMap<string, AuthorCard>,
): ForumReply {
  const viewerId = viewer?.id ?? null;
  const deleted = r.deletedAt !== null;
  return {
    id: r.id,
    parentId: r.parentId,
    content: deleted ? '' : r.content,
    deleted,
    isAnonymous: r.isAnonymous,
    author: deleted ? null : authorFor(r, viewer, cards),
    byPostAuthor: !deleted && r.userId === postAuthorId,
    isMine: !deleted && viewerId !== null && r.userId === viewerId,
    isSample: r.isSample,
    createdAt: r.createdAt.toISOString(),
    editedAt: deleted ? null : (r.editedAt?.toISOString() ?? null),
    language: r.language as WrittenLanguage,
    waitingForApproval: r.heldFor !== null,
    can: deleted ? NOTHING_ALLOWED : forumCan(viewer, r),
    replies: [],
  };
}

/** A thread's replies, oldest first: the top-level ones, each with its answers (one nested level). */
export function presentReplies(
  rows: readonly ReplyRow[],
  postAuthorId: string,
  viewer: Viewer | null,
  cards: ReadonlyMap<string, AuthorCard>,
): ForumReply[] {
  const topLevel: ForumReply[] = [];
  const byId = new Map<string, ForumReply>();
  for (const r of rows) {
    const reply = presentReply(r, postAuthorId, viewer, cards);
    if (r.parentId === null) {
      topLevel.push(reply);
      byId.set(reply.id, reply);
    } else {
      const { replies: _none, ...answer } = reply;
      byId.get(r.parentId)?.replies.push(answer as ForumReply);
    }
  }
  return topLevel;
}

export const presentSearchResult = (r: { id: string; title: string; summary: string }): FoundItem => ({
  title: r.title,
  summary: r.summary,
  url: `/forum/${r.id}`,
});

/** What the moderators keep of deleted reported content: enough to judge it (the queue shows 300 characters). */
const keptExcerpt = (text: string) => (text.length > 1000 ? `${text.slice(0, 1000)}...` : text);

/** The moderators' record of a deleted post or reply. */
export function keptRecord(
  thing: AuthorRow & { type: 'forum_post' | 'forum_reply'; id: string; title: string; content: string },
  by: 'author' | 'moderator',
  actorId: string,
  authorName: string | undefined,
): DeletedContent {
  return {
    targetType: thing.type,
    targetId: thing.id,
    by,
    actorId,
    content: {
      title: thing.title,
      excerpt: keptExcerpt(thing.content),
      authorId: thing.userId,
      authorName: authorNameForModerators(thing, authorName),
      isAnonymous: thing.isAnonymous,
    },
  };
}
