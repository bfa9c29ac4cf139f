import { defineModule } from '../../platform/module.js';
import { createReportsService, type ReportsService } from './reports.service.js';

export type { DescribedContent, FiledReport, FileReportInput, ModerationTarget, ReportsService } from './reports.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    reports: ReportsService;
  }
}

/**
 * Members' reports of posts, replies and stories. It has no routes of its own: each content domain
 * checks the target (it exists, the member may see it) under its own path and files the report here.
 */
export const reportsModule = defineModule({
  name: 'reports',
  uses: [],
  async register({ platform }) {
    return createReportsService({ db: platform.db, memberLimits: platform.memberLimits });
  },
});
