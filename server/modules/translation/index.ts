import { defineModule } from '../../platform/module.js';
import { createTranslationService, type TranslationService } from './translation.service.js';
import { translationRoutes } from './translation.routes.js';
import { createTranslator } from './providers/translators.js';

export type { TranslationService } from './translation.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    translation: TranslationService;
  }
}

/**
 * Members' writing in the reader's language (decision 0077): posts, replies and stories translated
 * by the configured service and kept per item and language; private messages on request, never kept.
 * Each item is read through its own module, so a reader gets only what they may see.
 */
export const translationModule = defineModule({
  name: 'translation',
  uses: ['forum', 'stories', 'messages'],
  async register({ app, platform, use }) {
    const translation = createTranslationService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      translator: createTranslator(platform.config.translate),
      perHour: platform.config.translate?.perHour ?? 1,
      forum: use('forum'),
      stories: use('stories'),
      messages: use('messages'),
      log: platform.log,
    });
    await app.register(translationRoutes, { translation });
    return translation;
  },
});
