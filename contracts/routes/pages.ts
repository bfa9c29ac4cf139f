import { defineRoutes } from '../http.js';

/** The pages module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const PagesRoutes = defineRoutes('pages', {});
