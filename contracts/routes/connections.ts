import { defineRoutes } from '../http.js';

/** The connections module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const ConnectionsRoutes = defineRoutes('connections', {});
