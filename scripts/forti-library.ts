/**
 * `npm run forti:library`: prints, as Markdown, every item Forti may cite from the seeded demo
 * library, each with the key the question files use (evaluate.ts itemKey) and what a reader of the
 * site sees of it. This list is all a writer of a new independent question set reads (decision
 * 0053): not the retrieval code, not the word rows, not the earlier sets.
 */
import { supportResources } from '../server/db/schema/companion.js';
import { costsItem } from '../server/modules/companion/library.js';
import { libraryApp, libraryKeys } from '../server/modules/companion/eval/library-app.js';

const t = await libraryApp();
try {
  const lines: string[] = ['# The library Forti answers from', ''];
  const section = (title: string) => lines.push('', `## ${title}`, '');
  const item = (key: string, title: string, ...details: (string | null | undefined)[]) => {
    lines.push(`- \`${key}\`: **${title}**`);
    for (const d of details) if (d) lines.push(`  ${d.replace(/\s+/g, ' ').trim()}`);
  };
  const get = async <T>(url: string): Promise<T[]> => {
    const res = await t.app.inject({ url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return (res.json() as { items: T[] }).items;
  };

  section("This site's guide");
  const costs = costsItem('en');
  item(costs.id, costs.title, costs.summary);

  section('Helplines, organisations and pages of this site');
  const resources = await t.app.platform.db.select().from(supportResources).orderBy(supportResources.slug);
  for (const r of resources)
    item(`support-resources:${r.slug}`, r.title, r.summary, r.phone ? `Phone: ${r.phone}` : null, `Address: ${r.url}`);

  section('Articles');
  for (const a of await get<{ title: string; excerpt: string | null; category: string | null }>(
    '/api/resources/articles?limit=48',
  ))
    item(`resources-articles:${a.title}`, a.title, a.excerpt);

  section('Links');
  for (const l of await get<{ url: string; title: string; description: string | null }>('/api/resources/links'))
    item(`resources-links:${l.url}`, l.title, l.description);

  section('NGOs');
  for (const n of await get<{
    website: string | null;
    name: string;
    description: string | null;
    focusArea: string | null;
    servicesOffered: string[];
  }>('/api/resources/ngos?limit=48'))
    item(`resources-ngos:${n.website}`, n.name, n.description, n.focusArea, n.servicesOffered.join(', '));

  section('Upcoming events');
  for (const e of await get<{ title: string; description: string | null }>('/api/events?when=upcoming&limit=48'))
    item(`events:${e.title}`, e.title, e.description);

  section('Support groups');
  for (const g of await get<{ name: string; description: string | null }>('/api/support-groups?limit=48'))
    item(`support-groups:${g.name}`, g.name, g.description);

  const listed = lines.filter((l) => l.startsWith('- `')).length;
  const keys = await libraryKeys(t);
  if (listed !== keys.size) throw new Error(`listed ${listed} items, the library holds ${keys.size}`);
  console.log(lines.join('\n'));
} finally {
  await t.close();
}
