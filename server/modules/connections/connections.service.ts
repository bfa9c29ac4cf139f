// The connections service: the queries (connections.queries.ts) and commands
// (connections.commands.ts), bound to one context; what the web gets is shaped in
// connections.presenters.ts (decision 0069).
import type { z } from 'zod';
import {
  ConnectionLimits,
  type ConnectionsQuery,
  type DiscoverQuery,
  type SendRequestBody,
  type UpdatePrivacyBody,
} from '../../../contracts/connections.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import * as commands from './connections.commands.js';
import { connectionsContext, type ConnectionsDeps } from './connections.context.js';
import * as queries from './connections.queries.js';
import { findableBy } from './visibility.js';

export function createConnectionsService(deps: ConnectionsDeps) {
  const ctx = connectionsContext(deps);
  const { visibility } = deps;
  return {
    party: (viewerId: string, id: string) => queries.party(ctx, viewerId, id),
    parties: (viewerId: string, ids: string[]) => queries.parties(ctx, viewerId, ids),
    privacyOf: (userId: string) => queries.privacyOf(ctx, userId),
    /** What one member may see of another (visibility.ts): for messages and profiles. */
    isBlocked: visibility.isBlocked,
    blockedAmong: visibility.blockedAmong,
    profileView: visibility.profileView,
    /** The members an author may @mention, by username (visibility.ts says who is reachable, anonymous words too). */
    mentionable: (authorId: string, usernames: readonly string[], options: { anonymous?: boolean } = {}) =>
      visibility.mentionable(authorId, { usernames }, ConnectionLimits.mentionablePerText, options),
    mentionCandidates: (viewer: Viewer, q: string, options: { anonymous?: boolean } = {}) =>
      queries.mentionCandidates(ctx, viewer, q, options),
    canMessage: (a: string, b: string) => queries.canMessage(ctx, a, b),
    /** Whether the viewer may find a member (an SQL condition for another domain's query; visibility.ts). */
    findableBy,
    /** The role and cancer type 'shared' audiences compare (null: no such member, or banned). */
    facts: (userId: string) => queries.facts(ctx, userId),
    connectAccepted: (a: string, b: string, executor?: Pick<Database, 'select' | 'insert' | 'update'>) =>
      commands.connectAccepted(ctx, a, b, executor),
    discover: (viewer: Viewer, query: z.output<typeof DiscoverQuery>) => queries.discover(ctx, viewer, query),
    list: (viewer: Viewer, query: z.output<typeof ConnectionsQuery>) => queries.list(ctx, viewer, query),
    counts: (viewer: Viewer) => queries.counts(ctx, viewer),
    send: (viewer: Viewer, input: z.output<typeof SendRequestBody>) => commands.send(ctx, viewer, input),
    update: (viewer: Viewer, id: string, action: 'accept' | 'decline' | 'cancel') =>
      commands.update(ctx, viewer, id, action),
    relation: (viewer: Viewer, userId: string) => queries.relation(ctx, viewer, userId),
    block: (viewer: Viewer, userId: string) => commands.block(ctx, viewer, userId),
    unblock: (viewer: Viewer, userId: string) => commands.unblock(ctx, viewer, userId),
    blocks: (viewer: Viewer) => queries.blocks(ctx, viewer),
    updatePrivacy: (viewer: Viewer, change: z.output<typeof UpdatePrivacyBody>) =>
      commands.updatePrivacy(ctx, viewer, change),
    reportedProfile: (id: string) => queries.reportedProfile(ctx, id),
    /** Whether the member exists and is not banned (a profile may be reported). */
    exists: async (userId: string) => (await queries.facts(ctx, userId)) !== null,
    seedSample: (pairs: Parameters<typeof commands.seedSample>[1]) => commands.seedSample(ctx, pairs),
    demoMembers: () => queries.demoMembers(ctx),
    count: () => queries.count(ctx),
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
