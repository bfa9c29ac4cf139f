import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import {
  CommunityEvent,
  CreateEventBody,
  EventIdParams,
  EventPage,
  ListEventsQuery,
  NgoDashboard,
  RegistrantList,
  SavedEvent,
} from '../events.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
/** A file sent as it is, not JSON (its media type for the documentation): the web links to it, it does not read it. */
const file = (mediaType: string) => z.string().meta({ content: { [mediaType]: { schema: { type: 'string' } } } });

/** Community events and the NGO dashboard (server/modules/events/events.routes.ts serves them). */
export const EventsRoutes = defineRoutes('events', {
  list: {
    method: 'GET',
    path: '/api/events',
    summary:
      'Upcoming events soonest first (when=past: past ones, latest first); q searches title, description and type',
    query: ListEventsQuery,
    response: { 200: EventPage, 400: ErrorBody },
  },
  create: {
    method: 'POST',
    path: '/api/events',
    summary:
      "Publish an event (administrators and NGOs); dates and times are India time (safety: the writer's own notice when its text signals a risk)",
    body: CreateEventBody,
    response: { 201: SavedEvent, ...errors },
  },
  get: {
    method: 'GET',
    path: '/api/events/:id',
    summary: 'One event',
    params: EventIdParams,
    response: { 200: CommunityEvent, 400: ErrorBody, 404: ErrorBody },
  },
  remove: {
    method: 'DELETE',
    path: '/api/events/:id',
    summary: 'Delete an event (its host or an administrator)',
    params: EventIdParams,
    response: { 204: z.null(), ...errors },
  },
  register: {
    method: 'POST',
    path: '/api/events/:id/registration',
    summary: 'Register for an event (once; refused when full or past)',
    params: EventIdParams,
    response: { 201: CommunityEvent, ...errors },
  },
  cancel: {
    method: 'DELETE',
    path: '/api/events/:id/registration',
    summary: 'Cancel the own registration',
    params: EventIdParams,
    response: { 200: CommunityEvent, ...errors },
  },
  calendar: {
    method: 'GET',
    path: '/api/events/:id/calendar.ics',
    summary: 'The event as an iCalendar file for a calendar app',
    params: EventIdParams,
    response: { 200: file('text/calendar') },
  },
  update: {
    method: 'PATCH',
    path: '/api/events/:id',
    summary: 'Change an event (its host or an administrator), with the same rules as publishing',
    params: EventIdParams,
    body: CreateEventBody,
    response: { 200: SavedEvent, ...errors },
  },
  ngoDashboard: {
    method: 'GET',
    path: '/api/ngo/dashboard',
    summary:
      "The NGO dashboard: the caller's events (an administrator's: all) with registrations, registrations a day for 30 days, and reach",
    tags: ['ngo'],
    response: { 200: NgoDashboard, ...errors },
  },
  registrants: {
    method: 'GET',
    path: '/api/ngo/events/:id/registrants',
    summary: "Who registered for one of the caller's events (name, display ID, when)",
    tags: ['ngo'],
    params: EventIdParams,
    response: { 200: RegistrantList, ...errors },
  },
  registrantsCsv: {
    method: 'GET',
    path: '/api/ngo/events/:id/registrants.csv',
    summary: 'The registrants as a CSV file',
    tags: ['ngo'],
    params: EventIdParams,
    response: { 200: file('text/csv') },
  },
});
