// The donors service: profiles (donors.profiles.ts), requests (donors.requests.ts), matching and
// waves (donors.match.ts, donors.waves.ts), the administrators' view (donors.admin.ts), bound to one
// context (decision 0069).
import type { z } from 'zod';
import type {
  CreateDonorRequestBody,
  DonorAnswerBody,
  DonorProfileBody,
  DonorRequestView,
} from '../../../contracts/donors.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import type { ReportsService } from '../reports/index.js';
import * as admin from './donors.admin.js';
import type { DonorsContext } from './donors.context.js';
import * as profiles from './donors.profiles.js';
import * as requests from './donors.requests.js';
import * as waves from './donors.waves.js';

export function createDonorsService(ctx: DonorsContext & { reports: Pick<ReportsService, 'file' | 'reportedAmong'> }) {
  /** An administrator closes a request (the dashboard, or taking down a reported one): audited, the asker told. */
  async function closeAsAdmin(viewer: Viewer, id: string): Promise<DonorRequestView> {
    const closed = await requests.close(ctx, viewer, id, 'closed');
    await writeAudit(ctx.db, {
      action: 'donor_request_closed',
      adminId: viewer.id,
      targetUserId: null,
      details: { requestId: id },
    });
    return closed;
  }
  return {
    myProfile: (viewer: Viewer) => profiles.myProfile(ctx, viewer),
    saveProfile: (viewer: Viewer, input: z.output<typeof DonorProfileBody>) => profiles.saveProfile(ctx, viewer, input),
    setStatus: (viewer: Viewer, status: 'active' | 'paused') => profiles.setStatus(ctx, viewer, status),
    removeProfile: (viewer: Viewer) => profiles.removeProfile(ctx, viewer),
    create: (viewer: Viewer, input: z.output<typeof CreateDonorRequestBody>) => requests.create(ctx, viewer, input),
    lists: (viewer: Viewer) => requests.lists(ctx, viewer),
    view: (viewer: Viewer, id: string) => requests.view(ctx, viewer, id),
    requireVisible: (viewer: Viewer, id: string) => requests.requireVisible(ctx, viewer, id),
    answer: (viewer: Viewer, id: string, input: z.output<typeof DonorAnswerBody>) =>
      requests.answer(ctx, viewer, id, input),
    close: (viewer: Viewer, id: string, outcome: 'fulfilled' | 'cancelled') => requests.close(ctx, viewer, id, outcome),
    closeAsAdmin,
    message: (viewer: Viewer, id: string, donorId: string, content: string) =>
      requests.message(ctx, viewer, id, donorId, content),
    thank: (viewer: Viewer, id: string, content: string) => requests.thank(ctx, viewer, id, content),
    drives: (viewer: Viewer) => requests.drives(ctx, viewer),
    overview: () => admin.overview(ctx, ctx.reports),
    countProfiles: () => admin.countProfiles(ctx),
    /** The scheduled work: expire past requests, send next waves. */
    runWaves: (now?: Date) => waves.runWaves(ctx, now),
    /** A wave of a given size now (the benchmark). */
    sendWave: (row: Parameters<typeof waves.sendWave>[1], size?: number) => waves.sendWave(ctx, row, size),
  };
}

export type DonorsService = ReturnType<typeof createDonorsService>;
