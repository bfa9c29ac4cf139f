import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueText, messageOfIssue } from '../../../contracts/messages.js';
import { CreateReportBody, ReportLimits, ReportMessages } from '../../../contracts/reports.js';
import { contentReports } from '../../db/schema/index.js';
import { RateLimited } from '../../platform/errors.js';
import { createMemberLimits } from '../../platform/member-limits.js';
import { createMemoryRateLimitStore } from '../../platform/rate-limit-store.js';
import { createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { createReportsService, type ReportsService } from './reports.service.js';

let t: TestApp;
let member: Member;
let other: Member;
let reports: ReportsService;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
  other = await createMember(t);
  reports = createReportsService({ db: t.database.db, memberLimits: createMemberLimits(createMemoryRateLimitStore()) });
});
afterAll(async () => t?.close());

const stored = async (targetId: string) =>
  (await t.database.db.select({ n: count() }).from(contentReports).where(eq(contentReports.targetId, targetId)))[0]!.n;

describe('reports of posts, replies and stories', () => {
  it('stores a report with its reason and note, open for moderation', async () => {
    const targetId = randomUUID();
    const filed = await reports.file({
      targetType: 'forum_post',
      targetId,
      reporterId: member.id,
      reason: 'harmful_advice',
      note: 'Tells people to stop chemotherapy.',
    });
    expect(filed.alreadyReported).toBe(false);
    const [row] = await t.database.db.select().from(contentReports).where(eq(contentReports.id, filed.report.id));
    expect(row).toMatchObject({
      targetType: 'forum_post',
      targetId,
      reporterId: member.id,
      reason: 'harmful_advice',
      note: 'Tells people to stop chemotherapy.',
      status: 'open',
    });
  });

  it('keeps one report per member and target, even when the same report arrives twice at once', async () => {
    const targetId = randomUUID();
    const both = await Promise.all(
      [1, 2, 3].map(() =>
        reports.file({ targetType: 'story', targetId, reporterId: member.id, reason: 'spam', note: null }),
      ),
    );
    expect(new Set(both.map((r) => r.report.id)).size).toBe(1);
    expect(both.filter((r) => !r.alreadyReported)).toHaveLength(1);
    expect(await stored(targetId)).toBe(1);
    await reports.file({ targetType: 'story', targetId, reporterId: other.id, reason: 'spam', note: null });
    expect(await stored(targetId)).toBe(2);
  });

  it(`refuses more than ${ReportLimits.perHour} reports an hour from one member, in words`, async () => {
    const limited = createReportsService({
      db: t.database.db,
      memberLimits: createMemberLimits(createMemoryRateLimitStore()),
    });
    for (let i = 0; i < ReportLimits.perHour; i++)
      await limited.file({
        targetType: 'forum_reply',
        targetId: randomUUID(),
        reporterId: other.id,
        reason: 'other',
        note: null,
      });
    const refused = limited.file({
      targetType: 'forum_reply',
      targetId: randomUUID(),
      reporterId: other.id,
      reason: 'other',
      note: null,
    });
    await expect(refused).rejects.toBeInstanceOf(RateLimited);
    await expect(refused).rejects.toThrow(/You have sent many reports in the last hour/);
  });

  it('takes a known reason and an optional, trimmed note of bounded length', () => {
    expect(CreateReportBody.parse({ reason: 'at_risk', note: '  ' })).toEqual({ reason: 'at_risk', note: null });
    expect(CreateReportBody.parse({ reason: 'private_information' })).toEqual({
      reason: 'private_information',
      note: null,
    });
    expect(messageOfIssue(CreateReportBody.safeParse({ reason: 'boring' }).error?.issues[0]?.message)).toEqual(
      ReportMessages.reasonRequired,
    );
    expect(
      CreateReportBody.safeParse({ reason: 'spam', note: 'x'.repeat(ReportLimits.noteMax + 1) }).error?.issues[0]
        ?.message,
    ).toBe(issueText(ReportMessages.noteTooLong));
  });
});
