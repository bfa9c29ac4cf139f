import type { Viewer } from '../../platform/access.js';

/** Who may do what with stories (the service asks and throws its refusal). */

/** The author removes their own story; administrators may remove any. */
export function canDeleteStory(viewer: Viewer | null, story: { userId: string }): boolean {
  return viewer !== null && (story.userId === viewer.id || viewer.role === 'admin');
}
