import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { CancerTypeLabels, type CancerType, type Language } from '../../../../contracts/enums.js';
import type { LibraryItem } from '../library-item.js';
import type { AttachmentForReply } from '../files/files.service.js';
import { Helplines, dial } from '../../../platform/helplines.js';
import { ProviderError, absoluteUrl, type MemberContext, type ReplyProvider, type ReplyRequest } from './types.js';

/** Characters of one attached file's text given to the model, and of all files together. */
const FILE_TEXT_MAX = 12_000;
const FILES_TEXT_MAX = 24_000;
const TEMPERATURE = 0.6;

/** The cancer type in words ('oral_head_neck' is 'Oral, head and neck'), as the member chose it. */
const cancerTypeName = (value: string) => CancerTypeLabels[value as CancerType] ?? value;

export function systemPrompt(
  member: MemberContext,
  hits: LibraryItem[],
  siteName: string,
  publicUrl: string,
  language: Language = 'en',
): string {
  const firstName = member.fullName.trim().split(/\s+/)[0] ?? '';
  const profile = [
    firstName && `First name: ${firstName}`,
    `Role in the community: ${member.role ?? 'not said yet (do not assume they are a patient)'}`,
    member.cancerType && `Cancer type: ${cancerTypeName(member.cancerType)}`,
    member.ageGroup && `Age group: ${member.ageGroup}`,
    member.location && `Location: ${member.location}`,
  ].filter(Boolean);
  const resources = hits.map((h, i) => {
    const phone = h.phone ? ` Phone: ${h.phone}.` : '';
    const source = h.source ? ` Source: ${h.source}.` : '';
    return `[${i + 1}] ${h.title}: ${h.summary}${phone} Link: ${absoluteUrl(h.url, publicUrl)}.${source}`;
  });
  const { teleManas, emergency, ambulance } = Helplines;
  return [
    `You are Forti, the AI support companion of ${siteName}, a community for people affected by cancer in India: patients, survivors, caregivers and volunteers.`,
    '',
    'Character: warm, calm and patient; you listen first and reflect feelings before giving information. Use simple, everyday language and short paragraphs. Be aware of the Indian context (families, government hospitals, schemes such as Ayushman Bharat PM-JAY, travel to cancer centres). Reply in the language the member writes in (English, Hindi or Hinglish).',
    ...(language === 'hi'
      ? [
          'The member reads the site in Hindi: unless they write in another language, reply in simple, warm Hindi in Devanagari, addressing them as आप, and write medical words as Indians say them (कीमोथेरेपी, बायोप्सी, स्कैन).',
        ]
      : []),
    '',
    'Limits, which you always keep:',
    '- You offer emotional support and help people find their way. You are not a doctor: never diagnose, never suggest or change a medicine or a dose, never give a prognosis or survival estimate, and never say whether something is or is not cancer. When asked, say kindly that you cannot give medical advice and suggest questions to ask the oncologist or care team.',
    '- Encourage the member to stay in touch with their treating team, and to seek a second opinion when they wish.',
    `- If the member mentions thoughts of suicide or self-harm, respond with care and give these helplines: ${teleManas.name} ${dial(teleManas)} (24x7, free), emergency ${dial(emergency)}. For a medical emergency (chest pain, trouble breathing, heavy bleeding, fever during chemotherapy, a seizure, unconsciousness) tell them to call ${dial(emergency)} or ambulance ${dial(ambulance)} or go to the nearest emergency department now, and to contact their oncology team.`,
    '- Never invent phone numbers, organisations, studies or links. Answer from the numbered library items below when they fit, and cite each one you use by its number in square brackets, like [1] or [2], right after the sentence it supports. Cite only those numbers; do not write links: the member sees the cited items as links under your reply. A citation to anything else is removed.',
    '- Keep replies focused: a few short paragraphs or 2 to 4 practical next steps.',
    '',
    profile.length > 0
      ? `About the member (use gently, only when it helps; do not repeat it back):\n${profile.join('\n')}`
      : '',
    '',
    resources.length > 0
      ? `Library items of this platform retrieved for the member's message (checked content; cite as [n]):\n${resources.join('\n')}`
      : 'No library items were found for this message: cite nothing.',
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n')
    .trim();
}

/** The member's message with the text of each attached file in clearly delimited blocks. */
export function userContent(message: string, attachments: AttachmentForReply[]): string {
  if (attachments.length === 0) return message;
  let budget = FILES_TEXT_MAX;
  const blocks = attachments.map((a, i) => {
    const n = i + 1;
    const head = `--- Attached file ${n}: ${a.name} (${a.type}) ---`;
    const end = `--- End of attached file ${n} ---`;
    if (!a.text) return `${head}\n[The content of this file is not available as text.]\n${end}`;
    const take = Math.max(0, Math.min(FILE_TEXT_MAX, budget));
    budget -= take;
    const text = a.text.length > take ? `${a.text.slice(0, take)}\n[... the rest of the file is left out]` : a.text;
    return `${head}\n${text}\n${end}`;
  });
  return `${message}\n\n${blocks.join('\n\n')}`;
}

type Delta = { content?: string | null } | undefined;
interface Chunk {
  choices?: Array<{ delta?: Delta; finish_reason?: string | null }>;
  error?: { message?: string } | string;
}

/**
 * An OpenAI-compatible chat-completions API with streaming (OpenAI, Ollama, vLLM, llama.cpp server).
 * A reply is complete only when the stream says so ([DONE] or a finish_reason); a stream that ends
 * or breaks before that is a failure, even after some text, so no half reply is ever saved.
 */
export function createOpenAiProvider(opts: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  siteName: string;
  publicUrl: string;
}): ReplyProvider {
  return {
    name: 'openai',
    async *reply(request: ReplyRequest) {
      const [member, history, hits] = await Promise.all([request.member(), request.history(), request.resources()]);
      const messages = [
        { role: 'system', content: systemPrompt(member, hits, opts.siteName, opts.publicUrl, request.language) },
        ...history.map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.message })),
        { role: 'user', content: userContent(request.message, request.attachments) },
      ];
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
      if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
      const body = JSON.stringify({ model: opts.model, stream: true, temperature: TEMPERATURE, messages });
      const post = () =>
        fetch(`${opts.baseUrl}/chat/completions`, { method: 'POST', headers, body, signal: request.signal });
      let response: Response;
      try {
        // A request that got no answer at all is sent once more, unless the member has gone: a kept-alive
        // connection the API closed while idle fails the next request before it arrives (a reset), and
        // the official OpenAI clients retry such a connection error too. An answer, even an error status,
        // is never sent again.
        response = await post().catch((err: unknown) => {
          if (request.signal.aborted) throw err;
          return post();
        });
      } catch (err) {
        throw new ProviderError('the chat API could not be reached', { cause: err });
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new ProviderError(`the chat API answered ${response.status}`);
      }
      yield* readCompletionStream(response.body);
    },
  };
}

/**
 * The events of a chat-completions stream as text pieces. eventsource-parser splits the bytes into
 * events, however they were cut; each event's data is a JSON chunk or `[DONE]`, whatever its event name.
 */
export async function* readCompletionStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const events: EventSourceMessage[] = [];
  // Comments (": keep-alive"), ids and retry fields are not events: the parser passes over them.
  const parser = createParser({ onEvent: (event) => events.push(event) });
  let finished = false;
  let gotText = false;
  const reader = body.getReader();
  try {
    for (let ended = false; !ended;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (err) {
        throw new ProviderError('the chat stream broke off', { cause: err });
      }
      ended = read.done;
      // At the end, a last event whose lines all ended but whose blank line never came is still
      // read; a line cut short is not.
      parser.feed(ended ? `${decoder.decode()}\n` : decoder.decode(read.value, { stream: true }));
      for (const { data } of events.splice(0)) {
        if (data.trim() === '[DONE]') {
          finished = true;
          continue;
        }
        let chunk: Chunk;
        try {
          chunk = JSON.parse(data) as Chunk;
        } catch {
          continue; // a malformed event is skipped; the reply still has to finish properly
        }
        if (chunk.error)
          throw new ProviderError(
            `the chat API reported an error: ${typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown')}`,
          );
        const choice = chunk.choices?.[0];
        const text = choice?.delta?.content;
        if (typeof text === 'string' && text.length > 0) {
          gotText = true;
          yield text;
        }
        if (choice?.finish_reason) finished = true;
      }
    }
  } finally {
    // Stops the transfer when the reply is abandoned early; harmless after the end.
    void reader.cancel().catch(() => {});
  }
  if (!finished) throw new ProviderError('the chat stream ended before the reply was complete');
  if (!gotText) throw new ProviderError('the chat API sent an empty reply');
}
