import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  AdminArticle,
  AdminArticleIdParams,
  AdminArticlePage,
  AdminLibraryQuery,
  AdminLinkIdParams,
  AdminNgo,
  AdminNgoIdParams,
  AdminNgoPage,
  AdminResourceLink,
  AdminResourceLinkPage,
  CreateArticleBody,
  CreateNgoBody,
  CreateResourceLinkBody,
  LibraryMessages,
  UpdateArticleBody,
  UpdateNgoBody,
  UpdateResourceLinkBody,
} from '../../../contracts/resources-admin.js';
import { viewerOf } from '../../platform/access.js';
import type { LibraryAdmin } from './resources.admin.js';

/** The Admin Dashboard's Articles, NGOs and Resources tabs (community-admin §2, §7): administrators only. */
export const libraryAdminRoutes: FastifyPluginAsyncZod<{ library: LibraryAdmin }> = async (app, { library }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  const articles = { access: 'admin', deniedMessage: LibraryMessages.articlesDenied } as const;
  const ngos = { access: 'admin', deniedMessage: LibraryMessages.ngosDenied } as const;
  const links = { access: 'admin' } as const;
  const tags = ['resources'];

  app.get(
    '/api/admin/articles',
    {
      config: articles,
      schema: {
        tags,
        summary: 'Every article, drafts too, by last change; q searches title, excerpt and text',
        querystring: AdminLibraryQuery,
        response: { 200: AdminArticlePage, ...errors },
      },
    },
    async (request) => library.listArticles(request.query),
  );
  app.post(
    '/api/admin/articles',
    {
      config: articles,
      schema: {
        tags,
        summary: 'Write an article (published unless isPublished is false)',
        body: CreateArticleBody,
        response: { 201: AdminArticle, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await library.createArticle(viewerOf(request), request.body)),
  );
  app.patch(
    '/api/admin/articles/:id',
    {
      config: articles,
      schema: {
        tags,
        summary: 'Edit an article, or publish it or make it a draft',
        params: AdminArticleIdParams,
        body: UpdateArticleBody,
        response: { 200: AdminArticle, ...errors },
      },
    },
    async (request) => library.updateArticle(viewerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/articles/:id',
    {
      config: articles,
      schema: {
        tags,
        summary: 'Delete an article',
        params: AdminArticleIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await library.deleteArticle(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/ngos',
    {
      config: ngos,
      schema: {
        tags,
        summary: 'Every NGO, inactive ones too, by last change; q searches name, region and description',
        querystring: AdminLibraryQuery,
        response: { 200: AdminNgoPage, ...errors },
      },
    },
    async (request) => library.listNgos(request.query),
  );
  app.post(
    '/api/admin/ngos',
    {
      config: ngos,
      schema: {
        tags,
        summary: 'Add an NGO (active unless isActive is false); services as a list or comma-separated',
        body: CreateNgoBody,
        response: { 201: AdminNgo, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await library.createNgo(viewerOf(request), request.body)),
  );
  app.patch(
    '/api/admin/ngos/:id',
    {
      config: ngos,
      schema: {
        tags,
        summary: 'Edit an NGO or switch it active or inactive',
        params: AdminNgoIdParams,
        body: UpdateNgoBody,
        response: { 200: AdminNgo, ...errors },
      },
    },
    async (request) => library.updateNgo(viewerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/ngos/:id',
    {
      config: ngos,
      schema: { tags, summary: 'Delete an NGO', params: AdminNgoIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await library.deleteNgo(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/resource-links',
    {
      config: links,
      schema: {
        tags,
        summary: 'Every resource link, inactive ones too, newest first; q searches title and description',
        querystring: AdminLibraryQuery,
        response: { 200: AdminResourceLinkPage, ...errors },
      },
    },
    async (request) => library.listLinks(request.query),
  );
  app.post(
    '/api/admin/resource-links',
    {
      config: links,
      schema: {
        tags,
        summary: 'Add a resource link; tags as a list or comma-separated',
        body: CreateResourceLinkBody,
        response: { 201: AdminResourceLink, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await library.createLink(viewerOf(request), request.body)),
  );
  app.patch(
    '/api/admin/resource-links/:id',
    {
      config: links,
      schema: {
        tags,
        summary: 'Edit a resource link or switch it active or inactive',
        params: AdminLinkIdParams,
        body: UpdateResourceLinkBody,
        response: { 200: AdminResourceLink, ...errors },
      },
    },
    async (request) => library.updateLink(viewerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/resource-links/:id',
    {
      config: links,
      schema: {
        tags,
        summary: 'Delete a resource link',
        params: AdminLinkIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await library.deleteLink(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
