import { z } from 'zod';
import { AgeGroup, CancerType, Role } from './enums.js';
import { freeText } from './text.js';
import { withSafetyNotice } from './crisis.js';
import { defineMessages, issueText } from './messages.js';
import { MentionCandidate } from './notifications.js';

/** Peer connections, blocks and privacy (community-admin §2 Connect screen, §3 Connection, §4, §5, §8). */
export const ConnectionStatuses = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type ConnectionStatus = (typeof ConnectionStatuses)[number];

/** Who may find a member in Discover, or send them a request. */
export const Audiences = ['everyone', 'shared', 'nobody'] as const;
export const Audience = z.enum(Audiences);
export type Audience = z.infer<typeof Audience>;

/** Where one member stands with another, as the Connect button shows it. */
export const Relations = ['self', 'none', 'sent', 'received', 'connected', 'blocked'] as const;
export type RelationKind = (typeof Relations)[number];

export const ConnectionLimits = {
  messageMax: 500,
  searchMax: 100,
  pageDefault: 24,
  pageMax: 60,
  /** Requests a member may send in an hour (every attempt counts). */
  requestsPerHour: 30,
  /** A member is online when last active within 5 minutes (§9). */
  onlineWindowMinutes: 5,
  /** The composer's @mention suggestions: at most this many, from a prefix of at most mentionQueryMax characters. */
  mentionCandidatesMax: 8,
  mentionQueryMax: 30,
  /** The distinct @usernames one post or reply may notify (more are left as plain text). */
  mentionablePerText: 20,
  /** Suggestion look-ups a member may make in a minute (every keystroke may ask). */
  mentionLookupsPerMinute: 60,
} as const;

export const ConnectionMessages = defineMessages('connection', {
  /** The specification's toasts. */
  sentTitle: 'Connection Request Sent',
  sent: 'Your connection request has been sent successfully!',
  sendFailed: 'Failed to send connection request.',
  updatedTitle: 'Connection Updated',
  updated: 'Connection status updated successfully!',
  updateFailed: 'Failed to update connection.',
  displayIdCopied: 'Display ID copied!',
  /** The server's refusals. */
  self: 'You cannot send a connection request to yourself.',
  memberNotFound: 'This member could not be found.',
  duplicate: 'You already have a pending request or a connection with this member.',
  notAccepting: 'This member is not accepting connection requests right now.',
  notFound: 'This connection request no longer exists.',
  notPending: 'This request has already been answered or cancelled.',
  receiverOnly: 'Only the member who received this request can accept or decline it.',
  requesterOnly: 'Only the member who sent this request can cancel it.',
  messageTooLong: `Your message must be at most ${ConnectionLimits.messageMax} characters.`,
  searchTooLong: `A search is at most ${ConnectionLimits.searchMax} characters.`,
  blockSelf: 'You cannot block yourself.',
  mentionQueryTooLong: `A name to mention is at most ${ConnectionLimits.mentionQueryMax} characters.`,
  mentionsLimited: 'You have looked up many names in the last minute. Please try again in {{minutes}} minutes.',
  rateLimited: 'You have sent many connection requests in the last hour. Please try again in {{minutes}} minutes.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** POST /api/connections: the optional message is trimmed, and empty becomes null (§5). */
export const SendRequestBody = z.object({
  receiverId: z
    .string()
    .min(1, issueText(ConnectionMessages.memberNotFound))
    .max(100, issueText(ConnectionMessages.memberNotFound)),
  message: z
    .preprocess(
      trimmed,
      freeText({ label: 'Message', multiline: true, error: ConnectionMessages.messageTooLong }).max(
        ConnectionLimits.messageMax,
        issueText(ConnectionMessages.messageTooLong),
      ),
    )
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SendRequestBody = z.input<typeof SendRequestBody>;

export const ConnectionActions = ['accept', 'decline', 'cancel'] as const;
export const UpdateConnectionBody = z.object({ action: z.enum(ConnectionActions) });
export type UpdateConnectionBody = z.infer<typeof UpdateConnectionBody>;

export const ConnectionIdParams = z.object({ id: z.uuid(issueText(ConnectionMessages.notFound)) });
export const PersonParams = z.object({ userId: z.string().min(1).max(100) });

export const DiscoverQuery = z.object({
  q: z
    .preprocess(
      trimmed,
      freeText({ label: 'Search' }).max(ConnectionLimits.searchMax, issueText(ConnectionMessages.searchTooLong)),
    )
    .optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(ConnectionLimits.pageMax).default(ConnectionLimits.pageDefault),
});
export type DiscoverQuery = z.input<typeof DiscoverQuery>;

export const ConnectionTabs = ['requests', 'connections', 'sent'] as const;
export const ConnectionTab = z.enum(ConnectionTabs);
export type ConnectionTab = z.infer<typeof ConnectionTab>;
export const ConnectionsQuery = z.object({
  tab: ConnectionTab.default('connections'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(ConnectionLimits.pageMax).default(ConnectionLimits.pageDefault),
});
export type ConnectionsQuery = z.input<typeof ConnectionsQuery>;

/** A member as a card shows them (§3 Profile as shown on Connect). */
export const MemberCard = z.object({
  id: z.string(),
  fullName: z.string(),
  displayId: z.string(),
  /** Null: not said yet (decision 0062). */
  role: Role.nullable(),
  bio: z.string().nullable(),
  /** Null: not said. */
  cancerType: CancerType.nullable(),
  location: z.string().nullable(),
  ageGroup: AgeGroup.nullable(),
  profileImageUrl: z.string().nullable(),
  isOnline: z.boolean(),
  relation: z.enum(Relations),
  /** The pending or accepted connection between the viewer and this member. */
  connectionId: z.string().nullable(),
});
export type MemberCard = z.infer<typeof MemberCard>;

export const MemberPage = z.object({ items: z.array(MemberCard), nextCursor: z.string().nullable() });
export type MemberPage = z.infer<typeof MemberPage>;

/** The other party of a connection, as the Requests, Connections and Sent tabs show them. */
export const Party = z.object({
  id: z.string(),
  fullName: z.string(),
  role: Role.nullable(),
  profileImageUrl: z.string().nullable(),
  isOnline: z.boolean(),
});
export type Party = z.infer<typeof Party>;

export const Connection = z.object({
  id: z.string(),
  requesterId: z.string(),
  receiverId: z.string(),
  message: z.string().nullable(),
  status: z.enum(ConnectionStatuses),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  /**
   * For the member who received a pending request: its note reads as a money request, payment
   * details, a cure offer or a request for contact details (the abuse checks, decision 0075), so the
   * page warns them before they answer. Nobody else reads the note for this; false for everyone else.
   */
  caution: z.boolean(),
  /** The member on the other side from the viewer. */
  other: Party,
});
export type Connection = z.infer<typeof Connection>;
/** POST /api/connections: the request sent (safety: the sender's own notice when its note signals a risk). */
export const SentConnectionRequest = withSafetyNotice(Connection);
export type SentConnectionRequest = z.infer<typeof SentConnectionRequest>;

export const ConnectionPage = z.object({ items: z.array(Connection), nextCursor: z.string().nullable() });
export type ConnectionPage = z.infer<typeof ConnectionPage>;

export const ConnectionCounts = z.object({
  requests: z.number().int(),
  connections: z.number().int(),
  sent: z.number().int(),
});
export type ConnectionCounts = z.infer<typeof ConnectionCounts>;

/** GET /api/people/:userId/relation: what the public profile's buttons show. */
export const Relation = z.object({
  relation: z.enum(Relations),
  connectionId: z.string().nullable(),
  /** Connected and neither has blocked the other. */
  canMessage: z.boolean(),
  /** The member accepts a request from the viewer (privacy settings, blocks). */
  canRequest: z.boolean(),
  blockedByMe: z.boolean(),
});
export type Relation = z.infer<typeof Relation>;

export const PrivacySettings = z.object({
  discoverable: Audience,
  requestsFrom: Audience,
  showOnline: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;
export const UpdatePrivacyBody = PrivacySettings.partial();
export type UpdatePrivacyBody = z.infer<typeof UpdatePrivacyBody>;

export const BlockedMember = z.object({
  id: z.string(),
  fullName: z.string(),
  profileImageUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMember>;
export const BlockList = z.object({ items: z.array(BlockedMember) });
export type BlockList = z.infer<typeof BlockList>;

/** GET /api/mentions?q=: members the caller may mention whose username or name starts with q (any case). */
export const MentionQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^@/, '') : v),
    freeText({ label: 'Name' }).max(
      ConnectionLimits.mentionQueryMax,
      issueText(ConnectionMessages.mentionQueryTooLong),
    ),
  ),
  /** The draft is anonymous: only members its mentions would reach (anyone may find them), whoever writes. */
  anonymous: z.stringbool().default(false),
});
export type MentionQuery = z.input<typeof MentionQuery>;
export const MentionCandidates = z.object({ items: z.array(MentionCandidate) });
export type MentionCandidates = z.infer<typeof MentionCandidates>;
