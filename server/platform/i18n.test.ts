import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOrDefault, requestLanguage, translator } from './i18n.js';

const root = path.resolve(import.meta.dirname, '..', 'locales');

/** Every leaf as 'a.b.0' → text. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node))
      for (const [key, text] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, text);
  } else out.set(prefix, String(node));
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the server's catalogs", () => {
  const files = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));
  it('exist for English and Hindi with the same namespaces', () => {
    expect(readdirSync(root).sort()).toEqual(['en', 'hi']);
    expect(
      readdirSync(path.join(root, 'hi'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
  });
  for (const file of files) {
    it(`${file}: same keys, same placeholders, nothing empty`, () => {
      const en = leaves(JSON.parse(readFileSync(path.join(root, 'en', file), 'utf8')));
      const hi = leaves(JSON.parse(readFileSync(path.join(root, 'hi', file), 'utf8')));
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(placeholders(hi.get(key) ?? ''), key).toEqual(placeholders(text));
        expect(text.trim(), key).not.toBe('');
        expect((hi.get(key) ?? '').trim(), key).not.toBe('');
      }
    });
  }
});

describe('the language of a request', () => {
  it("follows Accept-Language's first language that the product speaks", () => {
    expect(requestLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(requestLanguage('en-IN')).toBe('en');
    expect(requestLanguage('ta-IN,hi;q=0.7,en;q=0.5')).toBe('hi');
    expect(requestLanguage('en;q=0.4,hi;q=0.9')).toBe('hi');
    expect(requestLanguage('fr-FR')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('hi;q=0')).toBe('en');
  });
  it('treats an unset or unknown stored language as English', () => {
    expect(languageOrDefault('hi')).toBe('hi');
    expect(languageOrDefault(null)).toBe('en');
    expect(languageOrDefault('xx')).toBe('en');
  });
  it('translates with placeholders in both languages', () => {
    expect(translator('en')('companion:compose.call', { phone: '14416' })).toBe('call 14416');
    expect(translator('hi')('companion:compose.call', { phone: '14416' })).toBe('फ़ोन: 14416');
  });
});
