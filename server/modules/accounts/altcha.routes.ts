import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountsRoutes as R } from '../../../contracts/routes/accounts.js';
import type { ProofOfWork } from '../../platform/altcha.js';
import { notFound } from '../../platform/errors.js';
import { serve } from '../../platform/serve.js';

/** The proof-of-work challenge sign-up and the contact form ask a browser to solve (decision 0081). */
export const altchaRoutes: FastifyPluginAsyncZod<{ proofOfWork: ProofOfWork }> = async (app, { proofOfWork }) => {
  serve(app, R.altchaChallenge, { access: 'public' }, async (_request, reply) => {
    if (!proofOfWork.enabled) throw notFound();
    // Each challenge is used once: never cached, by the browser or a proxy.
    reply.header('cache-control', 'no-store');
    return proofOfWork.challenge();
  });
};
