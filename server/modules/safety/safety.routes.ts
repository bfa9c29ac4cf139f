import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import { SafetyPlan, SafetyPlanBody } from '../../../contracts/safety.js';
import { viewerOf } from '../../platform/access.js';
import type { SafetyPlansService } from './plans.service.js';

/** The member's own safety plan; never cached anywhere but in the member's page. */
export const safetyRoutes: FastifyPluginAsyncZod<{ plans: SafetyPlansService }> = async (app, { plans }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
  const member = { config: { access: 'member' as const } };
  // A suspended member keeps their safety plan: suspension limits what others see, never a person's own help.
  const ownHelp = { config: { access: 'member' as const, whileSuspended: true as const } };

  app.get(
    '/api/me/safety-plan',
    {
      ...member,
      schema: {
        tags: ['safety'],
        summary: "The caller's own safety plan (empty lists when none yet), with India's helplines",
        response: { 200: SafetyPlan, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return plans.getOwn(viewerOf(request));
    },
  );

  app.put(
    '/api/me/safety-plan',
    {
      ...ownHelp,
      schema: {
        tags: ['safety'],
        summary: "Replace the caller's whole safety plan",
        body: SafetyPlanBody,
        response: { 200: SafetyPlan, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return plans.replaceOwn(viewerOf(request), request.body);
    },
  );

  app.delete(
    '/api/me/safety-plan',
    {
      ...ownHelp,
      schema: { tags: ['safety'], summary: "Delete the caller's safety plan", response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await plans.deleteOwn(viewerOf(request));
      return reply.header('cache-control', 'private, no-store').status(204).send(null);
    },
  );
};
