import type { GalleryCategory } from '@contracts/gallery';

/**
 * The gallery's categories in filter order, with a type-only import of the contract: importing the
 * contract's values would bring its zod schemas into the home page's first bundle. `satisfies`
 * keeps the two in step (a category added to the contract fails the type check here). Their names
 * are in the catalog under gallery:categories.<value>.
 */
const categorySet = { awareness: true, support: true, celebration: true, connection: true } as const satisfies Record<
  GalleryCategory,
  true
>;

export const categories = Object.keys(categorySet) as GalleryCategory[];
