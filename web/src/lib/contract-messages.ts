import { messageKeyOf, translateKeyed, type KeyedMessage, type MessageCatalog } from '@contracts/messages';
import { currentLanguage, i18n, MESSAGES_NS } from './i18n';

/**
 * A message the contracts or the server define (a form check, a field issue, a refusal), by its
 * key (decision 0041): the given key and values, else those of the contract message the text was
 * made from; in the language's catalog (contracts/locales/<lang>/*.json), in English the
 * contract's own words; the text as given when it has no key or no translation here.
 */
export function translateContractMessage(
  message: string,
  language: string = currentLanguage(),
  keyed: KeyedMessage | undefined = messageKeyOf(message),
): string {
  if (!keyed) return message;
  const catalog =
    language === 'en' ? undefined : (i18n.getResourceBundle?.(language, MESSAGES_NS) as MessageCatalog | undefined);
  if (language !== 'en' && !catalog?.[keyed.key]) return message;
  return translateKeyed(keyed, catalog) ?? message;
}
