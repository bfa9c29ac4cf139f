import { eq, sql } from 'drizzle-orm';
import { supportResources } from '../../../db/schema/companion.js';
import { events } from '../../../db/schema/events.js';
import { articles, ngos, resourceLinks } from '../../../db/schema/resources.js';
import { supportGroups } from '../../../db/schema/support-groups.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { eventEndSql } from '../../events/event-time.js';
import { COSTS_ITEM_ID } from '../library.js';

/**
 * An app on an embedded database with the demo library seeded: the companion's sourced resources,
 * the resources library (articles, links, NGOs), and the demo members with their sample events
 * (dated from today, one of them past) and support groups.
 */
export async function libraryApp(): Promise<TestApp> {
  const t = await createTestApp();
  for (const module of ['companion', 'resources', 'profiles', 'events', 'supportGroups'] as const)
    await t.app.services.modules.seed(module);
  return t;
}

/** The key (evaluate.ts itemKey) of every item Forti may cite from the seeded library. */
export async function libraryKeys(t: TestApp): Promise<Set<string>> {
  const db = t.app.platform.db;
  const keys = [COSTS_ITEM_ID];
  for (const r of await db.select({ slug: supportResources.slug }).from(supportResources))
    keys.push(`support-resources:${r.slug}`);
  for (const r of await db.select({ title: articles.title }).from(articles).where(eq(articles.isPublished, true)))
    keys.push(`resources-articles:${r.title}`);
  for (const r of await db.select({ url: resourceLinks.url }).from(resourceLinks).where(eq(resourceLinks.isActive, true)))
    keys.push(`resources-links:${r.url}`);
  for (const r of await db.select({ website: ngos.website }).from(ngos).where(eq(ngos.isActive, true)))
    keys.push(`resources-ngos:${r.website}`);
  const upcoming = sql`${eventEndSql} >= now()`;
  for (const r of await db.select({ title: events.title }).from(events).where(upcoming)) keys.push(`events:${r.title}`);
  for (const r of await db
    .select({ name: supportGroups.name })
    .from(supportGroups)
    .where(eq(supportGroups.isPrivate, false)))
    keys.push(`support-groups:${r.name}`);
  return new Set(keys);
}
