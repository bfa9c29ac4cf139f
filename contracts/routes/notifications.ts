import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import { UnsubscribeQuery, UnsubscribeResult } from '../notification-email.js';
import {
  NotificationIdParams,
  NotificationList,
  NotificationPage,
  NotificationPageQuery,
  NotificationSettings,
  UpdateNotificationSettingsBody,
} from '../notifications.js';
import {
  PushDeviceIdParams,
  PushDeviceList,
  PushDevicesQuery,
  PushEndpointBody,
  PushPublicKey,
  PushSubscriptionBody,
} from '../push.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const pushErrors = { ...errors, 409: ErrorBody };

/**
 * Notifications: the member's list and settings (server/modules/notifications/notifications.routes.ts),
 * Web Push (push/push.routes.ts) and the e-mails' one-click unsubscribe (email/email.routes.ts).
 */
export const NotificationsRoutes = defineRoutes('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    summary:
      "The latest 10 of the member's notifications, newest first, in the request's language, and the unread count",
    response: { 200: NotificationList, ...errors },
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read (dismissed, or its View link followed)',
    params: NotificationIdParams,
    response: { 204: z.null(), ...errors },
  },
  markAllRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification read',
    response: { 204: z.null(), ...errors },
  },
  page: {
    method: 'GET',
    path: '/api/notifications/page',
    summary:
      "A page of the member's notifications, newest first, filtered (all, unread, one kind, system), in the request's language",
    query: NotificationPageQuery,
    response: { 200: NotificationPage, ...errors },
  },
  markSeen: {
    method: 'POST',
    path: '/api/notifications/seen',
    summary: 'The bell was opened or the notifications page shown: every notification is seen (no e-mail for them)',
    response: { 204: z.null(), ...errors },
  },
  settings: {
    method: 'GET',
    path: '/api/notifications/settings',
    summary:
      'How the member hears of each kind (in the app, e-mail, push), the digest, quiet hours in India time and private lock-screen text',
    response: { 200: NotificationSettings, ...errors },
  },
  updateSettings: {
    method: 'PATCH',
    path: '/api/notifications/settings',
    summary:
      'Change part of the notification settings; system notices, and crisis alerts to administrators, always arrive in the app',
    body: UpdateNotificationSettingsBody,
    response: { 200: NotificationSettings, ...errors },
  },

  pushPublicKey: {
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The server's VAPID public key (RFC 8292), the applicationServerKey of PushManager.subscribe",
    response: { 200: PushPublicKey },
  },
  pushDevices: {
    method: 'GET',
    path: '/api/push/subscriptions',
    summary: "The member's devices with notifications on; `endpoint` marks the device asking",
    query: PushDevicesQuery,
    response: { 200: PushDeviceList, ...pushErrors },
  },
  pushSubscribe: {
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: 'Turn notifications on for this device (its PushSubscription); the same endpoint again updates it',
    body: PushSubscriptionBody,
    response: { 204: z.null(), ...pushErrors },
  },
  pushUnsubscribe: {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: 'Turn notifications off for the device with this endpoint',
    body: PushEndpointBody,
    response: { 204: z.null(), ...pushErrors },
  },
  pushRemoveDevice: {
    method: 'DELETE',
    path: '/api/push/subscriptions/:id',
    summary: "Remove one of the member's devices from their list",
    params: PushDeviceIdParams,
    response: { 204: z.null(), ...pushErrors },
  },

  unsubscribe: {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    summary: 'One-click unsubscribe from notification e-mail (RFC 8058): all of it, or the weekly digest',
    query: UnsubscribeQuery,
    response: { 200: UnsubscribeResult, 400: ErrorBody },
  },
  unsubscribePage: {
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    summary: 'The unsubscribe address opened in a browser: leads to the page that asks first, and changes nothing',
    query: UnsubscribeQuery,
    // A 303 redirect to /unsubscribe, no body of its own.
    response: {},
  },
  unsubscribeCheck: {
    method: 'GET',
    path: '/api/notifications/unsubscribe/check',
    summary: 'What an unsubscribe link would stop, without stopping it',
    query: UnsubscribeQuery,
    response: { 200: UnsubscribeResult, 400: ErrorBody },
  },
});
