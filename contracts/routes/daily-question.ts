import { z } from 'zod';
import {
  AdminDailyQuestion,
  AdminDailyQuestionPage,
  AnswerBody,
  AnswerResult,
  CreateDailyQuestionBody,
  ListDailyQuestionsQuery,
  MyResponseResult,
  QuestionIdParams,
  TodayQuestion,
  UpdateDailyQuestionBody,
} from '../daily-question.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The question of the day (server/modules/daily-question/daily-question.routes.ts serves them): answering it, and its upkeep. */
export const DailyQuestionRoutes = defineRoutes('daily-question', {
  today: {
    method: 'GET',
    path: '/api/daily-questions/today',
    summary:
      "Today's question in India (Asia/Kolkata), its poll results and up to 20 anonymous answers; the same for every caller",
    response: { 200: TodayQuestion, 304: z.null() },
  },
  myResponse: {
    method: 'GET',
    path: '/api/daily-questions/:id/my-response',
    summary: "The signed-in member's own answer ({ response: null } when none)",
    params: QuestionIdParams,
    response: { 200: MyResponseResult, ...errors },
  },
  answer: {
    method: 'POST',
    path: '/api/daily-questions/:id/responses',
    summary:
      "Answer today's question once: responseText (open) or selectedOption (poll), optionally anonymously (safety: the author's own notice when the answer signals a risk)",
    params: QuestionIdParams,
    body: AnswerBody,
    response: { 201: AnswerResult, ...errors },
  },
  list: {
    method: 'GET',
    path: '/api/admin/daily-questions',
    summary: 'Every daily question, newest featured day first (keyset pages)',
    query: ListDailyQuestionsQuery,
    response: { 200: AdminDailyQuestionPage, ...errors },
  },
  create: {
    method: 'POST',
    path: '/api/admin/daily-questions',
    summary: 'Schedule a question for a day (one active question per day)',
    body: CreateDailyQuestionBody,
    response: { 201: AdminDailyQuestion, ...errors },
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/daily-questions/:id',
    summary: 'Edit, reschedule, or retire (isActive false) a question',
    params: QuestionIdParams,
    body: UpdateDailyQuestionBody,
    response: { 200: AdminDailyQuestion, ...errors },
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/daily-questions/:id',
    summary: 'Delete a question and its answers',
    params: QuestionIdParams,
    response: { 204: z.null(), ...errors },
  },
});
