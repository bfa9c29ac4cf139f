import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/**
 * The languages the product speaks, with the locale that Intl formats numbers, dates and rupees in,
 * and, like the language switch's names, in the language itself: the mark on content shown in the
 * other language (decision 0076).
 */
export const languages = {
  en: { locale: 'en-IN', nativeName: 'English', inLanguage: 'in English' },
  hi: { locale: 'hi-IN', nativeName: 'हिन्दी', inLanguage: 'हिन्दी में' },
} as const;
export type Language = keyof typeof languages;
export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && value in languages;

const STORAGE_KEY = 'fn-language';
export const MESSAGES_NS = 'messages';

/**
 * Every catalog namespace, one JSON file per language each (web/src/locales/<lang>/<ns>.json).
 * Only the active language's files are fetched, and a page's namespaces only when the page loads.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** The visitor's earlier choice, else the first of the browser's languages that we speak. */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage may be blocked: fall through to the browser's languages
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export const i18n: I18n = i18next.createInstance();

/**
 * The contracts' and the server's messages (contracts/messages.ts) as the `messages` namespace.
 * English is the contracts' own templates (no file); Hindi is every file of contracts/locales/hi,
 * nested under its file's name (`forum.json` holds `forum.*`), in one chunk (hindi-messages.ts).
 */
async function loadMessages(language: string): Promise<Record<string, unknown>> {
  return language === 'hi' ? (await import('./hindi-messages')).hindiMessages : {};
}

/** Loads the active language's common catalog (and any namespaces named) before the first render. */
export async function initI18n(language: Language = detectLanguage(), namespaces: string[] = []): Promise<I18n> {
  i18n.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    document.documentElement.lang = languages[lng].locale;
    document.documentElement.dir = 'ltr';
  });
  await i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        if (ns === MESSAGES_NS) return loadMessages(lng);
        const load = catalogs[`../locales/${lng}/${ns}.json`];
        if (!load) throw new Error(`No catalog ${lng}/${ns}`);
        return (await load()).default;
      }),
    )
    .init({
      lng: language,
      supportedLngs: Object.keys(languages),
      // Catalog parity is a test (locales.test.ts): a missing key is a failed build, not a fallback.
      fallbackLng: false,
      ns: ['common', MESSAGES_NS, ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18n;
}

/** The current language (English until the catalogs are ready). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The Intl locale of the current language: en-IN or hi-IN. */
export function currentLocale(): string {
  return languages[currentLanguage()].locale;
}

/** Switches the language, keeps the choice on this device, and loads the catalogs the page uses. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // a visitor with storage blocked keeps the choice for this visit only
  }
  await i18n.changeLanguage(language);
}

/** Loads a page's namespaces in the current language (route loaders call this beside the page's code). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** Values every message may use, such as {{siteName}}: set once the server's configuration is known. */
export function setDefaultVariables(values: Record<string, string>): void {
  const interpolation = i18n.options.interpolation ?? {};
  interpolation.defaultVariables = { ...(interpolation.defaultVariables ?? {}), ...values };
  i18n.options.interpolation = interpolation;
}
