import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import { CreateReportBody, ReportFiled } from '../reports.js';
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
} from '../stories.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** The survivor stories' routes (server/modules/stories/stories.routes.ts serves them). */
export const StoriesRoutes = defineRoutes('stories', {
  list: {
    method: 'GET',
    path: '/api/stories',
    summary: 'Survivor stories, newest first; q searches title and excerpt; tone and cancerType filter',
    query: ListStoriesQuery,
    response: { 200: StoryPage, 400: ErrorBody },
  },
  create: {
    method: 'POST',
    path: '/api/stories',
    summary: "Share a story (safety: the author's own notice when the story signals a risk)",
    body: CreateStoryBody,
    response: { 201: CreatedStory, ...errors },
  },
  get: {
    method: 'GET',
    path: '/api/stories/:id',
    summary: 'The full story',
    params: StoryIdParams,
    response: { 200: Story, 400: ErrorBody, 404: ErrorBody },
  },
  update: {
    method: 'PATCH',
    path: '/api/stories/:id',
    summary: "Edit an own story, marked 'edited' (safety: screened again, as when it was shared)",
    params: StoryIdParams,
    body: UpdateStoryBody,
    response: { 200: UpdatedStory, ...errors },
  },
  anonymise: {
    method: 'POST',
    path: '/api/stories/:id/anonymise',
    summary: 'Make an own story anonymous (not taken back)',
    params: StoryIdParams,
    response: { 200: Story, ...errors, 409: ErrorBody },
  },
  remove: {
    method: 'DELETE',
    path: '/api/stories/:id',
    summary: 'Delete an own story (administrators: any)',
    params: StoryIdParams,
    response: { 204: z.null(), ...errors },
  },
  heart: {
    method: 'PUT',
    path: '/api/stories/:id/heart',
    summary: 'Heart a story (one per member)',
    params: StoryIdParams,
    response: { 200: StoryHeart, ...errors },
  },
  unheart: {
    method: 'DELETE',
    path: '/api/stories/:id/heart',
    summary: 'Take back the own heart',
    params: StoryIdParams,
    response: { 200: StoryHeart, ...errors },
  },
  report: {
    method: 'POST',
    path: '/api/stories/:id/reports',
    summary: 'Report a story to the moderators',
    params: StoryIdParams,
    body: CreateReportBody,
    response: { 200: ReportFiled, ...errors },
  },
});
