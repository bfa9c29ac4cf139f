import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportResources } from '../../db/schema/companion.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createSupportResourcesSource, seedSupportResources } from './support-resources.js';
import { SupportResourceSeeds } from './support-resources.facts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const summaryOf = async (slug: string) =>
  (await t.app.platform.db.select().from(supportResources).where(eq(supportResources.slug, slug)))[0]?.summary;

describe("Forti's sourced support resources", () => {
  it('adds them all to an empty database, then finds nothing to change', async () => {
    expect(await seedSupportResources(t.app.platform.db)).toBe(SupportResourceSeeds.length);
    expect(await seedSupportResources(t.app.platform.db)).toBe(0);
  });

  it('corrects a resource an earlier release wrote, and adds one it did not have, without touching the rest', async () => {
    const forum = SupportResourceSeeds.find((r) => r.slug === 'discussion-forum')!;
    const hub = SupportResourceSeeds.find((r) => r.slug === 'community-hub')!;
    const db = t.app.platform.db;
    await db
      .update(supportResources)
      .set({ summary: 'Ask questions and share experiences with patients, survivors and caregivers.' })
      .where(eq(supportResources.slug, forum.slug));
    await db.delete(supportResources).where(eq(supportResources.slug, hub.slug));

    expect(await seedSupportResources(db)).toBe(2);
    expect(await summaryOf(forum.slug)).toBe(forum.summary);
    expect(await summaryOf(hub.slug)).toBe(hub.summary);
    expect(await db.$count(supportResources)).toBe(SupportResourceSeeds.length);
    expect(await seedSupportResources(db)).toBe(0);
  });

  it('gives every resource a Hindi body in Devanagari, with its numbers as in the English', () => {
    for (const r of SupportResourceSeeds) {
      expect(r.bodyHi.trim(), r.slug).not.toBe('');
      expect(r.bodyHi, r.slug).toMatch(/[\u0900-\u097F]{3}/);
      expect(r.bodyHi, r.slug).not.toBe(r.body);
      for (const n of r.body.match(/\d[\d,-]*\d/g) ?? []) expect(r.bodyHi, r.slug).toContain(n);
    }
  });

  it('writes the Hindi body to a database an earlier release seeded without it', async () => {
    const db = t.app.platform.db;
    await seedSupportResources(db);
    await db.update(supportResources).set({ bodyHi: null });
    expect(await seedSupportResources(db)).toBe(SupportResourceSeeds.length);
    const rows = await db
      .select({ slug: supportResources.slug, bodyHi: supportResources.bodyHi })
      .from(supportResources);
    for (const r of SupportResourceSeeds) expect(rows.find((x) => x.slug === r.slug)?.bodyHi).toBe(r.bodyHi);
  });

  it('finds a resource for a Hindi reader by a word only its Hindi body holds, with its Hindi title and summary', async () => {
    const pallium = SupportResourceSeeds.find((r) => r.slug === 'pallium-india')!;
    expect(`${pallium.titleHi} ${pallium.summaryHi}`).not.toContain('तिरुवनंतपुरम');
    const hits = await createSupportResourcesSource(t.app.platform.db).search('तिरुवनंतपुरम', 5, { mode: 'any' });
    expect(hits.map((h) => h.id)).toEqual(['pallium-india']);
    expect(hits[0]?.hi).toEqual({ title: pallium.titleHi, summary: pallium.summaryHi });
  });

  it("writes its Hindi with the glossary's words, never a variant it says not to use", () => {
    type Avoid = string | { regex: string; means: string };
    const glossary = JSON.parse(
      readFileSync(new URL('../../../web/src/locales/glossary-hi.json', import.meta.url), 'utf8'),
    ) as { terms: { use: string; avoid: Avoid[] }[] };
    const found: string[] = [];
    for (const r of SupportResourceSeeds)
      for (const text of [r.titleHi, r.summaryHi, r.bodyHi])
        for (const term of glossary.terms)
          for (const a of term.avoid)
            if (typeof a === 'string' ? text.includes(a) : new RegExp(a.regex, 'u').test(text))
              found.push(`${r.slug}: "${typeof a === 'string' ? a : a.means}" (use "${term.use}")`);
    expect(found).toEqual([]);
  });
});
