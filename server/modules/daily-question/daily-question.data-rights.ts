import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { questionResponses } from '../../db/schema/daily-question.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** The member's answers to daily questions. */
export function dailyQuestionDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'dailyQuestion',
    tables: { question_responses: { export: { section: 'dailyQuestionAnswers' }, erase: { user_id: 'cascade' } } },
    async export({ id: userId }) {
      return {
        sections: {
          dailyQuestionAnswers: await db.select().from(questionResponses).where(eq(questionResponses.userId, userId)),
        },
      };
    },
    // The answers go with the user row (cascade); data-rights then drops every process's copy of today's results.
    erase: async () => {},
  };
}
