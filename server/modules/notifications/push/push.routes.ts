import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../contracts/errors.js';
import {
  PushDeviceIdParams,
  PushDeviceList,
  PushDevicesQuery,
  PushEndpointBody,
  PushPublicKey,
  PushSubscriptionBody,
} from '../../../../contracts/push.js';
import { viewerOf } from '../../../platform/access.js';
import type { PushService } from './push.service.js';

/** Web Push: the server's key, and the member's devices. Turning notifications off stays open to a suspended member. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/push/public-key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key (RFC 8292), the applicationServerKey of PushManager.subscribe",
        response: { 200: PushPublicKey },
      },
    },
    async () => ({ publicKey: push.publicKey() }),
  );

  app.get(
    '/api/push/subscriptions',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: "The member's devices with notifications on; `endpoint` marks the device asking",
        querystring: PushDevicesQuery,
        response: { 200: PushDeviceList, ...errors },
      },
    },
    async (request) => push.devices(viewerOf(request).id, request.query.endpoint),
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Turn notifications on for this device (its PushSubscription); the same endpoint again updates it',
        body: PushSubscriptionBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.subscribe(viewerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Turn notifications off for the device with this endpoint',
        body: PushEndpointBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(viewerOf(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions/:id',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: "Remove one of the member's devices from their list",
        params: PushDeviceIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.removeDevice(viewerOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
