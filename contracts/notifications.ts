import { z } from 'zod';
import { defineMessages, issueText } from './messages.js';

/** Notifications (community-admin §3 Notification, §4, §8 Notifications, §9). */
export const NotificationTypes = [
  'connection_request',
  'connection_accepted',
  'event_reminder',
  'new_message',
  'reply',
  'mention',
  'system',
  'other',
] as const;
export const NotificationType = z.enum(NotificationTypes);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * @deprecated The three old switches, retired with `/api/notifications/preferences` (issue 23): only
 * the web's old settings panel still names them, until it moves to NotificationSettings.
 */
export const NotificationKinds = ['connections', 'messages', 'eventReminders'] as const;
export type NotificationKind = (typeof NotificationKinds)[number];

export { badgeText, NotificationLimits } from './notifications-constants.js';

export const NotificationMessages = defineMessages('notification', {
  notFound: 'This notification no longer exists.',
  timeFormat: 'Enter a time as HH:MM.',
  quietSame: 'Quiet hours must start and end at different times.',
});

export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string().nullable(),
  actionUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The kind a member chooses channels for, or 'system'. */
  kind: z.string().optional(),
  /** How many events this one row stands for (a burst of replies), 1 for most. */
  count: z.number().int().optional(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({ items: z.array(Notification), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationIdParams = z.object({ id: z.uuid(issueText(NotificationMessages.notFound)) });

/** @deprecated See NotificationKinds: no route answers with it any more. */
export const NotificationPreferences = z.object({
  connections: z.boolean(),
  messages: z.boolean(),
  eventReminders: z.boolean(),
});
/** @deprecated */
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/*
 * Being heard (issue 23): kinds a member chooses channels for, the channels, and their defaults.
 * 'system' notices (a role changed, a promotion) always arrive in the app and nowhere else.
 */
export const DeliveryKinds = [
  'replies',
  'mentions',
  'messages',
  'connections',
  'eventReminders',
  'moderation',
  'donors',
] as const;
export const DeliveryKind = z.enum(DeliveryKinds);
export type DeliveryKind = z.infer<typeof DeliveryKind>;
export const DeliveryChannels = ['inApp', 'email', 'push'] as const;
export type DeliveryChannel = (typeof DeliveryChannels)[number];
export const ChannelChoice = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export type ChannelChoice = z.infer<typeof ChannelChoice>;

/**
 * The defaults: everything in the app; messages and replies (and mentions, which are replies that
 * name you) by e-mail too; push for what a person waits for, once they turn push on for a device.
 */
export const defaultChannels: Record<DeliveryKind, ChannelChoice> = {
  replies: { inApp: true, email: true, push: true },
  mentions: { inApp: true, email: true, push: true },
  messages: { inApp: true, email: true, push: true },
  connections: { inApp: true, email: false, push: true },
  eventReminders: { inApp: true, email: false, push: true },
  moderation: { inApp: true, email: true, push: false },
  /** Blood and platelet requests to a registered donor (issue 43): time matters, so every channel. */
  donors: { inApp: true, email: true, push: true },
};

/**
 * Notices that always arrive in the app, whatever the member chose for their kind; e-mail and push
 * follow the choices of the kind named here. A possible crisis must reach an administrator.
 */
export const AlwaysInAppNotices = { possibleCrisis: 'moderation' } as const satisfies Record<string, DeliveryKind>;
export type AlwaysInAppNotice = keyof typeof AlwaysInAppNotices;
const AlwaysInAppNotice = z.enum(Object.keys(AlwaysInAppNotices) as [AlwaysInAppNotice, ...AlwaysInAppNotice[]]);

export const DigestFrequencies = ['weekly', 'off'] as const;
export const DigestFrequency = z.enum(DigestFrequencies);

/** 'HH:MM' in India time (24-hour). */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, issueText(NotificationMessages.timeFormat));

export const NotificationSettings = z.object({
  channels: z.record(DeliveryKind, ChannelChoice),
  digest: DigestFrequency,
  /** Quiet hours in India time: no push and no e-mail from start to end (the window may cross midnight). */
  quietHours: z.object({ start: ClockTime, end: ClockTime }).nullable(),
  /** E-mail and push may say what a notification is about (off: 'You have a new reply on {product}'). */
  showDetails: z.boolean(),
  /** The notices this member gets that always arrive in the app (an administrator's crisis alerts); not changed by PATCH. */
  alwaysInApp: z.array(AlwaysInAppNotice),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;
export const UpdateNotificationSettingsBody = z.object({
  channels: z.partialRecord(DeliveryKind, ChannelChoice.partial()).optional(),
  digest: DigestFrequency.optional(),
  quietHours: z
    .object({ start: ClockTime, end: ClockTime })
    .refine((q) => q.start !== q.end, { message: issueText(NotificationMessages.quietSame), path: ['end'] })
    .nullable()
    .optional(),
  showDetails: z.boolean().optional(),
});
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBody>;

/** The /notifications page: a filter (everything, unread, or one kind) and a cursor. */
export const NotificationFilter = z.enum(['all', 'unread', ...DeliveryKinds, 'system']);
export type NotificationFilter = z.infer<typeof NotificationFilter>;
export const NotificationPageQuery = z.object({
  filter: NotificationFilter.default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const NotificationPage = z.object({
  items: z.array(Notification),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

/** A thread's watch level for the viewer: watching (every reply), normal (replies to me, mentions), muted (nothing). */
export const WatchLevel = z.enum(['watching', 'normal', 'muted']);
export type WatchLevel = z.infer<typeof WatchLevel>;

/** A member the viewer may mention (@username), for the composer's autocomplete. */
export const MentionCandidate = z.object({
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type MentionCandidate = z.infer<typeof MentionCandidate>;
