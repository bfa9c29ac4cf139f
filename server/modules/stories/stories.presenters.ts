// Presenters: a stored row turned into the answer the web gets, with the `can` abilities the
// module's policy computes (decision 0069). Nothing here reads the database.
import type { StoryAgeGroup, StoryCancerType, StoryTone } from '../../../contracts/stories.js';
import type { WrittenLanguage } from '../../../contracts/translation.js';
import type { Viewer } from '../../platform/access.js';
import type { FoundItem } from '../../platform/search.js';
import { presentAuthor, type AuthorCard } from '../profiles/index.js';
import { storyCan } from './stories.policy.js';

/** A story as the queries select it (stories.queries.ts), with whether this reader hearted it. */
export interface StoryRow {
  id: string;
  userId: string;
  title: string;
  excerpt: string;
  cancerType: unknown;
  tone: unknown;
  ageGroup: unknown;
  isAnonymous: boolean;
  isSample: boolean;
  heartCount: number;
  createdAt: Date;
  editedAt: Date | null;
  language: string;
  heldFor: string | null;
  cursorAt: unknown;
  hearted: unknown;
}

/** The story as the reader may see it: an anonymous story names nobody, except to its author. */
export function present(row: StoryRow, viewer: Viewer | null, cards: ReadonlyMap<string, AuthorCard>) {
  const viewerId = viewer?.id ?? null;
  const card = cards.get(row.userId);
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    cancerType: row.cancerType as StoryCancerType,
    tone: row.tone as StoryTone,
    ageGroup: (row.ageGroup as StoryAgeGroup | null) ?? null,
    isAnonymous: row.isAnonymous,
    author: presentAuthor(
      viewer,
      row,
      card && { id: card.id, name: card.name, username: card.username, avatarUrl: card.avatarUrl },
    ),
    isMine: viewerId !== null && row.userId === viewerId,
    isSample: row.isSample,
    waitingForApproval: row.heldFor !== null,
    heartCount: row.heartCount,
    heartedByMe: Boolean(row.hearted),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    language: row.language as WrittenLanguage,
    can: storyCan(viewer, row),
  };
}

/** A story found by the site's search. */
export const presentSearchResult = (r: { id: string; title: string; excerpt: string }): FoundItem => ({
  title: r.title,
  summary: r.excerpt,
  url: `/stories/${r.id}`,
});
