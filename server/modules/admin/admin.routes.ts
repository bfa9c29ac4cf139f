import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSetupBody, AdminSetupStatus, PromoteBody, RoleChangeResult, SetRoleBody, UserIdParams } from '../../../contracts/admin.js';
import { ErrorBody } from '../../../contracts/errors.js';
import { viewerOf } from '../../platform/access.js';
import type { AdminService } from './admin.service.js';

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get('/api/admin/setup', {
    config: { access: 'public' },
    schema: { tags: ['admin'], summary: 'Whether the one-time administrator setup is still open', response: { 200: AdminSetupStatus } },
  }, async () => ({ open: !(await admin.adminExists()) }));

  app.post('/api/admin/setup', {
    config: { access: 'member' },
    schema: { tags: ['admin'], summary: 'Spend the one-time setup token to become the first administrator', body: AdminSetupBody, response: { 200: RoleChangeResult, ...errors } },
  }, async (request) => admin.completeSetup(viewerOf(request), request.body.token));

  app.post('/api/admin/promote', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Promote an account to administrator by e-mail', body: PromoteBody, response: { 200: RoleChangeResult, ...errors } },
  }, async (request) => admin.promoteByEmail(viewerOf(request), request.body.email));

  app.put('/api/admin/users/:id/role', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "Set a member's role", params: UserIdParams, body: SetRoleBody, response: { 200: RoleChangeResult, ...errors } },
  }, async (request) => admin.setRole(viewerOf(request), request.params.id, request.body.role));
};
