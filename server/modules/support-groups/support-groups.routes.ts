import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  CreateGroupBody,
  GroupIdParams,
  GroupPage,
  ListGroupsQuery,
  SavedGroup,
  SupportGroup,
  UpdateGroupBody,
} from '../../../contracts/support-groups.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { SupportGroupsService } from './support-groups.service.js';

export const supportGroupsRoutes: FastifyPluginAsyncZod<{ groups: SupportGroupsService }> = async (app, { groups }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  app.get(
    '/api/support-groups',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support-groups'],
        summary: 'Support groups, newest first, with member counts; q searches name and description',
        querystring: ListGroupsQuery,
        response: { 200: GroupPage, 400: ErrorBody },
      },
    },
    async (request) => groups.list(request.query, request.viewer),
  );

  app.get(
    '/api/ngo/groups',
    {
      config: { access: 'ngo' },
      schema: {
        tags: ['ngo'],
        summary: "The NGO dashboard's groups: those the caller created (an administrator's: all), newest first",
        querystring: ListGroupsQuery,
        response: { 200: GroupPage, ...errors },
      },
    },
    async (request) => groups.listHosted(request.query, viewerOf(request)),
  );

  // Signed in here; the service allows admins and NGOs (and deletion admins only) in the specification's words.
  app.post(
    '/api/support-groups',
    {
      config: {
        access: 'member',
        // A private group's words are read by its members only: screened, not filed.
        screen: screened<z.output<typeof CreateGroupBody>, SavedGroup>({
          fields: ['name', 'description'],
          isPublic: (_body, saved) => !saved.isPrivate,
          targetType: 'support_group',
          id: (saved) => saved.id,
        }),
      },
      schema: {
        tags: ['support-groups'],
        summary:
          "Create a group (administrators and NGOs; safety: the writer's own notice when its text signals a risk)",
        body: CreateGroupBody,
        response: { 201: SavedGroup, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await groups.create(viewerOf(request), request.body)),
  );

  app.patch(
    '/api/support-groups/:id',
    {
      config: {
        access: 'member',
        // A private group's words are read by its members only: screened, not filed.
        screen: screened<z.output<typeof UpdateGroupBody>, SavedGroup>({
          fields: ['name', 'description'],
          isPublic: (_body, saved) => !saved.isPrivate,
          targetType: 'support_group',
          id: (saved) => saved.id,
        }),
      },
      schema: {
        tags: ['support-groups'],
        summary: 'Edit a group (administrators any, NGOs their own)',
        params: GroupIdParams,
        body: UpdateGroupBody,
        response: { 200: SavedGroup, ...errors },
      },
    },
    async (request) => groups.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/support-groups/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support-groups'],
        summary: 'Delete a group (administrators)',
        params: GroupIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await groups.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/support-groups/:id/membership',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support-groups'],
        summary: 'Join a group',
        params: GroupIdParams,
        response: { 200: SupportGroup, ...errors },
      },
    },
    async (request) => groups.join(viewerOf(request), request.params.id),
  );

  app.delete(
    '/api/support-groups/:id/membership',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['support-groups'],
        summary: 'Leave a group',
        params: GroupIdParams,
        response: { 200: SupportGroup, ...errors },
      },
    },
    async (request) => groups.leave(viewerOf(request), request.params.id),
  );
};
