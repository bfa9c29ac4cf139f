import { z } from 'zod';
import { ContentCan } from './can.js';
import { withSafetyNotice } from './crisis.js';
import { CancerTypes } from './enums.js';
import { freeText } from './text.js';
import { WrittenLanguage } from './translation.js';
import { defineMessages, issueText } from './messages.js';

/** Survivor Stories (community-admin §2 Survivor Stories screen, §3 story, story_reactions, §5, §9). */
export const StoryTones = ['hopeful', 'inspirational', 'raw', 'grief'] as const;
export const StoryTone = z.enum(StoryTones, { error: () => issueText(StoryMessages.missingInformation) });
export type StoryTone = z.infer<typeof StoryTone>;

/**
 * The cancer types of the story form and of the filter: the one list of contracts/enums.ts, with
 * the cancers most common in India (GLOBOCAN 2022's India fact sheet, decision 0062). The filter
 * offers every type, not the specification's first four (§9): a filter without oral or cervical
 * cancer leaves out the stories most readers in India look for.
 */
export const StoryCancerTypes = CancerTypes;
export const StoryFilterCancerTypes = CancerTypes;
export const StoryCancerType = z.enum(StoryCancerTypes, {
  error: () => issueText(StoryMessages.missingInformation),
});
export type StoryCancerType = z.infer<typeof StoryCancerType>;

/** The story's own age groups (§9), not the profile's. */
export const StoryAgeGroups = ['18-30', '30-40', '40-50', '50-60', '60+'] as const;
export const StoryAgeGroup = z.enum(StoryAgeGroups);
export type StoryAgeGroup = z.infer<typeof StoryAgeGroup>;

export const StoryLimits = {
  /** The excerpt: the first 150 characters of the story, then '...'. */
  excerptLength: 150,
  titleMax: 200,
  contentMax: 20_000,
  pageDefault: 12,
  pageMax: 48,
  searchMax: 200,
  perHour: 5,
} as const;

export const StoryMessages = defineMessages('story', {
  /** The specification's words for a missing title, content, cancer type or tone. */
  missingInformation: 'Please fill in all required fields.',
  titleTooLong: `The title must be at most ${StoryLimits.titleMax} characters.`,
  contentTooLong: `A story must be at most ${StoryLimits.contentMax} characters.`,
  notFound: 'This story no longer exists.',
  notYourStory: 'You can only delete your own stories.',
  /** Someone other than the author edits a story or hides its author's name (issue 44). */
  notYourStoryEdit: 'You can only change your own stories.',
  alreadyAnonymous: 'This story is already anonymous.',
  signInToShare: 'Please sign in to share your story.',
  signInToReact: 'Please sign in to react to stories.',
  searchTooLong: `A search is at most ${StoryLimits.searchMax} characters.`,
  rateLimited: 'You have shared several stories in the last hour. Please try again in {{minutes}} minutes.',
});

/** The excerpt rule: the first 150 characters (whole characters, never half an emoji) and '...' when the story is longer. */
export function storyExcerpt(content: string): string {
  const chars = Array.from(content.trim());
  if (chars.length <= StoryLimits.excerptLength) return chars.join('');
  return `${chars.slice(0, StoryLimits.excerptLength).join('')}...`;
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /api/stories. */
export const CreateStoryBody = z.object({
  title: z.preprocess(
    trimmed,
    freeText({ label: 'Title', error: StoryMessages.missingInformation })
      .min(1, issueText(StoryMessages.missingInformation))
      .max(StoryLimits.titleMax, issueText(StoryMessages.titleTooLong)),
  ),
  content: z.preprocess(
    trimmed,
    freeText({ label: 'Story', multiline: true, error: StoryMessages.missingInformation })
      .min(1, issueText(StoryMessages.missingInformation))
      .max(StoryLimits.contentMax, issueText(StoryMessages.contentTooLong)),
  ),
  cancerType: StoryCancerType,
  tone: StoryTone,
  ageGroup: z.preprocess(blankToUndefined, StoryAgeGroup.optional()),
  isAnonymous: z.boolean().default(false),
});
export type CreateStoryBody = z.input<typeof CreateStoryBody>;

/** PATCH /api/stories/:id: the author's new story (anonymity has its own action). */
export const UpdateStoryBody = CreateStoryBody.omit({ isAnonymous: true }).extend({
  /** The author's correction of the language it is written in; left out, it is read from the words. */
  language: WrittenLanguage.optional(),
});
export type UpdateStoryBody = z.input<typeof UpdateStoryBody>;

/** GET /api/stories. */
export const ListStoriesQuery = z.object({
  q: z
    .preprocess(
      trimmed,
      freeText({ label: 'Search' }).max(StoryLimits.searchMax, issueText(StoryMessages.searchTooLong)),
    )
    .optional(),
  tone: StoryTone.optional(),
  cancerType: StoryCancerType.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(StoryLimits.pageMax).default(StoryLimits.pageDefault),
});
export type ListStoriesQuery = z.input<typeof ListStoriesQuery>;

export const StoryIdParams = z.object({ id: z.uuid(issueText(StoryMessages.notFound)) });

/** The author: null when the story is anonymous, to everyone but the author. */
export const StoryAuthor = z
  .object({ id: z.string(), name: z.string(), username: z.string().nullable(), avatarUrl: z.string().nullable() })
  .nullable();
export type StoryAuthor = z.infer<typeof StoryAuthor>;

const StoryFields = {
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cancerType: StoryCancerType,
  tone: StoryTone,
  ageGroup: StoryAgeGroup.nullable(),
  isAnonymous: z.boolean(),
  author: StoryAuthor,
  isMine: z.boolean(),
  isSample: z.boolean(),
  /** Waiting for an administrator's approval (issue 41, decision 0082): only its author and administrators see it. */
  waitingForApproval: z.boolean(),
  heartCount: z.number().int(),
  heartedByMe: z.boolean(),
  createdAt: z.string(),
  /** When the author last changed it; null when never (readers see 'edited'). */
  editedAt: z.string().nullable(),
  /** The language it was written in (a reader of the other gets 'Translate to …'). */
  language: WrittenLanguage,
  /** What the viewer may do with it (the server's rule). */
  can: ContentCan,
};

export const StorySummary = z.object(StoryFields);
export type StorySummary = z.infer<typeof StorySummary>;
export const Story = z.object({ ...StoryFields, content: z.string() });
/** POST /api/stories: the new story, and the author's own safety notice when it signals a risk. */
export const CreatedStory = withSafetyNotice(Story);
export type CreatedStory = z.infer<typeof CreatedStory>;
/** PATCH /api/stories/:id: the story as it now reads, with the author's own notice when due. */
export const UpdatedStory = withSafetyNotice(Story);
export type UpdatedStory = z.infer<typeof UpdatedStory>;
export type Story = z.infer<typeof Story>;
export const StoryPage = z.object({ items: z.array(StorySummary), nextCursor: z.string().nullable() });
export type StoryPage = z.infer<typeof StoryPage>;
export const StoryHeart = z.object({ hearted: z.boolean(), heartCount: z.number().int() });
export type StoryHeart = z.infer<typeof StoryHeart>;
