import type { CitationKind } from '../../../contracts/companion.js';
import type { Language } from '../../../contracts/enums.js';
import { translator } from '../../platform/i18n.js';
import { meaningfulTerms, type PlatformSearch, type SearchHit } from '../../platform/search.js';
import { Situations, foldMessage } from './providers/offline-situations.js';
import { withLibraryWords } from './library-words.js';
import { offlineSearchText } from './providers/offline.js';

/**
 * What Forti answers from: the platform's checked library (published articles, NGOs and their
 * services, the sourced helplines and organisations, upcoming events, public support groups) found
 * through the platform search, plus this site's guide to help paying for treatment. Forum posts and
 * stories are members' words, not checked facts: they are never retrieved for a reply.
 */
export interface LibraryItem {
  /** Stable: `<domain>:<slug>` when the domain has a slug, else `<domain>:<url>`. */
  id: string;
  kind: CitationKind;
  title: string;
  summary: string;
  /** An in-app path (/help/costs) or the item's official link. */
  url: string;
  phone?: string;
  source?: string;
}

/** Search domains whose content is members' own words: never a source for Forti's facts. */
export const MEMBER_DOMAINS = ['forum', 'stories'];
export const LIBRARY_ITEMS_FOUND = 5;
export const COSTS_ITEM_ID = 'help:costs';
export const COSTS_URL = '/help/costs';

const KIND_OF_DOMAIN: Record<string, CitationKind> = {
  'resources-articles': 'article',
  'resources-ngos': 'ngo',
  events: 'event',
  'support-groups': 'group',
};

function kindOf(hit: SearchHit): CitationKind {
  const kind = KIND_OF_DOMAIN[hit.domain];
  if (kind) return kind;
  if (hit.url.startsWith('/')) return 'guide';
  return hit.phone ? 'helpline' : 'organisation';
}

export function libraryItem(hit: SearchHit): LibraryItem {
  return {
    id: `${hit.domain}:${hit.id ?? hit.url}`,
    kind: kindOf(hit),
    title: hit.title,
    summary: hit.summary,
    url: hit.url,
    ...(hit.phone ? { phone: hit.phone } : {}),
    ...(hit.source ? { source: hit.source } : {}),
  };
}

/** The guide to government schemes that help pay for treatment (/help/costs), in the member's language. */
export function costsItem(language: Language): LibraryItem {
  const t = translator(language);
  return {
    id: COSTS_ITEM_ID,
    kind: 'costs',
    title: t('companion:library.costs.title'),
    summary: t('companion:library.costs.summary'),
    url: COSTS_URL,
  };
}

const moneySituation = Situations.find((s) => s.key === 'money')!;
const money = moneySituation.pattern;
/**
 * A hit ranked below this share of the best hit found (in any domain) matched only a word or two
 * of the question in passing: it is left out rather than cited. Tuned on the dev questions only.
 */
export const RELATIVE_RANK_MIN = 0.7;
/** Hits asked of each domain before the cut-off: enough that the best of every domain is seen. */
const HITS_PER_DOMAIN = 3;

/**
 * A word held by more than this share of the library's items tells its items apart no better than
 * "cancer" does: an any-word query leaves it out (inverse document frequency, tuned on dev).
 */
export const COMMON_WORD_SHARE = 0.2;
/**
 * Below this many items a few items sharing a word say little about how common it is (the support
 * resources alone are 21): the share is taken of at least this many.
 */
export const COMMON_WORD_MIN_ITEMS = 40;

/**
 * The query's words that carry meaning, less those that many of the library's items hold (counted
 * over the domains searched, cached by the platform search): a word shared by many items would rank
 * them all alike and crowd out the word that names what is asked.
 */
async function rareWords(search: PlatformSearch, text: string, domains: string[]): Promise<string> {
  const terms = meaningfulTerms(text);
  if (terms.length === 0) return '';
  const { items, counts } = await search.termFrequencies(terms, { domains });
  if (items === 0) return terms.join(' ');
  const common = COMMON_WORD_SHARE * Math.max(items, COMMON_WORD_MIN_ITEMS);
  return terms.filter((t) => (counts.get(t) ?? 0) <= common).join(' ');
}

/**
 * When a question's own words find items, an item that only its situation's words found (fear,
 * caring for someone) is ranked at this share: the question's topic steers before its situation.
 */
export const SITUATION_ONLY_WEIGHT = 0.5;

/** The message asks about paying for treatment (English, Hindi or romanised Hindi). */
export function asksAboutMoney(message: string): boolean {
  return money.test(foldMessage(message));
}

/**
 * The library items that fit a message, best first, at most `limit`: the costs guide first for a
 * money question, then what the platform search finds in the library's domains with any of the
 * message's words that carry meaning and the words of the situation it matches (so Hindi and
 * romanised Hindi find the same items), ranked, those far below the best left out, and one item
 * per address.
 */
export async function retrieveLibrary(
  search: PlatformSearch,
  message: string,
  language: Language,
  limit = LIBRARY_ITEMS_FOUND,
): Promise<LibraryItem[]> {
  const domains = search.domains().filter((d) => !MEMBER_DOMAINS.includes(d));
  const aboutMoney = asksAboutMoney(message);
  // A money question is searched as one, whatever else it mentions (surgery bills are about money).
  // Words of the library in the other script and language (the library is mostly English, partly Hindi).
  const text = aboutMoney ? `${moneySituation.searchWords} ${message}` : offlineSearchText(message);
  const query = await rareWords(search, withLibraryWords(text), domains);
  if (!query) return aboutMoney ? [costsItem(language)] : [];
  const own = aboutMoney ? query : await rareWords(search, withLibraryWords(message), domains);
  const [all, ownFound] = await Promise.all([
    search.search(query, { limit: HITS_PER_DOMAIN * domains.length, domains, mode: 'any' }),
    own && own !== query ? search.search(own, { limit: 50, domains, mode: 'any' }) : Promise.resolve(null),
  ]);
  // When the question's own words find items, an item found only by its situation's words counts less.
  const byOwn = new Set((ownFound ?? []).map((hit) => `${hit.domain} ${hit.url}`));
  const found =
    ownFound && ownFound.length > 0
      ? all.map((hit) =>
          byOwn.has(`${hit.domain} ${hit.url}`) || hit.rank === undefined
            ? hit
            : { ...hit, rank: hit.rank * SITUATION_ONLY_WEIGHT },
        )
      : all;
  const best = Math.max(0, ...found.map((hit) => hit.rank ?? 0));
  const hits = found
    .filter((hit) => hit.rank === undefined || hit.rank >= RELATIVE_RANK_MIN * best)
    .sort((a, b) => (b.rank ?? 0) - (a.rank ?? 0));
  const items = [...(aboutMoney ? [costsItem(language)] : []), ...hits.map(libraryItem)];
  const seen = new Set<string>();
  const fresh = (key: string) => !seen.has(key) && Boolean(seen.add(key));
  return items.filter((i) => fresh(i.id) && fresh(i.url)).slice(0, limit);
}
