import { defineRoutes } from '../http.js';

/** The gallery module's routes (decision 0071): filled in as its routes are served from descriptors. */
export const GalleryRoutes = defineRoutes('gallery', {});
