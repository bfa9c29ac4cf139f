import type { NewNotification, NotificationsService } from '../notifications/index.js';

/** How many notifications are written at once: enough to hide each one's round trips, few enough to leave the pool to requests. */
const CONCURRENCY = 16;

/**
 * Notifies many members through the notifications service's own `notify` (its rules, its table,
 * its sockets), a few at a time. One member's failure does not stop the others; the count of
 * notifications made is returned (a member who switched the kind off, or a repeat, makes none).
 */
export async function notifyMany(
  notifications: Pick<NotificationsService, 'notify'>,
  inputs: readonly NewNotification[],
  onError?: (err: unknown, input: NewNotification) => void,
): Promise<number> {
  let next = 0;
  let made = 0;
  async function worker(): Promise<void> {
    while (next < inputs.length) {
      const input = inputs[next++]!;
      try {
        if (await notifications.notify(input)) made++;
      } catch (err) {
        onError?.(err, input);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, inputs.length) }, worker));
  return made;
}
