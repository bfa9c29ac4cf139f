// The support groups' context: the service's dependencies and what is made once from them (decision 0069).
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import type { MemberLimits } from '../../platform/member-limits.js';
import type { AuthorCard, AuthorReads } from '../profiles/index.js';

export interface SupportGroupsDeps {
  db: Database;
  memberLimits: MemberLimits;
  /** Authors' public faces (profiles), for hosts, members and messages. */
  authors?: Pick<AuthorReads, 'byIds'>;
  /** The members among `others` with a block either way with the viewer (connections). */
  blockedAmong?: (viewerId: string, others: readonly string[]) => Promise<Set<string>>;
}

/** The neighbours, each answering with nothing when the service was built without it. */
export function supportGroupsContext(deps: SupportGroupsDeps) {
  return {
    ...deps,
    cardsOf: async (ids: Iterable<string | null | undefined>) =>
      deps.authors ? deps.authors.byIds(ids) : new Map<string, AuthorCard>(),
    blocked: async (viewer: Viewer, ids: readonly string[]) =>
      deps.blockedAmong ? deps.blockedAmong(viewer.id, ids) : new Set<string>(),
  };
}

export type SupportGroupsContext = ReturnType<typeof supportGroupsContext>;
