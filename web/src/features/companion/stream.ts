import { createParser } from 'eventsource-parser';
import type { StreamEvent } from '@contracts/companion';
import { ApiError, apiErrorOf, NETWORK_ERROR_CODE } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import type { ChatMessage, Conversation } from './api';
import { apiUrl } from '@/lib/api-client';

/** The stream's events with the wire's string dates. */
export type WireStreamEvent =
  | { event: 'user'; data: { message: ChatMessage; conversation: Conversation } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: ChatMessage } }
  | { event: 'error'; data: { code: string; message: string } };

// Keeps this file in step with the contract: every contract event name is handled here.
type EventName = StreamEvent['event'];
const knownEvents: ReadonlySet<EventName> = new Set<EventName>(['user', 'delta', 'done', 'error']);

/**
 * Sends a message and calls `onEvent` for each Server-Sent Event of the reply. fetch with a
 * stream reader rather than EventSource, which cannot POST. A refusal before the stream starts
 * (JSON error such as 429) throws ApiError with the server's message and field issues; a network failure throws
 * ApiError with code NETWORK.
 */
export async function streamReply(
  conversationId: string,
  body: { message: string; attachmentIds: string[] },
  onEvent: (event: WireStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      apiUrl('POST /api/companion/conversations/:id/messages', { params: { id: conversationId } }),
      {
        method: 'POST',
        credentials: 'same-origin',
        // The page's language: Forti replies in it, and refusals come back in it.
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'accept-language': currentLocale(),
        },
        body: JSON.stringify(body),
        signal,
      },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Network error: failed to fetch. Please check your internet connection.');
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the generic message
    }
    throw apiErrorOf(response.status, data);
  }

  await readEventStream(response.body, onEvent);
}

/**
 * Reads a Server-Sent Events body and calls `onEvent` for each complete event, in order.
 * eventsource-parser splits the bytes into events however the network cut them (inside a line,
 * inside a multi-byte character) and passes over comments; what is left when the body ends is
 * read as a last event. Events this page does not know, and data that is not JSON, are skipped.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: WireStreamEvent) => void,
): Promise<void> {
  const parser = createParser({
    onEvent({ event = 'message', data }) {
      if (!knownEvents.has(event as EventName)) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      onEvent({ event, data: parsed } as WireStreamEvent);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    // The closing blank line, which a body that stops after its last event may lack.
    parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
    if (done) return;
  }
}
