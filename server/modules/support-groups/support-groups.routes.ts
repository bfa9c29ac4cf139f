import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SupportGroupsRoutes as R } from '../../../contracts/routes/support-groups.js';
import type {
  CreateGroupBody,
  CreateGroupMessageBody,
  SavedGroup,
  UpdateGroupBody,
} from '../../../contracts/support-groups.js';
import type { ReportsService } from '../reports/index.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { SupportGroupsService } from './support-groups.service.js';

export const supportGroupsRoutes: FastifyPluginAsyncZod<{
  groups: SupportGroupsService;
  reports: Pick<ReportsService, 'file'>;
}> = async (app, { groups, reports }) => {
  serve(app, R.list, { access: 'public' }, async (request) => groups.list(request.query, request.viewer));

  serve(app, R.hosted, { access: 'ngo' }, async (request) => groups.listHosted(request.query, viewerOf(request)));

  // Signed in here; the service allows admins and NGOs (and deletion admins only) in the specification's words.
  serve(
    app,
    R.create,
    {
      access: 'member',
      // A private group's words are read by its members only: screened, not filed.
      screen: screened<z.output<typeof CreateGroupBody>, SavedGroup>({
        fields: ['name', 'description', 'nameHi', 'descriptionHi'],
        isPublic: (_body, saved) => !saved.isPrivate,
        targetType: 'support_group',
        id: (saved) => saved.id,
      }),
    },
    async (request, reply) => reply.status(201).send(await groups.create(viewerOf(request), request.body)),
  );

  serve(
    app,
    R.update,
    {
      access: 'member',
      // A private group's words are read by its members only: screened, not filed.
      screen: screened<z.output<typeof UpdateGroupBody>, SavedGroup>({
        fields: ['name', 'description', 'nameHi', 'descriptionHi'],
        isPublic: (_body, saved) => !saved.isPrivate,
        targetType: 'support_group',
        id: (saved) => saved.id,
      }),
    },
    async (request) => groups.update(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.remove, { access: 'member' }, async (request, reply) => {
    await groups.remove(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, R.join, { access: 'member' }, async (request) => groups.join(viewerOf(request), request.params.id));

  serve(app, R.leave, { access: 'member', whileSuspended: true }, async (request) =>
    groups.leave(viewerOf(request), request.params.id),
  );

  // Issue 44: a group's page, its members, its conversation.
  serve(app, R.mine, { access: 'member' }, async (request) => groups.mine(viewerOf(request)));

  serve(app, R.detail, { access: 'public' }, async (request) => groups.detail(request.viewer, request.params.id));

  // The member's own choice of how they are seen: a suspended member may still hide.
  serve(app, R.choose, { access: 'member', whileSuspended: true }, async (request) =>
    groups.choose(viewerOf(request), request.params.id, request.body.showInList),
  );

  serve(app, R.members, { access: 'member' }, async (request) => groups.members(viewerOf(request), request.params.id));

  serve(app, R.hostedMembers, { access: 'ngo' }, async (request) =>
    groups.hostedMembers(viewerOf(request), request.params.id),
  );

  serve(app, R.messages, { access: 'member' }, async (request) =>
    groups.messages(viewerOf(request), request.params.id, request.query),
  );

  serve(
    app,
    R.post,
    {
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
    async (request, reply) =>
      reply.status(201).send(await groups.post(viewerOf(request), request.params.id, request.body.content)),
  );

  serve(app, R.removeMessage, { access: 'member' }, async (request, reply) => {
    await groups.removeMessage(viewerOf(request), request.params.id, request.params.messageId);
    return reply.status(204).send(null);
  });

  serve(app, R.reportMessage, { access: 'member' }, async (request) => {
    await groups.requireReadableMessage(viewerOf(request), request.params.id, request.params.messageId);
    return reports.file({
      targetType: 'group_message',
      targetId: request.params.messageId,
      reporterId: viewerOf(request).id,
      reason: request.body.reason,
      note: request.body.note,
    });
  });
};
