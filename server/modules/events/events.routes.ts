import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  CommunityEvent,
  CreateEventBody,
  EventIdParams,
  EventPage,
  ListEventsQuery,
  NgoDashboard,
  RegistrantList,
  SavedEvent,
} from '../../../contracts/events.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { EventsService } from './events.service.js';
import { csvCell, type EventsDashboard } from './events.dashboard.js';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService; dashboard: EventsDashboard }> = async (
  app,
  { events, dashboard },
) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  app.get(
    '/api/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary:
          'Upcoming events soonest first (when=past: past ones, latest first); q searches title, description and type',
        querystring: ListEventsQuery,
        response: { 200: EventPage, 400: ErrorBody },
      },
    },
    async (request) => events.list(request.query, request.viewer),
  );

  // Signed in here; the service allows admins and NGOs and refuses others in the specification's words.
  app.post(
    '/api/events',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof CreateEventBody>, SavedEvent>({
          fields: ['title', 'description', 'eventType', 'location'],
          isPublic: true,
          targetType: 'event',
          id: (saved) => saved.id,
        }),
      },
      schema: {
        tags: ['events'],
        summary:
          "Publish an event (administrators and NGOs); dates and times are India time (safety: the writer's own notice when its text signals a risk)",
        body: CreateEventBody,
        response: { 201: SavedEvent, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await events.create(viewerOf(request), request.body)),
  );

  app.get(
    '/api/events/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: EventIdParams,
        response: { 200: CommunityEvent, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => events.get(request.params.id, request.viewer),
  );

  app.delete(
    '/api/events/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['events'],
        summary: 'Delete an event (its host or an administrator)',
        params: EventIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await events.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/events/:id/registration',
    {
      config: { access: 'member' },
      schema: {
        tags: ['events'],
        summary: 'Register for an event (once; refused when full or past)',
        params: EventIdParams,
        response: { 201: CommunityEvent, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await events.register(viewerOf(request), request.params.id)),
  );

  app.delete(
    '/api/events/:id/registration',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['events'],
        summary: 'Cancel the own registration',
        params: EventIdParams,
        response: { 200: CommunityEvent, ...errors },
      },
    },
    async (request) => events.cancel(viewerOf(request), request.params.id),
  );

  app.get(
    '/api/events/:id/calendar.ics',
    {
      config: { access: 'public' },
      schema: { tags: ['events'], summary: 'The event as an iCalendar file for a calendar app', params: EventIdParams },
    },
    async (request, reply) => {
      const { filename, body } = await events.calendar(request.params.id, request.viewer);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.patch(
    '/api/events/:id',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof CreateEventBody>, SavedEvent>({
          fields: ['title', 'description', 'eventType', 'location'],
          isPublic: true,
          targetType: 'event',
          id: (saved) => saved.id,
        }),
      },
      schema: {
        tags: ['events'],
        summary: 'Change an event (its host or an administrator), with the same rules as publishing',
        params: EventIdParams,
        body: CreateEventBody,
        response: { 200: SavedEvent, ...errors },
      },
    },
    async (request) => events.update(viewerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/ngo/dashboard',
    {
      config: { access: 'ngo' },
      schema: {
        tags: ['ngo'],
        summary:
          "The NGO dashboard: the caller's events (an administrator's: all) with registrations, registrations a day for 30 days, and reach",
        response: { 200: NgoDashboard, ...errors },
      },
    },
    async (request) => dashboard.dashboard(viewerOf(request)),
  );

  app.get(
    '/api/ngo/events/:id/registrants',
    {
      config: { access: 'ngo' },
      schema: {
        tags: ['ngo'],
        summary: "Who registered for one of the caller's events (name, display ID, when)",
        params: EventIdParams,
        response: { 200: RegistrantList, ...errors },
      },
    },
    async (request) => dashboard.registrants(viewerOf(request), request.params.id),
  );

  app.get(
    '/api/ngo/events/:id/registrants.csv',
    {
      config: { access: 'ngo' },
      schema: { tags: ['ngo'], summary: 'The registrants as a CSV file', params: EventIdParams },
    },
    async (request, reply) => {
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
    },
  );
};
