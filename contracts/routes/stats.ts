import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import {
  AdminAwarenessStatPage,
  AwarenessStat,
  AwarenessStatIdParams,
  AwarenessStatList,
  CommunityStats,
  CreateAwarenessStatBody,
  ListAwarenessStatsQuery,
  UpdateAwarenessStatBody,
} from '../stats.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The awareness statistics and community figures (server/modules/stats/stats.routes.ts serves them). */
export const StatsRoutes = defineRoutes('stats', {
  awareness: {
    method: 'GET',
    path: '/api/stats/awareness',
    summary: 'The active awareness statistics for India, in display order',
    response: { 200: AwarenessStatList },
  },
  community: {
    method: 'GET',
    path: '/api/stats/community',
    summary: 'Headline community figures: members, stories, events, and completed support payments in rupees',
    response: { 200: CommunityStats },
  },
  adminAwareness: {
    method: 'GET',
    path: '/api/admin/stats/awareness',
    summary: 'Every awareness statistic, active or not (keyset pages)',
    query: ListAwarenessStatsQuery,
    response: { 200: AdminAwarenessStatPage, ...errors },
  },
  createAwareness: {
    method: 'POST',
    path: '/api/admin/stats/awareness',
    summary: 'Add an awareness statistic',
    body: CreateAwarenessStatBody,
    response: { 201: AwarenessStat, ...errors },
  },
  updateAwareness: {
    method: 'PATCH',
    path: '/api/admin/stats/awareness/:id',
    summary: 'Edit an awareness statistic or switch it on or off',
    params: AwarenessStatIdParams,
    body: UpdateAwarenessStatBody,
    response: { 200: AwarenessStat, ...errors },
  },
  deleteAwareness: {
    method: 'DELETE',
    path: '/api/admin/stats/awareness/:id',
    summary: 'Delete an awareness statistic',
    params: AwarenessStatIdParams,
    response: { 204: z.null(), ...errors },
  },
});
