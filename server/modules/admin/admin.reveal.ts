import type { Message } from '../../../contracts/messages.js';
import { eq } from 'drizzle-orm';
import { QueueMessages, type ReportTargetType } from '../../../contracts/reports.js';
import type { RevealedAuthor } from '../../../contracts/forum.js';
import { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { AdminMessages, RevealLimits } from '../../../contracts/admin.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ProfilesService } from '../profiles/index.js';
import type { ReportsService } from '../reports/index.js';
import { adminRules } from './admin.policy.js';
import { authorize } from '../../platform/authorize.js';

const revealsPerHour = defineMemberLimit({
  name: 'author-reveal',
  max: RevealLimits.perHour,
  windowSeconds: HOUR_SECONDS,
  message: AdminMessages.revealRateLimited,
});

/**
 * The one way to learn who wrote anonymous content (a post, a reply or a story): an administrator
 * asks for one piece of content, with a reason, while a report or a possible-crisis flag about it
 * is open in the moderation queue, a few times an hour at most. The look is audited under that
 * administrator with the content it concerns and the reason, and the other administrators are told.
 * Neither the audit row nor the notice names the author: every administrator reads them.
 */
export function createAuthorReveal(deps: {
  db: Database;
  reports: ReportsService;
  accounts: Pick<AccountsService, 'memberRelation' | 'activeAdminIds'>;
  profiles: Pick<ProfilesService, 'profileRelation'>;
  notifications: Pick<NotificationsService, 'notify'>;
  memberLimits: MemberLimits;
}) {
  const { db, reports } = deps;
  const user = deps.accounts.memberRelation('author');
  const profiles = deps.profiles.profileRelation('author_profile');

  /** Every other administrator hears of each look (a system notice that names neither author nor content). */
  async function tellOtherAdmins(actor: Viewer): Promise<void> {
    for (const id of await deps.accounts.activeAdminIds()) {
      if (id === actor.id) continue;
      await deps.notifications.notify({
        userId: id,
        type: 'system',
        template: 'authorRevealed',
        params: { name: actor.name },
        actionUrl: '/admin?tab=security',
      });
    }
  }

  return {
    async reveal(
      actor: Viewer,
      type: ReportTargetType,
      id: string,
      reason: string,
      notFoundMessage: Message,
    ): Promise<RevealedAuthor> {
      authorize(actor, adminRules.revealAuthor);
      const content = await reports.target(type)?.describe(id);
      if (!content) throw notFound(notFoundMessage);
      if (!content.authorId) throw conflict(QueueMessages.noAuthor);
      const open = await reports.openCountsOf([{ targetType: type, targetId: id }]);
      if (!open.get(`${type}:${id}`)) throw conflict(AdminMessages.revealNeedsOpenReport);
      await deps.memberLimits.take(revealsPerHour, actor.id);
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
        details: { targetType: type, targetId: id, anonymous: content.isAnonymous, reason },
      });
      await tellOtherAdmins(actor);
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
