import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { EventBus } from './events.js';
import type { Mailer } from './mail.js';
import type { RateLimitStore } from './rate-limit-store.js';
import type { Storage } from './storage.js';
import type { ProfilesService } from '../modules/profiles/profiles.service.js';

/**
 * The services every module can reach. A module adds its own service here (declaration merging
 * in its index.ts) so that later modules call it instead of reaching into its tables.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  storage: Storage;
  mailer: Mailer;
  bus: EventBus;
  profiles: ProfilesService;
  /** Fixed-window counters for per-member limits: in Redis when REDIS_URL is set, else in memory. */
  rateLimits: RateLimitStore;
  /** Filled in registration order (server/modules/registry.ts). */
  services: Partial<ModuleServices>;
}

/** One domain: builds its service, publishes it on ctx.services, registers its routes. */
export interface AppModule {
  name: string;
  register(app: FastifyInstance, ctx: ModuleContext): Promise<void>;
  /**
   * Demo content (SEED_DEMO): runs at every start after register; adds its content only when the
   * domain has none yet, and returns a line for the log (or null when it added nothing).
   */
  seed?(ctx: ModuleContext): Promise<string | null>;
}
