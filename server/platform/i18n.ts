import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { Language, Languages } from '../../contracts/enums.js';
import {
  messageKeyOf,
  translateKeyed,
  translateMessage,
  type KeyedMessage,
  type MessageCatalog,
  type MessageParams,
} from '../../contracts/messages.js';

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

/** The other languages of the messages the contracts and services define by key (contracts/messages.ts). */
const messageCatalogs: Partial<Record<Language, MessageCatalog>> = {
  hi: readMessageCatalog(path.join(root, '..', '..', 'contracts', 'locales', 'hi')),
};

/** One language's messages: every JSON file of its folder (one per namespace), merged. */
function readMessageCatalog(dir: string): MessageCatalog {
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as MessageCatalog);
  }
  return merged;
}

/** A message the contracts define (contracts/messages.ts), in the given language; other text as it is. */
export function messageIn(language: Language, english: string): string {
  return translateMessage(english, messageCatalogs[language]);
}

interface Issue {
  message?: unknown;
  key?: unknown;
  params?: unknown;
}
interface ErrorBody {
  error?: Issue & { code?: unknown; issues?: Issue[] };
}

/** A message and its key: the key given, else the one its text was made from; the text in the language. */
function keyedIn<T extends Issue>(item: T, catalog: MessageCatalog | undefined): T {
  if (typeof item.message !== 'string') return item;
  const keyed: KeyedMessage | undefined =
    typeof item.key === 'string'
      ? { key: item.key, ...(item.params ? { params: item.params as MessageParams } : {}) }
      : messageKeyOf(item.message);
  if (!keyed) return item;
  // In English the text is the contract's own words already; another language reads its catalog by key.
  const message = (catalog?.[keyed.key] !== undefined && translateKeyed(keyed, catalog)) || item.message;
  return { ...item, message, key: keyed.key, ...(keyed.params ? { params: keyed.params } : {}) };
}

/**
 * Every error answer carries its message's key and values (`key`, `params`) and its text in the
 * language the request asks for, for its message and each field issue (`translatedError`), from
 * the one error handler (platform/errors.ts) and the few routes that answer an error themselves
 * (Better Auth's). The code stays as it is, so callers can still branch on it. Not a
 * preSerialization hook: a hook stage on every answer, for the few that are errors, cost more than
 * the translation (bench/README.md).
 */
export function translatedError(acceptLanguage: string | undefined, payload: unknown): unknown {
  const body = payload as ErrorBody | null;
  if (!body?.error || typeof body.error.message !== 'string') return payload;
  const catalog = messageCatalogs[requestLanguage(acceptLanguage)];
  const issues = body.error.issues?.map((issue) => keyedIn(issue, catalog));
  // A validation failure's summary is '<field>: <message>': the field name stays, the message is translated by its key.
  const summary = /^([\w.[\]]+): (.+)$/s.exec(body.error.message);
  const summaryKeyed =
    summary && !messageKeyOf(body.error.message) && typeof body.error.key !== 'string'
      ? keyedIn<Issue>({ message: summary[2]! }, catalog)
      : null;
  const error =
    summaryKeyed?.key !== undefined
      ? {
          ...body.error,
          message: `${summary![1]}: ${summaryKeyed.message as string}`,
          key: summaryKeyed.key,
          ...(summaryKeyed.params ? { params: summaryKeyed.params } : {}),
        }
      : keyedIn(body.error, catalog);
  return { ...body, error: { ...error, ...(issues ? { issues } : {}) } };
}
