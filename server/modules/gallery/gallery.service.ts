import { randomUUID } from 'node:crypto';
import { asc, count, eq, max } from 'drizzle-orm';
import { fillMissingHindi } from '../../platform/bilingual.js';
import {
  GalleryLimits,
  GalleryMessages,
  type CreateGalleryItemFields,
  type GalleryCategory,
  type GalleryItem,
  type GalleryList,
  type UpdateGalleryItemBody,
} from '../../../contracts/gallery.js';
import type { z } from 'zod';
import type { UpdateGalleryItemBody as UpdateSchema } from '../../../contracts/gallery.js';
import type { Database } from '../../db/client.js';
import { galleryItems } from '../../db/schema/gallery.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { createCachedRead } from '../../platform/cached-read.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { Storage } from '../../platform/storage.js';
import type { EncodedPair } from './gallery.images.js';

export type { UpdateGalleryItemBody };
type UpdateInput = z.output<typeof UpdateSchema>;
type Row = typeof galleryItems.$inferSelect;

/** How long the public list may be reused; a change drops it at once through the event bus. */
const LIST_TTL_MS = 60_000;

export function createGalleryService(deps: { db: Database; storage: Storage; bus: EventBus }) {
  const { db, storage, bus } = deps;

  function present(row: Row): GalleryItem {
    return {
      id: row.id,
      title: row.title,
      alt: row.alt,
      description: row.description,
      titleHi: row.titleHi,
      altHi: row.altHi,
      descriptionHi: row.descriptionHi,
      category: row.category as GalleryCategory,
      src: storage.publicUrl(row.storageKey),
      width: row.width,
      height: row.height,
      thumbSrc: storage.publicUrl(row.thumbKey),
      thumbWidth: row.thumbWidth,
      thumbHeight: row.thumbHeight,
      displayOrder: row.displayOrder,
    };
  }

  /** The public lists by category ('all' for every one); a gallery change drops them in every process. */
  const lists = createCachedRead<GalleryCategory | 'all', GalleryList>({
    ttlMs: LIST_TTL_MS,
    max: 8,
    bus,
    load: async (key) => {
      const rows = await db
        .select()
        .from(galleryItems)
        .where(key !== 'all' ? eq(galleryItems.category, key) : undefined)
        .orderBy(asc(galleryItems.displayOrder), asc(galleryItems.createdAt), asc(galleryItems.id))
        .limit(GalleryLimits.maxItems);
      return { items: rows.map(present) };
    },
    invalidatedBy: [{ channel: 'fn_content_changed', drops: (change) => (change.domain === 'gallery' ? 'all' : null) }],
  });

  const changed = () => lists.changed('fn_content_changed', { domain: 'gallery' });

  /** The gallery in display order, optionally one category; at most GalleryLimits.maxItems. */
  function list(category?: GalleryCategory): Promise<GalleryList> {
    return lists.get(category ?? 'all');
  }

  async function findRow(id: string): Promise<Row> {
    const [row] = await db.select().from(galleryItems).where(eq(galleryItems.id, id)).limit(1);
    if (!row) throw notFound(GalleryMessages.notFound);
    return row;
  }

  /**
   * Stores both copies of an already checked and re-encoded image, then its row. When the row
   * cannot be written the files are removed again, so nothing is left half-added.
   */
  async function add(
    actor: Viewer | null,
    fields: Omit<CreateGalleryItemFields, 'titleHi' | 'altHi' | 'descriptionHi'> &
      Partial<Pick<CreateGalleryItemFields, 'titleHi' | 'altHi' | 'descriptionHi'>>,
    images: EncodedPair,
    slug?: string,
  ): Promise<GalleryItem> {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(galleryItems);
    if (n >= GalleryLimits.maxItems) throw conflict(GalleryMessages.full);
    const base = `gallery/${slug ? `${slug}-` : ''}${randomUUID()}`;
    const keys = { full: `${base}.webp`, thumb: `${base}-${GalleryLimits.thumbWidth}.webp` };
    await storage.put(keys.full, images.full.bytes, 'image/webp');
    await storage.put(keys.thumb, images.thumb.bytes, 'image/webp');
    let row: Row;
    try {
      row = await db.transaction(async (tx) => {
        const [last] = await tx.select({ order: max(galleryItems.displayOrder) }).from(galleryItems);
        const [inserted] = await tx
          .insert(galleryItems)
          .values({
            title: fields.title,
            alt: fields.alt,
            description: fields.description,
            titleHi: fields.titleHi ?? null,
            altHi: fields.altHi ?? null,
            descriptionHi: fields.descriptionHi ?? null,
            category: fields.category,
            storageKey: keys.full,
            width: images.full.width,
            height: images.full.height,
            thumbKey: keys.thumb,
            thumbWidth: images.thumb.width,
            thumbHeight: images.thumb.height,
            displayOrder: (last?.order ?? -1) + 1,
            createdBy: actor?.id ?? null,
          })
          .returning();
        if (actor) {
          await writeAudit(tx, {
            action: 'gallery_item_added',
            adminId: actor.id,
            targetUserId: null,
            details: { itemId: inserted!.id, title: fields.title },
          });
        }
        return inserted!;
      });
    } catch (err) {
      await Promise.all([storage.remove(keys.full), storage.remove(keys.thumb)]);
      throw err;
    }
    await changed();
    return present(row);
  }

  /** Changes an image's text fields, category or place in the order. */
  async function update(actor: Viewer, id: string, input: UpdateInput): Promise<GalleryItem> {
    const before = await findRow(id);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(galleryItems).set(input).where(eq(galleryItems.id, id)).returning();
      if (!updated) throw notFound(GalleryMessages.notFound);
      await writeAudit(tx, {
        action: 'gallery_item_updated',
        adminId: actor.id,
        targetUserId: null,
        details: { itemId: id, title: updated.title, changed: Object.keys(input), previousTitle: before.title },
      });
      return updated;
    });
    await changed();
    return present(row);
  }

  /** Removes an image and its stored files. */
  async function remove(actor: Viewer, id: string): Promise<void> {
    const row = await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(galleryItems).where(eq(galleryItems.id, id)).returning();
      if (!deleted) throw notFound(GalleryMessages.notFound);
      await writeAudit(tx, {
        action: 'gallery_item_removed',
        adminId: actor.id,
        targetUserId: null,
        details: { itemId: id, title: deleted.title },
      });
      return deleted;
    });
    await changed();
    // The row is gone first, so no response ever points at a missing file.
    await Promise.all([storage.remove(row.storageKey), storage.remove(row.thumbKey)]);
  }

  async function isEmpty(): Promise<boolean> {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(galleryItems);
    return n === 0;
  }

  /** A gallery seeded by an earlier release: its demo images get their Hindi (decision 0076), by title, where none is written. */
  async function fillHindi(rows: { title: string; titleHi: string; altHi: string; descriptionHi: string }[]) {
    const filled = await fillMissingHindi(
      db,
      galleryItems,
      galleryItems.title,
      galleryItems.titleHi,
      rows.map((r) => ({ key: r.title, set: { titleHi: r.titleHi, altHi: r.altHi, descriptionHi: r.descriptionHi } })),
    );
    if (filled) await changed();
    return filled;
  }

  return { list, add, update, remove, isEmpty, fillHindi, ready: lists.ready };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
