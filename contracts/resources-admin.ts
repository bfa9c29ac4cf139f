import { z } from 'zod';
import { Article, ArticleCategories, ArticleCategory, LinkKind, Ngo, ResourceLink } from './resources.js';
import { freeText } from './text.js';
import { defineMessages, issueText, type Message } from './messages.js';

/**
 * The administrators' side of the resources library (community-admin §2 Admin Dashboard: Articles,
 * NGOs, Resources; §4 states; §5 validation; §8 toasts): every entry, drafts and inactive ones too.
 */
export const ResourceLinkCategories = ['general', 'treatment', 'support', 'research', 'financial'] as const;
export const ResourceLinkCategory = z.enum(ResourceLinkCategories);
export type ResourceLinkCategory = z.infer<typeof ResourceLinkCategory>;

export const LibraryLimits = {
  titleMax: 200,
  nameMax: 200,
  contentMax: 50_000,
  excerptMax: 500,
  descriptionMax: 2_000,
  shortMax: 200,
  urlMax: 500,
  phoneMax: 40,
  listMax: 20,
  itemMax: 80,
  searchMax: 200,
  pageDefault: 25,
  pageMax: 100,
} as const;

export const LibraryMessages = defineMessages('library', {
  /** The specification's words (§5, §6). */
  titleRequired: 'Title is required.',
  ngoNameRequired: 'NGO name is required.',
  urlRequired: 'URL is required.',
  articlesDenied: 'Admin access required to manage articles.',
  ngosDenied: 'Admin access required to manage NGOs.',
  titleTooLong: `The title must be at most ${LibraryLimits.titleMax} characters.`,
  nameTooLong: `The name must be at most ${LibraryLimits.nameMax} characters.`,
  contentTooLong: `The text must be at most ${LibraryLimits.contentMax.toLocaleString('en-IN')} characters.`,
  excerptTooLong: `The excerpt must be at most ${LibraryLimits.excerptMax} characters.`,
  descriptionTooLong: `The description must be at most ${LibraryLimits.descriptionMax} characters.`,
  fieldTooLong: `This field must be at most ${LibraryLimits.shortMax} characters.`,
  badUrl: 'Please enter a full web address starting with https:// or http://.',
  badEmail: 'Please enter a valid e-mail address.',
  badPhone: 'Please enter a phone number with digits, spaces, +, - or brackets only.',
  tooManyItems: `At most ${LibraryLimits.listMax} items, each at most ${LibraryLimits.itemMax} characters.`,
  searchTooLong: `A search is at most ${LibraryLimits.searchMax} characters.`,
  articleNotFound: 'This article no longer exists.',
  ngoNotFound: 'This NGO no longer exists.',
  linkNotFound: 'This resource no longer exists.',
});

const blankToNull = (v: unknown) =>
  v === undefined ? undefined : typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

const required = (label: string, max: number, missing: Message, tooLong: Message) =>
  z.preprocess(trimmed, freeText({ label, error: missing }).min(1, issueText(missing)).max(max, issueText(tooLong)));
/** Optional text: blank becomes null. */
const optional = (label: string, max: number, tooLong: Message, multiline = false) =>
  z.preprocess(blankToNull, freeText({ label, multiline }).max(max, issueText(tooLong)).nullable());

const isWebAddress = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};
const WebAddress = freeText({ label: 'The web address' })
  .max(LibraryLimits.urlMax, issueText(LibraryMessages.badUrl))
  .refine(isWebAddress, issueText(LibraryMessages.badUrl));
const optionalUrl = z.preprocess(blankToNull, WebAddress.nullable());
const requiredUrl = z.preprocess(
  trimmed,
  z
    .string({ error: issueText(LibraryMessages.urlRequired) })
    .min(1, issueText(LibraryMessages.urlRequired))
    .pipe(WebAddress),
);
const optionalEmail = z.preprocess(
  blankToNull,
  z
    .email(issueText(LibraryMessages.badEmail))
    .max(LibraryLimits.shortMax, issueText(LibraryMessages.badEmail))
    .nullable(),
);
const optionalPhone = z.preprocess(
  blankToNull,
  z
    .string()
    .max(LibraryLimits.phoneMax, issueText(LibraryMessages.badPhone))
    .regex(/^[0-9+\-() ]+$/, issueText(LibraryMessages.badPhone))
    .nullable(),
);

/**
 * A list typed as comma-separated text (or sent as a list): items trimmed, empty ones dropped,
 * repeats kept once (§5: NGO services, resource tags).
 */
export function commaList(value: unknown): unknown {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : value;
  if (!Array.isArray(items)) return items;
  const seen = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string') return items;
    const t = item.trim();
    if (t) seen.add(t);
  }
  return [...seen];
}
const List = z.preprocess(
  commaList,
  z
    .array(freeText({ label: 'An item' }).max(LibraryLimits.itemMax, issueText(LibraryMessages.tooManyItems)))
    .max(LibraryLimits.listMax, issueText(LibraryMessages.tooManyItems)),
);

const Search = z
  .preprocess(
    trimmed,
    freeText({ label: 'Search' }).max(LibraryLimits.searchMax, issueText(LibraryMessages.searchTooLong)),
  )
  .optional();
export const AdminLibraryQuery = z.object({
  q: Search,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LibraryLimits.pageMax).default(LibraryLimits.pageDefault),
});
export type AdminLibraryQuery = z.input<typeof AdminLibraryQuery>;
export const AdminArticleIdParams = z.object({ id: z.uuid(issueText(LibraryMessages.articleNotFound)) });
export const AdminNgoIdParams = z.object({ id: z.uuid(issueText(LibraryMessages.ngoNotFound)) });
export const AdminLinkIdParams = z.object({ id: z.uuid(issueText(LibraryMessages.linkNotFound)) });

// Articles ---------------------------------------------------------------------------------------

export const AdminArticle = Article.omit({ sources: true }).extend({ isPublished: z.boolean(), updatedAt: z.string() });
export type AdminArticle = z.infer<typeof AdminArticle>;
export const AdminArticlePage = z.object({ items: z.array(AdminArticle), nextCursor: z.string().nullable() });
export type AdminArticlePage = z.infer<typeof AdminArticlePage>;

const articleFields = {
  title: required('The title', LibraryLimits.titleMax, LibraryMessages.titleRequired, LibraryMessages.titleTooLong),
  content: z.preprocess(
    (v) => (v === null ? '' : v),
    freeText({ label: 'The text', multiline: true })
      .trim()
      .max(LibraryLimits.contentMax, issueText(LibraryMessages.contentTooLong)),
  ),
  excerpt: optional('The excerpt', LibraryLimits.excerptMax, LibraryMessages.excerptTooLong, true),
  /** The Hindi, side by side with the English (decision 0076): blank is null, "not written yet". */
  titleHi: optional('The Hindi title', LibraryLimits.titleMax, LibraryMessages.titleTooLong),
  excerptHi: optional('The Hindi excerpt', LibraryLimits.excerptMax, LibraryMessages.excerptTooLong, true),
  contentHi: optional('The Hindi text', LibraryLimits.contentMax, LibraryMessages.contentTooLong, true),
  category: ArticleCategory,
  imageUrl: optionalUrl,
  externalUrl: optionalUrl,
  isPublished: z.boolean(),
};
/** Created published by default ('Publish immediately', §4). */
export const CreateArticleBody = z.object({
  ...articleFields,
  content: articleFields.content.default(''),
  excerpt: articleFields.excerpt.default(null),
  titleHi: articleFields.titleHi.default(null),
  excerptHi: articleFields.excerptHi.default(null),
  contentHi: articleFields.contentHi.default(null),
  category: ArticleCategory.default('general'),
  imageUrl: optionalUrl.default(null),
  externalUrl: optionalUrl.default(null),
  isPublished: z.boolean().default(true),
});
export type CreateArticleBody = z.input<typeof CreateArticleBody>;
export const UpdateArticleBody = z.object(articleFields).partial();
export type UpdateArticleBody = z.input<typeof UpdateArticleBody>;
export { ArticleCategories };

// NGOs -------------------------------------------------------------------------------------------

export const AdminNgo = Ngo.extend({ isActive: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type AdminNgo = z.infer<typeof AdminNgo>;
export const AdminNgoPage = z.object({ items: z.array(AdminNgo), nextCursor: z.string().nullable() });
export type AdminNgoPage = z.infer<typeof AdminNgoPage>;

const ngoFields = {
  name: required('The NGO name', LibraryLimits.nameMax, LibraryMessages.ngoNameRequired, LibraryMessages.nameTooLong),
  description: optional('The description', LibraryLimits.descriptionMax, LibraryMessages.descriptionTooLong, true),
  focusArea: optional('The focus area', LibraryLimits.shortMax, LibraryMessages.fieldTooLong),
  nameHi: optional('The Hindi name', LibraryLimits.nameMax, LibraryMessages.nameTooLong),
  descriptionHi: optional(
    'The Hindi description',
    LibraryLimits.descriptionMax,
    LibraryMessages.descriptionTooLong,
    true,
  ),
  focusAreaHi: optional('The Hindi focus area', LibraryLimits.shortMax, LibraryMessages.fieldTooLong),
  servicesOfferedHi: List,
  location: optional('The location', LibraryLimits.shortMax, LibraryMessages.fieldTooLong),
  region: optional('The region', LibraryLimits.shortMax, LibraryMessages.fieldTooLong),
  address: optional('The address', LibraryLimits.descriptionMax, LibraryMessages.descriptionTooLong, true),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  website: optionalUrl,
  servicesOffered: List,
  /** Where the facts come from (shown on the public page); blank when none is given. */
  source: z.preprocess(
    (v) => (v === null ? '' : trimmed(v)),
    freeText({ label: 'The source' }).max(LibraryLimits.urlMax, issueText(LibraryMessages.fieldTooLong)),
  ),
  isActive: z.boolean(),
};
/** NGOs are created active (§4). */
export const CreateNgoBody = z.object({
  name: ngoFields.name,
  description: ngoFields.description.default(null),
  focusArea: ngoFields.focusArea.default(null),
  nameHi: ngoFields.nameHi.default(null),
  descriptionHi: ngoFields.descriptionHi.default(null),
  focusAreaHi: ngoFields.focusAreaHi.default(null),
  servicesOfferedHi: List.default([]),
  location: ngoFields.location.default(null),
  region: ngoFields.region.default(null),
  address: ngoFields.address.default(null),
  contactEmail: optionalEmail.default(null),
  contactPhone: optionalPhone.default(null),
  website: optionalUrl.default(null),
  servicesOffered: List.default([]),
  source: ngoFields.source.default(''),
  isActive: z.boolean().default(true),
});
export type CreateNgoBody = z.input<typeof CreateNgoBody>;
export const UpdateNgoBody = z.object(ngoFields).partial();
export type UpdateNgoBody = z.input<typeof UpdateNgoBody>;

// Resource links ---------------------------------------------------------------------------------

export const AdminResourceLink = ResourceLink.extend({ isActive: z.boolean(), createdAt: z.string() });
export type AdminResourceLink = z.infer<typeof AdminResourceLink>;
export const AdminResourceLinkPage = z.object({ items: z.array(AdminResourceLink), nextCursor: z.string().nullable() });
export type AdminResourceLinkPage = z.infer<typeof AdminResourceLinkPage>;

const linkFields = {
  title: required('The title', LibraryLimits.titleMax, LibraryMessages.titleRequired, LibraryMessages.titleTooLong),
  url: requiredUrl,
  /** §5: an empty description becomes null. */
  description: optional('The description', LibraryLimits.descriptionMax, LibraryMessages.descriptionTooLong, true),
  titleHi: optional('The Hindi title', LibraryLimits.titleMax, LibraryMessages.titleTooLong),
  descriptionHi: optional(
    'The Hindi description',
    LibraryLimits.descriptionMax,
    LibraryMessages.descriptionTooLong,
    true,
  ),
  /** Which public group it shows in: YouTube Channels, Helpful Websites or Support Helplines. */
  kind: LinkKind,
  category: ResourceLinkCategory,
  tags: List,
  phone: optionalPhone,
  source: z.preprocess(
    (v) => (v === null ? '' : trimmed(v)),
    freeText({ label: 'The source' }).max(LibraryLimits.urlMax, issueText(LibraryMessages.fieldTooLong)),
  ),
  isActive: z.boolean(),
};
export const CreateResourceLinkBody = z.object({
  title: linkFields.title,
  url: linkFields.url,
  description: linkFields.description.default(null),
  titleHi: linkFields.titleHi.default(null),
  descriptionHi: linkFields.descriptionHi.default(null),
  kind: LinkKind.default('website'),
  category: ResourceLinkCategory.default('general'),
  tags: List.default([]),
  phone: optionalPhone.default(null),
  source: linkFields.source.default(''),
  isActive: z.boolean().default(true),
});
export type CreateResourceLinkBody = z.input<typeof CreateResourceLinkBody>;
export const UpdateResourceLinkBody = z.object(linkFields).partial();
export type UpdateResourceLinkBody = z.input<typeof UpdateResourceLinkBody>;
