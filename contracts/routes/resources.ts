import { defineRoutes } from '../http.js';

/** The resources module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const ResourcesRoutes = defineRoutes('resources', {});
