import type { GalleryCategory } from '@contracts/gallery';

/**
 * The filter labels, kept here with a type-only import of the contract: importing the contract's
 * values would bring its zod schemas into the home page's first bundle. `satisfies` keeps the two
 * in step (a category added to the contract fails the type check here).
 */
export const categoryLabels = {
  awareness: 'Awareness',
  support: 'Support',
  celebration: 'Celebration',
  connection: 'Connection',
} as const satisfies Record<GalleryCategory, string>;

export const categories = Object.keys(categoryLabels) as GalleryCategory[];
