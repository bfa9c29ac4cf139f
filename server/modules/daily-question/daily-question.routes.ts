import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  AdminDailyQuestion,
  AdminDailyQuestionPage,
  AnswerBody,
  AnswerResult,
  CreateDailyQuestionBody,
  DailyQuestionLimits,
  ListDailyQuestionsQuery,
  MyResponseResult,
  QuestionIdParams,
  TodayQuestion,
  UpdateDailyQuestionBody,
} from '../../../contracts/daily-question.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import type { AdminQuestionsService } from './admin-questions.service.js';
import type { DailyQuestionService } from './daily-question.service.js';

export const dailyQuestionRoutes: FastifyPluginAsyncZod<{
  questions: DailyQuestionService;
  admin: AdminQuestionsService;
}> = async (app, { questions, admin }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/daily-questions/today',
    {
      config: { access: 'public' },
      schema: {
        tags: ['daily-question'],
        summary:
          "Today's question in India (Asia/Kolkata), its poll results and up to 20 anonymous answers; the same for every caller",
        response: { 200: TodayQuestion, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { today, etag } = await questions.getTodayTagged();
      // Shared caches may keep it briefly; browsers revalidate with the ETag (the web app asks with
      // cache: 'no-cache'), so a member sees their own answer counted at once.
      reply.header('cache-control', `public, max-age=${DailyQuestionLimits.todayMaxAgeSeconds}`);
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return today;
    },
  );

  app.get(
    '/api/daily-questions/:id/my-response',
    {
      config: { access: 'member' },
      schema: {
        tags: ['daily-question'],
        summary: "The signed-in member's own answer ({ response: null } when none)",
        params: QuestionIdParams,
        response: { 200: MyResponseResult, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { response: await questions.getMyResponse(viewerOf(request), request.params.id) };
    },
  );

  app.post(
    '/api/daily-questions/:id/responses',
    {
      config: {
        access: 'member',
        // An anonymous answer is listed on the home page for everyone; a named one only counts.
        screen: screened<z.output<typeof AnswerBody>, AnswerResult>({
          fields: ['responseText'],
          isPublic: (_body, result) => result.response.isAnonymous,
          targetType: 'daily_answer',
          id: (result) => result.response.id,
        }),
      },
      schema: {
        tags: ['daily-question'],
        summary:
          "Answer today's question once: responseText (open) or selectedOption (poll), optionally anonymously (safety: the author's own notice when the answer signals a risk)",
        params: QuestionIdParams,
        body: AnswerBody,
        response: { 201: AnswerResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await questions.answer(viewerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/admin/daily-questions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['daily-question'],
        summary: 'Every daily question, newest featured day first (keyset pages)',
        querystring: ListDailyQuestionsQuery,
        response: { 200: AdminDailyQuestionPage, ...errors },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.post(
    '/api/admin/daily-questions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['daily-question'],
        summary: 'Schedule a question for a day (one active question per day)',
        body: CreateDailyQuestionBody,
        response: { 201: AdminDailyQuestion, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.create(request.body, request.viewer?.id)),
  );

  app.patch(
    '/api/admin/daily-questions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['daily-question'],
        summary: 'Edit, reschedule, or retire (isActive false) a question',
        params: QuestionIdParams,
        body: UpdateDailyQuestionBody,
        response: { 200: AdminDailyQuestion, ...errors },
      },
    },
    async (request) => admin.update(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/daily-questions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['daily-question'],
        summary: 'Delete a question and its answers',
        params: QuestionIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.remove(request.params.id, request.viewer?.id);
      return reply.status(204).send(null);
    },
  );
};
