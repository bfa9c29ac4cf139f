import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportResources } from '../../db/schema/companion.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { seedSupportResources } from './support-resources.js';
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
});
