import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, events, ngos, resourceLinks, stories, supportGroups } from '../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../test/helpers.js';
import { boxTerms, containsPattern } from './search.js';

describe('a search box', () => {
  it('looks for every word, one letter too, and takes LIKE characters literally', () => {
    expect(boxTerms('Work SHOP w')).toEqual(['work', 'shop', 'w']);
    expect(boxTerms('कैंसर सहायता')).toEqual(['कैंसर', 'सहायता']);
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the lists find parts of words, in English and Hindi', () => {
  let t: TestApp;
  let host: Member;
  beforeAll(async () => {
    t = await createTestApp();
    host = await createMember(t, 'ngo', { name: 'Asha Foundation' });
    const db = t.database.db;
    await db
      .insert(events)
      .values({ title: 'Art therapy Workshop', startsAt: new Date(Date.now() + 86_400_000), hostId: host.id });
    await db
      .insert(events)
      .values({ title: 'योग कार्यशाला', startsAt: new Date(Date.now() + 86_400_000), hostId: host.id });
    await db.insert(stories).values({
      userId: host.id,
      title: 'Running again after chemotherapy',
      content: 'A long story.',
      excerpt: 'How I ran again.',
      cancerType: 'breast',
      tone: 'hopeful',
    });
    await db.insert(supportGroups).values({ name: 'Caregivers of Pune', description: 'Weekly meetups' });
    await db
      .insert(articles)
      .values({ title: 'Understanding immunotherapy', content: 'What it is.', excerpt: 'A guide' });
    await db
      .insert(resourceLinks)
      .values({ title: 'Palliative care directory', url: 'https://example.org/p', source: 'https://example.org' });
    await db.insert(ngos).values({ name: 'Sahyog Cancer Trust', region: 'Maharashtra', source: 'https://example.org' });
  });
  afterAll(async () => t?.close());

  const titles = async (url: string, key = 'title') =>
    ((await as(t.app, host, { url })).json().items as Record<string, string>[]).map((i) => i[key]);

  it("finds 'Workshop' by 'shop', by a single letter, and Hindi inside a word", async () => {
    expect(await titles('/api/events?q=shop')).toContain('Art therapy Workshop');
    expect(await titles('/api/events?q=w')).toContain('Art therapy Workshop');
    expect(await titles('/api/events?q=शाला')).toContain('योग कार्यशाला');
    // Every word must be found: a word that is nowhere finds nothing.
    expect(await titles('/api/events?q=shop%20zzz')).toEqual([]);
    // A word's beginning still finds it (full text).
    expect(await titles('/api/events?q=thera')).toContain('Art therapy Workshop');
  });

  it('on stories, groups, articles, links and NGOs', async () => {
    expect(await titles('/api/stories?q=unning')).toContain('Running again after chemotherapy');
    expect(await titles('/api/support-groups?q=givers', 'name')).toContain('Caregivers of Pune');
    expect(await titles('/api/resources/articles?q=munothe')).toContain('Understanding immunotherapy');
    expect(await titles('/api/resources/links?q=lliative')).toContain('Palliative care directory');
    expect(await titles('/api/resources/ngos?q=ahyog', 'name')).toContain('Sahyog Cancer Trust');
    expect(await titles('/api/resources/ngos?q=rashtra', 'name')).toContain('Sahyog Cancer Trust');
  });
});
