import { defineModule } from '../../platform/module.js';
import { createEventsService, type EventsService } from './events.service.js';
import { eventsRoutes } from './events.routes.js';
import { sampleEvents } from './events.seed.js';

export type { EventsService } from './events.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    events: EventsService;
  }
}

/** Community Events: published by admins and NGOs, found, registered for and added to calendars. */
export const eventsModule = defineModule({
  name: 'events',
  uses: ['profiles'],
  async register({ app, platform }) {
    const events = createEventsService({ db: platform.db, memberLimits: platform.memberLimits, siteName: platform.config.siteName, publicUrl: platform.config.publicUrl });
    platform.search.register(events.searchSource);
    await app.register(eventsRoutes, { events });
    return events;
  },
  async seed(events) {
    if ((await events.count()) > 0) return null;
    const people = await events.demoAuthors();
    if (people.length === 0) return null;
    return `${await events.seedSample(sampleEvents, people)} sample events`;
  },
});
