import type { PostPage, PostThread } from '../../../contracts/forum.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import { createCachedRead } from '../../platform/cached-read.js';
import type { EventBus } from '../../platform/events.js';
import type { MemberLimits } from '../../platform/member-limits.js';
import { showsAuthor, type AuthorReads } from '../profiles/index.js';
import type { ReportsService } from '../reports/index.js';
import type { TrustService } from '../trust/index.js';
import type { ForumNotices } from './forum.notices.js';
import type { AuthorRow } from './forum.presenters.js';

export interface ForumDeps {
  db: Database;
  memberLimits: MemberLimits;
  authors: AuthorReads;
  bus?: EventBus;
  /** Who hears of a reply or a mention (forum.notices.ts); none in a service built without it. */
  notices?: Pick<ForumNotices, 'replied' | 'posted' | 'forgetPost' | 'forgetReply' | 'retitled' | 'anonymised'>;
  /** Keeps the record of reported content its author deletes (issue 44). */
  reports?: Pick<ReportsService, 'recordDeletion' | 'reportedAmong'>;
  /** Whether a New member's post waits for approval (issue 41); none: every post is published. */
  trust?: Pick<TrustService, 'holdFor'>;
}

/** What every query and command reads: the neighbours, and the cards of the authors a reader may see. */
function readsContext(deps: ForumDeps) {
  return {
    ...deps,
    /** The cards of the authors this reader may see, in one read for a whole page or thread. */
    cardsFor: (rows: readonly AuthorRow[], viewer: Viewer | null) =>
      deps.authors.byIds(rows.filter((r) => showsAuthor(viewer, r)).map((r) => r.userId)),
  };
}

export type ForumReadsContext = ReturnType<typeof readsContext>;

/**
 * How the visitors' cache fills a miss: a page or a thread as a visitor reads it. The service hands
 * in the query (forum.queries.ts `loadForVisitor`), so that this file, which the queries read their
 * context's type from, imports no query (no import cycle: decision 0068).
 */
export type VisitorLoad = (ctx: ForumReadsContext, key: string) => Promise<PostPage | PostThread>;

/** The forum as visitors see it (no hearts or authorship of their own), dropped by any change. */
function visitorCache(ctx: ForumReadsContext, loadForVisitor: VisitorLoad) {
  return createCachedRead<string, PostPage | PostThread>({
    ttlMs: 60_000,
    max: 1_000,
    bus: ctx.bus,
    load: (key) => loadForVisitor(ctx, key),
    invalidatedBy: [{ channel: 'fn_content_changed', drops: (change) => (change.domain === 'forum' ? 'all' : null) }],
    // A heart changes one number: the kept pages and threads show it, and nothing is flushed.
    updatedBy: [
      {
        channel: 'fn_forum_hearts',
        update:
          ({ postId, heartCount }) =>
          (value) => {
            const posts = 'items' in value ? value.items : [value.post];
            for (const post of posts) if (post.id === postId) post.heartCount = heartCount;
          },
      },
    ],
  });
}

/**
 * What the queries and commands share, made once per service so that each can be a plain function
 * of it: the reads' context, the visitors' cache, and the two ways a change reaches that cache.
 */
export function forumContext(deps: ForumDeps, loadForVisitor: VisitorLoad) {
  const reads = readsContext(deps);
  const visitorReads = visitorCache(reads, loadForVisitor);
  return {
    ...reads,
    visitorReads,
    heartsMoved: (postId: string, heartCount: number) =>
      visitorReads.changed('fn_forum_hearts', { postId, heartCount }),
    /** Drops the cached forum in every process (after any change, and a moderator's removal). */
    changed: () => visitorReads.changed('fn_content_changed', { domain: 'forum' }),
  };
}

export type ForumContext = ReturnType<typeof forumContext>;
