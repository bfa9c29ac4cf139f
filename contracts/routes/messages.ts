import { defineRoutes } from '../http.js';

/** The messages module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const MessagesRoutes = defineRoutes('messages', {});
