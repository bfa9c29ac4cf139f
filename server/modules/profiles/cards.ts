import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/profiles.js';
import type { AccountsService } from '../accounts/index.js';

/** How a member appears beside what they did: a name, a role and a picture (no private detail). */
export interface MemberCard {
  id: string;
  name: string;
  /** Null: not said yet (decision 0062). */
  role: Role | null;
  username: string | null;
  displayId: string | null;
  profileImageUrl: string | null;
}

/**
 * The reads of the profiles table that other domains need (decision 0036): member cards by id
 * lists in one query, and for a hot read that must stay one query, `profileRelation`, the published
 * columns of a profile to join on the member's id.
 */
export function createProfileCards(deps: { db: Database; accounts: Pick<AccountsService, 'memberRelation'> }) {
  const { db, accounts } = deps;

  /** Profiles' published columns as a relation to join on `userId`; `alias` names it in the query. */
  function profileRelation(alias = 'member_profiles') {
    return db
      .select({
        userId: profiles.userId,
        displayId: profiles.displayId,
        username: profiles.username,
        cancerType: profiles.cancerType,
        profileImageUrl: profiles.profileImageUrl,
        bio: profiles.bio,
        location: profiles.location,
        ageGroup: profiles.ageGroup,
      })
      .from(profiles)
      .as(alias);
  }

  /** Member cards by id, one query (a missing member is absent from the map). */
  async function cardsByIds(ids: readonly (string | null | undefined)[]): Promise<Map<string, MemberCard>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const m = accounts.memberRelation('card_members');
    const rows = await db
      .select({
        id: m.id,
        name: m.name,
        role: m.role,
        username: profiles.username,
        displayId: profiles.displayId,
        profileImageUrl: profiles.profileImageUrl,
      })
      .from(m)
      .leftJoin(profiles, eq(profiles.userId, m.id))
      .where(inArray(m.id, wanted));
    return new Map(rows.map((r) => [r.id, { ...r, role: r.role as Role | null }]));
  }

  /** Ids of members whose display id contains `pattern` (an ILIKE pattern), for a search to combine with its own matches. */
  const idsMatchingDisplayId = (pattern: string) =>
    sql`select ${profiles.userId} from ${profiles} where ${profiles.displayId} ilike ${pattern}`;

  return { profileRelation, cardsByIds, idsMatchingDisplayId };
}
