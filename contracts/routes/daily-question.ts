import { defineRoutes } from '../http.js';

/** The daily-question module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const DailyQuestionRoutes = defineRoutes('daily-question', {});
