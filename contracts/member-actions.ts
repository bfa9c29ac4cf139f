import { defineMessages } from './messages.js';
/**
 * Per-member limits of small actions that reach other members or cost every server process work
 * (issue 21): each action and its undoing count together in one hourly window, so undoing and
 * doing again does not get round it (server/platform/member-limits.ts).
 */
export const MemberActionLimits = {
  /** Hearts given or taken back on forum posts. */
  heartsPerHour: 120,
  /** Blocks placed or lifted. */
  blocksPerHour: 30,
  /** Support groups joined or left. */
  groupMembershipsPerHour: 30,
  /** Event registrations made or cancelled. */
  eventRegistrationsPerHour: 30,
  /** Edits of one's own posts, replies and stories (each is screened again). */
  editsPerHour: 60,
} as const;

export const MemberActionMessages = defineMessages('memberAction', {
  heartsLimited: 'You have given and taken back many hearts in the last hour. Please try again in {{minutes}} minutes.',
  blocksLimited:
    'You have blocked and unblocked members many times in the last hour. Please try again in {{minutes}} minutes.',
  groupsLimited:
    'You have joined and left groups many times in the last hour. Please try again in {{minutes}} minutes.',
  eventsLimited:
    'You have registered for and cancelled events many times in the last hour. Please try again in {{minutes}} minutes.',
  editsLimited: 'You have made many edits in the last hour. Please try again in {{minutes}} minutes.',
});
