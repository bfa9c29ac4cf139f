import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dailyQuestions, questionResponses } from '../../db/schema/daily-question.js';
import { authorNameForModerators, type AuthorReads } from '../profiles/index.js';
import type { ModerationTarget } from '../reports/index.js';

/**
 * How moderators see and remove a daily answer (decision 0059). Members do not report answers; an
 * anonymous answer, listed on the home page, reaches the queue when the screening finds a crisis in
 * it. Its author stays 'Anonymous' here; removing it takes it off the home page at once.
 */
export function dailyAnswerModerationTarget(
  db: Database,
  authors: AuthorReads,
  changed: () => Promise<void>,
): ModerationTarget {
  return {
    type: 'daily_answer',
    async describe(id) {
      const [row] = await db
        .select({
          question: dailyQuestions.question,
          responseText: questionResponses.responseText,
          selectedOption: questionResponses.selectedOption,
          authorId: questionResponses.userId,
          isAnonymous: questionResponses.isAnonymous,
        })
        .from(questionResponses)
        .innerJoin(dailyQuestions, eq(dailyQuestions.id, questionResponses.questionId))
        .where(eq(questionResponses.id, id));
      if (!row) return null;
      const name = row.isAnonymous ? undefined : (await authors.byIds([row.authorId])).get(row.authorId)?.name;
      return {
        title: row.question,
        excerpt: row.responseText ?? row.selectedOption ?? '',
        url: '/',
        authorId: row.authorId,
        authorName: authorNameForModerators(row, name),
        isAnonymous: row.isAnonymous,
      };
    },
    async remove(id) {
      const removed = await db
        .delete(questionResponses)
        .where(eq(questionResponses.id, id))
        .returning({ id: questionResponses.id });
      if (removed.length > 0) await changed();
      return removed.length > 0;
    },
  };
}
