import type { NewNotification, NotificationsService } from '../notifications/index.js';

/**
 * Notifies many members through the notifications service's batch (one query for their settings,
 * one insert for all): its rules, its table, its sockets. Should the batch fail, each is tried on
 * its own, so that one member's failure does not stop the others. Returns how many were made (a
 * member who switched the kind off, or a repeat, makes none).
 */
export async function notifyMany(
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>,
  inputs: readonly NewNotification[],
  onError?: (err: unknown, input: NewNotification) => void,
): Promise<number> {
  try {
    return (await notifications.notifyMany(inputs)).length;
  } catch {
    let made = 0;
    for (const input of inputs) {
      try {
        if (await notifications.notify(input)) made++;
      } catch (err) {
        onError?.(err, input);
      }
    }
    return made;
  }
}
