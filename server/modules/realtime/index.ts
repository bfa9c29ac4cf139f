import { defineModule } from '../../platform/module.js';
import { realtimeRoutes } from './realtime.routes.js';

// The realtime module publishes nothing to other modules; they send through platform.realtime.
declare module '../../platform/module.js' {
  interface ModuleServices {
    realtime: Record<string, never>;
  }
}

/** GET /api/realtime: one WebSocket per signed-in browser, with catch-up after a reconnection. */
export const realtimeModule = defineModule({
  name: 'realtime',
  uses: ['notifications', 'messages'],
  async register({ app, platform, use }) {
    await app.register(realtimeRoutes, { platform, notifications: use('notifications'), messages: use('messages') });
    return {};
  },
});
