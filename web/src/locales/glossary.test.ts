import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from './glossary-hi.json';

// One Hindi word per concept: no Hindi catalog (web, server messages, contract messages) may use a
// variant the glossary (glossary-hi.json, written out in docs/glossary-hi.md) says not to use.
const root = path.resolve(import.meta.dirname, '../../..');
const folders = ['web/src/locales/hi', 'server/locales/hi', 'contracts/locales/hi'];

type Avoid = string | { regex: string; example: string; means: string };
interface Term {
  en: string;
  use: string;
  avoid: Avoid[];
  allow?: string[];
  note: string;
}
const terms = glossary.terms as Term[];

const matcher = (a: Avoid) =>
  typeof a === 'string' ? (s: string) => s.includes(a) : (s: string) => new RegExp(a.regex, 'u').test(s);
const shown = (a: Avoid) => (typeof a === 'string' ? a : a.means);

/** Every string in a catalog with its key path ('a.b[0]'); contract catalogs are keyed by English sentences. */
function strings(node: unknown, key = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[key, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => strings(v, `${key}[${i}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

/** Each forbidden variant found, as '<folder>/<file> · <key>: uses "<variant>" (use "<term>")'. */
export function violations(catalogs: Array<{ file: string; catalog: unknown }>): string[] {
  const out: string[] = [];
  for (const { file, catalog } of catalogs) {
    const base = path.basename(file);
    for (const [key, text] of strings(catalog)) {
      for (const term of terms) {
        if (term.allow?.some((place) => `${base}:${key}`.startsWith(place))) continue;
        for (const avoid of term.avoid)
          if (matcher(avoid)(text)) out.push(`${file} · ${key}: uses "${shown(avoid)}" (use "${term.use}")`);
      }
    }
  }
  return out;
}

const catalogs = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      file: `${folder}/${name}`,
      catalog: JSON.parse(readFileSync(path.join(root, folder, name), 'utf8')) as unknown,
    })),
);

describe('the Hindi glossary', () => {
  it('no Hindi catalog uses a variant the glossary says not to use', () => {
    expect(catalogs.length).toBeGreaterThan(30);
    expect(violations(catalogs)).toEqual([]);
  });

  it('catches every listed variant, and names the file and key', () => {
    for (const term of terms) {
      for (const avoid of term.avoid) {
        const sample = typeof avoid === 'string' ? `… ${avoid} …` : avoid.example;
        expect(violations([{ file: 'web/src/locales/hi/sample.json', catalog: { a: { b: [sample] } } }])).toEqual([
          `web/src/locales/hi/sample.json · a.b[0]: uses "${shown(avoid)}" (use "${term.use}")`,
        ]);
      }
    }
    // The texts the native review found (2026-11-26) fail the check.
    const old = {
      roles: { caregiver: 'देखभालकर्ता' },
      errors: { 'Please enter the diagnosis date as a valid date.': 'कृपया निदान की तारीख सही रूप में लिखें।' },
      title: 'सर्वाइवर की कहानियाँ',
    };
    expect(violations([{ file: 'contracts/locales/hi/messages.json', catalog: old }])).toHaveLength(4);
    // Inflected forms are caught, not only the imperative the glossary names (second review, M-14).
    const saved = { saved: 'सहेजा गया', preview: 'ऐसे सहेजे जाएँगे: {{tags}}', note: 'तभी सहेजी जाती है' };
    expect(violations([{ file: 'web/src/locales/hi/people.json', catalog: saved }])).toHaveLength(3);
    // The preferred words pass, and an allowed place (the DPDP grievance officer) may say शिकायत.
    expect(
      violations([
        {
          file: 'web/src/locales/hi/people.json',
          catalog: { rights: { grievanceTitle: 'शिकायत अधिकारी' }, roles: { survivor: 'कैंसर सर्वाइवर' }, date: 'तारीख़' },
        },
      ]),
    ).toEqual([]);
  });

  it('is written out in docs/glossary-hi.md: every term, its Hindi and every variant not to use', () => {
    const doc = readFileSync(path.join(root, 'docs/glossary-hi.md'), 'utf8');
    for (const term of terms) {
      expect(doc).toContain(term.en);
      expect(doc).toContain(term.use);
      for (const avoid of term.avoid) expect(doc).toContain(shown(avoid));
    }
  });
});
