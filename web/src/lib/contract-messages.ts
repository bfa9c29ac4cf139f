import { englishTemplate, translationOptions, type Message } from '@contracts/messages';
import { currentLanguage, i18n, MESSAGES_NS } from './i18n';

/**
 * A message of the contracts or the server (a value: key and values, decision 0073) in the page's
 * language, put into words here, where it is shown: i18next's `messages` namespace holds each
 * language's catalog (contracts/locales/<lang>/*.json), and English is the contracts' own templates.
 * `fallback` is said when this page has no words for the key (a message only the server defines,
 * whose text it sent in the request's language).
 */
export function messageText(message: Message, language: string = currentLanguage(), fallback = ''): string {
  const known =
    englishTemplate(message.key) !== undefined || i18n.exists(message.key, { lng: language, ns: MESSAGES_NS });
  if (!known) return fallback;
  return i18n.t(message.key, translationOptions(message, { lng: language, ns: MESSAGES_NS }));
}
