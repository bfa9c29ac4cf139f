import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SupportRoutes as R } from '../../../contracts/routes/support.js';
import { SupportMessages } from '../../../contracts/support.js';
import { viewerOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { serve } from '../../platform/serve.js';
import type { SupportService } from './support.service.js';

export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  serve(app, R.config, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return support.config();
  });

  serve(app, R.createOrder, { access: 'member', whileSuspended: true }, async (request, reply) => {
    const created = await support.createOrder(viewerOf(request), request.body, request.ip);
    return reply.status(201).send(created);
  });

  serve(app, R.order, { access: 'member' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return support.getOrder(viewerOf(request), request.params.id);
  });

  serve(app, R.confirmOrder, { access: 'member', whileSuspended: true }, async (request) =>
    support.confirmCheckout(viewerOf(request), request.params.id, request.body, request.ip),
  );

  serve(app, R.sandboxPay, { access: 'member', whileSuspended: true }, async (request) => {
    const simulated = await support.simulateSandboxPayment(viewerOf(request), request.params.id);
    // Through HTTP, so the payment takes the very path (raw body, signature, idempotency) a real one takes.
    const res = await app.inject({
      method: 'POST',
      url: R.sandboxWebhook.path,
      headers: simulated.headers,
      payload: simulated.rawBody,
    });
    if (res.statusCode !== 200) {
      request.log.error({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
      throw new AppError('INTERNAL', SupportMessages.sandboxFailed, 502);
    }
    return simulated.checkout;
  });
};

/** Webhooks need the raw body for their signature, so this scope reads every body as bytes. */
export async function webhookRoutes(
  app: FastifyInstance,
  { support, limit }: { support: SupportService; limit: (ip: string) => Promise<void> },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  // Registered from their descriptors without serve(): each counts its caller on arrival (a hook of
  // its own) and reads a body no JSON schema describes.
  for (const [provider, route] of [
    ['razorpay', R.razorpayWebhook],
    ['sandbox', R.sandboxWebhook],
  ] as const) {
    app.post(
      route.path,
      {
        // Called by the payment provider's servers, never by a page: no Origin to check.
        config: { access: 'public', anyOrigin: true },
        schema: { tags: route.tags, summary: route.summary, response: route.response },
        // Counted on arrival, before the body is read.
        onRequest: async (request) => limit(request.ip),
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return support.handleWebhook(provider, body, request.headers, request.ip);
      },
    );
  }
}
