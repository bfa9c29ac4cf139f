import { z } from 'zod';
import { Health } from '../health.js';
import { defineRoutes } from '../http.js';

/** Whether the server answers (server/modules/health/health.routes.ts serves them). */
export const HealthRoutes = defineRoutes('health', {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server and its database answer',
    response: { 200: Health, 503: Health },
  },
  live: {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process answers',
    response: { 200: z.object({ status: z.literal('ok') }) },
  },
});
