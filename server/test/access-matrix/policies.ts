import type { Viewer } from '../../platform/access.js';
import * as accounts from '../../modules/accounts/accounts.policy.js';
import * as admin from '../../modules/admin/admin.policy.js';
import * as connections from '../../modules/connections/connections.policy.js';
import * as events from '../../modules/events/events.policy.js';
import * as forum from '../../modules/forum/forum.policy.js';
import * as profiles from '../../modules/profiles/profiles.policy.js';
import * as stories from '../../modules/stories/stories.policy.js';
import * as supportGroups from '../../modules/support-groups/support-groups.policy.js';
import * as mentors from '../../modules/mentors/mentors.policy.js';
import * as donors from '../../modules/donors/donors.policy.js';
import { authorNameForModerators, presentAuthor, showsAuthor } from '../../modules/profiles/authors.js';

/**
 * The kinds of viewer every policy is asked about. What a row's resource belongs to is fixed:
 * 'member' wrote it (a post, a reply, a story, a connection request they sent to 'otherMember');
 * 'ngo' hosts it (an event, a group). 'demotedHost' is that host after losing the NGO role (same
 * account, now a patient); 'suspended' is a patient suspended for a month.
 */
export type PolicyViewer =
  'visitor' | 'member' | 'otherMember' | 'ngo' | 'otherNgo' | 'admin' | 'suspended' | 'demotedHost';
export const POLICY_VIEWERS: PolicyViewer[] = [
  'visitor',
  'member',
  'otherMember',
  'ngo',
  'otherNgo',
  'admin',
  'suspended',
  'demotedHost',
];

const person = (id: string, role: Viewer['role'], suspendedUntil: number | null = null): Viewer => ({
  id,
  email: `${id}@example.test`,
  name: id,
  role,
  emailVerified: true,
  suspendedUntil,
});
export const VIEWERS: Record<PolicyViewer, Viewer | null> = {
  visitor: null,
  member: person('member', 'patient'),
  otherMember: person('other-member', 'caregiver'),
  ngo: person('ngo', 'ngo'),
  otherNgo: person('other-ngo', 'ngo'),
  admin: person('admin', 'admin'),
  suspended: person('suspended', 'patient', Date.now() + 30 * 86_400_000),
  demotedHost: person('ngo', 'patient'),
};

export interface PolicyRow {
  /** `<domain>.<function>` (with what the row's resource is, when a function has several rows). */
  policy: string;
  ask: (viewer: Viewer | null) => unknown;
  /** The answer per viewer, in POLICY_VIEWERS order (visitor, member, otherMember, ngo, otherNgo, admin, suspended, demotedHost). */
  expect: [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown];
}

const T = true;
const F = false;
const post = { userId: 'member' };
const anonymousPost = { userId: 'member', isAnonymous: true };
const namedPost = { userId: 'member', isAnonymous: false };
const none = { edit: false, delete: false, anonymise: false };
const mine = { edit: true, delete: true, anonymise: true };
const hosted = { hostId: 'ngo' };
const released = { hostId: null };
const request = { requesterId: 'member', receiverId: 'other-member' };
const card = { name: 'The author' };
/** 'member' asked 'otherMember' (a caregiver) to be their mentor. */
const mentorship = { mentorId: 'other-member', menteeId: 'member' };

/** Every policy function, asked for each kind of viewer. */
export const POLICY_MATRIX: PolicyRow[] = [
  // Authors: the anonymity presenter (profiles/authors.ts).
  {
    policy: 'authors.showsAuthor (anonymous)',
    ask: (v) => showsAuthor(v, anonymousPost),
    expect: [F, T, F, F, F, F, F, F],
  },
  { policy: 'authors.showsAuthor (named)', ask: (v) => showsAuthor(v, namedPost), expect: [T, T, T, T, T, T, T, T] },
  {
    policy: 'authors.presentAuthor (anonymous)',
    ask: (v) => presentAuthor(v, anonymousPost, card),
    expect: [null, card, null, null, null, null, null, null],
  },
  {
    policy: 'authors.presentAuthor (named)',
    ask: (v) => presentAuthor(v, namedPost, card),
    expect: [card, card, card, card, card, card, card, card],
  },
  // Moderators (administrators reading a report) see 'Anonymous' too; the reveal is the admin policy's.
  {
    policy: 'authors.authorNameForModerators (anonymous)',
    ask: () => authorNameForModerators(anonymousPost, 'The author'),
    expect: Array(8).fill('Anonymous') as PolicyRow['expect'],
  },
  {
    policy: 'authors.authorNameForModerators (named)',
    ask: () => authorNameForModerators(namedPost, 'The author'),
    expect: Array(8).fill('The author') as PolicyRow['expect'],
  },

  // Issue 44: an author deletes, edits and makes anonymous their own; an administrator deletes any, edits none.
  { policy: 'forum.canDeletePost', ask: (v) => forum.canDeletePost(v, post), expect: [F, T, F, F, F, T, F, F] },
  { policy: 'forum.canDeleteReply', ask: (v) => forum.canDeleteReply(v, post), expect: [F, T, F, F, F, T, F, F] },
  { policy: 'forum.canEdit', ask: (v) => forum.canEdit(v, post), expect: [F, T, F, F, F, F, F, F] },
  {
    policy: 'forum.canAnonymise (named post)',
    ask: (v) => forum.canAnonymise(v, namedPost),
    expect: [F, T, F, F, F, F, F, F],
  },
  {
    policy: 'forum.forumCan (named post)',
    ask: (v) => forum.forumCan(v, namedPost),
    expect: [none, mine, none, none, none, { ...none, delete: true }, none, none],
  },
  {
    policy: 'forum.canAnonymise (anonymous post)',
    ask: (v) => forum.canAnonymise(v, anonymousPost),
    expect: [F, F, F, F, F, F, F, F],
  },
  {
    policy: 'forum.repliesAnonymously (anonymous post)',
    ask: (v) => forum.repliesAnonymously(v, anonymousPost),
    expect: [F, T, F, F, F, F, F, F],
  },
  {
    policy: 'forum.repliesAnonymously (named post)',
    ask: (v) => forum.repliesAnonymously(v, namedPost),
    expect: [F, F, F, F, F, F, F, F],
  },

  { policy: 'stories.canDeleteStory', ask: (v) => stories.canDeleteStory(v, post), expect: [F, T, F, F, F, T, F, F] },
  { policy: 'stories.canEditStory', ask: (v) => stories.canEditStory(v, post), expect: [F, T, F, F, F, F, F, F] },
  {
    policy: 'stories.canAnonymiseStory (named story)',
    ask: (v) => stories.canAnonymiseStory(v, namedPost),
    expect: [F, T, F, F, F, F, F, F],
  },
  {
    policy: 'stories.storyCan (anonymous story)',
    ask: (v) => stories.storyCan(v, anonymousPost),
    expect: [none, { ...mine, anonymise: false }, none, none, none, { ...none, delete: true }, none, none],
  },

  { policy: 'events.canPublishEvent', ask: (v) => events.canPublishEvent(v), expect: [F, F, F, T, T, T, F, F] },
  { policy: 'events.canManageEvent', ask: (v) => events.canManageEvent(v, hosted), expect: [F, F, F, T, F, T, F, F] },
  {
    policy: 'events.canManageEvent (host released)',
    ask: (v) => events.canManageEvent(v, released),
    expect: [F, F, F, F, F, T, F, F],
  },
  {
    policy: 'events.canSeeMeetingLink (not registered)',
    ask: (v) => events.canSeeMeetingLink(v, { ...hosted, registeredByViewer: false }),
    expect: [F, F, F, T, F, T, F, F],
  },
  {
    policy: 'events.canSeeMeetingLink (registered)',
    ask: (v) => events.canSeeMeetingLink(v, { ...hosted, registeredByViewer: true }),
    expect: [F, T, T, T, T, T, T, T],
  },
  {
    policy: 'events.isAuditedEventChange',
    ask: (v) => v && events.isAuditedEventChange(v, hosted),
    expect: [null, F, F, F, F, T, F, F],
  },
  {
    policy: 'events.isAuditedEventChange (own event)',
    ask: (v) => v && events.isAuditedEventChange(v, { hostId: v.id }),
    expect: [null, F, F, F, F, F, F, F],
  },
  {
    policy: 'events.eventsManagedBy',
    ask: (v) => v && events.eventsManagedBy(v),
    expect: [
      null,
      { hostId: 'member' },
      { hostId: 'other-member' },
      { hostId: 'ngo' },
      { hostId: 'other-ngo' },
      'all',
      { hostId: 'suspended' },
      { hostId: 'ngo' },
    ],
  },
  {
    policy: 'events.losesHostedEvents (becoming a patient)',
    ask: (v) => v && events.losesHostedEvents(v.role, 'patient'),
    expect: [null, F, F, T, T, T, F, F],
  },
  {
    policy: 'events.losesHostedEvents (becoming an administrator)',
    ask: (v) => v && events.losesHostedEvents(v.role, 'admin'),
    expect: [null, F, F, F, F, F, F, F],
  },

  {
    policy: 'supportGroups.canCreateGroup',
    ask: (v) => supportGroups.canCreateGroup(v),
    expect: [F, F, F, T, T, T, F, F],
  },
  {
    policy: 'supportGroups.canEditGroup',
    ask: (v) => supportGroups.canEditGroup(v, { createdBy: 'ngo' }),
    expect: [F, F, F, T, F, T, F, F],
  },
  {
    policy: 'supportGroups.canEditGroup (creator released)',
    ask: (v) => supportGroups.canEditGroup(v, { createdBy: null }),
    expect: [F, F, F, F, F, T, F, F],
  },
  {
    policy: 'supportGroups.canDeleteGroup',
    ask: (v) => supportGroups.canDeleteGroup(v),
    expect: [F, F, F, F, F, T, F, F],
  },
  {
    policy: 'supportGroups.isAuditedGroupChange',
    ask: (v) => v && supportGroups.isAuditedGroupChange(v),
    expect: [null, F, F, F, F, T, F, F],
  },
  {
    policy: 'supportGroups.groupsVisibleTo',
    ask: (v) => supportGroups.groupsVisibleTo(v),
    expect: [
      'public',
      { publicOrOf: 'member' },
      { publicOrOf: 'other-member' },
      { publicOrOf: 'ngo' },
      { publicOrOf: 'other-ngo' },
      'all',
      { publicOrOf: 'suspended' },
      { publicOrOf: 'ngo' },
    ],
  },
  {
    policy: 'supportGroups.groupsManagedBy',
    ask: (v) => v && supportGroups.groupsManagedBy(v),
    expect: [
      null,
      { createdBy: 'member' },
      { createdBy: 'other-member' },
      { createdBy: 'ngo' },
      { createdBy: 'other-ngo' },
      'all',
      { createdBy: 'suspended' },
      { createdBy: 'ngo' },
    ],
  },
  {
    policy: 'supportGroups.seesInsideGroup (a group the member joined)',
    ask: (v) => supportGroups.seesInsideGroup(v, { createdBy: 'ngo', joinedByViewer: v?.id === 'member' }),
    expect: [F, T, F, T, F, T, F, F],
  },
  {
    policy: 'supportGroups.canPostInGroup (a group the member joined)',
    ask: (v) => supportGroups.canPostInGroup(v, { joinedByViewer: v?.id === 'member' }),
    expect: [F, T, F, F, F, F, F, F],
  },
  {
    policy: "supportGroups.canRemoveGroupMessage (the member's message in the NGO's group)",
    ask: (v) => supportGroups.canRemoveGroupMessage(v, { createdBy: 'ngo' }, { userId: 'member' }),
    expect: [F, T, F, T, F, T, F, F],
  },
  {
    policy: "supportGroups.isAuditedMessageRemoval (the member's message)",
    ask: (v) => v && supportGroups.isAuditedMessageRemoval(v, { userId: 'member' }),
    expect: [null, F, T, T, T, T, T, T],
  },
  {
    policy: 'supportGroups.losesHostedGroups (becoming a patient)',
    ask: (v) => v && supportGroups.losesHostedGroups(v.role, 'patient'),
    expect: [null, F, F, T, T, T, F, F],
  },

  { policy: 'connections.isPartyTo', ask: (v) => connections.isPartyTo(v, request), expect: [F, T, T, F, F, F, F, F] },
  {
    policy: 'connections.canAnswerRequest (cancel)',
    ask: (v) => connections.canAnswerRequest(v, request, 'cancel'),
    expect: [F, T, F, F, F, F, F, F],
  },
  {
    policy: 'connections.canAnswerRequest (accept)',
    ask: (v) => connections.canAnswerRequest(v, request, 'accept'),
    expect: [F, F, T, F, F, F, F, F],
  },
  {
    policy: 'connections.canAnswerRequest (decline)',
    ask: (v) => connections.canAnswerRequest(v, request, 'decline'),
    expect: [F, F, T, F, F, F, F, F],
  },

  { policy: 'admin.canRevealAuthor', ask: (v) => admin.canRevealAuthor(v), expect: [F, F, F, F, F, T, F, F] },
  {
    policy: 'admin.canBeSuspended (the viewer as the target)',
    ask: (v) => v && admin.canBeSuspended(v),
    expect: [null, T, T, T, T, F, T, T],
  },

  {
    policy: 'accounts.canBeBanned (the viewer as the target)',
    ask: (v) => v && accounts.canBeBanned(v),
    expect: [null, T, T, T, T, F, T, T],
  },

  {
    policy: 'profiles.canTakeRole (survivor)',
    ask: (v) => v && profiles.canTakeRole(v, 'survivor'),
    expect: [null, T, T, T, T, T, T, T],
  },
  {
    policy: 'profiles.canTakeRole (ngo)',
    ask: (v) => v && profiles.canTakeRole(v, 'ngo'),
    expect: [null, F, F, T, T, T, F, F],
  },
  {
    policy: 'profiles.canTakeRole (admin)',
    ask: (v) => v && profiles.canTakeRole(v, 'admin'),
    expect: [null, F, F, F, F, T, F, F],
  },
  {
    policy: 'profiles.canTakeRole (not said: only while none is said yet)',
    ask: (v) => v && profiles.canTakeRole(v, null),
    expect: [null, F, F, F, F, F, F, F],
  },
  {
    policy: 'profiles.rolesOpenTo (offers ngo: the same as canTakeRole)',
    ask: (v) => v && profiles.rolesOpenTo(v).includes('ngo'),
    expect: [null, F, F, T, T, T, F, F],
  },
  {
    policy: 'profiles.canChooseRoleInWelcome',
    ask: (v) => v && profiles.canChooseRoleInWelcome(v),
    expect: [null, T, T, F, F, F, T, T],
  },
  // Peer mentors: survivors and caregivers offer; the mentor answers, the asker withdraws, either ends.
  { policy: 'mentors.canOffer', ask: (v) => mentors.canOffer(v), expect: [F, F, T, F, F, F, F, F] },
  {
    policy: 'mentors.canAnswerMentorRequest',
    ask: (v) => mentors.canAnswerMentorRequest(v, mentorship),
    expect: [F, F, T, F, F, F, F, F],
  },
  {
    policy: 'mentors.canWithdrawMentorRequest',
    ask: (v) => mentors.canWithdrawMentorRequest(v, mentorship),
    expect: [F, T, F, F, F, F, F, F],
  },
  {
    policy: 'mentors.canEndMentorship',
    ask: (v) => mentors.canEndMentorship(v, mentorship),
    expect: [F, T, T, F, F, F, F, F],
  },
  { policy: 'mentors.canMarkTrained', ask: (v) => mentors.canMarkTrained(v), expect: [F, F, F, F, F, T, F, F] },
  // Blood donors: patients (and survivors) cannot donate; the member asked; 'otherMember' was reached as a donor.
  {
    policy: 'donors.canRegisterAsDonor',
    ask: (v) => donors.canRegisterAsDonor(v),
    expect: [F, F, T, T, T, T, F, F],
  },
  {
    policy: 'donors.canManageDonorRequest',
    ask: (v) => donors.canManageDonorRequest(v, { askerId: 'member' }),
    expect: [F, T, F, F, F, F, F, F],
  },
  {
    policy: 'donors.canSeeDonorRequest',
    ask: (v) => donors.canSeeDonorRequest(v, { askerId: 'member', wasAsked: v?.id === 'other-member' }),
    expect: [F, T, T, F, F, T, F, F],
  },
  { policy: 'donors.canPostDrive', ask: (v) => donors.canPostDrive(v), expect: [F, F, F, T, T, T, F, F] },
];

/** The policy modules whose every exported function needs a row (named `<key>.<function>`). */
export const POLICY_MODULES: Record<string, Record<string, unknown>> = {
  forum,
  stories,
  events,
  supportGroups,
  mentors,
  donors,
  connections,
  admin,
  accounts,
  profiles,
  authors: { showsAuthor, presentAuthor, authorNameForModerators },
};
