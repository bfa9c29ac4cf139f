import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every t('literal.key') in the web app names a key that the English catalog has, in one of the
// namespaces the file asked useTranslation() for (or the one written as 'ns:key').
const src = path.resolve(import.meta.dirname, '..');
const locales = path.join(src, 'locales', 'en');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' || name === 'test' ? [] : files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function keysOf(ns: string): Set<string> {
  const out = new Set<string>();
  let catalog: Record<string, unknown>;
  try {
    catalog = JSON.parse(readFileSync(path.join(locales, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  } catch {
    return out;
  }
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      const full = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') {
        out.add(full);
        walk(v as Record<string, unknown>, full);
      } else out.add(full.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  };
  walk(catalog, '');
  return out;
}

describe('catalog keys used by the web app', () => {
  it('exist in the English catalog', () => {
    const missing: string[] = [];
    const cache = new Map<string, Set<string>>();
    const keys = (ns: string) => cache.get(ns) ?? cache.set(ns, keysOf(ns)).get(ns)!;
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8');
      const namespaces = new Set<string>();
      for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
        if (!m[1]) namespaces.add('common');
        else for (const n of m[1].matchAll(/'([^']+)'/g)) namespaces.add(n[1]!);
      }
      for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const key = m[1]!;
        const [ns, bare] = key.includes(':') ? [key.split(':')[0]!, key.split(':').slice(1).join(':')] : [null, key];
        const candidates = ns ? [ns] : [...namespaces];
        if (candidates.length === 0) candidates.push('common');
        if (!candidates.some((n) => keys(n).has(bare))) missing.push(`${path.relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
