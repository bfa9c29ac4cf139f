import { forumActivitySource } from './forum.activity.js';
import { forumHeldSource } from './forum.held.js';
import { forumReplyHeldSource } from './forum.held-replies.js';
import { forumFlags } from './forum.flags.js';
import { defineModule } from '../../platform/module.js';
import { createForumService, type ForumService } from './forum.service.js';
import { forumRoutes } from './forum.routes.js';
import { samplePosts } from '../../demo/forum.js';
import { forumModerationTargets } from './forum.moderation.js';
import { forumDigestSource } from './forum.digest.js';
import { forumDataRights } from './forum.data-rights.js';
import { createForumNotices } from './forum.notices.js';

export type { ForumService, SamplePost } from './forum.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    forum: ForumService;
  }
}

/** The Community Forum: posts with tags, hearts, threaded replies, anonymity and reports. */
export const forumModule = defineModule({
  name: 'forum',
  // Profiles first, so that the demo members exist when the sample forum is written.
  uses: ['reports', 'profiles', 'accounts', 'connections', 'notifications', 'trust'],
  async register({ app, platform, use }) {
    platform.dataRights.register(forumDataRights(platform.db));
    // What members wrote and were thanked for earns their trust level (issue 41).
    use('trust').registerActivity(forumActivitySource(platform.db));
    use('notifications').email.registerDigestSource(forumDigestSource(platform.db));
    const authors = use('profiles').authors;
    const notices = createForumNotices({
      db: platform.db,
      jobs: platform.jobs,
      notifications: use('notifications'),
      connections: use('connections'),
      accounts: use('accounts'),
      authors,
      log: platform.log,
    });
    const forum = createForumService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      authors,
      bus: platform.bus,
      notices,
      reports: use('reports'),
      trust: use('trust'),
    });
    // Posts waiting for approval, for the administrators (issue 41).
    use('trust').registerHeld(
      forumHeldSource({
        db: platform.db,
        authors,
        notifications: use('notifications'),
        posted: (postId, text) => notices.posted(postId, text),
        changed: forum.changed,
      }),
    );
    use('trust').registerHeld(
      forumReplyHeldSource({
        db: platform.db,
        authors,
        notifications: use('notifications'),
        replied: (replyId, parentId) => notices.replied(replyId, parentId),
        changed: forum.changed,
      }),
    );
    platform.search.register(forum.searchSource);
    // Reports from trusted members hide a post until reviewed (issue 41).
    const flags = forumFlags({
      db: platform.db,
      reports: use('reports'),
      trust: use('trust'),
      notifications: use('notifications'),
      changed: forum.changed,
    });
    await app.register(forumRoutes, { forum, reports: use('reports'), onPostReported: flags.reported });
    for (const target of forumModerationTargets(platform.db, forum, authors))
      use('reports').registerTarget(target.type === 'forum_post' ? { ...target, restore: flags.restore } : target);
    return forum;
  },
  async seed(forum, { use }) {
    if ((await forum.countPosts()) > 0) return null;
    const authors = (await use('profiles').authors.demoMembers()).map((a) => a.id);
    if (authors.length === 0) return null;
    const n = await forum.seedSample(samplePosts, authors);
    return `${n} sample forum posts`;
  },
});
