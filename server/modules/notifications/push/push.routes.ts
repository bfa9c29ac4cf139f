import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationsRoutes as R } from '../../../../contracts/routes/notifications.js';
import { viewerOf } from '../../../platform/access.js';
import { serve } from '../../../platform/serve.js';
import type { PushService } from './push.service.js';

/** Web Push: the server's key, and the member's devices. Turning notifications off stays open to a suspended member. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  serve(app, R.pushPublicKey, { access: 'public' }, async () => ({ publicKey: push.publicKey() }));

  serve(app, R.pushDevices, { access: 'member' }, async (request) =>
    push.devices(viewerOf(request).id, request.query.endpoint),
  );

  serve(app, R.pushSubscribe, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await push.subscribe(viewerOf(request), request.body);
    return reply.status(204).send(null);
  });

  serve(app, R.pushUnsubscribe, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await push.unsubscribe(viewerOf(request).id, request.body.endpoint);
    return reply.status(204).send(null);
  });

  serve(app, R.pushRemoveDevice, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await push.removeDevice(viewerOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });
};
