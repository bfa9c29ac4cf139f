import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createMember, createTestApp, type Member, type TestApp } from '../test/helpers.js';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Root Rao' });
});
afterAll(async () => t?.close());

/** The platform's part of a member's copy of their data (security events and audit records). */
const exportOf = async (m: Member) => {
  const platform = t.app.platform.dataRights.contributions().find((c) => c.domain === 'platform')!;
  return (await platform.export({ id: m.id, email: m.email })).sections as {
    securityEvents: { eventType: string; details: Record<string, unknown> }[];
    auditRecords: { action: string; asAdministrator: boolean; details: Record<string, unknown> }[];
  };
};

describe("a member's copy of their security events", () => {
  it('says their role changed and that they were banned, never which administrator did it', async () => {
    const member = await createMember(t, 'patient', { name: 'Nitin Gupta' });
    const put = (url: string, payload: Record<string, unknown>) =>
      as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${member.id}/${url}`, payload });
    expect((await put('role', { role: 'ngo' })).statusCode).toBe(200);
    expect((await put('role', { role: 'patient' })).statusCode).toBe(200);
    expect((await put('ban', { reason: 'Spam links in every group.' })).statusCode).toBe(200);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${member.id}/ban` })).statusCode).toBe(
      200,
    );

    const sections = await exportOf(member);
    const events = sections.securityEvents;
    expect(events.filter((e) => e.eventType === 'role_changed').map((e) => e.details.role)).toEqual(
      expect.arrayContaining(['ngo', 'patient']),
    );
    expect(events.find((e) => e.eventType === 'member_banned')?.details).toEqual({ until: null });
    expect(events.every((e) => !('by' in e.details))).toBe(true);
    expect(JSON.stringify(sections)).not.toContain(admin.id);
    expect(sections.auditRecords.every((r) => !r.asAdministrator)).toBe(true);
  });
});
