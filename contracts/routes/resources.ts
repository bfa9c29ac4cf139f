import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import {
  Article,
  ArticleIdParams,
  ArticlePage,
  ListResourcesQuery,
  NgoPage,
  Professionals,
  ResourceLinks,
  SearchResourcesQuery,
} from '../resources.js';
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
  UpdateArticleBody,
  UpdateNgoBody,
  UpdateResourceLinkBody,
} from '../resources-admin.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody };
const adminErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The library's routes: the public Resources pages (server/modules/resources/resources.routes.ts) and
 * the Admin Dashboard's Articles, NGOs and Resources tabs (resources.admin.routes.ts).
 */
export const ResourcesRoutes = defineRoutes('resources', {
  articles: {
    method: 'GET',
    path: '/api/resources/articles',
    summary: 'Published articles, newest first; q searches title, excerpt and text',
    query: ListResourcesQuery,
    response: { 200: ArticlePage, ...errors },
  },
  article: {
    method: 'GET',
    path: '/api/resources/articles/:id',
    summary: 'One published article',
    params: ArticleIdParams,
    response: { 200: Article, 400: ErrorBody, 404: ErrorBody },
  },
  links: {
    method: 'GET',
    path: '/api/resources/links',
    summary: 'Active links (YouTube channels, websites, helplines)',
    query: SearchResourcesQuery,
    response: { 200: ResourceLinks, ...errors },
  },
  ngos: {
    method: 'GET',
    path: '/api/resources/ngos',
    summary: 'Active NGOs by name; q searches name, description and region',
    query: ListResourcesQuery,
    response: { 200: NgoPage, ...errors },
  },
  professionals: {
    method: 'GET',
    path: '/api/resources/professionals',
    summary: 'The active directory of cancer care services',
    query: SearchResourcesQuery,
    response: { 200: Professionals, ...errors },
  },

  adminArticles: {
    method: 'GET',
    path: '/api/admin/articles',
    summary: 'Every article, drafts too, by last change; q searches title, excerpt and text',
    query: AdminLibraryQuery,
    response: { 200: AdminArticlePage, ...adminErrors },
  },
  createArticle: {
    method: 'POST',
    path: '/api/admin/articles',
    summary: 'Write an article (published unless isPublished is false)',
    body: CreateArticleBody,
    response: { 201: AdminArticle, ...adminErrors },
  },
  updateArticle: {
    method: 'PATCH',
    path: '/api/admin/articles/:id',
    summary: 'Edit an article, or publish it or make it a draft',
    params: AdminArticleIdParams,
    body: UpdateArticleBody,
    response: { 200: AdminArticle, ...adminErrors },
  },
  deleteArticle: {
    method: 'DELETE',
    path: '/api/admin/articles/:id',
    summary: 'Delete an article',
    params: AdminArticleIdParams,
    response: { 204: z.null(), ...adminErrors },
  },

  adminNgos: {
    method: 'GET',
    path: '/api/admin/ngos',
    summary: 'Every NGO, inactive ones too, by last change; q searches name, region and description',
    query: AdminLibraryQuery,
    response: { 200: AdminNgoPage, ...adminErrors },
  },
  createNgo: {
    method: 'POST',
    path: '/api/admin/ngos',
    summary: 'Add an NGO (active unless isActive is false); services as a list or comma-separated',
    body: CreateNgoBody,
    response: { 201: AdminNgo, ...adminErrors },
  },
  updateNgo: {
    method: 'PATCH',
    path: '/api/admin/ngos/:id',
    summary: 'Edit an NGO or switch it active or inactive',
    params: AdminNgoIdParams,
    body: UpdateNgoBody,
    response: { 200: AdminNgo, ...adminErrors },
  },
  deleteNgo: {
    method: 'DELETE',
    path: '/api/admin/ngos/:id',
    summary: 'Delete an NGO',
    params: AdminNgoIdParams,
    response: { 204: z.null(), ...adminErrors },
  },

  adminLinks: {
    method: 'GET',
    path: '/api/admin/resource-links',
    summary: 'Every resource link, inactive ones too, newest first; q searches title and description',
    query: AdminLibraryQuery,
    response: { 200: AdminResourceLinkPage, ...adminErrors },
  },
  createLink: {
    method: 'POST',
    path: '/api/admin/resource-links',
    summary: 'Add a resource link; tags as a list or comma-separated',
    body: CreateResourceLinkBody,
    response: { 201: AdminResourceLink, ...adminErrors },
  },
  updateLink: {
    method: 'PATCH',
    path: '/api/admin/resource-links/:id',
    summary: 'Edit a resource link or switch it active or inactive',
    params: AdminLinkIdParams,
    body: UpdateResourceLinkBody,
    response: { 200: AdminResourceLink, ...adminErrors },
  },
  deleteLink: {
    method: 'DELETE',
    path: '/api/admin/resource-links/:id',
    summary: 'Delete a resource link',
    params: AdminLinkIdParams,
    response: { 204: z.null(), ...adminErrors },
  },
});
