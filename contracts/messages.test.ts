import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMessage, type MessageCatalog } from './messages.js';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Every sentence a person may read that the contracts or the server write in code: the literal
 * strings of contracts/*.ts and server/{modules,platform} that start with a capital letter and end
 * like a sentence. Skipped: tests, seeds (demo content, in English by design), the API's own
 * documentation (route descriptions), log lines, e-mail bodies (server/locales/<lang>/mail.json),
 * Forti's prompt to a provider, and start-up errors meant for developers.
 */
/** The contracts' and the server's source files that may write what a person reads. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['art', 'locales', 'providers', 'test'].includes(entry.name)) walk(rel);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|seed|^messages\.ts$|^module\.ts$|^helplines\.ts$/.test(entry.name)) {
        files.push(rel);
      }
    }
  };
  walk('contracts');
  walk('server/modules');
  walk('server/platform');
  return files;
}

let texts: string[] | null = null;
function sourceTexts(): string[] {
  texts ??= sourceFiles().map((file) => readFileSync(path.join(root, file), 'utf8'));
  return texts;
}

function sentencesInCode(): Map<string, string> {
  const files = sourceFiles();
  const found = new Map<string, string>();
  const literal = /(['"`])((?:(?!\1)[^\\\n]|\\.)*?)\1/g;
  for (const file of files) {
    for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
      if (/^\s*(\/\/|\*|\/\*)|\b(description|summary|subject|text|html|log\.\w+|console\.\w+)\b\s*[:(]/.test(line)) continue;
      for (const m of line.matchAll(literal)) {
        let value = m[2]!;
        if (m[1] === '`') {
          let i = 0;
          value = value.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, () => `{{${i++}}}`);
        }
        value = value.replace(/\\(['"`\\])/g, '$1');
        if (/^([A-Z]|\{\{\d+\}\} )[^]*\s[^]*[.?!]$/.test(value) && !/^(SELECT|INSERT|UPDATE|DELETE|WITH)\b/.test(value)) found.set(value, file);
      }
    }
  }
  return found;
}

/** contracts/locales/hi/*.json merged: messages.json and one file per domain; a key in two files is an error. */
function hindiCatalog(): MessageCatalog {
  const dir = path.join(root, 'contracts', 'locales', 'hi');
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    for (const [english, text] of Object.entries(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>)) {
      if (english in merged) throw new Error(`${file}: "${english}" is already in another Hindi file`);
      merged[english] = text;
    }
  }
  return merged;
}

describe('messages written in code, in Hindi', () => {
  const inCode = sentencesInCode();
  const catalog = hindiCatalog();

  it('has a Hindi text for every message a person may read', () => {
    const missing = [...inCode].filter(([english]) => !(english in catalog)).map(([english, file]) => `${file}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('keeps no Hindi for a message the code no longer writes', () => {
    // A short message without a full stop (the specification's 'Admin access required') is not taken
    // for a sentence above: it counts as written while the code still quotes it.
    const quoted = (english: string) => sourceTexts().some((text) => text.includes(`'${english}'`));
    expect(Object.keys(catalog).filter((english) => !inCode.has(english) && !quoted(english))).toEqual([]);
  });

  it('keeps every value of a message ({{0}}, {{1}}…) or leaves it out on purpose, and writes in Devanagari', () => {
    for (const [english, text] of Object.entries(catalog)) {
      expect(text, english).toMatch(/[\u0900-\u097F]/);
      for (const value of text.match(/\{\{\d+\}\}/g) ?? []) expect(english, text).toContain(value);
    }
  });
});

describe('translateMessage', () => {
  const catalog = { 'Please write a message.': 'कृपया संदेश लिखें।', 'Messages are at most {{0}} characters.': 'संदेश अधिकतम {{0}} अक्षरों का हो सकता है।' };

  it('finds a fixed message and puts the values back into one with values', () => {
    expect(translateMessage('Please write a message.', catalog)).toBe('कृपया संदेश लिखें।');
    expect(translateMessage('Messages are at most 4000 characters.', catalog)).toBe('संदेश अधिकतम 4000 अक्षरों का हो सकता है।');
  });

  it('leaves a message it does not know, and English, as they are', () => {
    expect(translateMessage('Something new.', catalog)).toBe('Something new.');
    expect(translateMessage('Please write a message.', undefined)).toBe('Please write a message.');
  });

  it('translates the real catalog: a limit message with its number', () => {
    expect(translateMessage('Password must be at least 6 characters long.', hindiCatalog())).toMatch(/[\u0900-\u097F]/);
  });
});
