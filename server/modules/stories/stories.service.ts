// The stories' service: the queries (stories.queries.ts) and commands (stories.commands.ts), bound
// to one context; what the web gets is shaped in stories.presenters.ts (decision 0069).
import type { z } from 'zod';
import type { CreateStoryBody, UpdateStoryBody } from '../../../contracts/stories.js';
import type { Viewer } from '../../platform/access.js';
import * as commands from './stories.commands.js';
import { storiesContext, type StoriesDeps } from './stories.context.js';
import * as queries from './stories.queries.js';

export type { SampleStory } from './stories.commands.js';

export function createStoriesService(deps: StoriesDeps) {
  const ctx = storiesContext(deps);
  return {
    searchSource: queries.searchSource(ctx),
    list: (query: queries.ListInput, viewer: Viewer | null) => queries.list(ctx, query, viewer),
    get: (id: string, viewer: Viewer | null) => queries.get(ctx, id, viewer),
    create: (viewer: Viewer, input: z.output<typeof CreateStoryBody>) => commands.create(ctx, viewer, input),
    remove: (viewer: Viewer, id: string) => commands.remove(ctx, viewer, id),
    update: (viewer: Viewer, id: string, input: z.output<typeof UpdateStoryBody>) =>
      commands.update(ctx, viewer, id, input),
    anonymise: (viewer: Viewer, id: string) => commands.anonymise(ctx, viewer, id),
    heart: (viewer: Viewer, id: string) => commands.heart(ctx, viewer, id),
    unheart: (viewer: Viewer, id: string) => commands.unheart(ctx, viewer, id),
    /** That a story exists (for reports): 404 otherwise. */
    requireStory: async (id: string): Promise<void> => {
      await queries.requireStory(ctx, id);
    },
    count: () => queries.count(ctx),
    seedSample: (samples: commands.SampleStory[], authors: string[]) => commands.seedSample(ctx, samples, authors),
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
