import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Health } from '../../../contracts/health.js';
import type { DatabaseHandle } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      let ok = true;
      try {
        await database.ping();
      } catch {
        ok = false;
      }
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: ok ? 'ok' : 'unreachable',
        driver: database.driver,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  // Liveness: answers without touching the database (also the benchmark's ceiling).
  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
