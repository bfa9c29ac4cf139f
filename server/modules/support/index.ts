import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../../platform/module.js';
import { createPaymentProvider } from './providers/index.js';
import { supportRoutes, webhookRoutes } from './support.routes.js';
import { createSupportService, type SupportService } from './support.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    /** Support tiers and payments; totalCompletedRupees() is the community's "total donations". */
    support: SupportService;
  }
}

export const supportModule: AppModule = {
  name: 'support',
  async register(app, ctx) {
    const provider = createPaymentProvider(ctx.config, app.log);
    if (provider.name === 'razorpay' && !ctx.config.payments.webhookSecret) {
      app.log.error('RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhooks cannot be verified, so no payment will complete');
    }
    const support = createSupportService({
      db: ctx.db,
      provider,
      mailer: ctx.mailer,
      bus: ctx.bus,
      siteName: ctx.config.siteName,
      publicUrl: ctx.config.publicUrl,
      log: app.log,
    });
    ctx.services.support = support;
    await app.withTypeProvider<ZodTypeProvider>().register(supportRoutes, { support });
    await app.register(webhookRoutes, { support });
  },
};
