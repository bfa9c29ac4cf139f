import { addDays, indiaDate } from '../../../contracts/daily-question.js';
import type { AppModule } from '../../platform/module.js';
import { createAdminQuestionsService, type AdminQuestionsService } from './admin-questions.service.js';
import { createDailyQuestionService, type DailyQuestionService } from './daily-question.service.js';
import { dailyQuestionRoutes } from './daily-question.routes.js';
import { seedQuestions } from './daily-question.seed.js';

export type DailyQuestionModuleService = DailyQuestionService & { admin: AdminQuestionsService };

declare module '../../platform/module.js' {
  interface ModuleServices {
    dailyQuestion: DailyQuestionModuleService;
  }
}

export const dailyQuestionModule: AppModule = {
  name: 'daily-question',
  async register(app, ctx) {
    const questions = createDailyQuestionService({ db: ctx.db, bus: ctx.bus });
    const admin = createAdminQuestionsService({ db: ctx.db, changed: questions.changed });
    await ctx.bus.subscribe('fn_content_changed', (change) => {
      if (change.domain === 'daily-question') questions.forget();
    });
    ctx.services.dailyQuestion = { ...questions, admin };
    await app.register(dailyQuestionRoutes, { questions, admin });
  },
  async seed(ctx) {
    const service = ctx.services.dailyQuestion;
    if (!service || (await service.admin.countQuestions()) > 0) return null;
    const first = indiaDate(new Date());
    await service.admin.schedule(seedQuestions.map((q, i) => ({ ...q, featuredDate: addDays(first, i) })));
    return `${seedQuestions.length} daily questions from ${first}`;
  },
};
