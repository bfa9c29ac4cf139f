/**
 * Names the site itself shows in place of a person ('Anonymous', 'Former member') or that speak
 * with its authority ('Moderator', 'Admin', 'Fortitude Network', 'Forti'), in English and Hindi.
 * Nobody may take them as their name or username, however written: any case, spaces, dots or
 * dashes between the letters, accents, or digits and letters from other scripts that look the same.
 */
import { defineMessages } from './messages.js';
const RESERVED = [
  'anonymous',
  'formermember',
  'deletedmember',
  'moderator',
  'moderators',
  'admin',
  'admins',
  'administrator',
  'fortitude',
  'fortitudenetwork',
  'forti',
  'गुमनाम',
  'अनाम',
  'बिनानाम',
  'पूर्वसदस्य',
  'भूतपूर्वसदस्य',
  'मॉडरेटर',
  'मोडरेटर',
  'माडरेटर',
  'एडमिन',
  'ऐडमिन',
  'एडमिनिस्ट्रेटर',
  'व्यवस्थापक',
  'फोर्टी',
  'फ़ोर्टी',
  'फोर्टीट्यूड',
  'फोर्टिट्यूड',
];

/** Letters and digits that are read as a Latin letter (Cyrillic and Greek twins, leetspeak). */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '|': 'l',
  '!': 'i',
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɑ: 'a',
  ı: 'i',
  ℓ: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
};

/** A name as its letters alone: compatibility forms folded, lower case, accents and nukta dropped, lookalikes mapped. */
function skeleton(text: string): string {
  const folded = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c]/g, '');
  let out = '';
  for (const ch of folded) out += LOOKALIKES[ch] ?? ch;
  // 'l' and 'i' are one letter here, so 'adm1n', 'admln' and 'admin' meet.
  return out
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')
    .replace(/l/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

const RESERVED_SKELETONS = new Set(RESERVED.map(skeleton));

/** Whether a name or username is one of the site's own, whole or as one of its words ('Site Admin', 'Anonymous 2'). */
export function isReservedName(name: string): boolean {
  if (RESERVED_SKELETONS.has(skeleton(name))) return true;
  const words = name
    .split(/[\s._\-·,/]+/)
    .map(skeleton)
    .filter(Boolean);
  if (words.some((w) => RESERVED_SKELETONS.has(w) || RESERVED_SKELETONS.has(w.replace(/\d+$/, '')))) return true;
  // Two neighbouring words together ('Former Member', 'Fortitude Network', 'पूर्व सदस्य').
  for (let i = 0; i + 1 < words.length; i++) if (RESERVED_SKELETONS.has(words[i]! + words[i + 1]!)) return true;
  return false;
}

export const ReservedNameMessage = defineMessages('reservedNames', {
  taken:
    'That name is kept for the site and its moderators (such as "Anonymous", "Moderator" or "Forti"). Please choose another.',
}).taken;
