import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportResources } from '../../db/schema/companion.js';
import { tableSearchSource, type SearchSource } from '../../platform/search.js';
import { SupportResourceSeeds } from './support-resources.facts.js';

export const SUPPORT_RESOURCES_DOMAIN = 'support-resources';

/** The sourced support resources as a platform search domain (English stemming, any word that carries meaning, ranked): only Forti asks it. */
export function createSupportResourcesSource(db: Database): SearchSource {
  return tableSearchSource({
    domain: SUPPORT_RESOURCES_DOMAIN,
    db,
    table: supportResources,
    document: supportResources.search,
    config: 'english',
    modes: 'any',
    select: {
      slug: supportResources.slug,
      title: supportResources.title,
      summary: supportResources.summary,
      titleHi: supportResources.titleHi,
      summaryHi: supportResources.summaryHi,
      url: supportResources.url,
      source: supportResources.source,
      phone: supportResources.phone,
    },
    thenBy: supportResources.title,
    present: (r) => ({
      id: r.slug,
      title: r.title,
      summary: r.summary,
      hi: { title: r.titleHi, summary: r.summaryHi },
      url: r.url,
      source: r.source,
      ...(r.phone ? { phone: r.phone } : {}),
    }),
  });
}

/**
 * Brings the sourced resources to what `support-resources.facts.ts` says, by slug: adds the missing
 * ones and corrects any whose facts changed (a helpline's number, a summary), so that a database
 * seeded by an earlier release cites what this one knows. The facts are the code's, not edited
 * anywhere else. Returns how many were added or corrected.
 */
export async function seedSupportResources(db: Database): Promise<number> {
  const columns = [
    'title',
    'summary',
    'body',
    'titleHi',
    'summaryHi',
    'bodyHi',
    'url',
    'kind',
    'phone',
    'source',
  ] as const;
  const changed = await db
    .insert(supportResources)
    .values(SupportResourceSeeds)
    .onConflictDoUpdate({
      target: supportResources.slug,
      set: Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${supportResources[c].name}`)])),
      setWhere: sql.join(
        columns.map(
          (c) => sql`${supportResources[c]} is distinct from ${sql.raw(`excluded.${supportResources[c].name}`)}`,
        ),
        sql` or `,
      ),
    })
    .returning({ slug: supportResources.slug });
  return changed.length;
}
