import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  uses: [],
  async register({ app, platform }) {
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
    });
    await app.withTypeProvider<ZodTypeProvider>().register(supportRoutes, { support });
    await app.register(webhookRoutes, { support });
    return support;
  },
});
