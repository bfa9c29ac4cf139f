import type { SearchHit } from '../../../platform/search.js';
import { GREETING, MEDICAL_QUESTION, MedicalReply, Situations, THANKS, type Situation } from './offline-situations.js';
import type { ReplyProvider, ReplyRequest } from './types.js';

/**
 * The built-in companion used when no outside provider is configured: honest about what it is,
 * warm, rule-based. It recognises common situations and medical questions, answers with practical
 * next steps, and cites platform content found by full-text search for the message.
 */
export const OFFLINE_INTRO = "I'm Forti, a built-in companion on this server, not a doctor.";

const GENERAL = {
  opening: "Thank you for telling me. I'm here to listen, for as long as you need.",
  steps: [
    'Could you tell me a little more about what is on your mind? For example a diagnosis, treatment, caring for someone, costs, or how you are feeling.',
    'If it helps to talk to people who understand, the forum and support groups here are open to you.',
  ],
  searchWords: '',
};

export interface ReplyPlan {
  /** Which rule answered: a situation key, 'medical', 'greeting', 'thanks' or 'general'. */
  kind: string;
  opening: string;
  steps: string[];
  searchWords: string;
}

/** Decides the reply without any slow work, so the first words go out at once. */
export function planReply(message: string): ReplyPlan {
  if (GREETING.test(message)) {
    return {
      kind: 'greeting',
      opening: `Hello, and welcome. ${OFFLINE_INTRO} I'm here to listen and help you find your way.`,
      steps: ['Tell me what is on your mind today: a diagnosis, treatment, caring for someone, costs, or simply how you are feeling.'],
      searchWords: '',
    };
  }
  if (THANKS.test(message)) {
    return {
      kind: 'thanks',
      opening: "You're very welcome. I'm glad if it helped even a little.",
      steps: ['Come back whenever you want to talk. And remember that people in the community here understand what you are going through.'],
      searchWords: '',
    };
  }
  if (MEDICAL_QUESTION.test(message)) return { kind: 'medical', ...MedicalReply };
  const matched: Situation[] = Situations.filter((s) => s.pattern.test(message));
  const [first, second] = matched;
  if (!first) return { kind: 'general', ...GENERAL };
  const steps = [...first.steps];
  if (second && second.steps[0]) steps.push(second.steps[0]);
  return {
    kind: first.key,
    opening: first.opening,
    steps: steps.slice(0, 4),
    // The main situation alone steers the search, so that its resources come first.
    searchWords: first.searchWords,
  };
}

function citation(hit: SearchHit): string {
  const phone = hit.phone ? ` (call ${hit.phone})` : '';
  return `• ${hit.title}${phone}: ${hit.url}`;
}

/** The reply after its first sentence: the steps, the citations and the honest footer. */
export function composeRest(plan: ReplyPlan, hits: SearchHit[]): string {
  const parts: string[] = [];
  if (plan.steps.length > 0) {
    parts.push(plan.steps.length > 1 ? 'A few things that may help:' : '', ...plan.steps.map((s) => `• ${s}`));
  }
  if (hits.length > 0) parts.push('', 'From the community:', ...hits.map(citation));
  if (plan.kind !== 'greeting' && plan.kind !== 'medical') {
    parts.push('', `${OFFLINE_INTRO} For anything medical, your care team is the best guide.`);
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

export function createOfflineProvider(opts: { chunkDelayMs?: number; citations?: number } = {}): ReplyProvider {
  const delay = opts.chunkDelayMs ?? 60;
  const citations = opts.citations ?? 3;
  return {
    name: 'offline',
    async *reply(request: ReplyRequest) {
      const plan = planReply(request.message);
      // The first words go out before any database work.
      yield plan.opening;
      const wantsCitations = plan.kind !== 'greeting' && plan.kind !== 'thanks';
      const hits = wantsCitations ? (await request.resources()).slice(0, citations) : [];
      for (const chunk of lineChunks(composeRest(plan, hits))) {
        if (request.signal.aborted) return;
        await sleep(delay, request.signal);
        yield chunk;
      }
    },
  };
}

/** The search text for a message: its own words and the words of the situations it matches. */
export function offlineSearchText(message: string): string {
  const plan = planReply(message);
  return `${plan.searchWords} ${message}`.trim();
}
