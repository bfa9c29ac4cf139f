import type { TFunction } from 'i18next';
import type { Language } from '../../../../contracts/enums.js';
import { translator } from '../../../platform/i18n.js';
import {
  GREETING,
  MEDICAL_QUESTION,
  MedicalReply,
  Situations,
  THANKS,
  foldMessage,
  type Situation,
} from './offline-situations.js';
import type { LibraryItem } from '../library-item.js';
import type { ReplyProvider, ReplyRequest } from './types.js';

/** Its honest first words about itself, in English (tests and the web's fallback read it). */
export const OFFLINE_INTRO = translator('en')('companion:intro');

export interface ReplyPlan {
  /** Which rule answered: a situation key, 'medical', 'greeting', 'thanks' or 'general'. */
  kind: string;
  opening: string;
  steps: string[];
  searchWords: string;
}

/** The opening and steps of one rule, in the member's language (server/locales/<lang>/companion.json). */
function words(t: TFunction, key: string): { opening: string; steps: string[] } {
  const intro = t('companion:intro');
  return {
    opening: t(`companion:${key}.opening`, { intro }),
    steps: t(`companion:${key}.steps`, { returnObjects: true }) as unknown as string[],
  };
}

/** Decides the reply without any slow work, so the first words go out at once. */
export function planReply(original: string, language: Language = 'en'): ReplyPlan {
  const t = translator(language);
  const message = foldMessage(original);
  if (GREETING.test(message)) return { kind: 'greeting', ...words(t, 'greeting'), searchWords: '' };
  if (THANKS.test(message)) return { kind: 'thanks', ...words(t, 'thanks'), searchWords: '' };
  if (MEDICAL_QUESTION.test(message))
    return { kind: 'medical', ...words(t, 'medical'), searchWords: MedicalReply.searchWords };
  const matched: Situation[] = Situations.filter((s) => s.pattern.test(message));
  const [first, second] = matched;
  if (!first) return { kind: 'general', ...words(t, 'general'), searchWords: '' };
  const main = words(t, `situations.${first.key}`);
  const steps = [...main.steps];
  const extra = second ? words(t, `situations.${second.key}`).steps[0] : undefined;
  if (extra) steps.push(extra);
  return {
    kind: first.key,
    opening: main.opening,
    steps: steps.slice(0, 4),
    // The main situation alone steers the search, so that its resources come first.
    searchWords: first.searchWords,
  };
}

/** One library item as the reply cites it: its number, title, phone, link and its own summary. */
function citation(t: TFunction, item: LibraryItem, n: number): string {
  const phone = item.phone ? ` (${t('companion:compose.call', { phone: item.phone })})` : '';
  const summary = item.summary.trim() ? ` — ${item.summary.trim()}` : '';
  return `[${n}] ${item.title}${phone}: ${item.url}${summary}`;
}

/** The reply after its first sentence: the steps, the citations and the honest footer. */
export function composeRest(plan: ReplyPlan, hits: LibraryItem[], language: Language = 'en'): string {
  const t = translator(language);
  const parts: string[] = [];
  if (plan.steps.length > 0) {
    parts.push(plan.steps.length > 1 ? t('companion:compose.fewThings') : '', ...plan.steps.map((s) => `• ${s}`));
  }
  if (hits.length > 0)
    parts.push('', t('companion:compose.fromLibrary'), ...hits.map((hit, i) => citation(t, hit, i + 1)));
  if (plan.kind !== 'greeting' && plan.kind !== 'medical') {
    parts.push('', t('companion:compose.footer', { intro: t('companion:intro') }));
  }
  return `\n\n${parts.filter((p, i) => !(p === '' && i === 0)).join('\n')}`;
}

/**
 * The reply in pieces of about one line (long lines split at about 120 characters), whitespace
 * kept: the page sees it grow line by line, and fifty members chatting at once cost tens of socket
 * writes a second each rather than hundreds.
 */
export function lineChunks(text: string, maxChars = 120): string[] {
  const chunks: string[] = [];
  for (const line of text.match(/[^\n]*\n+|[^\n]+$/g) ?? []) {
    let rest = line;
    while (rest.length > maxChars) {
      const cut = rest.lastIndexOf(' ', maxChars);
      const at = cut > 0 ? cut + 1 : maxChars;
      chunks.push(rest.slice(0, at));
      rest = rest.slice(at);
    }
    if (rest) chunks.push(rest);
  }
  return chunks;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', onAbort), resolve()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * The built-in companion used when no outside provider is configured: honest about what it is,
 * warm, rule-based. It recognises common situations and medical questions, answers with practical
 * next steps in the member's language, and cites the library items retrieved for the message as
 * [1], [2] with their own summaries and links (the first items retrieved: it never invents one).
 */
export function createOfflineProvider(opts: { chunkDelayMs?: number; citations?: number } = {}): ReplyProvider {
  const delay = opts.chunkDelayMs ?? 60;
  const citations = opts.citations ?? 3;
  return {
    name: 'offline',
    async *reply(request: ReplyRequest) {
      const plan = planReply(request.message, request.language);
      // The first words go out before any database work.
      yield plan.opening;
      const wantsCitations = plan.kind !== 'greeting' && plan.kind !== 'thanks';
      const hits = wantsCitations ? (await request.resources()).slice(0, citations) : [];
      for (const chunk of lineChunks(composeRest(plan, hits, request.language))) {
        if (request.signal.aborted) return;
        await sleep(delay, request.signal);
        yield chunk;
      }
    },
  };
}
