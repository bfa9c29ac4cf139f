import type { NotificationFilter } from '@contracts/notifications';

/**
 * The notifications' cache keys. The bell's list is `['notifications']` itself, so refreshing that
 * prefix (the realtime bridge does on each notification) also reads the /notifications pages again;
 * the settings sit apart, so that a notification arriving does not reload a form being edited.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: ['notifications'] as const,
  pages: () => [...notificationKeys.all, 'page'] as const,
  page: (filter: NotificationFilter) => [...notificationKeys.pages(), filter] as const,
  settings: ['notification-settings'] as const,
};
