import { z } from 'zod';
import { freeText } from './text.js';
import { defineMessages, issueText } from './messages.js';

/** The resources library (community-admin §2 Resources screen, §3 article, ngo, resource_link, healthcare_professional). */
export const ArticleCategories = ['general', 'treatment', 'research', 'support', 'prevention'] as const;
export const ArticleCategory = z.enum(ArticleCategories);
export type ArticleCategory = z.infer<typeof ArticleCategory>;

/** Public links are grouped by kind: 'YouTube Channels', 'Helpful Websites', 'Support Helplines'. */
export const LinkKinds = ['youtube', 'website', 'helpline'] as const;
export const LinkKind = z.enum(LinkKinds);
export type LinkKind = z.infer<typeof LinkKind>;

export const ResourceLimits = { pageDefault: 12, pageMax: 48, searchMax: 200 } as const;

export const ResourceMessages = defineMessages('resource', {
  articleNotFound: 'This article is not available.',
  searchTooLong: `A search is at most ${ResourceLimits.searchMax} characters.`,
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const Search = z
  .preprocess(
    trimmed,
    freeText({ label: 'Search' }).max(ResourceLimits.searchMax, issueText(ResourceMessages.searchTooLong)),
  )
  .optional();

export const ListResourcesQuery = z.object({
  q: Search,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ResourceLimits.pageMax).default(ResourceLimits.pageDefault),
});
export type ListResourcesQuery = z.input<typeof ListResourcesQuery>;
export const SearchResourcesQuery = z.object({ q: Search });
export const ArticleIdParams = z.object({ id: z.uuid(issueText(ResourceMessages.articleNotFound)) });

/** A field's Hindi (decision 0076): null until someone writes it; the reader then sees the English, marked. */
export const HindiText = z.string().nullable();

const ArticleFields = {
  id: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  titleHi: HindiText,
  excerptHi: HindiText,
  category: ArticleCategory,
  imageUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  /** Where the article's facts come from. */
  sources: z.array(z.string()),
  isSample: z.boolean(),
  createdAt: z.string(),
};
export const ArticleSummary = z.object(ArticleFields);
export type ArticleSummary = z.infer<typeof ArticleSummary>;
export const Article = z.object({ ...ArticleFields, content: z.string(), contentHi: HindiText });
export type Article = z.infer<typeof Article>;
export const ArticlePage = z.object({ items: z.array(ArticleSummary), nextCursor: z.string().nullable() });
export type ArticlePage = z.infer<typeof ArticlePage>;

export const ResourceLink = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  titleHi: HindiText,
  descriptionHi: HindiText,
  kind: LinkKind,
  category: z.string(),
  tags: z.array(z.string()),
  /** A number to call, for helplines. */
  phone: z.string().nullable(),
  source: z.string(),
});
export type ResourceLink = z.infer<typeof ResourceLink>;
export const ResourceLinks = z.object({ items: z.array(ResourceLink) });
export type ResourceLinks = z.infer<typeof ResourceLinks>;

export const Ngo = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  focusArea: z.string().nullable(),
  nameHi: HindiText,
  descriptionHi: HindiText,
  focusAreaHi: HindiText,
  /** The services' Hindi, index for index (shorter when not all are written). */
  servicesOfferedHi: z.array(z.string()),
  location: z.string().nullable(),
  region: z.string().nullable(),
  address: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  servicesOffered: z.array(z.string()),
  source: z.string(),
});
export type Ngo = z.infer<typeof Ngo>;
export const NgoPage = z.object({ items: z.array(Ngo), nextCursor: z.string().nullable() });
export type NgoPage = z.infer<typeof NgoPage>;

/** The directory lists services of institutions, not named individuals. */
export const Professional = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string().nullable(),
  organisation: z.string().nullable(),
  city: z.string().nullable(),
  nameHi: HindiText,
  specialtyHi: HindiText,
  organisationHi: HindiText,
  cityHi: HindiText,
  phone: z.string().nullable(),
  website: z.string().nullable(),
  source: z.string(),
});
export type Professional = z.infer<typeof Professional>;
export const Professionals = z.object({ items: z.array(Professional) });
export type Professionals = z.infer<typeof Professionals>;
