import { asc, eq, isNotNull, and } from 'drizzle-orm';
import type { HeldItem, HoldReason } from '../../../contracts/trust.js';
import type { Database } from '../../db/client.js';
import { stories } from '../../db/schema/stories.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import type { AuthorReads } from '../profiles/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { HeldSource } from '../trust/index.js';

const shortTitle = (title: string) => (title.length > 60 ? `${title.slice(0, 57)}...` : title);

/**
 * Stories that wait for approval (issue 41, decision 0082), as the administrators' "Waiting for
 * approval" list reads and acts on them: approving publishes the story and tells its author;
 * refusing removes it and tells its author why.
 */
export function storyHeldSource(deps: {
  db: Database;
  authors: AuthorReads;
  notifications: Pick<NotificationsService, 'notify'>;
}): HeldSource {
  const { db } = deps;
  const waiting = (id: string) => and(eq(stories.id, id), isNotNull(stories.heldFor));
  return {
    type: 'story',
    async list(): Promise<HeldItem[]> {
      const rows = await db
        .select({
          id: stories.id,
          userId: stories.userId,
          isAnonymous: stories.isAnonymous,
          title: stories.title,
          content: stories.content,
          heldFor: stories.heldFor,
          createdAt: stories.createdAt,
        })
        .from(stories)
        .where(isNotNull(stories.heldFor))
        .orderBy(asc(stories.createdAt))
        .limit(200);
      const cards = await deps.authors.byIds(rows.map((r) => r.userId));
      return rows.map((r) => ({
        type: 'story' as const,
        id: r.id,
        title: r.title,
        content: r.content,
        // Anonymous content is never named here, as in the reports queue (platform/audit.ts auditedAuthor).
        authorName: r.isAnonymous ? 'Anonymous' : (cards.get(r.userId)?.name ?? ''),
        reason: r.heldFor as HoldReason,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    async approve(id, actorId) {
      const [story] = await db
        .update(stories)
        .set({ heldFor: null })
        .where(waiting(id))
        .returning({ userId: stories.userId, isAnonymous: stories.isAnonymous, title: stories.title });
      if (!story) return false;
      await writeAudit(db, {
        action: 'held_post_approved',
        adminId: actorId,
        targetUserId: auditedAuthor({ authorId: story.userId, isAnonymous: story.isAnonymous }),
        details: { storyId: id },
      });
      await deps.notifications.notify({
        userId: story.userId,
        type: 'system',
        template: 'storyApproved',
        params: { title: shortTitle(story.title) },
        actionUrl: `/stories/${id}`,
      });
      return true;
    },
    async reject(id, actorId, reason) {
      const [story] = await db
        .delete(stories)
        .where(waiting(id))
        .returning({ userId: stories.userId, isAnonymous: stories.isAnonymous, title: stories.title });
      if (!story) return false;
      await writeAudit(db, {
        action: 'held_post_rejected',
        adminId: actorId,
        targetUserId: auditedAuthor({ authorId: story.userId, isAnonymous: story.isAnonymous }),
        details: { storyId: id, reason },
      });
      await deps.notifications.notify({
        userId: story.userId,
        type: 'system',
        template: 'storyRejected',
        params: { title: shortTitle(story.title), reason },
        actionUrl: '/docs/rules',
      });
      return true;
    },
  };
}
