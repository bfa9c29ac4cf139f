import { defineRoutes } from '../http.js';

/** The support module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const SupportRoutes = defineRoutes('support', {});
