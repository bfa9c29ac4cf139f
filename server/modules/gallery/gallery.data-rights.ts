import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { galleryItems } from '../../db/schema/gallery.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Gallery items the member added: listed in the copy, and kept without who added them. */
export function galleryDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'gallery',
    tables: {
      gallery_items: {
        export: { section: 'galleryItemsAdded' },
        erase: { created_by: 'set null: gallery items stay, without who added them' },
      },
    },
    async export({ id }) {
      return {
        sections: {
          galleryItemsAdded: await db
            .select({ id: galleryItems.id, title: galleryItems.title, createdAt: galleryItems.createdAt })
            .from(galleryItems)
            .where(eq(galleryItems.createdBy, id)),
        },
      };
    },
    // The items stay with created_by set to null (the foreign key's own rule).
    erase: async () => {},
  };
}
