import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import { CreateReportBody, ReportFiled } from '../../../contracts/reports.js';
import {
  CreatedStory,
  CreateStoryBody,
  ListStoriesQuery,
  Story,
  StoryHeart,
  StoryIdParams,
  StoryPage,
  UpdatedStory,
  UpdateStoryBody,
} from '../../../contracts/stories.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { ReportsService } from '../reports/index.js';
import type { StoriesService } from './stories.service.js';

export const storiesRoutes: FastifyPluginAsyncZod<{ stories: StoriesService; reports: ReportsService }> = async (
  app,
  { stories, reports },
) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

  app.get(
    '/api/stories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stories'],
        summary: 'Survivor stories, newest first; q searches title and excerpt; tone and cancerType filter',
        querystring: ListStoriesQuery,
        response: { 200: StoryPage, 400: ErrorBody },
      },
    },
    async (request) => stories.list(request.query, request.viewer),
  );

  app.post(
    '/api/stories',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof CreateStoryBody>, CreatedStory>({
          fields: ['title', 'content'],
          isPublic: true,
          targetType: 'story',
          id: (created) => created.id,
        }),
      },
      schema: {
        tags: ['stories'],
        summary: "Share a story (safety: the author's own notice when the story signals a risk)",
        body: CreateStoryBody,
        response: { 201: CreatedStory, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await stories.create(viewerOf(request), request.body)),
  );

  app.get(
    '/api/stories/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stories'],
        summary: 'The full story',
        params: StoryIdParams,
        response: { 200: Story, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => stories.get(request.params.id, request.viewer),
  );

  app.patch(
    '/api/stories/:id',
    {
      config: {
        access: 'member',
        screen: screened<z.output<typeof UpdateStoryBody>, UpdatedStory>({
          fields: ['title', 'content'],
          isPublic: true,
          targetType: 'story',
          id: (updated) => updated.id,
        }),
      },
      schema: {
        tags: ['stories'],
        summary: "Edit an own story, marked 'edited' (safety: screened again, as when it was shared)",
        params: StoryIdParams,
        body: UpdateStoryBody,
        response: { 200: UpdatedStory, ...errors },
      },
    },
    async (request) => stories.update(viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/stories/:id/anonymise',
    {
      // Taking one's name off one's story is one's own privacy: a suspended member may too.
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['stories'],
        summary: 'Make an own story anonymous (not taken back)',
        params: StoryIdParams,
        response: { 200: Story, ...errors, 409: ErrorBody },
      },
    },
    async (request) => stories.anonymise(viewerOf(request), request.params.id),
  );

  app.delete(
    '/api/stories/:id',
    {
      config: { access: 'member', whileSuspended: true },
      schema: {
        tags: ['stories'],
        summary: 'Delete an own story (administrators: any)',
        params: StoryIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await stories.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/stories/:id/heart',
    {
      config: { access: 'member' },
      schema: {
        tags: ['stories'],
        summary: 'Heart a story (one per member)',
        params: StoryIdParams,
        response: { 200: StoryHeart, ...errors },
      },
    },
    async (request) => stories.heart(viewerOf(request), request.params.id),
  );

  app.delete(
    '/api/stories/:id/heart',
    {
      config: { access: 'member' },
      schema: {
        tags: ['stories'],
        summary: 'Take back the own heart',
        params: StoryIdParams,
        response: { 200: StoryHeart, ...errors },
      },
    },
    async (request) => stories.unheart(viewerOf(request), request.params.id),
  );

  app.post(
    '/api/stories/:id/reports',
    {
      config: { access: 'member' },
      schema: {
        tags: ['stories'],
        summary: 'Report a story to the moderators',
        params: StoryIdParams,
        body: CreateReportBody,
        response: { 200: ReportFiled, ...errors },
      },
    },
    async (request) => {
      await stories.requireStory(request.params.id);
      return reports.file({
        targetType: 'story',
        targetId: request.params.id,
        reporterId: viewerOf(request).id,
        reason: request.body.reason,
        note: request.body.note,
      });
    },
  );
};
