import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname);
const languages = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const namespaces = [
  ...new Set(languages.flatMap((lng) => readdirSync(path.join(root, lng)).filter((f) => f.endsWith('.json')))),
].sort();

type Catalog = Record<string, unknown>;
const read = (lng: string, file: string): Catalog =>
  JSON.parse(readFileSync(path.join(root, lng, file), 'utf8')) as Catalog;

/** Every leaf as 'a.b.c' → text; plural forms (_zero, _one, _two, _few, _many, _other) fold into one key. */
function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Catalog, full)) out.set(k, v);
    else out.set(full, String(value));
  }
  return out;
}
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('message catalogs', () => {
  it('has English and Hindi', () => {
    expect(languages).toEqual(['en', 'hi']);
  });

  for (const file of namespaces) {
    describe(file, () => {
      const en = leaves(read('en', file));
      const hi = leaves(read('hi', file));

      it('has the same keys in English and Hindi', () => {
        const enKeys = [...new Set([...en.keys()].map(base))].sort();
        const hiKeys = [...new Set([...hi.keys()].map(base))].sort();
        expect(
          hiKeys.filter((k) => !enKeys.includes(k)),
          'in Hindi only',
        ).toEqual([]);
        expect(
          enKeys.filter((k) => !hiKeys.includes(k)),
          'missing from Hindi',
        ).toEqual([]);
      });

      it('gives every plural its "other" form in both languages', () => {
        for (const catalog of [en, hi]) {
          const plurals = [...catalog.keys()].filter((k) => k !== base(k)).map(base);
          for (const key of plurals) expect(catalog.has(`${key}_other`), `${key}_other`).toBe(true);
        }
      });

      it('counts things only through plural forms ("1 open report", never "1 open reports")', () => {
        // A number put before a plural noun is a count: it must be {{count}} in a key with _one/_other
        // forms, so each language says it right. Fixed limits (at most {{max}} characters) are not counts.
        const notCounts =
          /^(siteName|name|type|category|tier|min|max|\w+(Min|Max)|days|review|processing|response|length)$/;
        const verbs = /^(is|was|has|does|works|brings|needs|gets|helps|keeps|says)$/;
        for (const [key, text] of en) {
          if (key !== base(key)) continue;
          for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}\s+(?:[a-z]+\s+)?([a-z]+s)\b/g)) {
            const name = m[1]!;
            if (notCounts.test(name) || verbs.test(m[2]!)) continue;
            expect.fail(`${key}: "${text}" counts ${m[2]} without plural forms`);
          }
        }
      });

      it('uses the same placeholders in both languages, and leaves no text empty', () => {
        const byBase = (catalog: Map<string, string>) => {
          const map = new Map<string, string[]>();
          for (const [k, v] of catalog)
            map.set(base(k), [...new Set([...(map.get(base(k)) ?? []), ...placeholders(v)])].sort());
          return map;
        };
        const enVars = byBase(en);
        const hiVars = byBase(hi);
        for (const [key, vars] of enVars) {
          // A plural's count may be spelled out in one language's "one" form and not the other's.
          const withoutCount = (list: string[] | undefined) => (list ?? []).filter((v) => v !== 'count');
          expect(withoutCount(hiVars.get(key)), `placeholders of ${key}`).toEqual(withoutCount(vars));
        }
        for (const [key, text] of [...en, ...hi]) expect(text.trim(), `${key} is empty`).not.toBe('');
      });
    });
  }
});
