import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  NotificationIdParams,
  NotificationList,
  NotificationPreferences,
  UpdatePreferencesBody,
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
    '/api/notifications/preferences',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds of notification the member receives',
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => notifications.preferences(viewerOf(request).id),
  );

  app.patch(
    '/api/notifications/preferences',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Switch kinds of notification on or off (system notices always arrive)',
        body: UpdatePreferencesBody,
        response: { 200: NotificationPreferences, ...errors },
      },
    },
    async (request) => notifications.updatePreferences(viewerOf(request).id, request.body),
  );
};
