import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  AdminAwarenessStatPage,
  AwarenessStat,
  AwarenessStatIdParams,
  AwarenessStatList,
  CommunityStats,
  CreateAwarenessStatBody,
  ListAwarenessStatsQuery,
  StatsLimits,
  UpdateAwarenessStatBody,
} from '../../../contracts/stats.js';
import type { StatsService } from './stats.service.js';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/api/stats/awareness',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stats'],
        summary: 'The active awareness statistics for India, in display order',
        response: { 200: AwarenessStatList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${StatsLimits.awarenessMaxAgeSeconds}`);
      return { items: await stats.listActiveAwareness() };
    },
  );

  app.get(
    '/api/stats/community',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stats'],
        summary: 'Headline community figures: members, stories, events, and completed support payments in rupees',
        response: { 200: CommunityStats },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${StatsLimits.communityMaxAgeSeconds}`);
      return stats.getCommunityStats();
    },
  );

  app.get(
    '/api/admin/stats/awareness',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Every awareness statistic, active or not (keyset pages)',
        querystring: ListAwarenessStatsQuery,
        response: { 200: AdminAwarenessStatPage, ...errors },
      },
    },
    async (request) => stats.listAwarenessForAdmin(request.query),
  );

  app.post(
    '/api/admin/stats/awareness',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Add an awareness statistic',
        body: CreateAwarenessStatBody,
        response: { 201: AwarenessStat, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await stats.createAwareness(request.body, request.viewer?.id)),
  );

  app.patch(
    '/api/admin/stats/awareness/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Edit an awareness statistic or switch it on or off',
        params: AwarenessStatIdParams,
        body: UpdateAwarenessStatBody,
        response: { 200: AwarenessStat, ...errors },
      },
    },
    async (request) => stats.updateAwareness(request.params.id, request.body, request.viewer?.id),
  );

  app.delete(
    '/api/admin/stats/awareness/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Delete an awareness statistic',
        params: AwarenessStatIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await stats.deleteAwareness(request.params.id, request.viewer?.id);
      return reply.status(204).send(null);
    },
  );
};
