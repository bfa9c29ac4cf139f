import { defineModule } from '../../platform/module.js';
import { createEventsService, type EventsService } from './events.service.js';
import { eventsRoutes } from './events.routes.js';
import { sampleEvents } from '../../demo/events.js';
import { createEventReminders, REMINDER_EVERY_MS } from './events.reminders.js';
import { createEventsDashboard } from './events.dashboard.js';
import { eventsDigestSource } from './events.digest.js';
import { eventsDataRights } from './events.data-rights.js';
import { eventRules, losesHostedEvents } from './events.policy.js';
import { eventModerationTarget } from './events.moderation.js';

export type { EventsService, SampleEvent } from './events.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    events: EventsService & { sendReminders(now: Date): Promise<number> };
  }
}

/** Community Events: published by admins and NGOs, found, registered for, added to calendars and reminded of. */
export const eventsModule = defineModule({
  name: 'events',
  uses: ['profiles', 'notifications', 'accounts', 'reports'],
  async register({ app, platform, use }) {
    platform.dataRights.register(eventsDataRights(platform.db));
    platform.abilities.contribute({ publishEvents: eventRules.publish });
    const notifications = use('notifications');
    notifications.email.registerDigestSource(eventsDigestSource(platform.db));
    const authors = use('profiles').authors;
    const events = createEventsService({
      db: platform.db,
      authors,
      memberLimits: platform.memberLimits,
      siteName: platform.config.siteName,
      publicUrl: platform.config.publicUrl,
      // Members registered for a cancelled event hear of it.
      onCancelled: async (event, registrants) => {
        for (const userId of registrants)
          await notifications.notify({
            userId,
            type: 'event_reminder',
            template: 'eventCancelled',
            params: { title: event.title },
            actionUrl: '/events',
          });
      },
    });
    platform.search.register(events.searchSource);
    // A host who is no longer an NGO (or administrator) passes their events to the administrators.
    use('accounts').onRoleChanged(async (tx, change) => {
      if (losesHostedEvents(change.from, change.to)) await events.releaseHost(tx, change.userId);
    });
    await app.register(eventsRoutes, { events, dashboard: createEventsDashboard({ db: platform.db, authors }) });
    use('reports').registerTarget(eventModerationTarget(platform.db, events, authors));
    // Registered members hear about an event 24 hours before it starts (once, whichever process runs the job).
    const sendReminders = createEventReminders({ db: platform.db, notifications });
    platform.jobs.every({
      name: 'event-reminders',
      everyMs: REMINDER_EVERY_MS,
      run: async (now) => void (await sendReminders(now)),
    });
    return { ...events, sendReminders };
  },
  async seed(events, { use }) {
    if ((await events.count()) > 0) {
      const filled = await events.fillSampleHindi(sampleEvents);
      return filled ? `Hindi for ${filled} sample events` : null;
    }
    const people = (await use('profiles').authors.demoMembers()).map((a) => a.id);
    if (people.length === 0) return null;
    return `${await events.seedSample(sampleEvents, people)} sample events`;
  },
});
