import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defineMessages,
  definedMessageKeys,
  englishTemplate,
  issueText,
  isMessage,
  messageOfIssue,
  messageParamNames,
  translationOptions,
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
 * capital letter and end like a sentence (a value inside a template is {{0}}, {{1}}…).
 * Skipped: comments, the API's own documentation (description, summary), log lines and e-mail bodies.
 */
function sentencesInCode(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
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
          found.push([value, file]);
      }
    }
  }
  return found;
}

type Catalog = Record<string, string>;

/** contracts/locales/hi/*.json: one file per namespace, its messages by name (i18next's nested JSON), flattened to keys. */
function hindiCatalog(): Catalog {
  const dir = path.join(root, 'contracts', 'locales', 'hi');
  const merged: Catalog = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    for (const [name, text] of Object.entries(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object)) {
      expect(typeof text, `${file}: ${name} is a text, not a nested object`).toBe('string');
      expect(name, `${file}: a name, not a key`).toMatch(/^\w+$/);
      merged[`${namespace}.${name}`] = text as string;
    }
  }
  return merged;
}

/** A plural's Hindi may be one text (Hindi says the number the same way) or a text per form. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every English template the code defines (both forms of a plural). */
function englishTexts(): string[] {
  return definedMessageKeys().flatMap((key) => {
    const template = englishTemplate(key)!;
    return typeof template === 'string' ? [template] : [template.one, template.other];
  });
}

describe('messages written in code, by key, in Hindi', () => {
  let catalog: Catalog;
  beforeAll(async () => {
    await loadEveryMessage();
    catalog = hindiCatalog();
  });

  it('has a Hindi text for every message the contracts and the server define', () => {
    const keys = definedMessageKeys().filter((key) => !/^test[A-Z]/.test(key));
    expect(keys.length).toBeGreaterThan(250);
    const hindi = new Set(Object.keys(catalog).map(baseKey));
    expect(keys.filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('keeps no Hindi for a key that no code defines', () => {
    const keys = new Set(definedMessageKeys());
    expect(Object.keys(catalog).filter((key) => !keys.has(baseKey(key)))).toEqual([]);
  });

  it('writes in Devanagari and names only values the message has', () => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text, key).toMatch(/[\u0900-\u097F]/);
      const names = messageParamNames(baseKey(key));
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(names, `${key}: ${text}`).toContain(name);
    }
  });

  it('writes every sentence for people through a defined message (so it has a key)', () => {
    const defined = englishTexts();
    const exact = new Set(defined);
    const wildcard = /(\{\{\w+\}\})/;
    const pattern = (s: string) =>
      new RegExp(
        `^${s
          .split(wildcard)
          .map((p) => (wildcard.test(p) ? '.+?' : escape(p)))
          .join('')}$`,
        's',
      );
    const matches = (sentence: string) =>
      exact.has(sentence) ||
      // A sentence kept apart to be said inside several messages (the helplines after a limit).
      defined.some((text) => text.includes(sentence)) ||
      defined.some((text) => pattern(sentence).test(text) || pattern(text).test(sentence));
    // The companion's suggested prompts: the web shows them from its own catalog (companion:prompts.*).
    // Forti's greeting as a new conversation stores it (CompanionStored): the web shows it from its catalog.
    const notMessages =
      /^(I've just been diagnosed|I'm preparing for surgery|How can I manage the side effects|I would like to connect with survivors|Can you help me understand my treatment|How do I talk to my family|I care for someone with cancer|I am worried about the cost|I feel scared and low|Hello, I'm Forti\.)/;
    const missing = sentencesInCode()
      .filter(([sentence]) => !notMessages.test(sentence) && !matches(sentence))
      .map(([sentence, file]) => `${file}: ${sentence}`);
    expect(missing).toEqual([]);
  });

  it("writes a defined message's words only where it is defined: a copy elsewhere would be shown in English", () => {
    const definitions = new Map<string, number>();
    for (const text of englishTexts()) definitions.set(text, (definitions.get(text) ?? 0) + 1);
    const seen = new Map<string, string[]>();
    for (const [sentence, file] of sentencesInCode())
      if (definitions.has(sentence)) seen.set(sentence, [...(seen.get(sentence) ?? []), file]);
    const copies = [...seen]
      .filter(([sentence, files]) => files.length > definitions.get(sentence)!)
      .map(([sentence, files]) => `${files.join(', ')}: ${sentence}`);
    expect(copies).toEqual([]);
  });
});

describe('a message is a value', () => {
  const Sample = defineMessages('testSample', {
    empty: 'Please write a message in the sample.',
    limited: 'You have sent many samples. Please try again in {{minutes}} minutes.',
    wait: { one: 'Please wait {{count}} second.', other: 'Please wait {{count}} seconds.' },
  });

  it('is its key, and with values its key and exactly the values it names', () => {
    expect(Sample.empty).toEqual({ key: 'testSample.empty' });
    expect(Sample.limited({ minutes: 7 })).toEqual({ key: 'testSample.limited', params: { minutes: 7 } });
    expect(Sample.wait({ count: 1 })).toEqual({ key: 'testSample.wait', params: { count: 1 } });
    const extra = { minutes: 3, secret: 'x' } as { minutes: number };
    expect(Sample.limited(extra).params).toEqual({ minutes: 3 });
    expect(isMessage(Sample.empty)).toBe(true);
    expect(isMessage('Please write a message in the sample.')).toBe(false);
  });

  it('keeps its English beside it as the English catalog, in the same shape as the other languages', () => {
    expect(englishTemplate('testSample.limited')).toBe(
      'You have sent many samples. Please try again in {{minutes}} minutes.',
    );
    expect(messageParamNames('testSample.wait')).toEqual(['count']);
    expect(translationOptions(Sample.wait({ count: 2 }), { lng: 'en' })).toEqual({
      count: 2,
      defaultValue: 'Please wait {{count}} seconds.',
      defaultValue_one: 'Please wait {{count}} second.',
      defaultValue_other: 'Please wait {{count}} seconds.',
      lng: 'en',
    });
  });

  it('rides through a zod check as its key (with its values) and is read back from the issue', () => {
    expect(issueText(Sample.empty)).toBe('testSample.empty');
    expect(messageOfIssue(issueText(Sample.limited({ minutes: 4 })))).toEqual(Sample.limited({ minutes: 4 }));
    expect(messageOfIssue('Invalid input: expected string, received number')).toBeUndefined();
    expect(messageOfIssue('{"key":"nobody.defines","params":{}}')).toBeUndefined();
  });

  it('is never found from its words: no English sentence reads back as a message', async () => {
    await loadEveryMessage();
    for (const text of englishTexts()) expect(messageOfIssue(text), text).toBeUndefined();
  });
});

/**
 * Code a person's words come out of, besides the server: the web app, the browser tests, scripts.
 * A key is never recovered from a message's text (decision 0073): no reverse map from text to key.
 */
describe('no code recovers a key from a text', () => {
  const banned = [
    /\bmessageKeyOf\b/,
    /\bkeyByText\b/,
    /\btranslateMessage\b/,
    // A map built from a message object's entries (text to name): the shape of a reverse lookup.
    /(new Map|Object\.fromEntries)\b[^;]*Object\.(entries|values|keys)\(\s*\w+(Messages|Text)\s*\)/s,
    /\[\s*[A-Z]\w*(Messages|Text)\.\w+\s*\]\s*:/,
  ];
  const everyFile = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : everyFile(rel);
      return /\.(ts|tsx|mjs)$/.test(entry.name) && rel !== path.join('contracts', 'messages.test.ts') ? [rel] : [];
    });

  it('finds none in the contracts, the server, the web app, the browser tests or the scripts', () => {
    const found = ['contracts', 'server', 'web/src', 'e2e', 'scripts', 'bench'].flatMap((dir) =>
      everyFile(dir).flatMap((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return banned.filter((re) => re.test(text)).map((re) => `${file}: ${re.source}`);
      }),
    );
    expect(found).toEqual([]);
  });

  it('passes every message to a zod refinement through issueText (zod would read a bare value as its options)', () => {
    const bare: string[] = [];
    for (const file of ['contracts', 'web/src'].flatMap(everyFile).filter((f) => !f.includes('.test.'))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const call of text.matchAll(/\.(refine|superRefine)\(/g)) {
        let depth = 1;
        let i = call.index + call[0].length;
        for (; depth > 0 && i < text.length; i++) depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
        const last = text.slice(call.index, i - 1).replace(/,\s*$/, '');
        if (/,\s*[A-Z]\w*(Messages|Text)\.\w+(\([^()]*\))?\s*$/.test(last)) bare.push(`${file}: ${last.slice(-80)}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('would catch one', () => {
    expect(banned.some((re) => re.test('const name = messageKeyOf(text)?.key;'))).toBe(true);
    expect(
      banned.some((re) => re.test('new Map(Object.entries(ContactMessages).map(([name, text]) => [text, name]))')),
    ).toBe(true);
  });
});
