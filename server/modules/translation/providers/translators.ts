// The outside translation services (a folder of its own, as Forti's providers: the model's instructions
// are not words for people), behind one interface with a time limit (decision 0077): a
// LibreTranslate API (self-hosted or not) or Forti's OpenAI-compatible provider. Nothing else in the
// product calls them.
import type { Language } from '../../../../contracts/enums.js';
import type { WrittenLanguage } from '../../../../contracts/translation.js';
import type { AppConfig } from '../../../config.js';

export interface TranslateRequest {
  /** The texts of one item (a title and a body, or a body), translated together. */
  texts: string[];
  source: WrittenLanguage;
  target: Language;
}

export interface Translator {
  translate(request: TranslateRequest): Promise<string[]>;
}

/**
 * Why a service gave no translation: 'unavailable' (no answer in time, a network error, the service
 * busy or down: worth trying again later) or 'failed' (it refused the request or answered nonsense).
 */
export class TranslatorError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'failed',
    detail: string,
  ) {
    super(detail);
    this.name = 'TranslatorError';
  }
}

/** One POST with a JSON body and the time limit; the answer's JSON, or a TranslatorError. */
async function postJson(url: string, body: unknown, timeoutMs: number, apiKey?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    throw new TranslatorError('unavailable', name === 'TimeoutError' ? 'timeout' : (err as Error).message);
  }
  if (res.status === 429 || res.status >= 500) throw new TranslatorError('unavailable', `status ${res.status}`);
  if (!res.ok) throw new TranslatorError('failed', `status ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new TranslatorError('failed', 'not JSON');
  }
}

/**
 * LibreTranslate's API: POST /translate with q (a list), source, target, format and api_key;
 * it answers { translatedText } (a list for a list). Romanised Hindi goes as 'auto': the service's
 * Hindi model reads Devanagari only.
 */
export function createLibreTranslate(options: { baseUrl: string; apiKey?: string; timeoutMs: number }): Translator {
  return {
    async translate({ texts, source, target }) {
      const answer = (await postJson(
        `${options.baseUrl}/translate`,
        {
          q: texts,
          source: source === 'hi-Latn' ? 'auto' : source,
          target,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        },
        options.timeoutMs,
      )) as { translatedText?: unknown };
      const out = answer.translatedText;
      if (!Array.isArray(out) || out.length !== texts.length || !out.every((t) => typeof t === 'string'))
        throw new TranslatorError('failed', 'no translatedText list');
      return out as string[];
    },
  };
}

const LANGUAGE_NAMES: Record<WrittenLanguage, string> = {
  en: 'English',
  hi: 'Hindi (Devanagari)',
  'hi-Latn': 'Hindi written in Latin letters (Hinglish)',
};

/** The instruction Forti's model translates under: the text only, the meaning and the warmth kept. */
export const translationPrompt = (source: WrittenLanguage, target: Language) =>
  [
    `Translate the member's text from ${LANGUAGE_NAMES[source]} into ${LANGUAGE_NAMES[target]}.`,
    'It was written by a member of a community for people affected by cancer in India; keep its meaning, tone and line breaks.',
    target === 'hi'
      ? 'Write simple, everyday Hindi as people in India speak it, addressing others as आप; keep medical words as Indians say them (कीमोथेरेपी, बायोप्सी, स्कैन) and names as they are.'
      : 'Write plain, simple English; keep names as they are.',
    'Reply with the translation only: no notes, no quotation marks, no answer to what the text says.',
  ].join(' ');

/** Forti's OpenAI-compatible chat completions, one call per text, asked to translate only. */
export function createFortiTranslator(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}): Translator {
  async function one(text: string, source: WrittenLanguage, target: Language): Promise<string> {
    const answer = (await postJson(
      `${options.baseUrl}/chat/completions`,
      {
        model: options.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: translationPrompt(source, target) },
          { role: 'user', content: text },
        ],
      },
      options.timeoutMs,
      options.apiKey,
    )) as { choices?: { message?: { content?: unknown } }[] };
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new TranslatorError('failed', 'no content');
    return content.trim();
  }
  return {
    async translate({ texts, source, target }) {
      const out: string[] = [];
      for (const text of texts) out.push(text.trim() === '' ? text : await one(text, source, target));
      return out;
    },
  };
}

/** The translator the configuration names, or null: no translation on this site. */
export function createTranslator(config: AppConfig['translate']): Translator | null {
  if (!config) return null;
  return config.provider === 'libretranslate' ? createLibreTranslate(config) : createFortiTranslator(config);
}
