import { z } from 'zod';
import { defineMessages } from './messages.js';

/** Notifications (community-admin §3 Notification, §4, §8 Notifications, §9). */
export const NotificationTypes = [
  'connection_request',
  'connection_accepted',
  'event_reminder',
  'new_message',
  'system',
  'other',
] as const;
export const NotificationType = z.enum(NotificationTypes);
export type NotificationType = z.infer<typeof NotificationType>;

/** The kinds a member may switch off; system notices always arrive. */
export const NotificationKinds = ['connections', 'messages', 'eventReminders'] as const;
export type NotificationKind = (typeof NotificationKinds)[number];
export const kindOf = (type: NotificationType): NotificationKind | null =>
  type === 'connection_request' || type === 'connection_accepted'
    ? 'connections'
    : type === 'new_message'
      ? 'messages'
      : type === 'event_reminder'
        ? 'eventReminders'
        : null;

export { badgeText, NotificationLimits } from './notifications-constants.js';

export const NotificationMessages = defineMessages('notification', {
  notFound: 'This notification no longer exists.',
});

export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string().nullable(),
  actionUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({ items: z.array(Notification), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationIdParams = z.object({ id: z.uuid(NotificationMessages.notFound) });

export const NotificationPreferences = z.object({
  connections: z.boolean(),
  messages: z.boolean(),
  eventReminders: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
export const UpdatePreferencesBody = NotificationPreferences.partial();
