// The support groups' service: the queries (support-groups.queries.ts) and commands
// (support-groups.commands.ts), bound to one context; what the web gets is shaped in
// support-groups.presenters.ts (decision 0069).
import type { z } from 'zod';
import type { CreateGroupBody, ListGroupMessagesQuery, UpdateGroupBody } from '../../../contracts/support-groups.js';
import type { Viewer } from '../../platform/access.js';
import * as commands from './support-groups.commands.js';
import { supportGroupsContext, type SupportGroupsDeps } from './support-groups.context.js';
import * as queries from './support-groups.queries.js';

export type { SampleGroup } from './support-groups.commands.js';

export function createSupportGroupsService(deps: SupportGroupsDeps) {
  const ctx = supportGroupsContext(deps);
  return {
    searchSource: queries.searchSource(ctx),
    get: (id: string, viewer: Viewer | null) => queries.get(ctx, id, viewer),
    detail: (viewer: Viewer | null, id: string) => queries.detail(ctx, viewer, id),
    mine: (viewer: Viewer) => queries.mine(ctx, viewer),
    choose: (viewer: Viewer, id: string, showInList: boolean) => commands.choose(ctx, viewer, id, showInList),
    members: (viewer: Viewer, id: string) => queries.members(ctx, viewer, id),
    hostedMembers: (viewer: Viewer, id: string) => queries.hostedMembers(ctx, viewer, id),
    messages: (viewer: Viewer, id: string, query: z.output<typeof ListGroupMessagesQuery>) =>
      queries.messages(ctx, viewer, id, query),
    post: (viewer: Viewer, id: string, content: string) => commands.post(ctx, viewer, id, content),
    removeMessage: (viewer: Viewer, id: string, messageId: string) =>
      commands.removeMessage(ctx, viewer, id, messageId),
    requireReadableMessage: (viewer: Viewer, id: string, messageId: string) =>
      queries.requireReadableMessage(ctx, viewer, id, messageId),
    list: (query: queries.ListInput, viewer: Viewer | null) => queries.list(ctx, query, viewer),
    listHosted: (query: queries.ListInput, viewer: Viewer) => queries.listHosted(ctx, query, viewer),
    releaseHost: commands.releaseHost,
    create: (viewer: Viewer, input: z.output<typeof CreateGroupBody>) => commands.create(ctx, viewer, input),
    update: (viewer: Viewer, id: string, input: z.output<typeof UpdateGroupBody>) =>
      commands.update(ctx, viewer, id, input),
    remove: (viewer: Viewer, id: string) => commands.remove(ctx, viewer, id),
    join: (viewer: Viewer, id: string) => commands.join(ctx, viewer, id),
    leave: (viewer: Viewer, id: string) => commands.leave(ctx, viewer, id),
    count: () => queries.count(ctx),
    countPublic: () => queries.countPublic(ctx),
    fillSampleHindi: (samples: commands.SampleGroup[]) => commands.fillSampleHindi(ctx, samples),
    seedSample: (samples: commands.SampleGroup[], people: string[]) => commands.seedSample(ctx, samples, people),
  };
}

export type SupportGroupsService = ReturnType<typeof createSupportGroupsService>;
