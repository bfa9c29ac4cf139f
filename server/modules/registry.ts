import type { AppModule } from '../platform/module.js';
import { dailyQuestionModule } from './daily-question/index.js';
import { statsModule } from './stats/index.js';
import { galleryModule } from './gallery/index.js';
import { supportModule } from './support/index.js';
import { pagesModule } from './pages/index.js';
import { companionModule } from './companion/index.js';

/** Domain modules in registration order: a module may use the services of those before it. */
export const modules: AppModule[] = [supportModule, statsModule, dailyQuestionModule, galleryModule, pagesModule, companionModule];
