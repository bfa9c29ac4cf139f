// The events' service: the queries (events.queries.ts) and commands (events.commands.ts), bound to
// one context; what the web gets is shaped in events.presenters.ts (decision 0069).
import type { z } from 'zod';
import type { CreateEventBody } from '../../../contracts/events.js';
import type { Viewer } from '../../platform/access.js';
import * as commands from './events.commands.js';
import { eventsContext, type EventsDeps } from './events.context.js';
import * as queries from './events.queries.js';

export type { SampleEvent } from './events.commands.js';

type CreateInput = z.output<typeof CreateEventBody>;

export function createEventsService(deps: EventsDeps) {
  const ctx = eventsContext(deps);
  return {
    searchSource: queries.searchSource(ctx),
    list: (query: queries.ListInput, viewer: Viewer | null, now?: Date) => queries.list(ctx, query, viewer, now),
    get: (id: string, viewer: Viewer | null) => queries.get(ctx, id, viewer),
    releaseHost: commands.releaseHost,
    create: (viewer: Viewer, input: CreateInput) => commands.create(ctx, viewer, input),
    remove: (viewer: Viewer, id: string, now?: Date) => commands.remove(ctx, viewer, id, now),
    update: (viewer: Viewer, id: string, input: CreateInput) => commands.update(ctx, viewer, id, input),
    register: (viewer: Viewer, id: string, now?: Date) => commands.register(ctx, viewer, id, now),
    cancel: (viewer: Viewer, id: string) => commands.cancel(ctx, viewer, id),
    calendar: (id: string, viewer: Viewer | null) => queries.calendar(ctx, id, viewer),
    count: () => queries.count(ctx),
    fillSampleHindi: (samples: commands.SampleEvent[]) => commands.fillSampleHindi(ctx, samples),
    seedSample: (samples: commands.SampleEvent[], people: string[], now?: Date) =>
      commands.seedSample(ctx, samples, people, now),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
