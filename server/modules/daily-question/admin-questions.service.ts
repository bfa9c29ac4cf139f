import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DailyQuestionMessages,
  type AdminDailyQuestion,
  type AdminDailyQuestionPage,
  type CreateDailyQuestionBody as CreateSchema,
  type QuestionType,
  type UpdateDailyQuestionBody as UpdateSchema,
} from '../../../contracts/daily-question.js';
import type { Database } from '../../db/client.js';
import { dailyQuestions, questionResponses } from '../../db/schema/daily-question.js';
import { keyset } from '../../platform/cursor.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { conflict, notFound } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit.js';
import { fillMissingHindi } from '../../platform/bilingual.js';
import { normaliseOptions, normaliseOptionsHi, presentQuestion, questionColumns } from './shared.js';

/** The Hindi may be left out (the demo seed and older callers): it is then not written yet. */
type CreateInput = Omit<z.output<typeof CreateSchema>, 'questionHi' | 'optionsHi'> & {
  questionHi?: string | null;
  optionsHi?: string[];
};
type UpdateInput = z.output<typeof UpdateSchema>;
/** A demo question as the seed gives it. */
type SeedRow = {
  question: string;
  questionType: QuestionType;
  options: string[];
  questionHi?: string | null;
  optionsHi?: string[];
};

const adminColumns = {
  ...questionColumns,
  createdAt: dailyQuestions.createdAt,
  updatedAt: dailyQuestions.updatedAt,
  // One indexed count per row of the page (question_responses_one_per_member_key).
  // Written out in full: inside a subquery the builder's unqualified column names would be ambiguous.
  responseCount: sql<number>`(select count(*)::int from question_responses r where r.question_id = "daily_questions"."id")`,
};

type AdminRow = typeof dailyQuestions.$inferSelect & { responseCount: number };

function present(
  row: Omit<AdminRow, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date },
): AdminDailyQuestion {
  return {
    ...presentQuestion(row),
    responseCount: Number(row.responseCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest featured day first, then id. */
const newestDayFirst = keyset({
  columns: [dailyQuestions.featuredDate, dailyQuestions.id],
  kinds: ['date', 'uuid'],
  direction: 'desc',
  message: DailyQuestionMessages.badCursor,
});

/** Scheduling, editing and retiring daily questions (admin only; the routes check the role). */
export function createAdminQuestionsService(deps: { db: Database; changed: () => Promise<void> }) {
  const { db } = deps;

  async function fetchOne(id: string): Promise<AdminDailyQuestion> {
    const [row] = await db.select(adminColumns).from(dailyQuestions).where(eq(dailyQuestions.id, id)).limit(1);
    if (!row) throw notFound(DailyQuestionMessages.notFound);
    return present(row);
  }

  /** Newest featured day first, in keyset pages. */
  async function list(query: { cursor?: string; limit: number }): Promise<AdminDailyQuestionPage> {
    const rows = await db
      .select(adminColumns)
      .from(dailyQuestions)
      .where(newestDayFirst.after(query.cursor))
      .orderBy(...newestDayFirst.orderBy)
      .limit(query.limit + 1);
    const page = newestDayFirst.page(rows.map(present), query.limit, (q) => [q.featuredDate, q.id]);
    return page;
  }

  /** `actorId`: the administrator, for the audit log (absent for the demo content). */
  async function create(input: CreateInput, actorId?: string): Promise<AdminDailyQuestion> {
    const options = normaliseOptions(input.questionType, input.options);
    const [row] = await conflictOnUnique(
      () =>
        db
          .insert(dailyQuestions)
          .values({
            question: input.question,
            questionType: input.questionType,
            options,
            questionHi: input.questionHi ?? null,
            optionsHi: normaliseOptionsHi(input.questionType, options, input.optionsHi ?? []),
            featuredDate: input.featuredDate,
            isActive: input.isActive,
          })
          .returning({ id: dailyQuestions.id }),
      DailyQuestionMessages.dayTaken({ day: input.featuredDate }),
    );
    if (actorId)
      await writeAudit(db, {
        action: 'daily_question_created',
        adminId: actorId,
        targetUserId: null,
        details: { questionId: row!.id, featuredDate: input.featuredDate },
      });
    await deps.changed();
    return fetchOne(row!.id);
  }

  /** Edits, reschedules or retires (isActive false) a question; answered questions keep their type and options. */
  async function update(id: string, input: UpdateInput): Promise<AdminDailyQuestion> {
    await conflictOnUnique(
      () =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select(questionColumns)
            .from(dailyQuestions)
            .where(eq(dailyQuestions.id, id))
            .limit(1)
            .for('update');
          if (!current) throw notFound(DailyQuestionMessages.notFound);
          const questionType = (input.questionType ?? current.questionType) as QuestionType;
          const options = normaliseOptions(
            questionType,
            input.options ?? (input.questionType === 'open' ? [] : current.options),
          );
          const shapeChanges =
            questionType !== current.questionType ||
            options.join('\u0000') !== (current.questionType === 'poll' ? current.options : []).join('\u0000');
          if (shapeChanges) {
            const [answered] = await tx
              .select({ n: count() })
              .from(questionResponses)
              .where(eq(questionResponses.questionId, id));
            if ((answered?.n ?? 0) > 0) throw conflict(DailyQuestionMessages.answeredLocked);
          }
          await tx
            .update(dailyQuestions)
            .set({
              question: input.question ?? current.question,
              questionType,
              options,
              questionHi: input.questionHi === undefined ? current.questionHi : input.questionHi,
              optionsHi: normaliseOptionsHi(questionType, options, input.optionsHi ?? current.optionsHi),
              featuredDate: input.featuredDate ?? current.featuredDate,
              isActive: input.isActive ?? current.isActive,
              updatedAt: new Date(),
            })
            .where(eq(dailyQuestions.id, id));
        }),
      async () => DailyQuestionMessages.dayTaken({ day: input.featuredDate ?? (await fetchOne(id)).featuredDate }),
    );
    await deps.changed();
    return fetchOne(id);
  }

  /** Deletes the question with its answers. */
  async function remove(id: string, actorId?: string): Promise<void> {
    const [row] = await db
      .delete(dailyQuestions)
      .where(eq(dailyQuestions.id, id))
      .returning({ id: dailyQuestions.id, featuredDate: dailyQuestions.featuredDate });
    if (!row) throw notFound(DailyQuestionMessages.notFound);
    if (actorId)
      await writeAudit(db, {
        action: 'daily_question_deleted',
        adminId: actorId,
        targetUserId: null,
        details: { questionId: id, featuredDate: row.featuredDate },
      });
    await deps.changed();
  }

  async function countQuestions(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(dailyQuestions);
    return Number(row?.n ?? 0);
  }

  /** Demo schedule: all rows in one statement, so a failed start leaves none. */
  async function schedule(rows: Array<SeedRow & { featuredDate: string }>): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(dailyQuestions).values(
      rows.map((r) => {
        const options = normaliseOptions(r.questionType, r.options);
        return {
          ...r,
          options,
          questionHi: r.questionHi ?? null,
          optionsHi: normaliseOptionsHi(r.questionType, options, r.optionsHi ?? []),
          isActive: true,
        };
      }),
    );
    await deps.changed();
  }

  /** A site seeded by an earlier release: its demo questions get their Hindi (decision 0076), by English text, where none is written. */
  async function fillHindi(rows: SeedRow[]): Promise<number> {
    const filled = await fillMissingHindi(
      db,
      dailyQuestions,
      dailyQuestions.question,
      dailyQuestions.questionHi,
      rows.map((r) => ({
        key: r.question,
        set: { questionHi: r.questionHi, optionsHi: r.questionType === 'poll' ? r.optionsHi : [] },
      })),
    );
    if (filled) await deps.changed();
    return filled;
  }

  return { list, get: fetchOne, create, update, remove, countQuestions, schedule, fillHindi };
}

export type AdminQuestionsService = ReturnType<typeof createAdminQuestionsService>;
