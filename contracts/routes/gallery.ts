import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import { GalleryItem, GalleryItemIdParams, GalleryList, ListGalleryQuery, UpdateGalleryItemBody } from '../gallery.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The gallery's routes (server/modules/gallery/gallery.routes.ts serves them). */
export const GalleryRoutes = defineRoutes('gallery', {
  list: {
    method: 'GET',
    path: '/api/gallery',
    summary: 'The gallery in display order, optionally one category',
    query: ListGalleryQuery,
    response: { 200: GalleryList, 400: ErrorBody },
  },
  upload: {
    method: 'POST',
    path: '/api/admin/gallery',
    summary: 'Add an image (multipart: file, title, alt, description, category); stored as WebP without EXIF',
    multipart: true,
    response: { 201: GalleryItem, 413: ErrorBody, 415: ErrorBody, ...errors },
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/gallery/:id',
    summary: "Edit an image's title, alt text, description, category or order",
    params: GalleryItemIdParams,
    body: UpdateGalleryItemBody,
    response: { 200: GalleryItem, ...errors },
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/gallery/:id',
    summary: 'Remove an image and its stored files',
    params: GalleryItemIdParams,
    response: { 204: z.null(), ...errors },
  },
});
