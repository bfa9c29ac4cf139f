import { and, eq, gt, lte } from 'drizzle-orm';
import { NotificationLimits } from '../../../contracts/notifications.js';
import type { Database } from '../../db/client.js';
import { eventAttendees, events } from '../../db/schema/events.js';
import type { NotificationsService } from '../notifications/index.js';

/** How often the reminder job looks for events starting within the next 24 hours. */
export const REMINDER_EVERY_MS = 5 * 60_000;

/**
 * Reminds every registered member of an event that starts within the next 24 hours. Each
 * reminder exists once per member and event (its dedupe key), so a second run, or a second
 * process running at the same moment, adds nothing.
 */
export function createEventReminders(deps: { db: Database; notifications: NotificationsService }) {
  return async function sendReminders(now: Date): Promise<number> {
    const until = new Date(now.getTime() + NotificationLimits.reminderHours * 3600_000);
    const due = await deps.db
      .select({ eventId: events.id, title: events.title, userId: eventAttendees.userId })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(and(eq(eventAttendees.status, 'registered'), gt(events.startsAt, now), lte(events.startsAt, until)));
    let sent = 0;
    for (const row of due) {
      const created = await deps.notifications.notify({
        userId: row.userId,
        type: 'event_reminder',
        template: 'eventReminder',
        params: { title: row.title },
        actionUrl: `/events?q=${encodeURIComponent(row.title)}`,
        dedupeKey: `event-reminder:${row.eventId}`,
      });
      if (created) sent += 1;
    }
    return sent;
  };
}
