import { addDays, indiaDate } from '../../../contracts/daily-question.js';
import { defineModule } from '../../platform/module.js';
import { createAdminQuestionsService, type AdminQuestionsService } from './admin-questions.service.js';
import { createDailyQuestionService, type DailyQuestionService } from './daily-question.service.js';
import { dailyQuestionRoutes } from './daily-question.routes.js';
import { demoQuestions } from '../../demo/daily-questions.js';
import { dailyQuestionDataRights } from './daily-question.data-rights.js';
import { dailyAnswerModerationTarget } from './daily-question.moderation.js';

export type DailyQuestionModuleService = DailyQuestionService & { admin: AdminQuestionsService };

declare module '../../platform/module.js' {
  interface ModuleServices {
    dailyQuestion: DailyQuestionModuleService;
  }
}

export const dailyQuestionModule = defineModule({
  name: 'dailyQuestion',
  uses: ['reports', 'profiles'],
  async register({ app, platform, use }) {
    platform.dataRights.register(dailyQuestionDataRights(platform.db));
    const questions = createDailyQuestionService({ db: platform.db, bus: platform.bus });
    const admin = createAdminQuestionsService({ db: platform.db, changed: questions.changed });
    await questions.ready;
    await app.register(dailyQuestionRoutes, { questions, admin });
    use('reports').registerTarget(dailyAnswerModerationTarget(platform.db, use('profiles').authors, questions.changed));
    return { ...questions, admin };
  },
  async seed(service) {
    if ((await service.admin.countQuestions()) > 0) {
      const filled = await service.admin.fillHindi(demoQuestions);
      return filled ? `Hindi for ${filled} daily questions` : null;
    }
    const first = indiaDate(new Date());
    await service.admin.schedule(demoQuestions.map((q, i) => ({ ...q, featuredDate: addDays(first, i) })));
    return `${demoQuestions.length} daily questions from ${first}`;
  },
});
