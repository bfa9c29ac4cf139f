import type { ContentCan } from '../../../contracts/can.js';
import { StoryMessages } from '../../../contracts/stories.js';
import type { Viewer } from '../../platform/access.js';
import { rule } from '../../platform/authorize.js';
import { suspensionInForce } from '../../platform/standing.js';

/** Who may do what with stories (the service asks and throws its refusal, and tells the reader the same answers). */

const isAuthor = (viewer: Viewer | null, story: { userId: string }) => viewer !== null && story.userId === viewer.id;

/** The author removes their own story; administrators may remove any. */
export function canDeleteStory(viewer: Viewer | null, story: { userId: string }): boolean {
  return isAuthor(viewer, story) || viewer?.role === 'admin';
}

/** Only its author changes what a story says (issue 44), and not while suspended (editing is writing). */
export function canEditStory(viewer: Viewer | null, story: { userId: string }): boolean {
  return viewer !== null && isAuthor(viewer, story) && !suspensionInForce(viewer);
}

/** Only its author hides their name on a story, once: anonymity is not taken back. */
export function canAnonymiseStory(viewer: Viewer | null, story: { userId: string; isAnonymous: boolean }): boolean {
  return isAuthor(viewer, story) && !story.isAnonymous;
}

/** The answers a reader is given with each story. */
export function storyCan(viewer: Viewer | null, story: { userId: string; isAnonymous: boolean }): ContentCan {
  return {
    edit: canEditStory(viewer, story),
    delete: canDeleteStory(viewer, story),
    anonymise: canAnonymiseStory(viewer, story),
  };
}

/** The rules the service enforces with `authorize`, with the words a refused member reads. */
export const storyRules = {
  delete: rule(canDeleteStory, StoryMessages.notYourStory),
  edit: rule(canEditStory, StoryMessages.notYourStoryEdit),
  anonymise: rule(canAnonymiseStory, StoryMessages.notYourStoryEdit),
};
