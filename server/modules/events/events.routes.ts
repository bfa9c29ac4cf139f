import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CreateEventBody, SavedEvent } from '../../../contracts/events.js';
import { EventsRoutes as R } from '../../../contracts/routes/events.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { EventsService } from './events.service.js';
import { csvCell, type EventsDashboard } from './events.dashboard.js';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService; dashboard: EventsDashboard }> = async (
  app,
  { events, dashboard },
) => {
  serve(app, R.list, { access: 'public' }, async (request) => events.list(request.query, request.viewer));

  /** An event's words in both languages, screened alike when it is created and when it is edited. */
  const eventScreen = screened<z.output<typeof CreateEventBody>, SavedEvent>({
    fields: ['title', 'description', 'eventType', 'location', 'titleHi', 'descriptionHi', 'eventTypeHi', 'locationHi'],
    isPublic: true,
    targetType: 'event',
    id: (saved) => saved.id,
  });

  // Signed in here; the service allows admins and NGOs and refuses others in the specification's words.
  serve(
    app,
    R.create,
    {
      access: 'member',
      screen: eventScreen,
    },
    async (request, reply) => reply.status(201).send(await events.create(viewerOf(request), request.body)),
  );

  serve(app, R.get, { access: 'public' }, async (request) => events.get(request.params.id, request.viewer));

  serve(app, R.remove, { access: 'member' }, async (request, reply) => {
    await events.remove(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, R.register, { access: 'member' }, async (request, reply) =>
    reply.status(201).send(await events.register(viewerOf(request), request.params.id)),
  );

  serve(app, R.cancel, { access: 'member', whileSuspended: true }, async (request) =>
    events.cancel(viewerOf(request), request.params.id),
  );

  serve(app, R.calendar, { access: 'public' }, async (request, reply) => {
    const { filename, body } = await events.calendar(request.params.id, request.viewer);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  serve(
    app,
    R.update,
    {
      access: 'member',
      screen: eventScreen,
    },
    async (request) => events.update(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.ngoDashboard, { access: 'ngo' }, async (request) => dashboard.dashboard(viewerOf(request)));

  serve(app, R.registrants, { access: 'ngo' }, async (request) =>
    dashboard.registrants(viewerOf(request), request.params.id),
  );

  serve(app, R.registrantsCsv, { access: 'ngo' }, async (request, reply) => {
    const list = await dashboard.registrants(viewerOf(request), request.params.id);
    const lines = [
      ['Name', 'Display ID', 'Registered at'].map(csvCell).join(','),
      ...list.items.map((r) => [r.name, r.displayId ?? '', r.registeredAt].map(csvCell).join(',')),
    ];
    const file = `registrants-${request.params.id.slice(0, 8)}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(`\ufeff${lines.join('\r\n')}\r\n`);
  });
};
