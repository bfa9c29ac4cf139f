import { eq } from 'drizzle-orm';
import { QueueMessages, type ReportTargetType } from '../../../contracts/reports.js';
import type { RevealedAuthor } from '../../../contracts/forum.js';
import { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { AdminMessages } from '../../../contracts/admin.js';
import type { AccountsService } from '../accounts/index.js';
import type { ProfilesService } from '../profiles/index.js';
import type { ReportsService } from '../reports/index.js';
import { canRevealAuthor } from './admin.policy.js';

/**
 * The one way to learn who wrote anonymous content (a post, a reply or a story): an administrator
 * asks for one piece of content, and the look is audited under that administrator with the content
 * it concerns. The audit row never names the author: every administrator reads the log.
 */
export function createAuthorReveal(deps: {
  db: Database;
  reports: ReportsService;
  accounts: Pick<AccountsService, 'memberRelation'>;
  profiles: Pick<ProfilesService, 'profileRelation'>;
}) {
  const { db, reports } = deps;
  const user = deps.accounts.memberRelation('author');
  const profiles = deps.profiles.profileRelation('author_profile');
  return {
    async reveal(actor: Viewer, type: ReportTargetType, id: string, notFoundMessage: string): Promise<RevealedAuthor> {
      if (!canRevealAuthor(actor)) throw forbidden(AdminMessages.adminRequired);
      const content = await reports.target(type)?.describe(id);
      if (!content) throw notFound(notFoundMessage);
      if (!content.authorId) throw conflict(QueueMessages.noAuthor);
      const [author] = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          username: profiles.username,
          avatarUrl: profiles.profileImageUrl,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, content.authorId));
      if (!author) throw conflict(QueueMessages.noAuthor);
      await writeAudit(db, {
        action: 'reveal_anonymous_author',
        adminId: actor.id,
        targetUserId: null,
        details: { targetType: type, targetId: id, anonymous: content.isAnonymous },
      });
      const role = Role.safeParse(author.role);
      return {
        author: {
          id: author.id,
          name: author.name,
          email: author.email,
          username: author.username,
          avatarUrl: author.avatarUrl,
          role: role.success ? role.data : 'patient',
        },
      };
    },
  };
}

export type AuthorReveal = ReturnType<typeof createAuthorReveal>;
