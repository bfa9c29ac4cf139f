import type { AppConfig } from '../../../config.js';
import { createOfflineProvider } from './offline.js';
import { createOpenAiProvider } from './openai.js';
import type { ReplyProvider } from './types.js';
import { createWebhookProvider } from './webhook.js';

export type { ReplyProvider, ReplyRequest, MemberContext } from './types.js';
export { ProviderError } from './types.js';

/** The reply provider the configuration chooses (FORTI_WEBHOOK_URL, else FORTI_BASE_URL, else offline). */
export function createReplyProvider(config: AppConfig): ReplyProvider {
  const forti = config.forti;
  if (forti.provider === 'webhook' && forti.webhookUrl)
    return createWebhookProvider({ url: forti.webhookUrl, publicUrl: config.publicUrl });
  if (forti.provider === 'openai' && forti.baseUrl) {
    return createOpenAiProvider({
      baseUrl: forti.baseUrl,
      apiKey: forti.apiKey,
      model: forti.model,
      siteName: config.siteName,
      publicUrl: config.publicUrl,
    });
  }
  return createOfflineProvider();
}
