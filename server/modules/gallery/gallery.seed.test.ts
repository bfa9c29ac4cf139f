import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GalleryCategories, type GalleryItem } from '../../../contracts/gallery.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo gallery', () => {
  it('seeds 14 original illustrations across the four categories, once', async () => {
    expect(await t.app.services.modules.seed('gallery')).toEqual(['14 gallery illustrations']);
    const items = (await t.app.inject({ url: '/api/gallery' })).json().items as GalleryItem[];
    expect(items).toHaveLength(14);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(GalleryCategories));
    expect(new Set(items.map((i) => i.title)).size).toBe(14);
    for (const item of items) {
      expect(item.alt.length).toBeGreaterThan(20);
      expect(item.description.length).toBeGreaterThan(20);
    }
    const [first] = items;
    const file = await t.app.inject({ url: first!.thumbSrc });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: first!.thumbWidth,
      height: first!.thumbHeight,
    });
    // A second start finds the gallery filled and adds nothing.
    expect(await t.app.services.modules.seed('gallery')).toEqual([]);
    expect((await t.app.inject({ url: '/api/gallery' })).json().items).toHaveLength(14);
  });
});
