import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { articles, healthcareProfessionals, ngos, resourceLinks } from '../../db/schema/resources.js';
import { fillMissingHindi } from '../../platform/bilingual.js';
import type { ResourceSeed } from './resources.facts.js';

/**
 * A library seeded by an earlier release gets the seed's Hindi (decision 0076), by English title
 * or name, where none is written; the Hindi articles it seeded as articles of their own give way
 * to their English article's Hindi and are unpublished. Returns how many entries changed.
 */
export async function fillLibraryHindi(
  db: Database,
  data: ResourceSeed,
  formerTwins: Record<string, string>,
): Promise<number> {
  let n = await fillMissingHindi(
    db,
    articles,
    articles.title,
    articles.titleHi,
    data.articles.map((a) => ({
      key: a.title,
      set: { titleHi: a.titleHi, excerptHi: a.excerptHi, contentHi: a.contentHi },
    })),
  );
  const twins = Object.values(formerTwins);
  if (twins.length) {
    const hidden = await db
      .update(articles)
      .set({ isPublished: false })
      .where(
        and(
          eq(articles.isSample, true),
          eq(articles.isPublished, true),
          inArray(articles.title, twins),
          // Written out: inside the subquery an unqualified "title" would be the inner row's.
          sql`exists (select 1 from articles e where e.title_hi = "articles"."title" and e.is_published)`,
        ),
      )
      .returning({ id: articles.id });
    n += hidden.length;
  }
  n += await fillMissingHindi(
    db,
    resourceLinks,
    resourceLinks.title,
    resourceLinks.titleHi,
    data.links.map((l) => ({ key: l.title, set: { titleHi: l.titleHi, descriptionHi: l.descriptionHi } })),
  );
  n += await fillMissingHindi(
    db,
    ngos,
    ngos.name,
    ngos.nameHi,
    data.ngos.map((o) => ({
      key: o.name,
      set: {
        nameHi: o.nameHi,
        descriptionHi: o.descriptionHi,
        focusAreaHi: o.focusAreaHi,
        servicesOfferedHi: o.servicesOfferedHi,
      },
    })),
  );
  n += await fillMissingHindi(
    db,
    healthcareProfessionals,
    healthcareProfessionals.name,
    healthcareProfessionals.nameHi,
    data.professionals.map((p) => ({
      key: p.name,
      set: { nameHi: p.nameHi, specialtyHi: p.specialtyHi, organisationHi: p.organisationHi, cityHi: p.cityHi },
    })),
  );
  return n;
}
