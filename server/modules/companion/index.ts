import { CompanionAllowedFileTypes } from '../../../contracts/companion-files.js';
import { CompanionLimits, type CompanionConfig } from '../../../contracts/companion.js';
import { defineModule } from '../../platform/module.js';
import { createResponseCache } from '../../platform/response-cache.js';
import { companionRoutes } from './companion.routes.js';
import { createConversationsService, type ConversationsService } from './conversations.service.js';
import { createCompanionFiles } from './files/index.js';
import { createReplyProvider } from './providers/index.js';
import { createRepliesService, type RepliesService } from './replies.service.js';
import { createSupportResourcesSource, seedSupportResources } from './support-resources.js';
import { companionDataRights } from './companion.data-rights.js';
import { workedExamples } from './examples.js';

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
export const companionModule = defineModule({
  name: 'companion',
  uses: ['profiles', 'safety'],
  async register({ app, platform, use }) {
    // The worked examples are read now, once a process (about 0.1 s), not inside the first member's
    // reply, where the provider's time limit would count them.
    workedExamples();
    platform.dataRights.register(companionDataRights(platform.db, platform.storage));
    platform.search.register(createSupportResourcesSource(platform.db));
    const files = createCompanionFiles(platform);
    const conversations = createConversationsService({ db: platform.db, files: files.service });
    const replies = createRepliesService({
      db: platform.db,
      config: platform.config,
      profiles: use('profiles'),
      safety: use('safety'),
      files: files.service,
      search: platform.search,
      provider: createReplyProvider(platform.config),
      conversations,
    });
    const config: CompanionConfig = {
      provider: platform.config.forti.provider,
      voiceEnabled: platform.config.transcribe !== null,
      voiceMaxSeconds: CompanionLimits.voiceMaxSeconds,
      fileMaxBytes: CompanionLimits.fileMaxBytes,
      allowedFileTypes: [...CompanionAllowedFileTypes],
    };
    const newestPages = createResponseCache({ maxBytes: NEWEST_PAGES_CACHE_BYTES, build: platform.config.buildId });
    await app.register(companionRoutes, { conversations, replies, config, newestPages });
    await app.register(files.routes);
    return { conversations, replies };
  },
  async seed(_companion, { platform }) {
    const added = await seedSupportResources(platform.db);
    return added > 0 ? `${added} Forti support resources` : null;
  },
});
