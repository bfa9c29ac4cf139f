import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  ConfirmSupportOrderBody,
  CreatedSupportOrder,
  CreateSupportOrderBody,
  SandboxPayment,
  SupportConfig,
  SupportOrder,
  SupportMessages,
  SupportOrderParams,
  WebhookAck,
} from '../../../contracts/support.js';
import { viewerOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import type { SupportService } from './support.service.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
};

export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  app.get(
    '/api/support/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support'],
        summary: 'The payment provider the page talks to (and its public key id)',
        response: { 200: SupportConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return support.config();
    },
  );

  app.post(
    '/api/support/orders',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['support'],
        summary: 'Open a payment order for a tier or a custom amount (whole rupees); returns the checkout data',
        body: CreateSupportOrderBody,
        response: { 201: CreatedSupportOrder, ...errors },
      },
    },
    async (request, reply) => {
      const created = await support.createOrder(viewerOf(request), request.body, request.ip);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/support/orders/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support'],
        summary: "One of the member's own orders (the page polls it after checkout)",
        params: SupportOrderParams,
        response: { 200: SupportOrder, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return support.getOrder(viewerOf(request), request.params.id);
    },
  );

  app.post(
    '/api/support/orders/:id/confirm',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['support'],
        summary: "The Checkout handler's signed result; marks the order as awaiting the webhook, never as completed",
        params: SupportOrderParams,
        body: ConfirmSupportOrderBody,
        response: { 200: SupportOrder, ...errors },
      },
    },
    async (request) => support.confirmCheckout(viewerOf(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/api/support/orders/:id/sandbox-pay',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['support'],
        summary:
          'Sandbox only: "pay" an own order; the server sends itself the signed webhook and answers as Checkout would',
        params: SupportOrderParams,
        response: { 200: SandboxPayment, ...errors },
      },
    },
    async (request) => {
      const simulated = await support.simulateSandboxPayment(viewerOf(request), request.params.id);
      // Through HTTP, so the payment takes the very path (raw body, signature, idempotency) a real one takes.
      const res = await app.inject({
        method: 'POST',
        url: '/api/support/webhooks/sandbox',
        headers: simulated.headers,
        payload: simulated.rawBody,
      });
      if (res.statusCode !== 200) {
        request.log.error({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
        throw new AppError('INTERNAL', SupportMessages.sandboxFailed, 502);
      }
      return simulated.checkout;
    },
  );
};

/** Webhooks need the raw body for their signature, so this scope reads every body as bytes. */
export async function webhookRoutes(
  app: FastifyInstance,
  { support, limit }: { support: SupportService; limit: (ip: string) => Promise<void> },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  for (const provider of ['razorpay', 'sandbox'] as const) {
    app.post(
      `/api/support/webhooks/${provider}`,
      {
        // Called by the payment provider's servers, never by a page: no Origin to check.
        config: { access: 'public', anyOrigin: true },
        schema: {
          tags: ['support'],
          summary: `Payment events from ${provider === 'razorpay' ? 'Razorpay' : 'the sandbox'} (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body)`,
          response: { 200: WebhookAck, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
        },
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
