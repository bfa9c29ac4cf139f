import { defineRoutes } from '../http.js';

/** The data-rights module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const DataRightsRoutes = defineRoutes('data-rights', {});
