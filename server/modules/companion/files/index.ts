import type { FastifyPluginAsync } from 'fastify';
import { CompanionFileLimits } from '../../../../contracts/companion-files.js';
import type { ModuleContext } from '../../../platform/module.js';
import { fortiFileLimits } from '../limits.js';
import { companionFilesRoutes } from './files.routes.js';
import { createCompanionFilesService, type CompanionFilesService } from './files.service.js';

export type { AttachmentForReply, CompanionFilesService } from './files.service.js';

const HOUR = 60 * 60 * 1000;

/** The scheduled job (platform/jobs.ts) that removes uploads never sent. */
export const STALE_UPLOADS_JOB = 'companion-stale-uploads';

/**
 * Chat attachments and voice transcription, part of the companion module: its index registers
 * `routes` and hands `service` to the message route. Uploads never sent are removed after a day,
 * by a job that runs on one process at a time.
 */
export function createCompanionFiles(ctx: ModuleContext): {
  service: CompanionFilesService;
  routes: FastifyPluginAsync;
} {
  const files = createCompanionFilesService({ db: ctx.db, storage: ctx.storage, config: ctx.config, log: ctx.log });
  ctx.jobs.every({
    name: STALE_UPLOADS_JOB,
    everyMs: HOUR,
    run: async (now) =>
      void (await files.removeStaleUploads(new Date(now.getTime() - CompanionFileLimits.unattachedMaxAgeHours * HOUR))),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(companionFilesRoutes, {
      files,
      memberLimits: ctx.memberLimits,
      limits: fortiFileLimits(ctx.config.forti),
    });
  };
  return { service: files, routes };
}
