import { CompanionAllowedFileTypes } from '../../../contracts/companion-files.js';
import { CompanionLimits, type CompanionConfig } from '../../../contracts/companion.js';
import type { AppModule } from '../../platform/module.js';
import { createResponseCache } from '../../platform/response-cache.js';
import { platformSearch } from '../../platform/search.js';
import { companionRoutes } from './companion.routes.js';
import { createConversationsService, type ConversationsService } from './conversations.service.js';
import { createCompanionFiles } from './files/index.js';
import { createReplyProvider } from './providers/index.js';
import { createRepliesService, type RepliesService } from './replies.service.js';
import { createSupportResourcesSource, seedSupportResources } from './support-resources.js';

/** Memory for serialised conversation pages (about 150 KB each uncompressed, 20 KB compressed). */
const NEWEST_PAGES_CACHE_BYTES = 32 * 1024 * 1024;

export interface CompanionService {
  conversations: ConversationsService;
  replies: RepliesService;
}

declare module '../../platform/module.js' {
  interface ModuleServices {
    companion: CompanionService;
  }
}

/**
 * Forti, the AI companion: conversations, streamed replies from the configured provider (offline,
 * an OpenAI-compatible API, or the automation webhook), safety before any provider, per-member
 * limits, and the platform search it cites (support resources are its first domain).
 */
export const companionModule: AppModule = {
  name: 'companion',
  async register(app, ctx) {
    const search = platformSearch(ctx, app.log);
    search.register(createSupportResourcesSource(ctx.db));
    const files = createCompanionFiles(ctx);
    const conversations = createConversationsService({ db: ctx.db, files: files.service });
    const replies = createRepliesService({
      db: ctx.db,
      config: ctx.config,
      profiles: ctx.profiles,
      files: files.service,
      search,
      provider: createReplyProvider(ctx.config),
      conversations,
    });
    ctx.services.companion = { conversations, replies };
    const config: CompanionConfig = {
      provider: ctx.config.forti.provider,
      voiceEnabled: ctx.config.transcribe !== null,
      voiceMaxSeconds: CompanionLimits.voiceMaxSeconds,
      fileMaxBytes: CompanionLimits.fileMaxBytes,
      allowedFileTypes: [...CompanionAllowedFileTypes],
    };
    const newestPages = createResponseCache({ maxBytes: NEWEST_PAGES_CACHE_BYTES });
    await app.register(companionRoutes, { conversations, replies, config, newestPages });
    await app.register(files.routes);
  },
  async seed(ctx) {
    const added = await seedSupportResources(ctx.db);
    return added > 0 ? `${added} Forti support resources` : null;
  },
};
