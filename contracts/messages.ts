/**
 * Messages for people that the contracts and the server write in code, by key (decision 0041).
 * Each domain's message object is made with `defineMessages('<namespace>', { … })`: its English
 * stays in place, in the specification's words, and every value learns its key
 * (`<namespace>.<name>`). A message with values is a function made with `withParams`, which names
 * its parameters: `withParams(['minutes'], (minutes: number) => `… ${minutes} minutes.`)`. Call
 * sites do not change: a fixed message is still a string, a message with values still a function
 * returning one; `messageKeyOf(text)` finds the key (and the values) of any text they produced.
 * Other languages live in contracts/locales/<lang>/*.json keyed by key, with `{{name}}` for a
 * value; contracts/messages.test.ts fails when a message has no Hindi or the Hindi keeps a stale key.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as the API sends it besides its text: its key, and the values it names. */
export interface KeyedMessage {
  key: string;
  params?: MessageParams;
}

/** A catalog of one language: key to text, `{{name}}` where a value goes. */
export type MessageCatalog = Readonly<Record<string, string>>;

type ParamFn = ((...args: never[]) => string) & { readonly paramNames?: readonly string[] };

/** A message with values: the English as a function, and the names of its parameters in order. */
export function withParams<F extends (...args: never[]) => string>(names: readonly string[], english: F): F {
  return Object.assign(english, { paramNames: names }) as F;
}

const keyByText = new Map<string, string>();
const englishByKey = new Map<string, string | ParamFn>();
/** Texts that a message with values produced, newest last: a few hundred are plenty between a throw and its answer. */
const produced = new Map<string, KeyedMessage>();
const PRODUCED_MAX = 500;

function remember(text: string, keyed: KeyedMessage): void {
  produced.delete(text);
  produced.set(text, keyed);
  if (produced.size > PRODUCED_MAX) produced.delete(produced.keys().next().value!);
}

function asParam(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * One domain's messages, each knowing its key `<namespace>.<name>`. Strings and `withParams`
 * functions are messages; other values (lists of prompts, nested data) pass through unchanged.
 */
export function defineMessages<const T extends Record<string, unknown>>(namespace: string, messages: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(messages)) {
    const key = `${namespace}.${name}`;
    if (typeof value === 'string') {
      if (!keyByText.has(value)) keyByText.set(value, key);
      englishByKey.set(key, value);
      out[name] = value;
    } else if (typeof value === 'function' && (value as ParamFn).paramNames) {
      const fn = value as ParamFn;
      const names = fn.paramNames!;
      englishByKey.set(key, fn);
      out[name] = (...args: unknown[]) => {
        const text = (fn as (...a: unknown[]) => string)(...args);
        remember(text, { key, params: Object.fromEntries(names.map((n, i) => [n, asParam(args[i])])) });
        return text;
      };
    } else {
      out[name] = value;
    }
  }
  return out as T;
}

/** The key (and values) of a text that a defined message produced, if it is one. */
export function messageKeyOf(text: string | undefined): KeyedMessage | undefined {
  if (!text) return undefined;
  const made = produced.get(text);
  if (made) return made;
  const key = keyByText.get(text);
  return key ? { key } : undefined;
}

/** Every defined message's key (those of the contract modules loaded so far). */
export function definedMessageKeys(): string[] {
  return [...englishByKey.keys()];
}

/** The parameter names of a defined message (none for a fixed one). */
export function messageParamNames(key: string): readonly string[] {
  const english = englishByKey.get(key);
  return typeof english === 'function' ? (english.paramNames ?? []) : [];
}

/** A defined message's English with its values, or undefined when no loaded module defines the key. */
export function englishMessage(key: string, params: MessageParams = {}): string | undefined {
  const english = englishByKey.get(key);
  if (english === undefined || typeof english === 'string') return english;
  try {
    return (english as (...a: unknown[]) => string)(...(english.paramNames ?? []).map((n) => params[n]));
  } catch {
    return undefined; // a value it cannot take back (a list sent as text): the caller keeps its text
  }
}

/** `{{name}}` in a catalog's text replaced by the value of that name. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A keyed message in a language: the catalog's text with its values, else the English the code
 * defines, else undefined (the caller keeps the text it was given).
 */
export function translateKeyed(keyed: KeyedMessage, catalog: MessageCatalog | undefined): string | undefined {
  const text = catalog?.[keyed.key];
  if (text !== undefined) return interpolate(text, keyed.params);
  return englishMessage(keyed.key, keyed.params);
}

/** A text a defined message produced, in the catalog's language; any other text as it is. */
export function translateMessage(text: string, catalog: MessageCatalog | undefined): string {
  const keyed = messageKeyOf(text);
  return (keyed && catalog && translateKeyed(keyed, catalog)) || text;
}
