import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { Language, Languages } from '../../contracts/enums.js';
import { translationOptions, type Message } from '../../contracts/messages.js';

/**
 * The server's words in English and Hindi (server/locales/<lang>/<namespace>.json): what Forti's
 * offline companion and safety replies say, e-mails, and messages the server writes itself. The
 * web app has its own catalogs for its pages; both are checked for parity by tests.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

function loadCatalogs(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of Languages) {
    resources[language] = {};
    for (const file of readdirSync(path.join(root, language)).filter((f) => f.endsWith('.json'))) {
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(root, language, file), 'utf8'),
      ) as Record<string, unknown>;
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  resources: loadCatalogs(),
  lng: 'en',
  supportedLngs: [...Languages],
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The words of one language: t('companion:greeting.opening', { intro }). */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/**
 * The language a request asks for: the first of Accept-Language's tags that the product speaks
 * (the web app sends the page's language with every call), else English.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.base && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const tag of tags) {
    const parsed = Language.safeParse(tag.base);
    if (parsed.success) return parsed.data;
  }
  return 'en';
}

/** A stored language (a member's choice, which may be unset) as one the product speaks. */
export function languageOrDefault(value: unknown): Language {
  const parsed = Language.safeParse(value);
  return parsed.success ? parsed.data : 'en';
}

/**
 * The contracts' and services' messages (contracts/messages.ts) in the server's i18next, as the
 * `messages` namespace: each language's catalog read from contracts/locales/<lang>/<namespace>.json
 * (one file per namespace, nested by it); English is the code's own templates, given as the default.
 */
export const MESSAGES_NS = 'messages';

function readMessageCatalog(dir: string): Record<string, unknown> {
  const catalog: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    catalog[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
  return catalog;
}

const contractLocales = path.join(root, '..', '..', 'contracts', 'locales');
for (const language of Languages) {
  const dir = path.join(contractLocales, language);
  if (existsSync(dir)) instance.addResourceBundle(language, MESSAGES_NS, readMessageCatalog(dir));
}

/** A message in a language, with its values: the words a person reads (`messageIn('hi', ForumMessages.postsLimited({ minutes: 5 }))`). */
export function messageIn(language: Language, message: Message): string {
  return instance.t(message.key, translationOptions(message, { lng: language, ns: MESSAGES_NS })) as string;
}

/** A message's English, as a caller that states no language reads it (the tests compare answers with it). */
export const englishOf = (message: Message): string => messageIn('en', message);
