import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { articles } from '../../db/schema/resources.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Articles the member wrote: listed in the copy, and kept for the community without an author. */
export function resourcesDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'resources',
    tables: {
      articles: {
        export: { section: 'articlesWritten' },
        erase: { author_id: 'set null: published articles stay, without an author' },
      },
      ngos: {
        export: { notExported: "an organisation's public contact address, not a member's" },
        erase: { contact_email: "not a member's: an organisation's public address" },
      },
    },
    async export({ id }) {
      return {
        sections: {
          articlesWritten: await db
            .select({ id: articles.id, title: articles.title, createdAt: articles.createdAt })
            .from(articles)
            .where(eq(articles.authorId, id)),
        },
      };
    },
    // The articles stay with their author set to null (the foreign key's own rule).
    erase: async () => {},
  };
}
