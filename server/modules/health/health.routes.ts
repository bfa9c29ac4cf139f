import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthRoutes as R } from '../../../contracts/routes/health.js';
import type { DatabaseHandle } from '../../db/client.js';
import { serve } from '../../platform/serve.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  serve(app, R.health, { access: 'public' }, async (_request, reply) => {
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
  });

  // Liveness: answers without touching the database (also the benchmark's ceiling).
  serve(app, R.live, { access: 'public' }, async () => ({ status: 'ok' as const }));
};
