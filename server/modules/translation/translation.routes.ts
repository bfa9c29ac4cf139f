import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TranslationRoutes as R } from '../../../contracts/routes/translation.js';
import { serve } from '../../platform/serve.js';
import type { TranslationService } from './translation.service.js';

export const translationRoutes: FastifyPluginAsyncZod<{ translation: TranslationService }> = async (
  app,
  { translation },
) => {
  // Public, as the forum and stories are to read: a visitor's count is by address. Reading, so a
  // suspended member may still ask.
  serve(app, R.translate, { access: 'public', whileSuspended: true }, async (request) =>
    translation.translate({ viewer: request.viewer, ip: request.ip }, request.body),
  );
};
