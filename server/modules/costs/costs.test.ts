import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostsMatch, SchemeView } from '../../../contracts/costs.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { costSchemeFacts } from './costs.facts.js';

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
  member = await createMember(t);
  // The facts, as every fresh database gets them at first start; and the library's NGOs.
  await t.app.services.modules.seed('costs');
  await t.app.services.modules.seed('resources');
});
afterAll(async () => t?.close());

const match = async (query: string): Promise<CostsMatch> => {
  const res = await as(t.app, null, { method: 'GET', url: `/api/costs/match?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const slugs = (list: SchemeView[]) => list.map((s) => s.slug);
const find = (list: SchemeView[], slug: string) => list.find((s) => s.slug === slug);

describe('the questionnaire: schemes that may apply, and why', () => {
  it("a 72-year-old in any state may get PM-JAY's cover for everyone aged 70 and over, with their age as the reason", async () => {
    for (const state of ['bihar', 'kerala', 'ladakh']) {
      const result = await match(`state=${state}&age=72&card=no&employment=none&insurance=yes&hospital=empanelled`);
      const seventy = find(result.matches, 'pm-jay-70-plus');
      expect(seventy?.reasons).toContainEqual({ key: 'age', params: { age: 72, minAge: 70 } });
      expect(seventy?.helplines).toContain('14555');
      expect(seventy?.sourceUrl).toMatch(/^https:\/\/.*\.gov\.in/);
      expect(seventy?.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const younger = await match('state=bihar&age=45');
    expect(slugs(younger.others)).toContain('pm-jay-70-plus');
    expect(slugs(younger.matches)).not.toContain('pm-jay-70-plus');
  });

  it('a Tamil Nadu family may get CMCHIS, first; other states do not see it among their matches but can open it under the others', async () => {
    const tn = await match('state=tamil-nadu&age=40&card=yes&employment=none&hospital=government');
    expect(tn.matches[0]?.slug).toBe('tn-cmchis');
    expect(find(tn.matches, 'tn-cmchis')?.reasons).toContainEqual({ key: 'state', params: { state: 'tamil-nadu' } });
    expect(find(tn.matches, 'pm-jay')?.reasons).toContainEqual({ key: 'card' });
    const kerala = await match('state=kerala&age=40');
    expect(slugs(kerala.matches)).toContain('kerala-kasp');
    expect(slugs(kerala.matches)).not.toContain('tn-cmchis');
    expect(slugs(kerala.others)).toContain('tn-cmchis');
  });

  it('with no state given, the national schemes come first and every state scheme follows them, still open', async () => {
    const unsure = await match('age=72');
    expect(unsure.matches[0]?.states).toEqual([]);
    const firstStateScheme = unsure.matches.findIndex((s) => s.states.length > 0);
    expect(firstStateScheme).toBeGreaterThan(0);
    expect(unsure.matches.slice(firstStateScheme).every((s) => s.states.length > 0)).toBe(true);
    expect(slugs(unsure.matches)).toContain('tn-cmchis');
  });

  it('an ESIC-insured worker may get ESIC; a central government employee CGHS, and not the grants for the poor', async () => {
    const esic = await match('state=gujarat&age=35&employment=esic');
    expect(find(esic.matches, 'esic')?.reasons).toContainEqual({ key: 'employment', params: { employment: 'esic' } });
    expect(slugs(esic.matches)).not.toContain('cghs');

    const central = await match('state=delhi&age=50&employment=central&hospital=government');
    expect(slugs(central.matches)).toContain('cghs');
    expect(slugs(central.matches)).not.toContain('esic');
    expect(slugs(central.matches)).not.toContain('ran-hmcpf');
    expect(slugs(central.others)).toEqual(expect.arrayContaining(['ran-hmcpf', 'hmdg', 'esic']));
  });

  it('unknown answers still get the national schemes, each saying which answer would settle it; nothing is hidden', async () => {
    const result = await match('');
    const national = costSchemeFacts.filter((s) => !s.states?.length && !s.employment?.length).map((s) => s.slug);
    expect(slugs(result.matches)).toEqual(expect.arrayContaining(national));
    expect(find(result.matches, 'pm-jay-70-plus')?.reasons).toContainEqual({
      key: 'ageUnknown',
      params: { minAge: 70 },
    });
    expect(find(result.matches, 'pm-jay')?.reasons).toContainEqual({ key: 'cardUnknown' });
    // Every published scheme is on the page, matched or under "Other schemes".
    expect(result.matches.length + result.others.length).toBe(costSchemeFacts.length);
  });

  it('the government grants need a government hospital: a private hospital moves them to the others', async () => {
    const result = await match('state=punjab&age=60&employment=none&hospital=other');
    expect(slugs(result.others)).toEqual(expect.arrayContaining(['ran-hmcpf', 'hmdg', 'pm-jay', 'pmnrf']));
    expect(find(result.others, 'hmdg')?.reasons).toEqual([]);
  });

  it('points to NGOs of the library that help with financial aid', async () => {
    const result = await match('state=maharashtra');
    expect(result.helpers.map((h) => h.name)).toContain('Indian Cancer Society');
  });

  it('refuses an answer out of range with its message, and keeps nothing about the person', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/costs/match?age=200' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].message).toBe('The age must be a whole number from 0 to 120.');
    expect((await as(t.app, null, { method: 'GET', url: '/api/costs/match?state=atlantis' })).statusCode).toBe(400);
  });
});

const valid = {
  slug: 'test-scheme',
  nameEn: 'Test state scheme',
  nameHi: 'परीक्षण योजना',
  coversEn: 'Covers treatment.',
  coversHi: 'इलाज का कवर।',
  whoEn: 'Residents.',
  whoHi: 'निवासी।',
  documentsEn: 'Ration card.',
  documentsHi: 'राशन कार्ड।',
  howEn: 'Ask at the hospital.',
  howHi: 'अस्पताल में पूछें।',
  sourceUrl: 'https://health.example.gov.in/scheme',
  checkedOn: '2026-11-01',
  states: 'goa',
  minAge: '',
  helplines: '104',
};
const call = (who: Member | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  as(t.app, who, { method, url, ...(payload ? { payload } : {}) });

describe('the schemes in /admin', () => {
  it('refuses everyone but administrators', async () => {
    expect((await call(null, 'GET', '/api/admin/cost-schemes')).statusCode).toBe(401);
    const res = await call(member, 'POST', '/api/admin/cost-schemes', valid);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Admin access required to manage the schemes.');
  });

  it('requires the source (https) and the day it was checked, and both languages', async () => {
    const cases: [object, string][] = [
      [{ ...valid, sourceUrl: '' }, 'The official source is required.'],
      [{ ...valid, sourceUrl: 'http://health.example.gov.in' }, 'The source must be a full https:// web address.'],
      [{ ...valid, checkedOn: undefined }, 'The date the source was checked is required (YYYY-MM-DD).'],
      [{ ...valid, checkedOn: '2026-02-30' }, 'The date the source was checked is required (YYYY-MM-DD).'],
      [{ ...valid, checkedOn: '2999-01-01' }, 'The date the source was checked cannot be in the future.'],
      [{ ...valid, nameHi: ' ' }, 'The name is required in English and in Hindi.'],
      [{ ...valid, states: 'goa, atlantis' }, 'Choose states from the list (their codes, separated by commas).'],
    ];
    for (const [body, message] of cases) {
      const res = await call(admin, 'POST', '/api/admin/cost-schemes', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.issues[0].message).toBe(message);
    }
  });

  it('creates, edits, unpublishes and deletes a scheme, each change audited; the public match follows', async () => {
    const created = await call(admin, 'POST', '/api/admin/cost-schemes', valid);
    expect(created.statusCode).toBe(201);
    const scheme = created.json();
    expect(scheme).toMatchObject({
      slug: 'test-scheme',
      states: ['goa'],
      minAge: null,
      helplines: ['104'],
      isPublished: true,
    });
    expect(slugs((await match('state=goa')).matches)).toContain('test-scheme');

    const again = await call(admin, 'POST', '/api/admin/cost-schemes', valid);
    expect(again.statusCode).toBe(409);

    const emptied = await call(admin, 'PATCH', `/api/admin/cost-schemes/${scheme.id}`, { sourceUrl: ' ' });
    expect(emptied.statusCode).toBe(400);
    const edited = await call(admin, 'PATCH', `/api/admin/cost-schemes/${scheme.id}`, {
      nameEn: 'Goa scheme',
      isPublished: false,
    });
    expect(edited.json()).toMatchObject({ nameEn: 'Goa scheme', isPublished: false, sourceUrl: valid.sourceUrl });
    const goa = await match('state=goa');
    expect([...slugs(goa.matches), ...slugs(goa.others)]).not.toContain('test-scheme');

    expect((await call(admin, 'DELETE', `/api/admin/cost-schemes/${scheme.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/admin/cost-schemes/${scheme.id}`)).statusCode).toBe(404);
    const audit = await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(3);
    expect(audit.map((a) => a.action)).toEqual(['cost_scheme_deleted', 'cost_scheme_updated', 'cost_scheme_created']);
    expect(audit[0]).toMatchObject({ adminId: admin.id, details: { name: 'Goa scheme' } });
  });

  it('every seeded fact carries an official https source and the day it was checked', () => {
    for (const fact of costSchemeFacts) {
      expect(fact.sourceUrl, fact.slug).toMatch(/^https:\/\/[^/]*(gov\.in|nic\.in|cmchistn\.com)(\/|$)/);
      expect(fact.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(
      new Set(costSchemeFacts.filter((f) => f.states?.length).flatMap((f) => f.states)).size,
    ).toBeGreaterThanOrEqual(5);
  });
});
