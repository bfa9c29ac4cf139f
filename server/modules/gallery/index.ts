import { defineModule } from '../../platform/module.js';
import { demoArtworks } from '../../demo/gallery-art/index.js';
import { encodeSvg } from './gallery.images.js';
import { galleryRoutes } from './gallery.routes.js';
import { createGalleryService, type GalleryService } from './gallery.service.js';
import { galleryDataRights } from './gallery.data-rights.js';

export type { GalleryService } from './gallery.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    gallery: GalleryService;
  }
}

/** Seed illustrations are drawn at 1200 × 900 and stored at 80 % of that: plenty for the viewer, quick to encode. */
const SEED_SCALE = 0.8;

export const galleryModule = defineModule({
  name: 'gallery',
  uses: [],
  async register({ app, platform }) {
    platform.dataRights.register(galleryDataRights(platform.db));
    const gallery = createGalleryService({ db: platform.db, storage: platform.storage, bus: platform.bus });
    await gallery.ready;
    await app.register(galleryRoutes, { gallery });
    return gallery;
  },
  async seed(gallery) {
    if (!(await gallery.isEmpty())) {
      const filled = await gallery.fillHindi(demoArtworks);
      return filled ? `Hindi for ${filled} gallery illustrations` : null;
    }
    // Drawn here from shapes, so the demo gallery needs no download and carries no text.
    const rendered = await Promise.all(demoArtworks.map((art) => encodeSvg(art.draw(), SEED_SCALE)));
    for (const [i, art] of demoArtworks.entries()) {
      await gallery.add(
        null,
        {
          title: art.title,
          alt: art.alt,
          description: art.description,
          titleHi: art.titleHi,
          altHi: art.altHi,
          descriptionHi: art.descriptionHi,
          category: art.category,
        },
        rendered[i]!,
        art.slug,
      );
    }
    return `${demoArtworks.length} gallery illustrations`;
  },
});
