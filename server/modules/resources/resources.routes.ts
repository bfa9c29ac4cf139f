import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResourcesRoutes as R } from '../../../contracts/routes/resources.js';
import { serve } from '../../platform/serve.js';
import type { ResourcesService } from './resources.service.js';

export const resourcesRoutes: FastifyPluginAsyncZod<{ resources: ResourcesService }> = async (app, { resources }) => {
  serve(app, R.articles, { access: 'public' }, async (request) => resources.listArticles(request.query));

  serve(app, R.article, { access: 'public' }, async (request) => resources.article(request.params.id));

  serve(app, R.links, { access: 'public' }, async (request) => resources.links(request.query.q));

  serve(app, R.ngos, { access: 'public' }, async (request) => resources.ngos(request.query));

  serve(app, R.professionals, { access: 'public' }, async (request) => resources.professionals(request.query.q));
};
