// The stories' context: the service's dependencies and what is made once from them (decision 0069).
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import type { MemberLimits } from '../../platform/member-limits.js';
import { showsAuthor, type AuthorReads } from '../profiles/index.js';
import type { ReportsService } from '../reports/index.js';
import type { TrustService } from '../trust/index.js';
import type { StoryRow } from './stories.presenters.js';

export interface StoriesDeps {
  db: Database;
  memberLimits: MemberLimits;
  authors: AuthorReads;
  /** Keeps the record of a reported story its author deletes (issue 44). */
  reports?: Pick<ReportsService, 'recordDeletion'>;
  /** Whether a new story waits for approval (issue 41, decision 0082); none: every story is published. */
  trust?: Pick<TrustService, 'holdFor'>;
}

/** The neighbours, and the cards of the authors a reader may see. */
export function storiesContext(deps: StoriesDeps) {
  return {
    ...deps,
    /** The cards of the authors this reader may see, in one read for a whole page. */
    cardsFor: (rows: readonly StoryRow[], viewer: Viewer | null) =>
      deps.authors.byIds(rows.filter((r) => showsAuthor(viewer, r)).map((r) => r.userId)),
  };
}

export type StoriesContext = ReturnType<typeof storiesContext>;
