import { z } from 'zod';
import { defineMessages, issueText, type Message } from './messages.js';

/**
 * The one rule for text people type (issue 10): every request text field of the contracts is a
 * `freeText()`. It is put in Unicode NFC form (and \r\n becomes \n), and it refuses, with words:
 * control characters (NUL and the like; line breaks and tabs only in multi-line text) and text made
 * only of invisible characters (zero-width spaces, joiners, direction marks), which would look empty.
 */

export const TextMessages = defineMessages('text', {
  control: '{{label}} contains a control character that is not allowed. Please remove it and try again.',
  lineBreak: '{{label}} must be on one line.',
  invisibleOnly: '{{label}} is made only of invisible characters. Please type some visible letters.',
  /** The platform's answer to a NUL character anywhere in a request (path, query or body). */
  nul: 'This request contains a NUL character (\\0), which is not allowed in text. Please remove it and try again.',
  /** The same, naming where the character was: `(body: message)`. */
  nulAt:
    'This request contains a NUL character (\\0), which is not allowed in text. Please remove it and try again. ({{where}}: {{at}})',
  /** A JSON body with a key such as __proto__ or constructor.prototype. */
  forbiddenKey: 'This request contains a field name that is not allowed.',
});

/** C0 and C1 control characters and DEL, except tab, line feed and carriage return (judged apart). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\n\t\u2028\u2029]/;
/** Characters that show nothing: zero-width spaces and joiners, direction marks and isolates, fillers, variation selectors. */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

const isInvisible = (codePoint: number) => INVISIBLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

export function containsControl(text: string, multiline: boolean): boolean {
  return CONTROL.test(text) || (!multiline && LINE_BREAK.test(text));
}

/** True for text that has characters, every one of them invisible or white space, and at least one invisible. */
export function isOnlyInvisible(text: string): boolean {
  let invisible = false;
  for (const char of text) {
    if (isInvisible(char.codePointAt(0)!)) invisible = true;
    else if (char.trim() !== '') return false;
  }
  return invisible;
}

export interface FreeTextOptions {
  /** How the field is named in the messages (default "This text"). */
  label?: string;
  /** Line breaks and tabs allowed (messages, bios, descriptions). */
  multiline?: boolean;
  /** The message when the value is missing or not a string. */
  error?: Message;
}

/** A string of free text under the one rule; chain `.trim()`, `.min()`, `.max()` after it as usual. */
export function freeText(options: FreeTextOptions = {}) {
  const label = options.label ?? 'This text';
  const multiline = options.multiline ?? false;
  return z
    .string(options.error ? { error: issueText(options.error) } : undefined)
    .overwrite((s) => s.normalize('NFC').replace(/\r\n?/g, '\n'))
    .refine((s) => !CONTROL.test(s), { error: issueText(TextMessages.control({ label })), abort: true })
    .refine((s) => multiline || !LINE_BREAK.test(s), {
      error: issueText(TextMessages.lineBreak({ label })),
      abort: true,
    })
    .refine((s) => !isOnlyInvisible(s), { error: issueText(TextMessages.invisibleOnly({ label })), abort: true });
}
