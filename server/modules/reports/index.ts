import { defineModule } from '../../platform/module.js';
import { createReportsService, type ReportsService } from './reports.service.js';
import { reportsDataRights } from './reports.data-rights.js';
export type { StoredReport } from './queue.js';

export type {
  CrisisFlagged,
  DeletedContent,
  DescribedContent,
  FiledReport,
  FileReportInput,
  ModerationTarget,
  ReportsService,
  ScreenInput,
  SystemFlag,
} from './reports.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    reports: ReportsService;
  }
}

/**
 * Members' reports of posts, replies and stories. It has no routes of its own: each content domain
 * checks the target (it exists, the member may see it) under its own path and files the report here.
 * What members write is screened here too (the safety module's detector), through the platform's one
 * screening hook that every free-text route declares (decision 0059): public content that signals a
 * crisis becomes an urgent item of the moderation queue (decision 0032).
 */
export const reportsModule = defineModule({
  name: 'reports',
  uses: ['safety'],
  async register({ platform, use }) {
    platform.dataRights.register(reportsDataRights(platform.db));
    const reports = createReportsService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      assessRisk: use('safety').assessRisk,
      log: platform.log,
    });
    // Every route that stores a member's free text is screened here (platform/screening.ts, decision 0059).
    platform.screening.provide((input) => reports.screen(input));
    return reports;
  },
});
