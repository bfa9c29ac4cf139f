import { z } from 'zod';
import { freeText } from './text.js';
import { defineMessages, issueText, type Message } from './messages.js';

/** The four gallery categories (core §3 gallery item). */
export const GalleryCategories = ['awareness', 'support', 'celebration', 'connection'] as const;
export const GalleryCategory = z.enum(GalleryCategories);
export type GalleryCategory = z.infer<typeof GalleryCategory>;

export const GalleryCategoryLabels: Record<GalleryCategory, string> = {
  awareness: 'Awareness',
  support: 'Support',
  celebration: 'Celebration',
  connection: 'Connection',
};

export const GalleryLimits = {
  titleMax: 120,
  altMax: 250,
  descriptionMax: 1000,
  /** Core §9: uploads at most 10 MB per file. */
  maxBytes: 10 * 1024 * 1024,
  /** Stored images are at most this wide (re-encoded to WebP). */
  maxWidth: 1600,
  /** The carousel's smaller copy. */
  thumbWidth: 480,
  /** The gallery is curated: the list is bounded so that no response grows without limit. */
  maxItems: 100,
} as const;

export const GalleryMessages = defineMessages('gallery', {
  notImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  titleTooLong: `Title must be at most ${GalleryLimits.titleMax} characters.`,
  altTooLong: `Alt text must be at most ${GalleryLimits.altMax} characters.`,
  descriptionTooLong: `Description must be at most ${GalleryLimits.descriptionMax} characters.`,
  tooLarge: 'Images must be smaller than 10 MB.',
  fileRequired:
    'Send the image as multipart/form-data in a field named "file", with title, alt, description and category.',
  notFound: 'That gallery image does not exist.',
  full: `The gallery already holds ${GalleryLimits.maxItems} images. Remove one before adding another.`,
  titleRequired: 'Please give the image a title.',
  altRequired: 'Please describe the image for people who cannot see it (alt text).',
  categoryRequired: 'Please choose a category: awareness, support, celebration or connection.',
});

const requiredText = (max: number, required: Message, label: string, tooLong: Message) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    freeText({ label, error: required }).min(1, issueText(required)).max(max, issueText(tooLong)),
  );

const optionalDescription = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
  freeText({ label: 'Description', multiline: true }).max(
    GalleryLimits.descriptionMax,
    issueText(GalleryMessages.descriptionTooLong),
  ),
);

const optionalHindi = (max: number, tooLong: Message, label: string) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : typeof v === 'string' && v.trim() === ''
          ? null
          : typeof v === 'string'
            ? v.trim()
            : v,
    freeText({ label, multiline: true }).max(max, issueText(tooLong)).nullable(),
  );

/** The text fields sent with a new image (multipart fields beside "file"). */
export const CreateGalleryItemFields = z.object({
  title: requiredText(GalleryLimits.titleMax, GalleryMessages.titleRequired, 'Title', GalleryMessages.titleTooLong),
  alt: requiredText(GalleryLimits.altMax, GalleryMessages.altRequired, 'Alt text', GalleryMessages.altTooLong),
  description: optionalDescription,
  /** The Hindi caption (decision 0076): blank is null, not written yet. */
  titleHi: optionalHindi(GalleryLimits.titleMax, GalleryMessages.titleTooLong, 'Hindi title').default(null),
  altHi: optionalHindi(GalleryLimits.altMax, GalleryMessages.altTooLong, 'Hindi alt text').default(null),
  descriptionHi: optionalHindi(
    GalleryLimits.descriptionMax,
    GalleryMessages.descriptionTooLong,
    'Hindi description',
  ).default(null),
  category: z.enum(GalleryCategories, { error: issueText(GalleryMessages.categoryRequired) }),
});
export type CreateGalleryItemFields = z.output<typeof CreateGalleryItemFields>;

/** Edits to an image's text fields and place; only the fields sent change. */
export const UpdateGalleryItemBody = z
  .object({
    title: requiredText(GalleryLimits.titleMax, GalleryMessages.titleRequired, 'Title', GalleryMessages.titleTooLong),
    alt: requiredText(GalleryLimits.altMax, GalleryMessages.altRequired, 'Alt text', GalleryMessages.altTooLong),
    description: optionalDescription,
    /** The Hindi caption (decision 0076): blank is null, not written yet. */
    titleHi: optionalHindi(GalleryLimits.titleMax, GalleryMessages.titleTooLong, 'Hindi title'),
    altHi: optionalHindi(GalleryLimits.altMax, GalleryMessages.altTooLong, 'Hindi alt text'),
    descriptionHi: optionalHindi(GalleryLimits.descriptionMax, GalleryMessages.descriptionTooLong, 'Hindi description'),
    category: z.enum(GalleryCategories, { error: issueText(GalleryMessages.categoryRequired) }),
    displayOrder: z.number().int().min(0).max(100_000),
  })
  .partial()
  .strict();
export type UpdateGalleryItemBody = z.input<typeof UpdateGalleryItemBody>;

export const ListGalleryQuery = z.object({ category: GalleryCategory.optional() });
export const GalleryItemIdParams = z.object({ id: z.uuid(issueText(GalleryMessages.notFound)) });

/** One image as the public sees it. `src` is the full image, `thumbSrc` the carousel copy. */
export const GalleryItem = z.object({
  id: z.string(),
  title: z.string(),
  alt: z.string(),
  description: z.string(),
  titleHi: z.string().nullable(),
  altHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  category: GalleryCategory,
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbSrc: z.string(),
  thumbWidth: z.number().int(),
  thumbHeight: z.number().int(),
  displayOrder: z.number().int(),
});
export type GalleryItem = z.infer<typeof GalleryItem>;

export const GalleryList = z.object({ items: z.array(GalleryItem) });
export type GalleryList = z.infer<typeof GalleryList>;
