import { supportResources } from '../../../db/schema/companion.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
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

/**
 * The key (evaluate.ts itemKey) of every item Forti may cite from the seeded library, read as the
 * public reads it: the companion's own resources, and the library, upcoming events and public
 * groups through their pages' API.
 */
export async function libraryKeys(t: TestApp): Promise<Set<string>> {
  const keys = [COSTS_ITEM_ID];
  for (const r of await t.app.platform.db.select({ slug: supportResources.slug }).from(supportResources))
    keys.push(`support-resources:${r.slug}`);
  const get = async <T>(url: string): Promise<T[]> => {
    const res = await t.app.inject({ url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return (res.json() as { items: T[] }).items;
  };
  for (const a of await get<{ title: string }>('/api/resources/articles?limit=48'))
    keys.push(`resources-articles:${a.title}`);
  for (const l of await get<{ url: string }>('/api/resources/links')) keys.push(`resources-links:${l.url}`);
  for (const n of await get<{ website: string | null }>('/api/resources/ngos?limit=48'))
    keys.push(`resources-ngos:${n.website}`);
  for (const e of await get<{ title: string }>('/api/events?when=upcoming&limit=48')) keys.push(`events:${e.title}`);
  for (const g of await get<{ name: string }>('/api/support-groups?limit=48')) keys.push(`support-groups:${g.name}`);
  return new Set(keys);
}
