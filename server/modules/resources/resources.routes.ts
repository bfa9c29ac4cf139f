import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  Article,
  ArticleIdParams,
  ArticlePage,
  ListResourcesQuery,
  NgoPage,
  Professionals,
  ResourceLinks,
  SearchResourcesQuery,
} from '../../../contracts/resources.js';
import type { ResourcesService } from './resources.service.js';

export const resourcesRoutes: FastifyPluginAsyncZod<{ resources: ResourcesService }> = async (app, { resources }) => {
  const errors = { 400: ErrorBody };

  app.get(
    '/api/resources/articles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['resources'],
        summary: 'Published articles, newest first; q searches title, excerpt and text',
        querystring: ListResourcesQuery,
        response: { 200: ArticlePage, ...errors },
      },
    },
    async (request) => resources.listArticles(request.query),
  );

  app.get(
    '/api/resources/articles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['resources'],
        summary: 'One published article',
        params: ArticleIdParams,
        response: { 200: Article, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => resources.article(request.params.id),
  );

  app.get(
    '/api/resources/links',
    {
      config: { access: 'public' },
      schema: {
        tags: ['resources'],
        summary: 'Active links (YouTube channels, websites, helplines)',
        querystring: SearchResourcesQuery,
        response: { 200: ResourceLinks, ...errors },
      },
    },
    async (request) => resources.links(request.query.q),
  );

  app.get(
    '/api/resources/ngos',
    {
      config: { access: 'public' },
      schema: {
        tags: ['resources'],
        summary: 'Active NGOs by name; q searches name, description and region',
        querystring: ListResourcesQuery,
        response: { 200: NgoPage, ...errors },
      },
    },
    async (request) => resources.ngos(request.query),
  );

  app.get(
    '/api/resources/professionals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['resources'],
        summary: 'The active directory of cancer care services',
        querystring: SearchResourcesQuery,
        response: { 200: Professionals, ...errors },
      },
    },
    async (request) => resources.professionals(request.query.q),
  );
};
