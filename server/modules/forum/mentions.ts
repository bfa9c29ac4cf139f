/**
 * @mentions in forum text (issue 23). A username is 3 to 30 ASCII letters, digits, dots or
 * underscores (contracts/profiles.ts). A mention starts at an '@' that does not follow a letter,
 * a combining mark, a digit or another username character in any script, so an e-mail address
 * ('asha@example.org') or a word run into it ('नमस्ते@asha') is not one, while a Hindi word right
 * after the name ('@asha को', '@ashaजी') ends it. A dot closing a sentence ('… thanks @asha.') is
 * not part of the name.
 */
const MENTION = /(?<![\p{L}\p{M}\p{N}_.@/])@([A-Za-z0-9._]{3,30})(?![A-Za-z0-9._])/gu;

/** The distinct usernames mentioned, lower-cased, in order of first appearance. */
export function mentionedUsernames(text: string): string[] {
  const found: string[] = [];
  for (const match of text.normalize('NFC').matchAll(MENTION)) {
    const name = match[1]!.replace(/\.+$/, '').toLowerCase();
    if (name.length >= 3 && !found.includes(name)) found.push(name);
  }
  return found;
}

/** A title for a notification: at most `max` characters (whole letters, so a Devanagari syllable is never cut), else cut with '…'. */
export function shortTitle(title: string, max = 80): string {
  const letters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(title.trim())].map(
    (s) => s.segment,
  );
  if (letters.length <= max) return letters.join('');
  return `${letters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
