/**
 * Messages for people as values (decision 0073). A message is `{ key, params? }`: raised where the
 * rule is (a service's AppError, a contract's zod check), carried as it is, and turned into words
 * once, where it is shown: the server's error answer for callers, an e-mail or a notification in its
 * member's language, the web's toast or field in the page's language.
 *
 * Each domain's messages are made with `defineMessages('<namespace>', { … })`, whose templates are
 * the English catalog, in the specification's words: key `<namespace>.<name>`, `{{name}}` where a
 * value goes, and `{ one, other }` with `{{count}}` for a sentence that varies with a number. Other
 * languages live in contracts/locales/<lang>/<namespace>.json in the same shape (i18next's JSON, as
 * every catalog of the product); the server and the web load them into i18next as the `messages`
 * namespace. Nothing here turns a text back into a key: a message is never a string until shown.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as a value: its key and the values it names. */
export interface Message {
  readonly key: string;
  readonly params?: MessageParams;
}

/** A sentence that varies with `{{count}}`: its English for one and for the rest. */
export interface PluralTemplate {
  readonly one: string;
  readonly other: string;
}

/** A message's English: one template, or a plural's two. */
export type Template = string | PluralTemplate;

/** The names of the values a template uses: 'in {{minutes}} minutes' gives 'minutes'. */
export type ParamNames<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | ParamNames<Rest> : never;

type Value = string | number;
type Defined<T> = string extends T
  ? never // a template must be a literal, so that its values are known
  : T extends PluralTemplate
    ? (values: { readonly count: number } & { readonly [N in ParamNames<T['one'] | T['other']>]: Value }) => Message
    : [ParamNames<T>] extends [never]
      ? Message
      : (values: { readonly [N in ParamNames<T>]: Value }) => Message;

/** One domain's messages: a fixed one is a Message, one with values a function of its values. */
export type Messages<T extends Record<string, Template>> = { readonly [K in keyof T]: Defined<T[K]> };

const english = new Map<string, Template>();
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const isPlural = (template: Template): template is PluralTemplate => typeof template === 'object';

function namesIn(template: Template): string[] {
  const texts = isPlural(template) ? [template.one, template.other] : [template];
  const names = new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)));
  if (isPlural(template)) names.add('count');
  return [...names];
}

/** One domain's messages, each knowing its key `<namespace>.<name>`; the templates are their English. */
export function defineMessages<const T extends Record<string, Template>>(namespace: string, templates: T): Messages<T> {
  const out: Record<string, Message | ((values: MessageParams) => Message)> = {};
  for (const [name, template] of Object.entries(templates)) {
    const key = `${namespace}.${name}`;
    english.set(key, template);
    const names = namesIn(template);
    out[name] =
      names.length === 0
        ? Object.freeze({ key })
        : (values: MessageParams) =>
            Object.freeze({ key, params: Object.freeze(Object.fromEntries(names.map((n) => [n, values[n]!]))) });
  }
  return Object.freeze(out) as Messages<T>;
}

/** True for a message value (a key, and values when it names some). */
export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Message).key === 'string' &&
    ((value as Message).params === undefined || typeof (value as Message).params === 'object')
  );
}

/** A defined message's English template, or undefined when no module loaded here defines its key. */
export function englishTemplate(key: string): Template | undefined {
  return english.get(key);
}

/** Every defined message's key (those of the modules loaded so far). */
export function definedMessageKeys(): string[] {
  return [...english.keys()];
}

/** The names of the values a defined message takes (`count` for a plural); none for a fixed one. */
export function messageParamNames(key: string): readonly string[] {
  const template = english.get(key);
  return template === undefined ? [] : namesIn(template);
}

/**
 * A message as a zod check's error (zod keeps only a string): its key, or the message as JSON when
 * it has values. `messageOfIssue` reads it back where the issue is shown or answered.
 */
export function issueText(message: Message): string {
  return message.params ? JSON.stringify({ key: message.key, params: message.params }) : message.key;
}

/** The message a zod issue carries (written by `issueText`), or undefined for zod's own words. */
export function messageOfIssue(text: string | undefined): Message | undefined {
  if (!text) return undefined;
  if (english.has(text)) return { key: text };
  if (!text.startsWith('{"key":')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isMessage(parsed) && english.has(parsed.key) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * i18next's options for a message: its values, and its English template as the default, so that
 * English needs no file beside the code and a language without the key says it in English.
 */
export function translationOptions<O extends object>(message: Message, options: O): MessageParams & O {
  const template = english.get(message.key);
  const defaults =
    template === undefined
      ? {}
      : isPlural(template)
        ? { defaultValue: template.other, defaultValue_one: template.one, defaultValue_other: template.other }
        : { defaultValue: template };
  return { ...message.params, ...defaults, ...options } as MessageParams & O;
}
