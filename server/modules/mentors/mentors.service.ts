// The mentors service: the queries (mentors.queries.ts) and commands (mentors.commands.ts), bound to
// one context; what the web gets is shaped in mentors.presenters.ts (decision 0069).
import type { z } from 'zod';
import type { AskBody, MatchQuery, MentorRequestActionBody, OfferBody } from '../../../contracts/mentors.js';
import type { Transaction } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import * as commands from './mentors.commands.js';
import { mentorsContext, type MentorsDeps } from './mentors.context.js';
import * as queries from './mentors.queries.js';

export function createMentorsService(deps: MentorsDeps) {
  const ctx = mentorsContext(deps);
  const matchStatements = queries.prepareMatchStatements(ctx);
  return {
    myOffer: (viewer: Viewer) => queries.myOffer(ctx, viewer),
    saveOffer: (viewer: Viewer, input: z.output<typeof OfferBody>) => commands.saveOffer(ctx, viewer, input),
    setStatus: (viewer: Viewer, status: 'active' | 'paused') => commands.setStatus(ctx, viewer, status),
    withdraw: (viewer: Viewer) => commands.withdraw(ctx, viewer),
    match: (viewer: Viewer, query: z.output<typeof MatchQuery>) => queries.match(ctx, matchStatements, viewer, query),
    ask: (viewer: Viewer, input: z.output<typeof AskBody>) => commands.ask(ctx, viewer, input),
    lists: (viewer: Viewer) => queries.lists(ctx, viewer),
    act: (viewer: Viewer, id: string, input: z.output<typeof MentorRequestActionBody>) =>
      commands.act(ctx, viewer, id, input),
    badge: (viewer: Viewer, userId: string) => queries.badge(ctx, viewer, userId),
    adminList: () => queries.adminList(ctx),
    setTrained: (viewer: Viewer, userId: string, trained: boolean) => commands.setTrained(ctx, viewer, userId, trained),
    erase: (tx: Transaction, userId: string) => commands.erase(tx, userId),
    exportOf: (userId: string) => queries.exportOf(ctx, userId),
    seedSample: (offers: Parameters<typeof commands.seedSample>[1]) => commands.seedSample(ctx, offers),
    count: () => queries.count(ctx),
  };
}

export type MentorsService = ReturnType<typeof createMentorsService>;
