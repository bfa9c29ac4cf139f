import type { AppModule } from '../../platform/module.js';

export const dailyQuestionModule: AppModule = {
  name: 'daily-question',
  async register() {
    // Built by its issue.
  },
};
