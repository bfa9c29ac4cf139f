import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafetyPlanLimits, SafetyPlanMessages } from '../../../contracts/safety.js';
import { safetyPlans } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const plan = {
  warningSigns: ['I stop answering the phone', 'I lie awake after scan days'],
  copingStrategies: ['A slow walk on the terrace'],
  distractions: ['The temple garden in the evening'],
  helpers: [{ name: 'Meera (sister)', phone: '+91 98765 43210' }, { name: 'Ravi' }],
  professionals: [{ name: 'Dr Iyer, Adyar Cancer Institute', phone: '044-2491 0754' }],
  saferSurroundings: ['Ask Meera to keep my sleeping tablets'],
  reasonsForLiving: ['My granddaughter Tara'],
};

describe('my safety plan', () => {
  it('is empty, with India’s helplines, until the member writes one, and is never cached', async () => {
    const m = await createMember(t);
    const res = await as(t.app, m, { method: 'GET', url: '/api/me/safety-plan' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      plan: {
        warningSigns: [],
        copingStrategies: [],
        distractions: [],
        helpers: [],
        professionals: [],
        saferSurroundings: [],
        reasonsForLiving: [],
      },
      updatedAt: null,
      helplines: [
        { key: 'teleManas', numbers: ['14416', '1-800-891-4416'] },
        { key: 'emergency', numbers: ['112'] },
        { key: 'ambulance', numbers: ['108'] },
      ],
    });
  });

  it('is saved whole, read back by its member only, replaced whole, and deleted', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const admin = await createMember(t, 'admin');
    const saved = await as(t.app, m, {
      method: 'PUT',
      url: '/api/me/safety-plan',
      payload: { ...plan, warningSigns: ['  I stop answering the phone  ', 'I lie awake after scan days'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.json().plan).toEqual({
      ...plan,
      helpers: [
        { name: 'Meera (sister)', phone: '+91 98765 43210' },
        { name: 'Ravi', phone: '' },
      ],
    });
    expect(saved.json().updatedAt).toEqual(expect.any(String));
    expect((await as(t.app, m, { method: 'GET', url: '/api/me/safety-plan' })).json().plan.reasonsForLiving).toEqual([
      'My granddaughter Tara',
    ]);
    for (const someoneElse of [other, admin]) {
      const theirs = await as(t.app, someoneElse, { method: 'GET', url: '/api/me/safety-plan' });
      expect(theirs.json().updatedAt).toBeNull();
      expect(theirs.body).not.toContain('Tara');
    }

    const replaced = await as(t.app, m, {
      method: 'PUT',
      url: '/api/me/safety-plan',
      payload: { reasonsForLiving: ['Seeing the sea again'] },
    });
    expect(replaced.json().plan).toMatchObject({
      warningSigns: [],
      helpers: [],
      reasonsForLiving: ['Seeing the sea again'],
    });

    expect((await as(t.app, m, { method: 'DELETE', url: '/api/me/safety-plan' })).statusCode).toBe(204);
    expect((await as(t.app, m, { method: 'GET', url: '/api/me/safety-plan' })).json()).toMatchObject({
      updatedAt: null,
      plan: { reasonsForLiving: [] },
    });
  });

  it('stays open to a suspended member: a suspension stops posting, never their own safety plan', async () => {
    const m = await createMember(t);
    const admin = await createMember(t, 'admin');
    const suspended = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${m.id}/suspension`,
      payload: { reason: 'A week off', until: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const saved = await as(t.app, m, {
      method: 'PUT',
      url: '/api/me/safety-plan',
      payload: { reasonsForLiving: ['My garden'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it.each([
    ['an empty line', { warningSigns: ['   '] }, englishOf(SafetyPlanMessages.emptyItem)],
    [
      'a line that is too long',
      { copingStrategies: ['x'.repeat(SafetyPlanLimits.itemMax + 1)] },
      englishOf(SafetyPlanMessages.itemTooLong),
    ],
    [
      'too many lines in a section',
      { distractions: Array.from({ length: SafetyPlanLimits.itemsPerSection + 1 }, (_, i) => `Place ${i}`) },
      englishOf(SafetyPlanMessages.tooManyItems),
    ],
    ['a person without a name', { helpers: [{ name: ' ', phone: '112' }] }, englishOf(SafetyPlanMessages.nameRequired)],
    [
      'a phone number with letters',
      { helpers: [{ name: 'Meera', phone: 'call me' }] },
      englishOf(SafetyPlanMessages.badPhone),
    ],
  ])('refuses %s, in words', async (_, payload, message) => {
    const m = await createMember(t);
    const res = await as(t.app, m, { method: 'PUT', url: '/api/me/safety-plan', payload });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect((await as(t.app, m, { method: 'GET', url: '/api/me/safety-plan' })).json().updatedAt).toBeNull();
  });

  it('refuses in Hindi on a Hindi page', async () => {
    const m = await createMember(t);
    const res = await as(t.app, m, {
      method: 'PUT',
      url: '/api/me/safety-plan',
      headers: { 'accept-language': 'hi' },
      payload: { warningSigns: [''] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('कृपया हर पंक्ति में कुछ लिखें');
  });
});

describe('my safety plan and my data rights', () => {
  it('is in the copy of my data, and goes when I erase my account', async () => {
    const m = await createMember(t);
    await as(t.app, m, { method: 'PUT', url: '/api/me/safety-plan', payload: plan });
    expect((await as(t.app, m, { method: 'POST', url: '/api/me/exports' })).statusCode).toBe(202);
    await t.app.services.modules.get('dataRights').settled();
    const ready = (await as(t.app, m, { method: 'GET', url: '/api/me/exports/latest' })).json().export;
    const res = await as(t.app, m, { method: 'GET', url: ready.downloadUrl });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fn-safety-export-'));
    writeFileSync(path.join(dir, 'export.zip'), res.rawPayload);
    execFileSync('unzip', ['-q', '-o', path.join(dir, 'export.zip'), '-d', dir]);
    const data = JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8'));
    expect(data.safetyPlan.plan).toMatchObject({
      warningSigns: plan.warningSigns,
      reasonsForLiving: ['My granddaughter Tara'],
    });
    expect(data.safetyPlan.plan.helpers[0]).toEqual({ name: 'Meera (sister)', phone: '+91 98765 43210' });

    expect(
      (await as(t.app, m, { method: 'POST', url: '/api/me/erase', payload: { password: m.password } })).statusCode,
    ).toBe(204);
    expect(await t.database.db.select().from(safetyPlans).where(eq(safetyPlans.userId, m.id))).toEqual([]);
  });
});
