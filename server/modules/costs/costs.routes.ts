import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  AdminScheme,
  AdminSchemePage,
  AdminSchemesQuery,
  CostsMatch,
  CostsMatchQuery,
  CostsMessages,
  CreateSchemeBody,
  SchemeIdParams,
  UpdateSchemeBody,
} from '../../../contracts/costs.js';
import { viewerOf } from '../../platform/access.js';
import type { CostsService } from './costs.service.js';

/** /api/costs/match for everyone (nothing is stored); the schemes' upkeep for administrators only. */
export const costsRoutes: FastifyPluginAsyncZod<{ costs: CostsService }> = async (app, { costs }) => {
  const tags = ['costs'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const admin = { access: 'admin', deniedMessage: CostsMessages.denied } as const;

  app.get(
    '/api/costs/match',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Schemes that may help pay for treatment, with why, for the questionnaire’s answers',
        querystring: CostsMatchQuery,
        response: { 200: CostsMatch, 400: ErrorBody },
      },
    },
    async (request) => costs.match(request.query),
  );

  app.get(
    '/api/admin/cost-schemes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every scheme, unpublished ones too; q searches the names',
        querystring: AdminSchemesQuery,
        response: { 200: AdminSchemePage, ...errors },
      },
    },
    async (request) => costs.list(request.query),
  );
  app.post(
    '/api/admin/cost-schemes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a scheme: both languages, an https source and the day it was checked are required',
        body: CreateSchemeBody,
        response: { 201: AdminScheme, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await costs.create(viewerOf(request), request.body)),
  );
  app.patch(
    '/api/admin/cost-schemes/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a scheme, or publish or unpublish it',
        params: SchemeIdParams,
        body: UpdateSchemeBody,
        response: { 200: AdminScheme, ...errors },
      },
    },
    async (request) => costs.update(viewerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/cost-schemes/:id',
    {
      config: admin,
      schema: { tags, summary: 'Delete a scheme', params: SchemeIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await costs.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
