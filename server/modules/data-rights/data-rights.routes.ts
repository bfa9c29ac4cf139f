import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DataExport, EraseBody, ExportIdParams, LatestExport } from '../../../contracts/data-rights.js';
import { ErrorBody } from '../../../contracts/errors.js';
import { viewerOf } from '../../platform/access.js';
import type { DataRightsService } from './data-rights.service.js';

/** A copy of the caller's data, and erasure of their account. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ rights: DataRightsService }> = async (app, { rights }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
  const member = { config: { access: 'member' as const } };

  app.post(
    '/api/me/exports',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['data-rights'],
        summary: 'Start preparing a copy of everything the product holds about the caller (a ZIP of JSON and files)',
        response: { 202: DataExport, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await rights.request(viewerOf(request))),
  );

  app.get(
    '/api/me/exports/latest',
    {
      ...member,
      schema: {
        tags: ['data-rights'],
        summary: "The caller's latest copy: its progress, and its download link for a day once ready",
        response: { 200: LatestExport, ...errors },
      },
    },
    async (request) => ({ export: await rights.latest(viewerOf(request)) }),
  );

  app.get(
    '/api/me/exports/:id/download',
    {
      ...member,
      schema: {
        tags: ['data-rights'],
        summary: 'Download a prepared copy (its owner, within a day)',
        params: ExportIdParams,
      },
    },
    async (request, reply) => {
      const { file, name } = await rights.download(viewerOf(request), request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/api/me/erase',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['data-rights'],
        summary: "Erase the caller's account after the password is given again; posts may stay as 'Anonymous'",
        body: EraseBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await rights.erase(viewerOf(request), request.body, request.ip);
      // Every session of the member went with the account.
      return reply.status(204).send(null);
    },
  );
};
