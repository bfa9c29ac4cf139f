import type { CitationKind } from '../../../contracts/companion.js';

/**
 * What Forti answers from: the platform's checked library (published articles, NGOs and their
 * services, the sourced helplines and organisations, upcoming events, public support groups) found
 * through the platform search, plus this site's guide to help paying for treatment. Forum posts and
 * stories are members' words, not checked facts: they are never retrieved for a reply.
 *
 * One item of it as Forti cites it. A file of its own, so that what cites an item
 * (the providers, the citation check) need not import the retrieval, which itself runs the offline
 * provider's planner: the two would import each other (decision 0068).
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
  /** Its Hindi title and summary, where written (decision 0076). */
  hi?: { title: string | null; summary: string | null };
}

/**
 * The item as a reader of `language` is given it (decision 0076): a Hindi reader gets its Hindi
 * title and summary where they are written. Keys, votes and the citation check use the item as it
 * was found; this is for the prompt and the citations the member sees.
 */
export function itemIn(item: LibraryItem, language: string): LibraryItem {
  if (language !== 'hi' || !item.hi?.title) return item;
  return { ...item, title: item.hi.title, summary: item.hi.summary ?? item.summary };
}
