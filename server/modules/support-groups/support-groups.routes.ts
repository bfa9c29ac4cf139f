import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  CreatedGroupMessage,
  CreateGroupBody,
  CreateGroupMessageBody,
  GroupDetail,
  GroupIdParams,
  GroupMemberList,
  GroupMessageIdParams,
  GroupMessagePage,
  GroupPage,
  HostedGroupMembers,
  ListGroupMessagesQuery,
  ListGroupsQuery,
  MembershipChoice,
  MembershipChoiceBody,
  MyGroups,
  SavedGroup,
  SupportGroup,
  UpdateGroupBody,
} from '../../../contracts/support-groups.js';
import { CreateReportBody, ReportFiled } from '../../../contracts/reports.js';
import type { ReportsService } from '../reports/index.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { SupportGroupsService } from './support-groups.service.js';

export const supportGroupsRoutes: FastifyPluginAsyncZod<{
  groups: SupportGroupsService;
  reports: Pick<ReportsService, 'file'>;
}> = async (app, { groups, reports }) => {
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

  // Issue 44: a group's page, its members, its conversation.
  app.get(
    '/api/support-groups/mine',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support-groups'],
        summary: 'My groups: the groups the caller joined, the newest membership first',
        response: { 200: MyGroups, ...errors },
      },
    },
    async (request) => groups.mine(viewerOf(request)),
  );

  app.get(
    '/api/support-groups/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['support-groups'],
        summary:
          "A group's page: description, host, next meeting (the link to its members, host and administrators only)",
        params: GroupIdParams,
        response: { 200: GroupDetail, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => groups.detail(request.viewer, request.params.id),
  );

  app.patch(
    '/api/support-groups/:id/membership',
    {
      // The member's own choice of how they are seen: a suspended member may still hide.
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['support-groups'],
        summary: "The member's own 'Show me in the member list' (off until turned on)",
        params: GroupIdParams,
        body: MembershipChoiceBody,
        response: { 200: MembershipChoice, ...errors },
      },
    },
    async (request) => groups.choose(viewerOf(request), request.params.id, request.body.showInList),
  );

  app.get(
    '/api/support-groups/:id/members',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support-groups'],
        summary: 'Members who chose to be shown (members, the host and administrators read it)',
        params: GroupIdParams,
        response: { 200: GroupMemberList, ...errors },
      },
    },
    async (request) => groups.members(viewerOf(request), request.params.id),
  );

  app.get(
    '/api/ngo/groups/:id/members',
    {
      config: { access: 'ngo' },
      schema: {
        tags: ['ngo'],
        summary: 'Every member of a group, for its host and administrators',
        params: GroupIdParams,
        response: { 200: HostedGroupMembers, ...errors },
      },
    },
    async (request) => groups.hostedMembers(viewerOf(request), request.params.id),
  );

  app.get(
    '/api/support-groups/:id/messages',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support-groups'],
        summary: "The group's conversation, newest first (members, the host and administrators)",
        params: GroupIdParams,
        querystring: ListGroupMessagesQuery,
        response: { 200: GroupMessagePage, ...errors },
      },
    },
    async (request) => groups.messages(viewerOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/support-groups/:id/messages',
    {
      config: {
        access: 'member',
        // A public group's conversation is open to anyone who joins: a crisis in it is filed, as in
        // its name and description; a private group's is screened, not filed.
        screen: screened<z.output<typeof CreateGroupMessageBody>, { groupIsPrivate: boolean; id: string }>({
          fields: ['content'],
          isPublic: (_body, saved) => !saved.groupIsPrivate,
          targetType: 'group_message',
          id: (saved) => saved.id,
        }),
      },
      schema: {
        tags: ['support-groups'],
        summary: "Write in the group's conversation (members; safety: the writer's own notice when it signals a risk)",
        params: GroupIdParams,
        body: CreateGroupMessageBody,
        response: { 201: CreatedGroupMessage, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.post(viewerOf(request), request.params.id, request.body.content)),
  );

  app.delete(
    '/api/support-groups/:id/messages/:messageId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support-groups'],
        summary: "Remove a message (its author; the group's host or an administrator, audited)",
        params: GroupMessageIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await groups.removeMessage(viewerOf(request), request.params.id, request.params.messageId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/support-groups/:id/messages/:messageId/reports',
    {
      config: { access: 'member' },
      schema: {
        tags: ['support-groups'],
        summary: 'Report a message of a group conversation to the moderators',
        params: GroupMessageIdParams,
        body: CreateReportBody,
        response: { 200: ReportFiled, ...errors },
      },
    },
    async (request) => {
      await groups.requireReadableMessage(viewerOf(request), request.params.id, request.params.messageId);
      return reports.file({
        targetType: 'group_message',
        targetId: request.params.messageId,
        reporterId: viewerOf(request).id,
        reason: request.body.reason,
        note: request.body.note,
      });
    },
  );
};
