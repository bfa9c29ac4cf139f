import { meaningfulTerms, type SearchSource } from '../platform/search.js';

/** A library domain over some titles: any word of the query, ranked by how many of its words an item holds. */
export function titleLibrary(domain: string, titles: string[]): SearchSource {
  const holds = (title: string, term: string) =>
    title
      .toLowerCase()
      .split(/\s+/)
      .some((w) => (term.length >= 4 ? w.startsWith(term) : w === term));
  return {
    domain,
    async search(query, limit) {
      const terms = meaningfulTerms(query);
      return titles
        .map((title) => ({
          domain,
          id: title,
          title,
          summary: '',
          url: `/${encodeURIComponent(title)}`,
          rank: terms.filter((t) => holds(title, t)).length,
        }))
        .filter((hit) => hit.rank > 0)
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit);
    },
    async termCounts(terms) {
      return { items: titles.length, counts: terms.map((t) => titles.filter((title) => holds(title, t)).length) };
    },
  };
}
