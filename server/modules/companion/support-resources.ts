import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportResources } from '../../db/schema/companion.js';
import {
  anyMeaningfulQuery,
  termCountColumns,
  termCountsOf,
  termRanksColumn,
  termRanksOf,
  type SearchHit,
  type SearchSource,
} from '../../platform/search.js';
import { SupportResourceSeeds } from './support-resources.facts.js';

export const SUPPORT_RESOURCES_DOMAIN = 'support-resources';

/** The sourced support resources as a platform search domain (English stemming, any word that carries meaning, ranked): only Forti asks it. */
export function createSupportResourcesSource(db: Database): SearchSource {
  return {
    domain: SUPPORT_RESOURCES_DOMAIN,
    async search(query, limit, opts) {
      const tsquery = anyMeaningfulQuery(query);
      if (!tsquery) return [];
      const q = sql`to_tsquery('english', ${tsquery})`;
      const rank = sql<number>`ts_rank(${supportResources.search}, ${q})`;
      const termRanks = termRanksColumn(supportResources.search, opts?.terms, 'english');
      const rows = await db
        .select({
          slug: supportResources.slug,
          title: supportResources.title,
          summary: supportResources.summary,
          url: supportResources.url,
          source: supportResources.source,
          phone: supportResources.phone,
          rank,
          termRanks,
        })
        .from(supportResources)
        .where(sql`${supportResources.search} @@ ${q}`)
        .orderBy(sql`${rank} desc`, supportResources.title)
        .limit(limit);
      return rows.map((r): SearchHit => ({
        domain: SUPPORT_RESOURCES_DOMAIN,
        id: r.slug,
        title: r.title,
        summary: r.summary,
        url: r.url,
        source: r.source,
        ...(r.phone ? { phone: r.phone } : {}),
        rank: Number(r.rank),
        ...termRanksOf(r.termRanks),
      }));
    },
    async termCounts(terms) {
      const [row] = await db.select(termCountColumns(supportResources.search, terms, 'english')).from(supportResources);
      return termCountsOf(row, terms);
    },
  };
}

/** Adds the sourced resources when the table is empty; returns how many were added. */
export async function seedSupportResources(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportResources);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(supportResources).values(SupportResourceSeeds).onConflictDoNothing();
  return SupportResourceSeeds.length;
}
