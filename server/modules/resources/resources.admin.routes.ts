import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LibraryMessages } from '../../../contracts/resources-admin.js';
import { ResourcesRoutes as R } from '../../../contracts/routes/resources.js';
import { viewerOf } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import type { LibraryAdmin } from './resources.admin.js';

/** The Admin Dashboard's Articles, NGOs and Resources tabs (community-admin §2, §7): administrators only. */
export const libraryAdminRoutes: FastifyPluginAsyncZod<{ library: LibraryAdmin }> = async (app, { library }) => {
  const articles = { access: 'admin', deniedMessage: LibraryMessages.articlesDenied } as const;
  const ngos = { access: 'admin', deniedMessage: LibraryMessages.ngosDenied } as const;
  const links = { access: 'admin' } as const;

  serve(app, R.adminArticles, articles, async (request) => library.listArticles(request.query));
  serve(app, R.createArticle, articles, async (request, reply) =>
    reply.status(201).send(await library.createArticle(viewerOf(request), request.body)),
  );
  serve(app, R.updateArticle, articles, async (request) =>
    library.updateArticle(viewerOf(request), request.params.id, request.body),
  );
  serve(app, R.deleteArticle, articles, async (request, reply) => {
    await library.deleteArticle(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, R.adminNgos, ngos, async (request) => library.listNgos(request.query));
  serve(app, R.createNgo, ngos, async (request, reply) =>
    reply.status(201).send(await library.createNgo(viewerOf(request), request.body)),
  );
  serve(app, R.updateNgo, ngos, async (request) =>
    library.updateNgo(viewerOf(request), request.params.id, request.body),
  );
  serve(app, R.deleteNgo, ngos, async (request, reply) => {
    await library.deleteNgo(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, R.adminLinks, links, async (request) => library.listLinks(request.query));
  serve(app, R.createLink, links, async (request, reply) =>
    reply.status(201).send(await library.createLink(viewerOf(request), request.body)),
  );
  serve(app, R.updateLink, links, async (request) =>
    library.updateLink(viewerOf(request), request.params.id, request.body),
  );
  serve(app, R.deleteLink, links, async (request, reply) => {
    await library.deleteLink(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
