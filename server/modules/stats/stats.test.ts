import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceBadge, StatsMessages, type AwarenessStat, type CommunityStats } from '../../../contracts/stats.js';
import { awarenessStats, user } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { createStatsService } from './stats.service.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
  member = await createMember(t);
});
afterAll(async () => t?.close());

const publicList = async (): Promise<AwarenessStat[]> =>
  (await as(t.app, null, { method: 'GET', url: '/api/stats/awareness' })).json().items;
const create = (payload: object, who: Member = admin) =>
  as(t.app, who, { method: 'POST', url: '/api/admin/stats/awareness', payload });
const community = async (): Promise<CommunityStats> =>
  (await as(t.app, null, { method: 'GET', url: '/api/stats/community' })).json();

describe('awareness statistics', () => {
  it('shows visitors the active statistics in display order, cacheable', async () => {
    const key = `k_${randomUUID().slice(0, 6)}`;
    await create({ statKey: `${key}_late`, statValue: '3', displayOrder: 30 });
    await create({ statKey: `${key}_early`, statValue: '1', displayOrder: -5 });
    await create({ statKey: `${key}_hidden`, statValue: '2', displayOrder: 10, isActive: false });
    const res = await as(t.app, null, { method: 'GET', url: '/api/stats/awareness' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const keys = (res.json().items as AwarenessStat[]).map((s) => s.statKey).filter((k) => k.startsWith(key));
    expect(keys).toEqual([`${key}_early`, `${key}_late`]);
    const orders = (res.json().items as AwarenessStat[]).map((s) => s.displayOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it('creates a statistic with display order 0 by default, trimmed text and empty optional text as null', async () => {
    const res = await create({
      statKey: '  lifetime_risk ',
      statValue: ' 1 in 9 ',
      statDescription: '   ',
      source: ' ICMR-NCRP/ report ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual(
      expect.objectContaining({
        statKey: 'lifetime_risk',
        statValue: '1 in 9',
        statDescription: null,
        source: 'ICMR-NCRP/ report',
        displayOrder: 0,
        isActive: true,
      }),
    );
  });

  it.each([
    ['no stat key', { statValue: '5' }, englishOf(StatsMessages.keyRequired)],
    ['a blank stat key', { statKey: '  ', statValue: '5' }, englishOf(StatsMessages.keyRequired)],
    ['no stat value', { statKey: 'x' }, englishOf(StatsMessages.valueRequired)],
    ['a blank stat value', { statKey: 'x', statValue: ' ' }, englishOf(StatsMessages.valueRequired)],
    [
      'a display order that is not whole',
      { statKey: 'x', statValue: '5', displayOrder: 1.5 },
      englishOf(StatsMessages.displayOrderWhole),
    ],
    [
      'a display order that is not a number',
      { statKey: 'x', statValue: '5', displayOrder: 'first' },
      englishOf(StatsMessages.displayOrderWhole),
    ],
  ])('refuses %s', async (_label, payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('shows a change to visitors at once: create, edit, switch off, delete', async () => {
    await publicList(); // cached
    const made = (
      await create({ statKey: 'survival_rate', statValue: '66%', displayOrder: 7 })
    ).json() as AwarenessStat;
    expect((await publicList()).map((s) => s.id)).toContain(made.id);

    const edited = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/stats/awareness/${made.id}`,
      payload: { statValue: '67%', source: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual(
      expect.objectContaining({ statValue: '67%', source: null, statKey: 'survival_rate', displayOrder: 7 }),
    );
    expect((await publicList()).find((s) => s.id === made.id)?.statValue).toBe('67%');

    await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/stats/awareness/${made.id}`,
      payload: { isActive: false },
    });
    expect((await publicList()).map((s) => s.id)).not.toContain(made.id);

    const del = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/stats/awareness/${made.id}` });
    expect(del.statusCode).toBe(204);
    const again = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/stats/awareness/${made.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(englishOf(StatsMessages.notFound));
    expect(
      (
        await as(t.app, admin, {
          method: 'PATCH',
          url: `/api/admin/stats/awareness/${made.id}`,
          payload: { statValue: '1' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to blank a required field when editing', async () => {
    const made = (await create({ statKey: 'annual_deaths', statValue: '9.1 lakh' })).json() as AwarenessStat;
    const res = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/stats/awareness/${made.id}`,
      payload: { statValue: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(englishOf(StatsMessages.valueRequired));
  });

  it('drops the cached list when another process announces a change', async () => {
    await publicList();
    const [row] = await t.database.db
      .insert(awarenessStats)
      .values({ statKey: 'elsewhere', statValue: '1' })
      .returning();
    expect((await publicList()).map((s) => s.id)).not.toContain(row!.id);
    await t.app.services.bus.publish('fn_content_changed', { domain: 'stats' });
    expect((await publicList()).map((s) => s.id)).toContain(row!.id);
  });

  it('lists every statistic, inactive ones too, to administrators in keyset pages', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const url: string = `/api/admin/stats/awareness?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await as(t.app, admin, { method: 'GET', url })).json() as {
        items: AwarenessStat[];
        nextCursor: string | null;
      };
      seen.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    const [total] = await t.database.db.select({ n: count() }).from(awarenessStats);
    expect(seen).toHaveLength(Number(total!.n));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/stats/awareness?cursor=%%%' })).statusCode).toBe(
      400,
    );
  });

  it('is managed by administrators only', async () => {
    expect((await create({ statKey: 'x', statValue: '1' }, member)).statusCode).toBe(403);
    expect((await as(t.app, null, { method: 'GET', url: '/api/admin/stats/awareness' })).statusCode).toBe(401);
  });

  it('badges a source with the text before its first slash', () => {
    expect(sourceBadge('GLOBOCAN 2022/ IARC Global Cancer Observatory')).toBe('GLOBOCAN 2022');
    expect(sourceBadge('ICMR-NCRP/ a/b')).toBe('ICMR-NCRP');
    expect(sourceBadge('WHO')).toBe('WHO');
    expect(sourceBadge(null)).toBeNull();
    expect(sourceBadge('/ nothing before')).toBeNull();
  });
});

describe('community figures', () => {
  it('counts members through the accounts service and sums completed support in rupees through the support service', async () => {
    const first = await community();
    const [accounts] = await t.database.db.select({ n: count() }).from(user);
    expect(first).toEqual(
      expect.objectContaining({ totalMembers: Number(accounts!.n), totalStories: 0, totalEvents: 0 }),
    );
    expect(first.totalDonations).toBe(await t.app.services.modules.get('support').totalCompletedRupees());
    const res = await as(t.app, null, { method: 'GET', url: '/api/stats/community' });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

    // A new member and a completed payment anywhere drop the cached figures.
    await createMember(t);
    await t.app.services.bus.publish('fn_support_completed', { amountRupees: 500 });
    expect((await community()).totalMembers).toBe(Number(accounts!.n) + 1);
  });

  it('takes each total from the service that holds it: members, donations, stories and events', async () => {
    const stats = createStatsService({
      db: t.database.db,
      accounts: { countMembers: async () => 3 },
      support: { totalCompletedRupees: async () => 12_500 },
      stories: { count: async () => 7 },
      events: { count: async () => 4 },
      supportGroups: { countPublic: async () => 5 },
    });
    expect(await stats.getCommunityStats()).toEqual({
      totalMembers: 3,
      totalStories: 7,
      totalEvents: 4,
      totalGroups: 5,
      totalDonations: 12_500,
    });
  });

  it('counts the support groups anyone can join, never a private one (the home page shows this count)', async () => {
    const before = (await community()).totalGroups;
    const post = (isPrivate: boolean) =>
      as(t.app, admin, {
        method: 'POST',
        url: '/api/support-groups',
        payload: { name: `Circle ${randomUUID().slice(0, 6)}`, description: null, isPrivate },
      });
    expect((await post(false)).statusCode).toBe(201);
    expect((await post(true)).statusCode).toBe(201);
    await t.app.services.bus.publish('fn_support_completed', { amountRupees: 0 });
    expect((await community()).totalGroups).toBe(before + 1);
  });
});

describe('demo content', () => {
  it('seeds the five awareness figures for India with their sources, once', async () => {
    const fresh = await createTestApp();
    try {
      expect((await fresh.app.services.modules.seed('stats')).join()).toMatch(/5 awareness statistics/);
      const items = (await as(fresh.app, null, { method: 'GET', url: '/api/stats/awareness' })).json()
        .items as AwarenessStat[];
      expect(items.map((s) => s.statKey)).toEqual([
        'new_cases_india',
        'annual_deaths',
        'early_detection_rate',
        'survival_rate',
        'lifetime_risk',
      ]);
      expect(items.find((s) => s.statKey === 'early_detection_rate')?.statValue).toBe('29%');
      for (const s of items) expect(['ICMR-NCRP', 'GLOBOCAN 2022', 'CONCORD-3']).toContain(sourceBadge(s.source));
      expect(await fresh.app.services.modules.seed('stats')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
