import { ledgerRoutes } from './support.ledger.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineMemberLimit } from '../../platform/member-limits.js';
import { defineModule } from '../../platform/module.js';
import { createPaymentProvider } from './providers/index.js';
import { supportRoutes, webhookRoutes } from './support.routes.js';
import { createSupportService, type SupportService } from './support.service.js';
import { supportDataRights } from './support.data-rights.js';
import { SupportMessages } from '../../../contracts/support.js';

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
    platform.dataRights.register(supportDataRights(platform.db));
    const { config, log } = platform;
    const provider = createPaymentProvider(config, log);
    if (provider.name === 'razorpay' && !config.payments.webhookSecret) {
      log.error(
        'RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhooks cannot be verified, so no payment will complete',
      );
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
      log.warn(
        'No Razorpay keys in production: support payments are refused (set PAYMENTS_SANDBOX=true to run the sandbox, whose payments are not money)',
      );
    }
    await app.withTypeProvider<ZodTypeProvider>().register(supportRoutes, { support });
    await app.register(ledgerRoutes, { db: platform.db });
    const webhookDeliveries = defineMemberLimit({
      name: 'webhook-deliveries',
      max: config.webhookRateLimitPerMinute,
      windowSeconds: 60,
      message: () => SupportMessages.webhooksLimited,
    });
    await app.register(webhookRoutes, {
      support,
      // Per client address, before the body is looked at: junk cannot be posted faster than this.
      // (The per-member mechanism counts any caller key: here the client address.)
      limit: (ip: string) => platform.memberLimits.take(webhookDeliveries, ip),
    });
    return support;
  },
});
