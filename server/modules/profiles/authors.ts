import { asc, inArray, sql, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/profiles.js';
import type { Viewer } from '../../platform/access.js';
import type { AccountsService } from '../accounts/index.js';

/** What moderators read in place of the author of anonymous content (reports, the queue). */
export const ANONYMOUS_NAME = 'Anonymous';

/** The public face of a member who wrote something: what readers of posts, stories and events may see. */
export interface AuthorCard {
  id: string;
  name: string;
  /** The account's role; null while the member has not said (decision 0062), never shown as 'patient'. */
  role: Role | null;
  username: string | null;
  avatarUrl: string | null;
  displayId: string | null;
}

/** Something a member wrote, perhaps anonymously. */
export interface Authored {
  userId: string;
  isAnonymous: boolean;
}

/**
 * The one anonymity rule: a reader learns who wrote something unless it is anonymous, and the
 * author always recognises their own. Administrators are readers here too; the real author of
 * anonymous content is learnt only through the audited reveal (admin module).
 */
export function showsAuthor(viewer: Pick<Viewer, 'id'> | null, item: Authored): boolean {
  return !item.isAnonymous || (viewer !== null && item.userId === viewer.id);
}

/**
 * The author as this reader may see them: the card (in the shape the caller's contract wants), or
 * null for anonymous content (no id, name, username, avatar or role in any answer).
 */
export function presentAuthor<A>(viewer: Pick<Viewer, 'id'> | null, item: Authored, card: A | undefined): A | null {
  return showsAuthor(viewer, item) && card !== undefined ? card : null;
}

/** The author's name as moderators read it in a report: 'Anonymous' for anonymous content. */
export function authorNameForModerators(
  item: { isAnonymous: boolean },
  name: string | null | undefined,
): string | null {
  return item.isAnonymous ? ANONYMOUS_NAME : (name ?? null);
}

/**
 * The author reads other domains need, in one query per list (never one per row). The profile
 * owns these columns; the name and role come from the account row in the same query.
 */
export function createAuthorReads(db: Database, accounts: Pick<AccountsService, 'memberRelation' | 'idsWithRole'>) {
  const user = accounts.memberRelation('author_members');
  return {
    /** Author cards by id, in one query; ids without an account are absent from the map. */
    async byIds(ids: Iterable<string | null | undefined>): Promise<Map<string, AuthorCard>> {
      const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          role: user.role,
          username: profiles.username,
          avatarUrl: profiles.profileImageUrl,
          displayId: profiles.displayId,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(inArray(user.id, wanted));
      return new Map(rows.map((r) => [r.id, { ...r, role: r.role as Role | null }]));
    },

    /**
     * A condition on another domain's author column: its author holds this role (a role not said
     * yet matches none). One subquery inside the caller's own query, so a filtered page stays one read.
     */
    hasRole(authorColumn: SQLWrapper, role: Role): SQL {
      return sql`${authorColumn} in (${accounts.idsWithRole(role)})`;
    },

    /** The demo members (the profiles' seed), oldest first: the authors of every domain's sample content. */
    async demoMembers(): Promise<{ id: string; role: Role }[]> {
      const rows = await db
        .select({ id: user.id, role: user.role })
        .from(user)
        .where(sql`${user.email} like '%@demo.fortitude.invalid'`)
        .orderBy(asc(user.createdAt));
      return rows.map((r) => ({ id: r.id, role: (r.role ?? 'patient') as Role }));
    },
  };
}

export type AuthorReads = ReturnType<typeof createAuthorReads>;
