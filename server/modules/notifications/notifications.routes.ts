import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  NotificationIdParams,
  NotificationList,
  NotificationPage,
  NotificationPageQuery,
  NotificationSettings,
  UpdateNotificationSettingsBody,
} from '../../../contracts/notifications.js';
import { viewerOf } from '../../platform/access.js';
import { requestLanguage } from '../../platform/i18n.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/api/notifications',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary:
          "The latest 10 of the member's notifications, newest first, in the request's language, and the unread count",
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request) => notifications.list(viewerOf(request).id, requestLanguage(request.headers['accept-language'])),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read (dismissed, or its View link followed)',
        params: NotificationIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.markRead(viewerOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(viewerOf(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/notifications/page',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary:
          "A page of the member's notifications, newest first, filtered (all, unread, one kind, system), in the request's language",
        querystring: NotificationPageQuery,
        response: { 200: NotificationPage, ...errors },
      },
    },
    async (request) =>
      notifications.page(viewerOf(request).id, requestLanguage(request.headers['accept-language']), request.query),
  );

  app.post(
    '/api/notifications/seen',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'The bell was opened or the notifications page shown: every notification is seen (no e-mail for them)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.markSeen(viewerOf(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/notifications/settings',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary:
          'How the member hears of each kind (in the app, e-mail, push), the digest, quiet hours in India time and private lock-screen text',
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => notifications.settings(viewerOf(request)),
  );

  app.patch(
    '/api/notifications/settings',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary:
          'Change part of the notification settings; system notices, and crisis alerts to administrators, always arrive in the app',
        body: UpdateNotificationSettingsBody,
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => notifications.updateSettings(viewerOf(request), request.body),
  );
};
