import type { AppConfig } from '../../../config.js';
import { createRazorpayProvider } from './razorpay.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox.js';
import type { PaymentProviderAdapter } from './types.js';

export type { PaymentEvent, PaymentProviderAdapter, WebhookVerdict } from './types.js';
export type { SandboxProvider } from './sandbox.js';

/** Razorpay when its keys are configured, otherwise the sandbox. */
export function createPaymentProvider(
  config: AppConfig,
  log?: { warn: (obj: object, msg: string) => void },
): PaymentProviderAdapter | SandboxProvider {
  const p = config.payments;
  if (p.provider === 'razorpay' && p.keyId && p.keySecret) {
    return createRazorpayProvider({
      keyId: p.keyId,
      keySecret: p.keySecret,
      webhookSecret: p.webhookSecret,
      apiUrl: p.apiUrl,
      siteName: config.siteName,
      log,
    });
  }
  return createSandboxProvider();
}

export function isSandbox(provider: PaymentProviderAdapter): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
