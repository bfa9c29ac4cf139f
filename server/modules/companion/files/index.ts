import type { FastifyPluginAsync } from 'fastify';
import { CompanionFileLimits } from '../../../../contracts/companion-files.js';
import type { ModuleContext } from '../../../platform/module.js';
import { fortiFileLimits } from '../limits.js';
import { companionFilesRoutes } from './files.routes.js';
import { createCompanionFilesService, type CompanionFilesService } from './files.service.js';

export type { AttachmentForReply, CompanionFilesService } from './files.service.js';

const HOUR = 60 * 60 * 1000;

/**
 * Chat attachments and voice transcription, part of the companion module: its index registers
 * `routes` and hands `service` to the message route. Uploads never sent are removed after a day.
 */
export function createCompanionFiles(ctx: ModuleContext): { service: CompanionFilesService; routes: FastifyPluginAsync } {
  const files = createCompanionFilesService({ db: ctx.db, storage: ctx.storage, config: ctx.config, log: ctx.log });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(companionFilesRoutes, { files, memberLimits: ctx.memberLimits, limits: fortiFileLimits(ctx.config.forti) });
    const sweep = () => files.removeStaleUploads(new Date(Date.now() - CompanionFileLimits.unattachedMaxAgeHours * HOUR)).catch((err: unknown) => app.log.warn({ err }, 'could not remove stale chat uploads'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, HOUR);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
  return { service: files, routes };
}
