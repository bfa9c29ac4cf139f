import { z } from 'zod';
import { WrittenLanguage } from './translation.js';
import { withSafetyNotice } from './crisis.js';
import { ContentCan } from './can.js';
import { Role } from './enums.js';
import { WatchLevel } from './notifications.js';
import { freeText } from './text.js';
import { defineMessages, issueText } from './messages.js';

/** The Community Forum (community-admin §2 Forum screen, §3 forum_posts, comments, §5, §8). */
export const PostTypes = ['question', 'experience', 'support', 'celebration'] as const;
export const PostType = z.enum(PostTypes);
export type PostType = z.infer<typeof PostType>;

/** The role filter's choices besides 'All Roles': the post author's role. */
export const ForumRoleFilters = ['patient', 'survivor', 'caregiver'] as const;
export const ForumRoleFilter = z.enum(ForumRoleFilters);
export type ForumRoleFilter = z.infer<typeof ForumRoleFilter>;

export const ForumLimits = {
  titleMax: 200,
  contentMax: 10_000,
  replyMax: 5_000,
  tagsMax: 8,
  tagMax: 30,
  /** A post card shows this much of the content; the post's page shows all of it. */
  cardContentMax: 600,
  pageDefault: 20,
  pageMax: 50,
  /** The replies a thread answers with, oldest first; a longer thread says so. */
  threadMax: 500,
  searchMax: 200,
  postsPerHour: 10,
  repliesPerHour: 60,
} as const;

export const ForumMessages = defineMessages('forum', {
  /** The specification's words when the title or the content is missing. */
  missingInformation: 'Please provide both a title and content for your post.',
  titleTooLong: `The title must be at most ${ForumLimits.titleMax} characters.`,
  contentTooLong: `The post must be at most ${ForumLimits.contentMax} characters.`,
  tooManyTags: `Use at most ${ForumLimits.tagsMax} tags.`,
  tagTooLong: `Each tag must be at most ${ForumLimits.tagMax} characters.`,
  replyEmpty: 'Please write a reply before sending it.',
  replyTooLong: `A reply must be at most ${ForumLimits.replyMax} characters.`,
  postNotFound: 'This post no longer exists.',
  replyNotFound: 'This reply no longer exists.',
  parentNotFound: 'The reply you are answering no longer exists.',
  /** The specification's denial when a non-admin deletes a post. */
  adminRequired: 'Admin access required',
  notYourReply: 'You can only delete your own replies.',
  /** A member who is not the author changes, deletes or hides the name of a post (issue 44). */
  notYourPost: 'You can only change your own posts.',
  notYourReplyEdit: 'You can only change your own replies.',
  alreadyAnonymous: 'This is already anonymous.',
  signInToComment: 'Please sign in to comment.',
  searchTooLong: `A search is at most ${ForumLimits.searchMax} characters.`,
  badCursor: 'The page cursor is not valid. Start again from the first page.',
  postsLimited: 'You have shared many posts in the last hour. Please try again in {{minutes}} minutes.',
  repliesLimited: 'You have sent many replies in the last hour. Please try again in {{minutes}} minutes.',
  /** Shown in place of a deleted reply that still has answers under it. */
  replyDeleted: 'This reply was deleted.',
  watchLevel: 'Choose watching, normal or muted for this thread.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * Tags as the specification says: comma-separated (or a list), each trimmed and lower-cased,
 * empties dropped; duplicates dropped too.
 */
export function normaliseTags(input: string | readonly string[] | undefined | null): string[] {
  if (!input) return [];
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const out: string[] = [];
  for (const part of parts) {
    const tag = part.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

const Tags = z
  .union([freeText({ label: 'Tags' }), z.array(freeText({ label: 'Tags' }))])
  .optional()
  .transform((v) => normaliseTags(v))
  .pipe(
    z
      .array(z.string().max(ForumLimits.tagMax, issueText(ForumMessages.tagTooLong)))
      .max(ForumLimits.tagsMax, issueText(ForumMessages.tooManyTags)),
  );

/** POST /api/forum/posts. */
export const CreatePostBody = z.object({
  title: z.preprocess(
    trimmed,
    freeText({ label: 'Title', error: ForumMessages.missingInformation })
      .min(1, issueText(ForumMessages.missingInformation))
      .max(ForumLimits.titleMax, issueText(ForumMessages.titleTooLong)),
  ),
  content: z.preprocess(
    trimmed,
    freeText({ label: 'Content', multiline: true, error: ForumMessages.missingInformation })
      .min(1, issueText(ForumMessages.missingInformation))
      .max(ForumLimits.contentMax, issueText(ForumMessages.contentTooLong)),
  ),
  postType: PostType.default('question'),
  tags: Tags,
  isAnonymous: z.boolean().default(false),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;

/** PATCH /api/forum/posts/:id: the author's new title, content, type and tags (anonymity has its own action). */
export const UpdatePostBody = CreatePostBody.omit({ isAnonymous: true }).extend({
  /** The author's correction of the language it is written in; left out, it is read from the words. */
  language: WrittenLanguage.optional(),
});
export type UpdatePostBody = z.input<typeof UpdatePostBody>;

/** POST /api/forum/posts/:id/replies: a top-level reply, or an answer to one (one nested level). */
export const CreateReplyBody = z.object({
  content: z.preprocess(
    trimmed,
    freeText({ label: 'Reply', multiline: true, error: ForumMessages.replyEmpty })
      .min(1, issueText(ForumMessages.replyEmpty))
      .max(ForumLimits.replyMax, issueText(ForumMessages.replyTooLong)),
  ),
  parentId: z.guid(issueText(ForumMessages.parentNotFound)).nullish(),
});
export type CreateReplyBody = z.input<typeof CreateReplyBody>;

/** PATCH /api/forum/replies/:id: the author's new text. */
export const UpdateReplyBody = CreateReplyBody.pick({ content: true });
export type UpdateReplyBody = z.input<typeof UpdateReplyBody>;

/** GET /api/forum/posts. */
export const ListPostsQuery = z.object({
  q: z
    .preprocess(
      trimmed,
      freeText({ label: 'Search' }).max(ForumLimits.searchMax, issueText(ForumMessages.searchTooLong)),
    )
    .optional(),
  role: ForumRoleFilter.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ForumLimits.pageMax).default(ForumLimits.pageDefault),
});
export type ListPostsQuery = z.input<typeof ListPostsQuery>;

// Any UUID (z.guid): ids made elsewhere (an import, a benchmark's generator) need not be version 4.
export const PostIdParams = z.object({ id: z.guid(issueText(ForumMessages.postNotFound)) });
export const ReplyIdParams = z.object({ id: z.guid(issueText(ForumMessages.replyNotFound)) });

/** Who wrote a post or a reply; null when it is anonymous to the reader. */
export const ForumAuthor = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** Null: not said yet (decision 0062). */
    role: Role.nullable(),
  })
  .nullable();
export type ForumAuthor = z.infer<typeof ForumAuthor>;

const PostFields = {
  id: z.string(),
  title: z.string(),
  postType: PostType,
  tags: z.array(z.string()),
  isAnonymous: z.boolean(),
  /** Null when anonymous, except to the author themselves. */
  author: ForumAuthor,
  /** The reader wrote it (the only way an anonymous post's author recognises it). */
  isMine: z.boolean(),
  isSample: z.boolean(),
  heartCount: z.number().int(),
  replyCount: z.number().int(),
  heartedByMe: z.boolean(),
  createdAt: z.string(),
  /** When the author last changed it; null when never (readers see 'edited'). */
  editedAt: z.string().nullable(),
  /** The language it was written in (a reader of the other gets 'Translate to …'). */
  language: WrittenLanguage,
  /** What the viewer may do with it (the server's rule). */
  can: ContentCan,
  /** It waits for an administrator's approval (issue 41): only its author (and administrators) see it. */
  waitingForApproval: z.boolean(),
  /** Hidden by members' reports until a moderator reviews it (issue 41): only its author and administrators see it. */
  hiddenForReview: z.boolean(),
};

/** A post card: the content up to cardContentMax characters. */
export const PostSummary = z.object({ ...PostFields, content: z.string(), contentTruncated: z.boolean() });
export type PostSummary = z.infer<typeof PostSummary>;

export const PostPage = z.object({ items: z.array(PostSummary), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof PostPage>;

const ReplyFields = {
  id: z.string(),
  parentId: z.string().nullable(),
  /** Empty when deleted (kept only while answers to it remain). */
  content: z.string(),
  deleted: z.boolean(),
  isAnonymous: z.boolean(),
  author: ForumAuthor,
  /** The post's author wrote it (shown as 'Author', also when the post is anonymous). */
  byPostAuthor: z.boolean(),
  isMine: z.boolean(),
  isSample: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  language: WrittenLanguage,
  /** Waiting for an administrator's approval (issue 41, decision 0082): only its author and administrators see it. */
  waitingForApproval: z.boolean(),
  can: ContentCan,
};
export const ForumReply = z.object({ ...ReplyFields, replies: z.array(z.object(ReplyFields)) });
export type ForumReply = z.infer<typeof ForumReply>;

/** GET /api/forum/posts/:id: the whole post and its thread, oldest reply first. */
export const PostThread = z.object({
  post: z.object({
    ...PostFields,
    content: z.string(),
    /** How the signed-in viewer follows the thread (absent for visitors). */
    watchLevel: WatchLevel.optional(),
  }),
  replies: z.array(ForumReply),
  /** More replies exist than threadMax. */
  repliesTruncated: z.boolean(),
});
export type PostThread = z.infer<typeof PostThread>;
/** POST /api/forum/posts: the new thread, and the author's own safety notice when the post signals a risk. */
export const CreatedPost = withSafetyNotice(PostThread);
export type CreatedPost = z.infer<typeof CreatedPost>;
/** POST /api/forum/posts/:id/replies: the new reply, and the author's own safety notice when it signals a risk. */
export const CreatedReply = withSafetyNotice(ForumReply);
export type CreatedReply = z.infer<typeof CreatedReply>;
/** PATCH /api/forum/posts/:id: the thread as it now reads, and the author's own notice when the new text signals a risk. */
export const UpdatedPost = withSafetyNotice(PostThread);
export type UpdatedPost = z.infer<typeof UpdatedPost>;
/** PATCH /api/forum/replies/:id: the reply as it now reads, with the author's own notice when due. */
export const UpdatedReply = withSafetyNotice(ForumReply);
export type UpdatedReply = z.infer<typeof UpdatedReply>;

export const HeartState = z.object({ hearted: z.boolean(), heartCount: z.number().int() });
export type HeartState = z.infer<typeof HeartState>;

/** POST /api/admin/forum/posts/:id/author: an anonymous post's author, for moderation (audited). */
export const RevealedAuthor = z.object({ author: ForumAuthor.unwrap().extend({ email: z.string() }) });
export type RevealedAuthor = z.infer<typeof RevealedAuthor>;

/** PUT /api/forum/posts/:id/watch: how the member follows a thread ('normal': replies to them and mentions only). */
export const WatchBody = z.object({
  level: z.enum(WatchLevel.options, issueText(ForumMessages.watchLevel)),
});
export type WatchBody = z.infer<typeof WatchBody>;
export const WatchState = z.object({ level: WatchLevel });
export type WatchState = z.infer<typeof WatchState>;
