import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../contracts/enums.js';
import { translator } from '../../../platform/i18n.js';
import { createOfflineProvider, planReply } from './offline.js';
import type { ReplyRequest } from './types.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const catalog = (lang: Language, ns: string) =>
  JSON.parse(readFileSync(path.join(root, `web/src/locales/${lang}/${ns}.json`), 'utf8'));

/** Every suggested prompt and quick-start question the page offers, and the home page's example. */
function offeredMessages(lang: Language): Array<[string, string]> {
  const companion = catalog(lang, 'companion');
  const home = catalog(lang, 'home');
  return [
    ...Object.entries(companion.prompts.items as Record<string, string>).map(([k, v]): [string, string] => [
      `prompts.${k}`,
      v,
    ]),
    ...Object.entries(companion.quickStart.items as Record<string, string>).map(([k, v]): [string, string] => [
      `quickStart.${k}`,
      v,
    ]),
    ['home example', home.forti.example.first as string],
  ];
}

async function firstWords(message: string, language: Language): Promise<string> {
  const request: ReplyRequest = {
    message,
    language,
    history: async () => [],
    member: async () => {
      throw new Error('not needed');
    },
    resources: async () => [],
    attachments: [],
    signal: AbortSignal.abort(),
  };
  for await (const piece of createOfflineProvider({ chunkDelayMs: 0 }).reply(request)) return piece;
  return '';
}

describe("Forti's offline replies", () => {
  const english = offeredMessages('en');
  const hindi = offeredMessages('hi');

  it.each([...english.map(([k, m]) => ['en', k, m]), ...hindi.map(([k, m]) => ['hi', k, m])] as Array<
    [Language, string, string]
  >)('answer the %s %s without the generic reply', async (lang, _key, message) => {
    const generic = translator(lang)('companion:general.opening', { intro: translator(lang)('companion:intro') });
    expect(await firstWords(message, lang)).not.toBe(generic);
  });

  it('answer each Hindi prompt with the reply its English twin gets', () => {
    const twins = new Map(english);
    for (const [key, message] of hindi)
      expect([key, planReply(message, 'hi').kind]).toEqual([key, planReply(twins.get(key)!, 'en').kind]);
  });

  it.each([
    ['नमस्ते', 'greeting'],
    ['नमस्ते!', 'greeting'],
    ['नमस्कार।', 'greeting'],
    ['namaste', 'greeting'],
    ['धन्यवाद', 'thanks'],
    ['धन्यवाद, बहुत मदद मिली', 'thanks'],
    ['शुक्रिया', 'thanks'],
    ['thank you so much', 'thanks'],
  ])('greet and thank in Hindi as in English: "%s" is a %s', (message, kind) => {
    expect(planReply(message, 'hi').kind).toBe(kind);
  });

  it('read Hindi words with or without nukta', () => {
    expect(planReply('इलाज के ख़र्च की चिंता है', 'hi').kind).toBe('money');
    expect(planReply('इलाज के खर्च की चिंता है', 'hi').kind).toBe('money');
  });
});
