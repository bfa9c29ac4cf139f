import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type {
  CreateDonorRequestBody,
  DonorAnswerBody,
  DonorMessageBody,
  DonorThanksBody,
} from '../../../contracts/donors.js';
import { DonorsRoutes as R } from '../../../contracts/routes/donors.js';
import { viewerOf } from '../../platform/access.js';
import { screened } from '../../platform/screening.js';
import { serve } from '../../platform/serve.js';
import type { ReportsService } from '../reports/index.js';
import type { DonorsService } from './donors.service.js';

export const donorsRoutes: FastifyPluginAsyncZod<{ donors: DonorsService; reports: ReportsService }> = async (
  app,
  { donors, reports },
) => {
  serve(app, R.myProfile, { access: 'member' }, async (request) => donors.myProfile(viewerOf(request)));
  serve(app, R.saveProfile, { access: 'member' }, async (request) =>
    donors.saveProfile(viewerOf(request), request.body),
  );
  serve(app, R.setStatus, { access: 'member' }, async (request) =>
    donors.setStatus(viewerOf(request), request.body.status),
  );
  serve(app, R.removeProfile, { access: 'member', whileSuspended: true }, async (request, reply) => {
    await donors.removeProfile(viewerOf(request));
    return reply.status(204).send(null);
  });

  serve(
    app,
    R.create,
    {
      access: 'member',
      // Donors the request reaches read it: a crisis in it is filed for the moderators.
      screen: screened<z.output<typeof CreateDonorRequestBody>, { id: string }>({
        fields: ['hospital', 'note'],
        isPublic: true,
        targetType: 'donor_request',
        id: (r) => r.id,
      }),
    },
    async (request, reply) => reply.status(201).send(await donors.create(viewerOf(request), request.body)),
  );
  serve(app, R.lists, { access: 'member' }, async (request) => donors.lists(viewerOf(request)));
  serve(app, R.view, { access: 'member' }, async (request) => donors.view(viewerOf(request), request.params.id));
  serve(
    app,
    R.answer,
    {
      access: 'member',
      screen: screened<z.output<typeof DonorAnswerBody>, unknown>({ fields: ['contact'], isPublic: false }),
    },
    async (request) => donors.answer(viewerOf(request), request.params.id, request.body),
  );
  serve(app, R.close, { access: 'member' }, async (request) =>
    donors.close(viewerOf(request), request.params.id, request.body.outcome),
  );
  serve(
    app,
    R.message,
    {
      access: 'member',
      screen: screened<z.output<typeof DonorMessageBody>, unknown>({ fields: ['content'], isPublic: false }),
    },
    async (request) => donors.message(viewerOf(request), request.params.id, request.body.donorId, request.body.content),
  );
  serve(
    app,
    R.thank,
    {
      access: 'member',
      screen: screened<z.output<typeof DonorThanksBody>, unknown>({ fields: ['content'], isPublic: false }),
    },
    async (request) => ({ thanked: await donors.thank(viewerOf(request), request.params.id, request.body.content) }),
  );
  serve(app, R.report, { access: 'member' }, async (request) => {
    const viewer = viewerOf(request);
    await donors.requireVisible(viewer, request.params.id);
    return reports.file({
      targetType: 'donor_request',
      targetId: request.params.id,
      reporterId: viewer.id,
      reason: request.body.reason,
      note: request.body.note,
    });
  });

  serve(app, R.adminOverview, { access: 'admin' }, async () => donors.overview());
  serve(app, R.adminClose, { access: 'admin' }, async (request) =>
    donors.closeAsAdmin(viewerOf(request), request.params.id),
  );
  serve(app, R.drives, { access: 'ngo' }, async (request) => ({ items: await donors.drives(viewerOf(request)) }));
};
