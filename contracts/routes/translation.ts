import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import { TranslateBody, Translation } from '../translation.js';

/** Machine translation of members' writing (server/modules/translation/translation.routes.ts serves them). */
export const TranslationRoutes = defineRoutes('translation', {
  translate: {
    method: 'POST',
    path: '/api/translations',
    summary:
      "A post, reply or story in the reader's language (kept per item and language until it is edited or erased), or a private message of the reader's (never kept); only what the reader may see; limited per hour",
    body: TranslateBody,
    response: {
      200: Translation,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      429: ErrorBody,
      502: ErrorBody,
      503: ErrorBody,
    },
  },
});
