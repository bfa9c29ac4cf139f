import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, ngos, resourceLinks } from '../../db/schema/resources.js';
import { dial, Helplines } from '../../platform/helplines.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { sampleArticles } from '../../demo/resources.js';
import { resourceFacts } from './resources.facts.js';
import { ResourceLimits } from '../../../contracts/resources.js';

const resourceSeed = { ...resourceFacts, articles: sampleArticles };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await t.app.services.modules.seed('resources')).toEqual([
    `${resourceSeed.articles.length + resourceSeed.links.length + resourceSeed.ngos.length + resourceSeed.professionals.length} library entries`,
  ]);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url });

describe('the library as seeded', () => {
  it('gives every entry an official https source, and no phone number that is not checked in helplines.ts', () => {
    const checked = new Set(Object.values(Helplines).map((h) => h.numbers.join(' or ')));
    for (const link of resourceSeed.links) {
      expect(link.source, link.title).toMatch(/https:\/\//);
      expect(link.url).toMatch(/^https:\/\//);
      if (link.phone) expect(checked.has(link.phone), link.title).toBe(true);
    }
    for (const ngo of resourceSeed.ngos) {
      expect(ngo.source).toMatch(/^https:\/\//);
      expect(ngo.contactPhone ?? null, ngo.name).toBeNull();
    }
    for (const p of resourceSeed.professionals) {
      expect(p.source).toMatch(/^https:\/\//);
      expect(p.phone ?? null).toBeNull();
    }
    for (const a of resourceSeed.articles) expect(a.sources!.length, a.title).toBeGreaterThan(0);
  });
});

describe('articles', () => {
  it('lists published articles newest first, opens one, and hides drafts as not found', async () => {
    const page = (await get(`/api/resources/articles?limit=${ResourceLimits.pageMax}`)).json();
    expect(page.items).toHaveLength(resourceSeed.articles.length);
    const times = page.items.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const first = (await get(`/api/resources/articles/${page.items[0].id}`)).json();
    expect(first.content.length).toBeGreaterThan(100);
    const [draft] = await t.database.db
      .insert(articles)
      .values({ title: 'Unfinished draft', content: 'Not yet', isPublished: false })
      .returning({ id: articles.id });
    expect((await get(`/api/resources/articles/${draft!.id}`)).statusCode).toBe(404);
    expect((await get('/api/resources/articles?q=unfinished')).json().items).toEqual([]);
  });

  it('searches in English and Hindi', async () => {
    expect(
      (await get('/api/resources/articles?q=caregiver')).json().items.map((a: { title: string }) => a.title),
    ).toEqual(['Looking after yourself as a caregiver']);
    // The articles whose Hindi speaks of a test (जाँच): the Hindi-only screening article, and English
    // articles found by their Hindi (decision 0076); none without Hindi.
    const hindi = (await get(`/api/resources/articles?q=${encodeURIComponent('जाँच')}`)).json().items as {
      title: string;
      titleHi: string | null;
    }[];
    expect(hindi.map((a) => a.title)).toContain('कैंसर की जाँच: जल्दी पता चलना क्यों ज़रूरी है');
    expect(hindi.map((a) => a.titleHi)).toContain('कैंसर की स्टेज (अवस्था) का मतलब क्या है');
    expect(hindi.every((a) => /[\u0900-\u097F]/.test(a.titleHi ?? a.title))).toBe(true);
    // An English word finds the same article as its Hindi does, and it carries both.
    const both = (await get(`/api/resources/articles?q=${encodeURIComponent('देखभाल करने वाले')}`)).json().items as {
      title: string;
      titleHi: string | null;
    }[];
    expect(both).toContainEqual(
      expect.objectContaining({
        title: 'Looking after yourself as a caregiver',
        titleHi: 'देखभाल करने वाले भी अपना ख़याल रखें',
      }),
    );
  });
});

describe('links, NGOs and the directory', () => {
  it('groups links by kind and finds them by title or description', async () => {
    const items = (await get('/api/resources/links')).json().items as {
      kind: string;
      phone: string | null;
      title: string;
    }[];
    expect(new Set(items.map((l) => l.kind))).toEqual(new Set(['youtube', 'website', 'helpline']));
    expect(items.find((l) => l.title === 'Tele-MANAS')?.phone).toBe('14416 or 1-800-891-4416');
    expect(
      (await get('/api/resources/links?q=eligibility')).json().items.map((l: { title: string }) => l.title),
    ).toEqual(['Ayushman Bharat PM-JAY']);
  });

  it('lists active NGOs by name, searchable by name, description and region, paged', async () => {
    await t.database.db
      .insert(ngos)
      .values({ name: 'Aaa Inactive Trust', source: 'https://example.org', isActive: false });
    const names = (await get('/api/resources/ngos')).json().items.map((n: { name: string }) => n.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).not.toContain('Aaa Inactive Trust');
    expect((await get('/api/resources/ngos?q=kerala')).json().items.map((n: { name: string }) => n.name)).toEqual([
      'Pallium India',
    ]);
    expect((await get('/api/resources/ngos?q=palliative')).json().items.length).toBe(2);
    const first = (await get('/api/resources/ngos?limit=2')).json();
    const second = (await get(`/api/resources/ngos?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect([...first.items, ...second.items].map((n: { name: string }) => n.name)).toEqual(names);
    await t.database.db.delete(ngos).where(eq(ngos.name, 'Aaa Inactive Trust'));
  });

  it('shows the directory of services', async () => {
    const items = (await get('/api/resources/professionals')).json().items as { name: string }[];
    expect(items.length).toBe(resourceSeed.professionals.length);
    expect(
      (await get('/api/resources/professionals?q=chennai')).json().items.map((p: { name: string }) => p.name),
    ).toEqual(['Cancer Institute (WIA), Adyar']);
  });
});

describe("the library as Forti's search sources", () => {
  const search = (q: string, domains: string[], mode?: 'any') =>
    t.app.platform.search.search(q, { domains, limit: 10, ...(mode ? { mode } : {}) });

  it('finds articles, NGOs (by their services too) and links by any word of a question, ranked; a search keeps to every word unless asked', async () => {
    const question = 'Who gives financial aid for treatment, and where do I check PM-JAY eligibility?';
    expect(await search(question, ['resources-articles', 'resources-ngos', 'resources-links'])).toEqual([]);

    const articlesFound = await search(question, ['resources-articles'], 'any');
    expect(articlesFound[0]).toMatchObject({ title: 'Help with treatment costs: PM-JAY and other schemes' });
    expect(articlesFound[0]!.url).toMatch(/^\/resources\/articles\/[0-9a-f-]+$/);

    // "Financial aid for treatment" is one of the Indian Cancer Society's services, not its description.
    const ngosFound = await search('financial aid', ['resources-ngos'], 'any');
    expect(ngosFound[0]).toMatchObject({ title: 'Indian Cancer Society', url: 'https://www.indiancancersociety.org' });
    expect(ngosFound[0]!.summary).toMatch(/Financial aid for treatment/);
    expect(await search('financial aid', ['resources-ngos'])).toEqual([]);

    const linksFound = await search(question, ['resources-links'], 'any');
    expect(linksFound[0]).toMatchObject({ id: 'https://pmjay.gov.in', title: 'Ayushman Bharat PM-JAY' });
    for (const [a, b] of linksFound.slice(1).map((h, i) => [linksFound[i]!, h] as const))
      expect(a.rank!).toBeGreaterThanOrEqual(b.rank!);
  });

  it('counts the items that hold each word the way the any-word search finds them (how common a word is)', async () => {
    const words = ['financial', 'helpline', 'care', 'zzzz'];
    for (const domain of ['resources-articles', 'resources-ngos', 'resources-links']) {
      const { items, counts } = await t.app.platform.search.termFrequencies(words, { domains: [domain] });
      expect(items).toBeGreaterThan(0);
      for (const word of words) {
        const found = await t.app.platform.search.search(word, { domains: [domain], limit: 50, mode: 'any' });
        expect({ domain, word, count: counts.get(word) }).toEqual({ domain, word, count: found.length });
      }
    }
    const links = await t.app.platform.search.termFrequencies(['zzzz'], { domains: ['resources-links'] });
    expect(links.items).toBe(resourceSeed.links.length);
  });

  it('gives a helpline link with its checked number, and finds links by all words too', async () => {
    const [found] = await search('Tele-MANAS', ['resources-links']);
    expect(found).toMatchObject({ url: Helplines.teleManas.source, phone: dial(Helplines.teleManas) });
    expect(await search('the ambulance of the future', ['resources-links'])).toEqual([]);
  });

  it('leaves out an inactive link', async () => {
    const before = await search('Ambulance', ['resources-links']);
    expect(before.map((h) => h.title)).toContain('Ambulance: 108');
    await t.app.platform.db
      .update(resourceLinks)
      .set({ isActive: false })
      .where(eq(resourceLinks.title, 'Ambulance: 108'));
    try {
      expect((await search('Ambulance', ['resources-links'], 'any')).map((h) => h.title)).not.toContain(
        'Ambulance: 108',
      );
    } finally {
      await t.app.platform.db
        .update(resourceLinks)
        .set({ isActive: true })
        .where(eq(resourceLinks.title, 'Ambulance: 108'));
    }
  });
});

describe('a library seeded by an earlier release (decision 0076)', () => {
  it('gets the Hindi of its demo entries on the next start, keeps an administrator’s own, and unpublishes the old Hindi twins', async () => {
    const db = t.database.db;
    const english = 'Eating well during chemotherapy';
    const twin = 'कीमोथेरेपी के दौरान खान-पान';
    // As an earlier release left it: English alone, its Hindi a published article of its own.
    await db
      .update(articles)
      .set({ titleHi: null, excerptHi: null, contentHi: null })
      .where(eq(articles.title, english));
    await db
      .insert(articles)
      .values({ title: twin, content: 'पुराना हिन्दी लेख', isSample: true, sources: ['https://www.cancer.gov'] });
    // An administrator had written their own Hindi for a link.
    await db.update(resourceLinks).set({ titleHi: 'एडमिन की हिन्दी' }).where(eq(resourceLinks.title, 'Ambulance: 108'));
    await db.update(ngos).set({ nameHi: null, descriptionHi: null }).where(eq(ngos.name, 'CanSupport'));

    const [line] = await t.app.services.modules.seed('resources');
    expect(line).toMatch(/^Hindi for \d+ library entries$/);
    const [article] = await db.select().from(articles).where(eq(articles.title, english));
    expect(article?.titleHi).toBe(twin);
    expect(article?.contentHi).toMatch(/कीमो/);
    const [old] = await db.select().from(articles).where(eq(articles.title, twin));
    expect(old?.isPublished).toBe(false);
    const [link] = await db.select().from(resourceLinks).where(eq(resourceLinks.title, 'Ambulance: 108'));
    expect(link?.titleHi).toBe('एडमिन की हिन्दी');
    const [ngo] = await db.select().from(ngos).where(eq(ngos.name, 'CanSupport'));
    expect(ngo?.nameHi).toBe('कैनसपोर्ट (CanSupport)');
    // Nothing left to fill: the next start says nothing.
    expect(await t.app.services.modules.seed('resources')).toEqual([]);
  });
});
