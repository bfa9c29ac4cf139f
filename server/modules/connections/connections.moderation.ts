import type { ModerationTarget } from '../reports/index.js';
import type { ConnectionsService } from './connections.service.js';

/** A reported profile as moderators see it (a profile is not removed: its owner is warned, suspended or banned). */
export function profileModerationTarget(connections: ConnectionsService): ModerationTarget {
  return {
    type: 'profile',
    async describe(id) {
      const row = await connections.reportedProfile(id);
      if (!row) return null;
      return {
        title: row.name,
        excerpt: row.bio ?? '',
        url: `/user/${id}`,
        authorId: id,
        authorName: row.name,
        isAnonymous: false,
      };
    },
  };
}
