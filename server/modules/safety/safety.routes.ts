import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SafetyRoutes as R } from '../../../contracts/routes/safety.js';
import { viewerOf } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import type { SafetyPlansService } from './plans.service.js';

/** The member's own safety plan; never cached anywhere but in the member's page. */
export const safetyRoutes: FastifyPluginAsyncZod<{ plans: SafetyPlansService }> = async (app, { plans }) => {
  const member = { access: 'member' as const };
  // A suspended member keeps their safety plan: suspension limits what others see, never a person's own help.
  const ownHelp = { access: 'member' as const, whileSuspended: true as const };

  serve(app, R.plan, member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return plans.getOwn(viewerOf(request));
  });

  serve(app, R.replacePlan, ownHelp, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return plans.replaceOwn(viewerOf(request), request.body);
  });

  serve(app, R.deletePlan, ownHelp, async (request, reply) => {
    await plans.deleteOwn(viewerOf(request));
    return reply.header('cache-control', 'private, no-store').status(204).send(null);
  });
};
