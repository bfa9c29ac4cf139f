import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrustRoutes as R } from '../../../contracts/routes/trust.js';
import { viewerOf } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import type { Holds } from './holds.js';
import type { TrustLevels } from './trust.service.js';
import type { WatchedWords } from './watched.service.js';

/** The member's own trust level; the administrators' locks and settings. */
export const trustRoutes: FastifyPluginAsyncZod<{ levels: TrustLevels; holds: Holds; watched: WatchedWords }> = async (
  app,
  { levels, holds, watched },
) => {
  // A suspended member may still read where they stand.
  serve(app, R.mine, { access: 'member', whileSuspended: true }, async (request) => levels.mine(viewerOf(request)));
  serve(app, R.lock, { access: 'admin' }, async (request) =>
    levels.lock(viewerOf(request).id, request.params.id, request.body.level),
  );
  serve(app, R.settings, { access: 'admin' }, async () => levels.settings());
  serve(app, R.saveSettings, { access: 'admin' }, async (request) =>
    levels.saveSettings(viewerOf(request).id, request.body),
  );
  serve(app, R.held, { access: 'admin' }, async () => ({ items: await holds.list() }));
  serve(app, R.approve, { access: 'admin' }, async (request) =>
    holds.approve(request.params.type, request.params.id, viewerOf(request).id),
  );
  serve(app, R.reject, { access: 'admin' }, async (request) =>
    holds.reject(request.params.type, request.params.id, viewerOf(request).id, request.body.reason),
  );
  serve(app, R.watchedList, { access: 'admin' }, async (request) => watched.list(request.query));
  serve(app, R.watchedCreate, { access: 'admin' }, async (request) =>
    watched.create(viewerOf(request).id, request.body),
  );
  serve(app, R.watchedUpdate, { access: 'admin' }, async (request) =>
    watched.update(viewerOf(request).id, request.params.id, request.body),
  );
  serve(app, R.watchedDelete, { access: 'admin' }, async (request) =>
    watched.remove(viewerOf(request).id, request.params.id),
  );
  serve(app, R.watchedTest, { access: 'admin' }, async (request) => watched.test(request.body.text));
};
