import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defineMessages,
  definedMessageKeys,
  englishMessage,
  messageKeyOf,
  messageParamNames,
  translateKeyed,
  translateMessage,
  withParams,
  type MessageCatalog,
} from './messages.js';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The contracts' and the server's source files that may write what a person reads: contracts/*.ts
 * and server/{modules,platform}. Skipped: tests, seeds and facts (content rows, in English by design), art,
 * Forti's providers (a prompt to a model), evaluation sets and their stand-ins, test helpers, and the
 * server's own catalogs.
 */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['art', 'eval', 'locales', 'providers', 'test'].includes(entry.name)) walk(rel);
      } else if (
        /\.ts$/.test(entry.name) &&
        !/\.test\.ts$|seed|\.facts\.ts$|^messages\.ts$|^module\.ts$|^helplines\.ts$/.test(entry.name)
      ) {
        files.push(rel);
      }
    }
  };
  walk('contracts');
  walk('server/modules');
  walk('server/platform');
  return files;
}

/** Loads every file that defines messages, so that every key is known. */
async function loadEveryMessage(): Promise<void> {
  for (const file of sourceFiles()) {
    if (readFileSync(path.join(root, file), 'utf8').includes('defineMessages(')) await import(path.join(root, file));
  }
}

/**
 * Every sentence a person may read that the code writes: the literal strings that start with a
 * capital letter and end like a sentence (a value inside a template is {{0}}, {{1}}…). Skipped:
 * comments, the API's own documentation (description, summary), log lines and e-mail bodies.
 */
function sentencesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const literal = /(['"`])((?:(?!\1)[^\\\n]|\\.)*?)\1/g;
  for (const file of sourceFiles()) {
    let previous = '';
    for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
      const notForPeople = /\b(description|summary|subject|text|html|log\.\w+|console\.\w+)\b\s*[:(]/;
      // A documentation or log string may stand on the line after its key (as the formatter wraps it).
      const skip =
        /^\s*(\/\/|\*|\/\*)/.test(line) ||
        notForPeople.test(line) ||
        new RegExp(`${notForPeople.source}\\s*$`).test(previous);
      previous = line;
      if (skip) continue;
      for (const m of line.matchAll(literal)) {
        let value = m[2]!;
        if (m[1] === '`') {
          let i = 0;
          value = value.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, () => `{{${i++}}}`);
        }
        value = value.replace(/\\(['"`\\])/g, '$1');
        if (/^([A-Z]|\{\{\d+\}\} )[^]*\s[^]*[.?!]$/.test(value) && !/^(SELECT|INSERT|UPDATE|DELETE|WITH)\b/.test(value))
          found.set(value, file);
      }
    }
  }
  return found;
}

/** contracts/locales/hi/*.json merged: one file per namespace; a key in two files is an error. */
function hindiCatalog(): MessageCatalog {
  const dir = path.join(root, 'contracts', 'locales', 'hi');
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    for (const [key, text] of Object.entries(
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>,
    )) {
      if (key in merged) throw new Error(`${file}: "${key}" is already in another Hindi file`);
      expect(key.startsWith(`${file.replace(/\.json$/, '')}.`), `${file}: ${key}`).toBe(true);
      merged[key] = text;
    }
  }
  return merged;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('messages written in code, by key, in Hindi', () => {
  let catalog: MessageCatalog;
  beforeAll(async () => {
    await loadEveryMessage();
    catalog = hindiCatalog();
  });

  it('has a Hindi text for every message the contracts and the server define', () => {
    const keys = definedMessageKeys().filter((key) => !key.startsWith('sampleTest.'));
    expect(keys.length).toBeGreaterThan(250);
    expect(keys.filter((key) => !(key in catalog))).toEqual([]);
  });

  it('keeps no Hindi for a key that no code defines', () => {
    const keys = new Set(definedMessageKeys());
    expect(Object.keys(catalog).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('writes in Devanagari and names only values the message has', () => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text, key).toMatch(/[\u0900-\u097F]/);
      const names = messageParamNames(key);
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(names, `${key}: ${text}`).toContain(name);
    }
  });

  it('writes every sentence for people through a defined message (so it has a key)', () => {
    const defined = definedMessageKeys().flatMap((key) => {
      const names = messageParamNames(key);
      const text = englishMessage(key, Object.fromEntries(names.map((n) => [n, `\u2983${n}\u2984`])));
      return text === undefined ? [] : [text];
    });
    const exact = new Set(defined);
    const matches = (sentence: string) => {
      if (exact.has(sentence)) return true;
      const pattern = (s: string) =>
        new RegExp(
          `^${s
            .split(/(\{\{\d+\}\}|\u2983\w+\u2984)/)
            .map((p) => (/^(\{\{\d+\}\}|\u2983\w+\u2984)$/.test(p) ? '.+?' : escape(p)))
            .join('')}$`,
          's',
        );
      return defined.some((text) => pattern(sentence).test(text) || pattern(text).test(sentence));
    };
    // The companion's suggested prompts: the web shows them from its own catalog (companion:prompts.*).
    const prompts =
      /^(I've just been diagnosed|I'm preparing for surgery|How can I manage the side effects|I would like to connect with survivors|Can you help me understand my treatment|How do I talk to my family|I care for someone with cancer|I am worried about the cost|I feel scared and low)/;
    const missing = [...sentencesInCode()]
      .filter(([sentence]) => !prompts.test(sentence) && !matches(sentence))
      .map(([sentence, file]) => `${file}: ${sentence}`);
    expect(missing).toEqual([]);
  });
});

describe('messages that know their key', () => {
  const Sample = defineMessages('sampleTest', {
    empty: 'Please write a message in the sample.',
    limited: withParams(
      ['minutes'],
      (minutes: number) => `You have sent many samples. Please try again in ${minutes} minutes.`,
    ),
  });
  const hindi = {
    'sampleTest.empty': 'कृपया नमूने में संदेश लिखें।',
    'sampleTest.limited': 'कृपया {{minutes}} मिनट बाद फिर कोशिश करें।',
  };

  it('finds the key of a fixed message and the key and values of a message with values', () => {
    expect(messageKeyOf(Sample.empty)).toEqual({ key: 'sampleTest.empty' });
    expect(messageKeyOf(Sample.limited(7))).toEqual({ key: 'sampleTest.limited', params: { minutes: 7 } });
    expect(messageKeyOf('A sentence no code defines.')).toBeUndefined();
  });

  it('translates by key with named values, and falls back to the English the code defines', () => {
    expect(translateKeyed({ key: 'sampleTest.limited', params: { minutes: 4 } }, hindi)).toBe(
      'कृपया 4 मिनट बाद फिर कोशिश करें।',
    );
    expect(translateKeyed({ key: 'sampleTest.limited', params: { minutes: 4 } }, undefined)).toBe(
      'You have sent many samples. Please try again in 4 minutes.',
    );
    expect(translateMessage(Sample.limited(12), hindi)).toBe('कृपया 12 मिनट बाद फिर कोशिश करें।');
    expect(translateMessage('Something new.', hindi)).toBe('Something new.');
  });

  it('translates the real catalog: a limit message with its number', async () => {
    const { ForumMessages } = await import('./forum.js');
    expect(translateMessage(ForumMessages.postsLimited(25), hindiCatalog())).toBe(
      'आपने पिछले एक घंटे में कई पोस्ट साझा की हैं। कृपया 25 मिनट बाद फिर कोशिश करें।',
    );
  });
});
