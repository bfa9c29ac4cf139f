import { z } from 'zod';
import {
  AdminScheme,
  AdminSchemePage,
  AdminSchemesQuery,
  CostsMatch,
  CostsMatchQuery,
  CreateSchemeBody,
  SchemeIdParams,
  UpdateSchemeBody,
} from '../costs.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Help with treatment costs (server/modules/costs/costs.routes.ts serves them): the match, and the schemes' upkeep. */
export const CostsRoutes = defineRoutes('costs', {
  match: {
    method: 'GET',
    path: '/api/costs/match',
    summary: 'Schemes that may help pay for treatment, with why, for the questionnaire’s answers',
    query: CostsMatchQuery,
    response: { 200: CostsMatch, 400: ErrorBody },
  },
  listSchemes: {
    method: 'GET',
    path: '/api/admin/cost-schemes',
    summary: 'Every scheme, unpublished ones too; q searches the names',
    query: AdminSchemesQuery,
    response: { 200: AdminSchemePage, ...errors },
  },
  createScheme: {
    method: 'POST',
    path: '/api/admin/cost-schemes',
    summary: 'Add a scheme: both languages, an https source and the day it was checked are required',
    body: CreateSchemeBody,
    response: { 201: AdminScheme, ...errors },
  },
  updateScheme: {
    method: 'PATCH',
    path: '/api/admin/cost-schemes/:id',
    summary: 'Edit a scheme, or publish or unpublish it',
    params: SchemeIdParams,
    body: UpdateSchemeBody,
    response: { 200: AdminScheme, ...errors },
  },
  deleteScheme: {
    method: 'DELETE',
    path: '/api/admin/cost-schemes/:id',
    summary: 'Delete a scheme',
    params: SchemeIdParams,
    response: { 204: z.null(), ...errors },
  },
});
