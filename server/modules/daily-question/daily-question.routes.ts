import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DailyQuestionLimits, type AnswerBody, type AnswerResult } from '../../../contracts/daily-question.js';
import { DailyQuestionRoutes as R } from '../../../contracts/routes/daily-question.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { AdminQuestionsService } from './admin-questions.service.js';
import type { DailyQuestionService } from './daily-question.service.js';

export const dailyQuestionRoutes: FastifyPluginAsyncZod<{
  questions: DailyQuestionService;
  admin: AdminQuestionsService;
}> = async (app, { questions, admin }) => {
  serve(app, R.today, { access: 'public' }, async (request, reply) => {
    const { today, etag } = await questions.getTodayTagged();
    // Shared caches may keep it briefly; browsers revalidate with the ETag (the web app asks with
    // cache: 'no-cache'), so a member sees their own answer counted at once.
    reply.header('cache-control', `public, max-age=${DailyQuestionLimits.todayMaxAgeSeconds}`);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
    return today;
  });

  serve(app, R.myResponse, { access: 'member' }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { response: await questions.getMyResponse(viewerOf(request), request.params.id) };
  });

  serve(
    app,
    R.answer,
    {
      access: 'member',
      // An anonymous answer is listed on the home page for everyone; a named one only counts.
      screen: screened<z.output<typeof AnswerBody>, AnswerResult>({
        fields: ['responseText'],
        isPublic: (_body, result) => result.response.isAnonymous,
        targetType: 'daily_answer',
        id: (result) => result.response.id,
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await questions.answer(viewerOf(request), request.params.id, request.body)),
  );

  serve(app, R.list, { access: 'admin' }, async (request) => admin.list(request.query));

  serve(app, R.create, { access: 'admin' }, async (request, reply) =>
    reply.status(201).send(await admin.create(request.body, request.viewer?.id)),
  );

  serve(app, R.update, { access: 'admin' }, async (request) => admin.update(request.params.id, request.body));

  serve(app, R.remove, { access: 'admin' }, async (request, reply) => {
    await admin.remove(request.params.id, request.viewer?.id);
    return reply.status(204).send(null);
  });
};
