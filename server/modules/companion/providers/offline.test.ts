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

describe("a newly diagnosed person's first questions (issue 44)", () => {
  const general = (language: Language) => translator(language)('companion:general.opening');
  it.each([
    ['en', 'what does stage 2 mean?', 'stages', /Stage 2 usually means/],
    ['en', 'do people get well with chemo?', 'treatment_works', /many people do get well/],
    ['en', 'My hair is falling out after chemo, will it grow back?', 'hair_loss', /grows back/],
    ['en', 'What questions should I ask my doctor?', 'doctor_questions', /what stage is it/],
    ['en', 'What should I eat during chemo?', 'diet', /dal, curd, paneer/],
    ['en', 'I am so scared since the diagnosis', 'fear_low_mood', /Tele-MANAS/],
    ['hi', 'स्टेज 2 का क्या मतलब है?', 'stages', /स्टेज 2 का आम तौर पर मतलब/],
    ['hi', 'क्या कीमो से लोग ठीक होते हैं?', 'treatment_works', /बहुत से लोग ठीक होते हैं/],
    ['hi', 'कीमो से मेरे बाल झड़ रहे हैं', 'hair_loss', /वापस उगते हैं/],
    ['hi', 'डॉक्टर से कौन से सवाल पूछूँ?', 'doctor_questions', /स्टेज क्या है/],
    ['hi', 'कीमो के दौरान क्या खाना चाहिए?', 'diet', /दाल, दही, पनीर/],
    ['hi', 'stage 2 ka matlab kya hota hai?', 'stages', /स्टेज 2/],
    ['hi', 'chemo ke baad baal jhad rahe hai', 'hair_loss', /वापस उगते हैं/],
  ] as const)(
    '[%s] "%s" is answered with general information (%s), not "tell me more"',
    (language, message, kind, says) => {
      const plan = planReply(message, language);
      expect(plan.kind).toBe(kind);
      expect(plan.opening).not.toBe(general(language));
      expect(plan.steps.join(' ')).toMatch(says);
    },
  );

  it('searches the library for hair loss as a chemotherapy side effect, not for palliative care', () => {
    expect(planReply('My hair is falling out after chemo').searchWords).not.toMatch(/palliative/);
    expect(planReply('My hair is falling out after chemo').searchWords).toMatch(/hair/);
  });

  it('leaves a personal prognosis to the doctor, as before', () => {
    expect(planReply('what stage is my cancer?').kind).toBe('medical');
    expect(planReply('can it be cured?').kind).toBe('medical');
  });
});
