import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateGalleryItemFields, GalleryLimits, GalleryMessages } from '../../../contracts/gallery.js';
import { GalleryRoutes as R } from '../../../contracts/routes/gallery.js';
import { viewerOf } from '../../platform/access.js';
import { badRequest, parseFields } from '../../platform/errors.js';
import { serve } from '../../platform/serve.js';
import { readUpload, registerUploadRoutes } from '../../platform/upload.js';
import { encodeUpload } from './gallery.images.js';
import type { GalleryService } from './gallery.service.js';

export const galleryRoutes: FastifyPluginAsyncZod<{ gallery: GalleryService }> = async (app, { gallery }) => {
  serve(app, R.list, { access: 'public' }, async (request, reply) => {
    // The same for everyone; changes reach other processes through the bus, browsers within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return gallery.list(request.query.category);
  });

  await registerUploadRoutes(app, (uploads) => {
    serve(uploads, R.upload, { access: 'admin' }, async (request, reply) => {
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
    });
  });

  serve(app, R.update, { access: 'admin' }, async (request) =>
    gallery.update(viewerOf(request), request.params.id, request.body),
  );

  serve(app, R.remove, { access: 'admin' }, async (request, reply) => {
    await gallery.remove(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
