import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import { SafetyPlan, SafetyPlanBody } from '../safety.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The member's own safety plan (server/modules/safety/safety.routes.ts serves it). */
export const SafetyRoutes = defineRoutes('safety', {
  plan: {
    method: 'GET',
    path: '/api/me/safety-plan',
    summary: "The caller's own safety plan (empty lists when none yet), with India's helplines",
    response: { 200: SafetyPlan, ...errors },
  },
  replacePlan: {
    method: 'PUT',
    path: '/api/me/safety-plan',
    summary: "Replace the caller's whole safety plan",
    body: SafetyPlanBody,
    response: { 200: SafetyPlan, ...errors },
  },
  deletePlan: {
    method: 'DELETE',
    path: '/api/me/safety-plan',
    summary: "Delete the caller's safety plan",
    response: { 204: z.null(), ...errors },
  },
});
