/**
 * The contracts' and the server's messages for people are written in English, in the
 * specification's words, where the rule is (contracts/*.ts, the services). Their Hindi lives in
 * contracts/locales/hi (messages.json and one file per domain, merged), keyed by the English text: a message with
 * values in it (a limit, a date, a number of minutes) is keyed with {{0}}, {{1}}… in their place.
 * The server translates an error's message and its field issues into the request's language on the
 * way out; the web app translates its own form checks (the same zod contracts) the same way.
 * contracts/messages.test.ts fails when a message has no Hindi or the catalog keeps a stale one.
 */
export type MessageCatalog = Readonly<Record<string, string>>;

interface Compiled {
  exact: Map<string, string>;
  patterns: { regex: RegExp; text: string }[];
}

const compiled = new WeakMap<MessageCatalog, Compiled>();
const placeholder = /\{\{(\d+)\}\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalog: MessageCatalog): Compiled {
  let c = compiled.get(catalog);
  if (c) return c;
  c = { exact: new Map(), patterns: [] };
  for (const [english, text] of Object.entries(catalog)) {
    if (!placeholder.test(english)) {
      c.exact.set(english, text);
      continue;
    }
    placeholder.lastIndex = 0;
    const source = english
      .split(/(\{\{\d+\}\})/)
      .map((part) => (/^\{\{\d+\}\}$/.test(part) ? '(.+?)' : escape(part)))
      .join('');
    c.patterns.push({ regex: new RegExp(`^${source}$`, 's'), text });
  }
  placeholder.lastIndex = 0;
  compiled.set(catalog, c);
  return c;
}

/** The message in the catalog's language, with its values put back; the English text when the catalog has none. */
export function translateMessage(english: string, catalog: MessageCatalog | undefined): string {
  if (!catalog || !english) return english;
  const c = compile(catalog);
  const exact = c.exact.get(english);
  if (exact !== undefined) return exact;
  for (const { regex, text } of c.patterns) {
    const m = regex.exec(english);
    if (m) return text.replace(placeholder, (_, i: string) => m[Number(i) + 1] ?? '');
  }
  return english;
}
