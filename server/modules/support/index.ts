import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RateLimited } from '../../platform/errors.js';
import { defineModule } from '../../platform/module.js';
import { createPaymentProvider } from './providers/index.js';
import { supportRoutes, webhookRoutes } from './support.routes.js';
import { createSupportService, type SupportService } from './support.service.js';

export type { SupportService } from './support.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    /** Support tiers and payments; totalCompletedRupees() is the community's "total donations". */
    support: SupportService;
  }
}

export const supportModule = defineModule({
  name: 'support',
  uses: ['accounts'],
  async register({ app, platform, use }) {
    const { config, log } = platform;
    const provider = createPaymentProvider(config, log);
    if (provider.name === 'razorpay' && !config.payments.webhookSecret) {
      log.error('RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhooks cannot be verified, so no payment will complete');
    }
    const support = createSupportService({
      db: platform.db,
      provider,
      mailer: platform.mailer,
      bus: platform.bus,
      siteName: config.siteName,
      publicUrl: config.publicUrl,
      log,
      sandboxAllowed: config.payments.sandboxAllowed,
      languageOf: use('accounts').languageOf,
    });
    if (provider.name === 'sandbox' && !config.payments.sandboxAllowed) {
      log.warn('No Razorpay keys in production: support payments are refused (set PAYMENTS_SANDBOX=true to run the sandbox, whose payments are not money)');
    }
    await app.withTypeProvider<ZodTypeProvider>().register(supportRoutes, { support });
    const perMinute = config.webhookRateLimitPerMinute;
    await app.register(webhookRoutes, {
      support,
      // Per client address, before the body is looked at: junk cannot be posted faster than this.
      limit: async (ip: string) => {
        const { allowed, retryAfter } = await platform.rateLimits.consume(`webhook:${ip}`, { window: 60, max: perMinute });
        if (!allowed) throw new RateLimited('Too many webhook deliveries from this address. Please slow down.', retryAfter ?? 60);
      },
    });
    return support;
  },
});
