import { defineRoutes } from '../http.js';

/** The support-groups module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const SupportGroupsRoutes = defineRoutes('support-groups', {});
