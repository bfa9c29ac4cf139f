import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contracts/errors.js';
import {
  CreateGalleryItemFields,
  GalleryItem,
  GalleryItemIdParams,
  GalleryLimits,
  GalleryList,
  GalleryMessages,
  ListGalleryQuery,
  UpdateGalleryItemBody,
} from '../../../contracts/gallery.js';
import { viewerOf } from '../../platform/access.js';
import { badRequest, parseFields } from '../../platform/errors.js';
import { readUpload, registerUploadRoutes } from '../../platform/upload.js';
import { encodeUpload } from './gallery.images.js';
import type { GalleryService } from './gallery.service.js';

export const galleryRoutes: FastifyPluginAsyncZod<{ gallery: GalleryService }> = async (app, { gallery }) => {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

  app.get(
    '/api/gallery',
    {
      config: { access: 'public' },
      schema: {
        tags: ['gallery'],
        summary: 'The gallery in display order, optionally one category',
        querystring: ListGalleryQuery,
        response: { 200: GalleryList, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      // The same for everyone; changes reach other processes through the bus, browsers within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return gallery.list(request.query.category);
    },
  );

  await registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/api/admin/gallery',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['gallery'],
          summary: 'Add an image (multipart: file, title, alt, description, category); stored as WebP without EXIF',
          consumes: ['multipart/form-data'],
          response: { 201: GalleryItem, 413: ErrorBody, 415: ErrorBody, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { bytes, fields } = await readUpload(request, {
          field: 'file',
          maxBytes: GalleryLimits.maxBytes,
          missing: GalleryMessages.fileRequired,
          tooLarge: GalleryMessages.tooLarge,
          textFields: Object.keys(CreateGalleryItemFields.shape),
        });
        if (bytes.length === 0) throw badRequest(GalleryMessages.fileRequired);
        const input = parseFields(CreateGalleryItemFields, fields);
        const images = await encodeUpload(bytes);
        return reply.status(201).send(await gallery.add(viewer, input, images));
      },
    );
  });

  app.patch(
    '/api/admin/gallery/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['gallery'],
        summary: "Edit an image's title, alt text, description, category or order",
        params: GalleryItemIdParams,
        body: UpdateGalleryItemBody,
        response: { 200: GalleryItem, ...errors },
      },
    },
    async (request) => gallery.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/gallery/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['gallery'],
        summary: 'Remove an image and its stored files',
        params: GalleryItemIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await gallery.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
