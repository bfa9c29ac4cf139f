import { and, asc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/client.js';

/**
 * Platform search: one interface that every content domain plugs into (support resources first;
 * the forum, stories, events, groups and the resources library as they are built). Forti cites
 * what it finds; a site-wide search page can use the same registry.
 */

/** One thing found: enough to show and to cite (title and link). */
export interface SearchHit {
  /** The domain it comes from, e.g. 'support-resources', 'forum'. */
  domain: string;
  /** A stable id within the domain (a slug), when the domain has one; Forti's citations keep it. */
  id?: string;
  title: string;
  summary: string;
  /** The Hindi of the title and summary, where the domain keeps it (decision 0076). */
  hi?: { title: string | null; summary: string | null };
  /** A path of this site (/support) or an official outside address. */
  url: string;
  /** Where the facts come from, when the domain keeps that (e.g. an official page). */
  source?: string;
  /** A phone number to call, when the hit is a helpline or organisation. */
  phone?: string;
  /** Relevance within its domain, higher is better (PostgreSQL ts_rank or similar). */
  rank?: number;
  /**
   * When the search was asked for `terms`: how well each of them alone ranks this hit (ts_rank of
   * the term's any-word query, in the order asked; 0 when the hit does not hold it), so that the
   * caller can weigh each word by how rare it is.
   */
  termRanks?: number[];
}

/**
 * How a query's words must match. 'all' (the default, what search boxes want): every word, each as
 * a word beginning. 'any' (Forti's questions): any word that carries meaning, ranked by how much
 * of the query an item matches; a source that cannot rank may keep to 'all'.
 */
export type SearchMode = 'all' | 'any';

/** What a source is asked besides the text. */
export interface SourceOptions {
  mode?: SearchMode;
  /** Terms (meaningfulTerms) to rank each hit by, one at a time (SearchHit.termRanks); optional to honour. */
  terms?: string[];
}

/** How many of a domain's searchable items there are, and how many hold each word (an any-word term). */
export interface TermCounts {
  items: number;
  /** By term, in the order asked. */
  counts: number[];
}

/** A content domain's search: full-text, over public content only, best first. */
export interface SearchSource {
  domain: string;
  search(query: string, limit: number, opts?: SourceOptions): Promise<SearchHit[]>;
  /**
   * How many of the items an any-word search can find hold each term (meaningfulTerms), counted
   * the way the any-word search matches them. Optional: a domain without it counts as holding none.
   */
  termCounts?(terms: string[]): Promise<TermCounts>;
}

/** Document frequencies over some domains: how common each word is in the library searched. */
export interface TermFrequencies {
  items: number;
  counts: Map<string, number>;
}

export interface PlatformSearch {
  register(source: SearchSource): void;
  /** Every registered domain, merged by relevance; a failing domain is left out, not fatal. */
  search(
    query: string,
    opts?: { limit?: number; domains?: string[]; mode?: SearchMode; terms?: string[] },
  ): Promise<SearchHit[]>;
  domains(): string[];
  /**
   * How many items of the domains (all when not given) hold each term, and how many items there
   * are: cached a few minutes per term, so a question asks only for the words not seen lately.
   */
  termFrequencies(terms: string[], opts?: { domains?: string[] }): Promise<TermFrequencies>;
}

export const SEARCH_DEFAULT_LIMIT = 5;
const SEARCH_MAX_LIMIT = 50;
/** Words a query is cut to: a long message is searched by its first words that carry meaning. */
const MAX_TERMS = 24;

/** The words of a text (letters, combining marks and digits of any script), lower-cased. */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  for (const w of words) {
    if (w.length < 2 && !/\p{N}/u.test(w)) continue;
    seen.add(w);
    if (seen.size >= MAX_TERMS) break;
  }
  return [...seen];
}

/**
 * A `to_tsquery` string matching ANY of the words (best for natural-language messages, ranked by
 * ts_rank). The words hold only letters, marks and digits, so they cannot inject tsquery syntax.
 * Null when nothing searchable is left.
 */
export function anyWordsQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length > 0 ? terms.map((t) => `'${t}'`).join(' | ') : null;
}

/** A `to_tsquery` string matching ALL the words, each as a prefix (search boxes: "diag" finds "diagnosis"). */
export function allPrefixesQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length > 0 ? terms.map((t) => `'${t}':*`).join(' & ') : null;
}

/**
 * Words that say nothing about what is asked, in English, Hindi and romanised Hindi (and "cancer",
 * which every item of this library is about): an any-word query leaves them out, or "how do I" and
 * "ka kya hai" would find everything.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    'a an and or but if so than then as at by for from in into of on to with about over after before',
    'is are was were be been being am do does did doing have has had having can could will would shall',
    'should may might must i me my mine myself we us our you your he him his she her it its they them',
    'their this that these those there here what which who whom whose how where when why any some all',
    'no not very too just also only get got getting please want need like know tell one much many more',
    'most such own same other others anyone someone something anything way lot now good best',
    // What every item of this library is about: it tells no item from another
    'cancer india indian treatment treatments patient patients support supports help',
    // Hindi (Devanagari, nukta and chandrabindu as typed and folded)
    'का की के है हैं था थी थे में मे से को और या कैसे क्या कहाँ कहां कहा कब कौन कोई मुझे मेरा मेरी मेरे हम',
    'हमें हमारे आप आपका आपकी वह यह ये वो हो होता होती होते होगा करें करूं करूँ करना करते करती कर पर भी तो',
    'ही नहीं न लिए बहुत कुछ किसी जो सकता सकती सकते चाहिए चाहता चाहती रहा रही रहे गया गई हूं हूँ उनकी उनके',
    'उनका इस उस एक अब जब तक अच्छा अच्छी अच्छे वाला वाले वाली कैंसर भारत भारतीय इलाज मरीज़ मरीज मरीज़ों मरीजों मदद सहायता',
    // Romanised Hindi
    'ka ki ke kaa kee hai hain hei tha thi the mein me se ko aur ya kaise kya kyaa kahan kahaan kab kaun koi',
    'mujhe mujhko mera meri mere hum hame humein aap woh vo yeh ye wo ho hota hoti hote hoga karein karen',
    'karun karoon karna karte karti kar par bhi toh hi nahi nahin na liye liya bahut bohot kuch kisi jo',
    'sakta sakti sakte chahiye chahta chahti raha rahi rahe gaya gayi hoon hun hu unki unke unka iske is us',
    'ek ab jab tak main accha acchi achha wala wale wali walon kansar ilaj ilaaj mareez marij mareezon madad sahayata',
    // Everyday words of a question that name nothing: determiners, contractions' pieces, and in Hindi and
    // romanised Hindi the postpositions, pronouns and helping verbs (जाने, मिलेगा, बताइए, पता): the
    // library's few Hindi items hold them too, and they would find those items for any Hindi question
    'each every since during really actually still even ever yet already quite bit thing things im ive dont cant',
    'don doesn didn isn aren wasn couldn wouldn shouldn won ll ve re hi hello thanks thank',
    'बाद साथ लिये रहता रहती रहते रहना रहने होना होने होगी होंगे हुआ हुई हुए जाना जाने जाता जाती जाते जा जाए जाएं',
    'जाएगा जाएगी जाएंगे गए गये गयी करके करने करवाना करवाने कराना कराने करवाएं किया किए किये कि किससे किसको',
    'किसे किसका किसकी किसके कहीं वहां यहां इसे उसे इन उन इनके उनको उन्हें इसका इसकी इसके उसका उसकी उसके अपना',
    'अपनी अपने सब सभी बस फिर लेकिन मगर अगर क्योंकि सी सा ऐसा ऐसे ऐसी वैसे मिल मिलेगा मिलेगी मिलेंगे मिलता',
    'मिलती मिलते मिले सकें सकूं सके पाना पाते पाती दें दीजिए दीजिये बताइए बताइये बताएं बताओ बताना चला चली',
    'चले पता जानना चाहते चाहिये कृपया थोड़ा थोड़ी थोडा थोडी ज्यादा ज़्यादा कितना कितनी कितने कौनसा कौनसी',
    'अभी आज लगता लगती लगा लगे आ आता आती आते आए आई आया दे देना देते देती ले लेना लेते लेती लें लिया नही मैं मै',
    'तुम तू उन्होंने हमारा हमारी बारे दूसरे दूसरी दूसरा और ऐसे ये वे जिसे जिनसे जिससे जिसमें दौरान जैसे जैसा जैसी किस किन',
    'कौनसे तरफ पास क्यों क्यूं क्यो',
    'baad saath sath rehta rehti rehte rahta rahti rahte rehna hona hone hogi honge hua hui hue jana jaana jaane',
    'jane jata jati jate jaate ja jaye jaaye jayega jaega gaye gayi gye karke karne karwana karwane karana karane',
    'kiya kiye kisse kisko kise kiska kiski kiske kahin kahi wahan yahan yaha waha ise inke unko unhe iska',
    'iski apna apni apne sab sabhi bas phir fir lekin magar agar kyunki kyuki sa si aisa aise aisi waise mil',
    'milega milegi milenge milta milti milte mile sake saken sakein saku dein dijiye dijie bataiye bataye batayein',
    'batao batana chala chali chale pata jaanna chahte plz pls thoda thodi zyada jyada kitna kitni kitne konsa',
    'konsi kaunsa kaunsi abhi aaj lagta lagti laga lage aa aata aati aate aaye aayi aaya de dena dete deti le',
    'lena lete leti liya nhi mai tum tu yaar yar ji haan dusre dusri doosre dauran jaise jaisa jaisi kis kin taraf paas kyun kyon kyu',
  ]
    .join(' ')
    .split(' '),
);

/** Words an any-word query keeps (stop-words do not count): a question and the words it adds. */
const ANY_MAX_TERMS = 40;

/** Words of at least this many letters are looked up as word beginnings in an any-word query. */
const PREFIX_MIN_LETTERS = 4;

/** An English plural looked up by its singular's beginning ("hospitals" finds "hospital"). */
const singular = (t: string) => (/^[a-z]{4,}[^s]s$/.test(t) ? t.slice(0, -1) : t);

/**
 * A `to_tsquery` string matching ANY word of the text that carries meaning (stop-words dropped),
 * the longer ones as word beginnings ("financ" finds "financial", "hospitals" finds "hospital"):
 * for a question, ranked by ts_rank so that an item matching more of it comes first. Null when
 * nothing is left.
 */
export function anyMeaningfulQuery(text: string): string | null {
  const terms = meaningfulTerms(text);
  return terms.length > 0 ? terms.map(termQuery).join(' | ') : null;
}

/**
 * The words of a text an any-word query looks for, in order, once each: stop-words dropped, an
 * English plural as its singular, at most ANY_MAX_TERMS.
 */
export function meaningfulTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const meaningful = words.filter((w) => (w.length >= 2 || /\p{N}/u.test(w)) && !STOP_WORDS.has(w));
  return [...new Set(meaningful.map(singular))].slice(0, ANY_MAX_TERMS);
}

/** One term of an any-word query as `to_tsquery` text: a word beginning when it is long enough. */
export function termQuery(term: string): string {
  return [...term].length >= PREFIX_MIN_LETTERS ? `'${term}':*` : `'${term}'`;
}

/**
 * The SELECT list that counts a domain's items and, for each term, those whose vector holds it
 * (TermCounts): one query for all the terms. `config` is the vector's text search configuration.
 */
function termCountColumns(vector: SQL | SQLWrapper, terms: string[], config: 'simple' | 'english' = 'simple') {
  const regconfig = sql.raw(`'${config}'::regconfig`);
  const columns: Record<string, SQL<number>> = { items: sql<number>`count(*)::int` };
  terms.forEach((term, i) => {
    columns[`t${i}`] =
      sql<number>`(count(*) filter (where ${vector} @@ to_tsquery(${regconfig}, ${termQuery(term)})))::int`;
  });
  return columns;
}

/**
 * The SELECT expression ranking a row by each term alone (SourceOptions.terms): an array of
 * ts_rank, one per term, about 0 where the row does not hold the term. Null without terms.
 */
function termRanksColumn(
  vector: SQL | SQLWrapper,
  terms: string[] | undefined,
  config: 'simple' | 'english' = 'simple',
): SQL<unknown> {
  if (!terms || terms.length === 0) return sql<unknown>`null`;
  const regconfig = sql.raw(`'${config}'::regconfig`);
  const ranks = terms.map((term) => sql`ts_rank(${vector}, to_tsquery(${regconfig}, ${termQuery(term)}))`);
  return sql<unknown>`array[${sql.join(ranks, sql`, `)}]::float8[]`;
}

/** The value of termRanksColumn as numbers (a driver may give an array or its text form), if any. */
function termRanksOf(value: unknown): { termRanks: number[] } | Record<string, never> {
  if (value === undefined || value === null) return {};
  const list = Array.isArray(value)
    ? value
    : String(value)
        .replace(/^\{|\}$/g, '')
        .split(',');
  return { termRanks: list.map((v) => (Number(v) > 1e-9 ? Number(v) : 0)) };
}

/** A row of termCountColumns as TermCounts. */
function termCountsOf(row: Record<string, unknown> | undefined, terms: string[]): TermCounts {
  return { items: Number(row?.items ?? 0), counts: terms.map((_, i) => Number(row?.[`t${i}`] ?? 0)) };
}

/** How long a term's library-wide count is reused before it is asked again. */
export const TERM_COUNTS_TTL_MS = 5 * 60_000;

/** The `to_tsquery` string a source uses for a query in a mode: all words (the default) or any. */
export function sourceQuery(text: string, mode: SearchMode = 'all'): string | null {
  return mode === 'any' ? anyMeaningfulQuery(text) : allPrefixesQuery(text);
}

/** What a table's row says of itself as a hit: the search adds its domain and ranks. */
export type FoundItem = Omit<SearchHit, 'domain' | 'rank' | 'termRanks'>;

/** A table's search source (tableSearchSource): its table, its vector, what it shows and to whom. */
export interface TableSearch<Columns extends Record<string, PgColumn | SQL>> {
  domain: string;
  db: Database;
  table: PgTable;
  /** The tsvector searched; by mode when an any-word search counts a few more of an item's words. */
  document: SQL | SQLWrapper | ((mode: SearchMode) => SQL | SQLWrapper);
  /** The vector's text search configuration ('simple' unless told). */
  config?: 'simple' | 'english';
  /**
   * How the source matches: 'all' every word as a word beginning, whatever it is asked; 'any' any
   * word that carries meaning, whatever it is asked; 'all-and-any' as asked (SourceOptions.mode).
   * A source that can match any word ranks each term (SourceOptions.terms) and counts them (termCounts).
   */
  modes: 'all' | 'any' | 'all-and-any';
  /** The columns a hit is made of (plain columns and expressions, one column each). */
  select: Columns;
  /** What may be found, asked at each search (e.g. events not yet over); all rows when not given. */
  visible?: () => SQL | undefined;
  /** Among equally ranked items, this column's order. */
  thenBy?: PgColumn;
  present: (row: SelectResultFields<Columns>) => FoundItem;
}

/**
 * A content table as a search source, best first: the tsquery of the mode, ts_rank, the per-term
 * ranks and the term counts of an any-word search, over the visible rows only.
 */
export function tableSearchSource<Columns extends Record<string, PgColumn | SQL>>(
  source: TableSearch<Columns>,
): SearchSource {
  const { domain, db, table, document, config = 'simple', modes, select, visible, thenBy, present } = source;
  const vector = (mode: SearchMode) => (typeof document === 'function' ? document(mode) : document);
  const regconfig = sql.raw(`'${config}'`);
  // The rank is the column after the selected ones: ordered by its position, it is computed once.
  const byRank = sql.raw(`${Object.keys(select).length + 1} desc`);
  const search: SearchSource['search'] = async (query, limit, opts) => {
    const mode: SearchMode = modes === 'all-and-any' ? (opts?.mode ?? 'all') : modes;
    const tsquery = sourceQuery(query, mode);
    if (!tsquery) return [];
    const found = sql`to_tsquery(${regconfig}, ${tsquery})`;
    const columns = {
      ...select,
      searchRank: sql<number>`ts_rank(${vector(mode)}, ${found})`,
      ...(modes === 'all'
        ? {}
        : { searchTermRanks: termRanksColumn(vector(mode), mode === 'any' ? opts?.terms : undefined, config) }),
    };
    const rows = (await db
      .select(columns)
      .from(table)
      .where(and(sql`${vector(mode)} @@ ${found}`, visible?.()))
      .orderBy(...(thenBy ? [byRank, asc(thenBy)] : [byRank]))
      .limit(limit)) as unknown as (SelectResultFields<Columns> & { searchRank: number; searchTermRanks?: unknown })[];
    return rows.map((row) => ({
      domain,
      ...present(row),
      rank: Number(row.searchRank),
      ...termRanksOf(row.searchTermRanks),
    }));
  };
  if (modes === 'all') return { domain, search };
  return {
    domain,
    search,
    async termCounts(terms) {
      const [row] = await db
        .select(termCountColumns(vector('any'), terms, config))
        .from(table)
        .where(visible?.());
      return termCountsOf(row, terms);
    },
  };
}

/** Words a search box looks for inside the text: every word, one letter too, at most eight. */
export function boxTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 8);
}

/** A LIKE pattern that finds the text anywhere, its own %, _ and \\ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's search box: every word either begins a word of the text (full text, through the
 * column's GIN index and its ranking) or stands anywhere inside it ('shop' finds 'Workshop', and
 * one letter finds something), in any script. `text` is the same text the search column was built
 * from. Null when the box holds nothing to look for.
 */
export function boxSearch(searchColumn: SQLWrapper, text: SQL, q: string): SQL | null {
  const terms = boxTerms(q);
  if (terms.length === 0) return null;
  const inside = sql.join(
    terms.map((term) => sql`${text} ilike ${containsPattern(term)}`),
    sql` and `,
  );
  const tsquery = allPrefixesQuery(q);
  return tsquery ? sql`(${searchColumn} @@ to_tsquery('simple', ${tsquery}) or (${inside}))` : sql`(${inside})`;
}

export function createSearch(log?: { warn: (obj: object, msg: string) => void }): PlatformSearch {
  const sources = new Map<string, SearchSource>();
  // Per domain: its item count and each term's count, with the time they were read.
  const counted = new Map<string, { at: number; items: number; counts: Map<string, number> }>();
  async function domainCounts(source: SearchSource, terms: string[], now: number) {
    let cache = counted.get(source.domain);
    if (!cache || now - cache.at > TERM_COUNTS_TTL_MS) {
      cache = { at: now, items: 0, counts: new Map() };
      counted.set(source.domain, cache);
    }
    const missing = terms.filter((t) => !cache.counts.has(t));
    if (missing.length > 0 && source.termCounts) {
      try {
        const got = await source.termCounts(missing);
        cache.items = got.items;
        missing.forEach((t, i) => cache.counts.set(t, got.counts[i] ?? 0));
      } catch (err) {
        log?.warn({ err, domain: source.domain }, 'search: a domain could not count its words; it counts as none');
      }
    }
    return cache;
  }
  return {
    register(source) {
      if (sources.has(source.domain)) throw new Error(`search: domain ${source.domain} is already registered`);
      sources.set(source.domain, source);
    },
    domains: () => [...sources.keys()],
    async termFrequencies(terms, opts = {}) {
      const chosen = [...sources.values()].filter((s) => !opts.domains || opts.domains.includes(s.domain));
      const now = Date.now();
      const caches = await Promise.all(chosen.map((source) => domainCounts(source, terms, now)));
      const counts = new Map(terms.map((t) => [t, caches.reduce((n, c) => n + (c.counts.get(t) ?? 0), 0)]));
      return { items: caches.reduce((n, c) => n + c.items, 0), counts };
    },
    async search(query, opts = {}) {
      const limit = Math.min(Math.max(1, opts.limit ?? SEARCH_DEFAULT_LIMIT), SEARCH_MAX_LIMIT);
      if (searchTerms(query).length === 0) return [];
      const chosen = [...sources.values()].filter((s) => !opts.domains || opts.domains.includes(s.domain));
      const results = await Promise.all(
        chosen.map(async (source) => {
          try {
            const asked = { ...(opts.mode ? { mode: opts.mode } : {}), ...(opts.terms ? { terms: opts.terms } : {}) };
            return await source.search(query, limit, Object.keys(asked).length > 0 ? asked : undefined);
          } catch (err) {
            log?.warn({ err, domain: source.domain }, 'search: a domain failed; its results are left out');
            return [];
          }
        }),
      );
      // Interleave the domains by their own order, then prefer higher rank: no domain crowds out the rest.
      const merged: SearchHit[] = [];
      const longest = Math.max(0, ...results.map((r) => r.length));
      for (let i = 0; i < longest; i++) {
        const row = results.map((r) => r[i]).filter((h): h is SearchHit => h !== undefined);
        row.sort((a, b) => (b.rank ?? 0) - (a.rank ?? 0));
        merged.push(...row);
      }
      return merged.slice(0, limit);
    },
  };
}
