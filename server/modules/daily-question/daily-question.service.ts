import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DailyQuestionLimits,
  DailyQuestionMessages,
  indiaDate,
  type AnswerBody as AnswerSchema,
  type AnswerResult,
  type MyResponse,
  type PollResults,
  type TodayQuestion,
} from '../../../contracts/daily-question.js';
import type { Database } from '../../db/client.js';
import { dailyQuestions, questionResponses } from '../../db/schema/daily-question.js';
import type { Viewer } from '../../platform/access.js';
import { createCachedRead } from '../../platform/cached-read.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { showsAuthor } from '../profiles/index.js';
import { presentQuestion, questionColumns, type QuestionRow } from './shared.js';

type AnswerInput = z.output<typeof AnswerSchema>;

/** How long today's question and its results may be reused; an answer or an edit drops them at once. */
const TODAY_TTL_MS = DailyQuestionLimits.todayMaxAgeSeconds * 1000;

export interface DailyQuestionDeps {
  db: Database;
  bus?: EventBus;
  /** The clock (tests move it across India's midnight). */
  now?: () => Date;
}

const responseColumns = {
  id: questionResponses.id,
  questionId: questionResponses.questionId,
  isAnonymous: questionResponses.isAnonymous,
  responseText: questionResponses.responseText,
  selectedOption: questionResponses.selectedOption,
  createdAt: questionResponses.createdAt,
};

function presentResponse(row: {
  id: string;
  questionId: string;
  isAnonymous: boolean;
  responseText: string | null;
  selectedOption: string | null;
  createdAt: Date;
}): MyResponse {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Whole-number percentages rounded from count over total (core §9); every option listed. */
export function pollResults(
  options: readonly string[],
  counts: ReadonlyMap<string, number>,
  total: number,
): PollResults | null {
  if (total <= 0) return null;
  return {
    total,
    options: options.map((option) => {
      const n = counts.get(option) ?? 0;
      return { option, count: n, percentage: Math.round((n * 100) / total) };
    }),
  };
}

export function createDailyQuestionService(deps: DailyQuestionDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /** Today's question with its results, by India date; a change of the questions or answers drops it in every process. */
  const todays = createCachedRead<string, { today: TodayQuestion; etag: string }>({
    ttlMs: TODAY_TTL_MS,
    max: 4,
    bus: deps.bus,
    load: async (date) => {
      const fresh = await buildToday(date);
      return {
        today: fresh,
        etag: `W/"${createHash('sha256').update(JSON.stringify(fresh)).digest('base64url').slice(0, 27)}"`,
      };
    },
    invalidatedBy: [
      { channel: 'fn_content_changed', drops: (change) => (change.domain === 'daily-question' ? 'all' : null) },
    ],
  });

  /** Drops the copies here at once and in the other processes through the bus. */
  const changed = () => todays.changed('fn_content_changed', { domain: 'daily-question' });

  function today(): string {
    return indiaDate(now());
  }

  async function findQuestion(id: string): Promise<QuestionRow | undefined> {
    const [row] = await db.select(questionColumns).from(dailyQuestions).where(eq(dailyQuestions.id, id)).limit(1);
    return row;
  }

  async function buildToday(date: string): Promise<TodayQuestion> {
    const [row] = await db
      .select(questionColumns)
      .from(dailyQuestions)
      .where(and(eq(dailyQuestions.featuredDate, date), eq(dailyQuestions.isActive, true)))
      .limit(1);
    if (!row) return { date, question: null, totalResponses: 0, results: null, anonymousResponses: [] };
    const [grouped, anonymous] = await Promise.all([
      db
        .select({ option: questionResponses.selectedOption, n: sql<number>`count(*)::int` })
        .from(questionResponses)
        .where(eq(questionResponses.questionId, row.id))
        .groupBy(questionResponses.selectedOption),
      db
        .select({
          id: questionResponses.id,
          userId: questionResponses.userId,
          isAnonymous: questionResponses.isAnonymous,
          responseText: questionResponses.responseText,
          selectedOption: questionResponses.selectedOption,
          createdAt: questionResponses.createdAt,
        })
        .from(questionResponses)
        .where(and(eq(questionResponses.questionId, row.id), eq(questionResponses.isAnonymous, true)))
        .orderBy(desc(questionResponses.createdAt), desc(questionResponses.id))
        .limit(DailyQuestionLimits.anonymousResponsesMax),
    ]);
    const counts = new Map<string, number>();
    let total = 0;
    for (const g of grouped) {
      total += Number(g.n);
      if (g.option !== null) counts.set(g.option, Number(g.n));
    }
    const question = presentQuestion(row);
    return {
      date,
      question,
      totalResponses: total,
      results: question.questionType === 'poll' ? pollResults(question.options, counts, total) : null,
      // One answer for every reader (it is cached): only answers that name nobody to a visitor, without their author.
      anonymousResponses: anonymous
        .filter((a) => !showsAuthor(null, a))
        .map((a) => ({
          id: a.id,
          responseText: a.responseText,
          selectedOption: a.selectedOption,
          createdAt: a.createdAt.toISOString(),
        })),
    };
  }

  /** Today's question in India (Asia/Kolkata), its results and its anonymous answers, with a validator (ETag). */
  function getTodayTagged(): Promise<{ today: TodayQuestion; etag: string }> {
    return todays.get(today());
  }

  async function getToday(): Promise<TodayQuestion> {
    return (await getTodayTagged()).today;
  }

  async function getMyResponse(viewer: Viewer, questionId: string): Promise<MyResponse | null> {
    const [row] = await db
      .select(responseColumns)
      .from(questionResponses)
      .where(and(eq(questionResponses.questionId, questionId), eq(questionResponses.userId, viewer.id)))
      .limit(1);
    return row ? presentResponse(row) : null;
  }

  /** One answer per member to today's active question; the unique index is the final word. */
  async function answer(viewer: Viewer, questionId: string, input: AnswerInput): Promise<AnswerResult> {
    const question = await findQuestion(questionId);
    if (!question) throw notFound(DailyQuestionMessages.notFound);
    if (!question.isActive || question.featuredDate !== today()) throw conflict(DailyQuestionMessages.notOpen);
    let responseText: string | null = null;
    let selectedOption: string | null = null;
    if (question.questionType === 'poll') {
      const chosen = input.selectedOption?.trim() ?? '';
      if (!question.options.includes(chosen)) throw badRequest(DailyQuestionMessages.noOption);
      selectedOption = chosen;
    } else {
      responseText = input.responseText?.trim() ?? '';
      if (responseText === '') throw badRequest(DailyQuestionMessages.emptyResponse);
      if (responseText.length > DailyQuestionLimits.responseMax)
        throw badRequest(DailyQuestionMessages.responseTooLong);
    }
    const [saved] = await conflictOnUnique(
      () =>
        db
          .insert(questionResponses)
          .values({ questionId, userId: viewer.id, isAnonymous: input.isAnonymous, responseText, selectedOption })
          .returning(responseColumns),
      DailyQuestionMessages.alreadyAnswered,
    );
    if (!saved) throw new AppError('INTERNAL', DailyQuestionMessages.submitFailed, 500);
    await changed();
    return { response: presentResponse(saved), today: await getToday() };
  }

  /** Drops this process's copies only (tests that move the clock). */
  function forget(): void {
    todays.drop();
  }

  return { today, getToday, getTodayTagged, getMyResponse, answer, changed, forget, ready: todays.ready };
}

export type DailyQuestionService = ReturnType<typeof createDailyQuestionService>;
