import { describe, expect, it } from 'vitest';
import {
  allPrefixesQuery,
  anyMeaningfulQuery,
  anyWordsQuery,
  createSearch,
  searchTerms,
  sourceQuery,
  type SearchHit,
  type SearchSource,
} from './search.js';

const hit = (domain: string, title: string, rank: number): SearchHit => ({
  domain,
  title,
  summary: '',
  url: `/${domain}`,
  rank,
});

function source(domain: string, hits: SearchHit[], seen: Array<[string, number]> = []): SearchSource {
  return {
    domain,
    async search(query, limit) {
      seen.push([query, limit]);
      return hits.slice(0, limit);
    },
  };
}

describe('platform search', () => {
  it('asks every registered domain and merges their results, best of each first', async () => {
    const search = createSearch();
    search.register(
      source('support-resources', [
        hit('support-resources', 'Tele-MANAS', 0.9),
        hit('support-resources', 'Emergency 112', 0.5),
      ]),
    );
    search.register(source('forum', [hit('forum', 'Coping with fear', 0.7), hit('forum', 'Sleep', 0.1)]));
    const results = await search.search('fear', { limit: 3 });
    expect(results.map((r) => r.title)).toEqual(['Tele-MANAS', 'Coping with fear', 'Emergency 112']);
    expect(search.domains()).toEqual(['support-resources', 'forum']);
  });

  it('passes the limit to each domain and can be narrowed to some domains', async () => {
    const seen: Array<[string, number]> = [];
    const search = createSearch();
    search.register(source('a', [hit('a', 'A', 1)], seen));
    search.register(source('b', [hit('b', 'B', 1)]));
    expect((await search.search('word', { limit: 2, domains: ['b'] })).map((r) => r.title)).toEqual(['B']);
    await search.search('word', { limit: 2 });
    expect(seen).toEqual([['word', 2]]);
  });

  it('leaves out a domain that fails instead of failing the search', async () => {
    const warnings: string[] = [];
    const search = createSearch({ warn: (_o, msg) => warnings.push(msg) });
    search.register({ domain: 'broken', search: async () => Promise.reject(new Error('down')) });
    search.register(source('ok', [hit('ok', 'Still here', 1)]));
    expect((await search.search('anything')).map((r) => r.title)).toEqual(['Still here']);
    expect(warnings).toHaveLength(1);
  });

  it('does not ask anyone for a query without words', async () => {
    const seen: Array<[string, number]> = [];
    const search = createSearch();
    search.register(source('a', [hit('a', 'A', 1)], seen));
    expect(await search.search(' ?! ')).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('refuses a domain registered twice', () => {
    const search = createSearch();
    search.register(source('a', []));
    expect(() => search.register(source('a', []))).toThrow(/already registered/);
  });
});

describe('search queries', () => {
  it('keeps only words (any script), so tsquery syntax cannot be injected', () => {
    expect(searchTerms("Can't sleep & worried | !x:* 'a' (chemo)")).toEqual(['can', 'sleep', 'worried', 'chemo']);
    expect(anyWordsQuery("fear') | 'xy")).toBe("'fear' | 'xy'");
    expect(allPrefixesQuery('नींद नहीं')).toBe("'नींद':* & 'नहीं':*");
    expect(anyWordsQuery('!!!')).toBeNull();
  });
});

describe("Forti's any-word query", () => {
  it('drops the words that say nothing about what is asked, in English, Hindi and romanised Hindi', () => {
    expect(anyMeaningfulQuery('How do I pay for my chemotherapy?')).toBe("'pay' | 'chemotherapy':*");
    expect(anyMeaningfulQuery('कीमोथेरेपी का ख़र्च कैसे उठाऊं?')).toBe("'कीमोथेरेपी':* | 'ख़र्च':* | 'उठाऊं':*");
    expect(anyMeaningfulQuery('chemo ka kharcha kaise uthaye?')).toBe("'chemo':* | 'kharcha':* | 'uthaye':*");
    expect(anyMeaningfulQuery('is it the cancer?')).toBeNull();
  });

  it('looks up a plural by its singular and keeps tsquery syntax out', () => {
    expect(anyMeaningfulQuery('hospitals & stress')).toBe("'hospital':* | 'stress':*");
    expect(anyMeaningfulQuery("fear') | !x:* 'xy")).toBe("'fear':* | 'xy'");
  });

  it('is asked only for: a search box keeps every word', () => {
    expect(sourceQuery('palliative care')).toBe(allPrefixesQuery('palliative care'));
    expect(sourceQuery('palliative care', 'all')).toBe("'palliative':* & 'care':*");
    expect(sourceQuery('palliative care', 'any')).toBe("'palliative':* | 'care':*");
  });

  it("counts a word over the domains asked, each domain's items once, and asks again only for words not counted lately", async () => {
    const asked: string[][] = [];
    const counting = (domain: string, items: number, holds: Record<string, number>): SearchSource => ({
      domain,
      search: async () => [],
      async termCounts(terms) {
        asked.push([domain, ...terms]);
        return { items, counts: terms.map((t) => holds[t] ?? 0) };
      },
    });
    const search = createSearch();
    search.register(counting('a', 10, { pain: 2, care: 6 }));
    search.register(counting('b', 5, { care: 4 }));
    search.register({ domain: 'c', search: async () => [] });
    const first = await search.termFrequencies(['pain', 'care']);
    expect(first).toEqual({
      items: 15,
      counts: new Map([
        ['pain', 2],
        ['care', 10],
      ]),
    });
    const second = await search.termFrequencies(['care', 'yoga'], { domains: ['a'] });
    expect(second).toEqual({
      items: 10,
      counts: new Map([
        ['care', 6],
        ['yoga', 0],
      ]),
    });
    expect(asked).toEqual([
      ['a', 'pain', 'care'],
      ['b', 'pain', 'care'],
      ['a', 'yoga'],
    ]);
  });

  it('passes the mode to each source', async () => {
    const modes: unknown[] = [];
    const search = createSearch();
    search.register({
      domain: 'a',
      async search(_q, _limit, opts) {
        modes.push(opts?.mode);
        return [];
      },
    });
    await search.search('pain relief', { mode: 'any' });
    await search.search('pain relief');
    expect(modes).toEqual(['any', undefined]);
  });
});
