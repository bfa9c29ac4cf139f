import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../../platform/private-answers.js';

const HEARTBEAT_MS = 15_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Aborted when the client goes away before the stream is closed. */
  readonly clientGone: AbortSignal;
  close(): void;
}

/**
 * Takes the response over from Fastify and opens a Server-Sent Events stream: headers that stop
 * proxies and compression from buffering, a comment every 15 s to keep idle connections open.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  // Headers already set by hooks (security headers) still go out.
  for (const [key, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[key] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // A member's own stream: kept nowhere (platform/private-answers.ts), never transformed by a proxy.
    'cache-control': `${PRIVATE_CACHE_CONTROL}, no-transform`,
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.flushHeaders();
  const gone = new AbortController();
  let closed = false;
  // The response's 'close' before we end it means the connection went away (the request's own
  // 'close' only says that its body was read).
  const onClose = () => {
    if (!closed && !raw.writableFinished) gone.abort();
  };
  raw.on('close', onClose);
  const heartbeat = setInterval(() => {
    if (!closed && !raw.writableEnded) raw.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    send(event, data) {
      if (closed || raw.writableEnded || raw.destroyed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    clientGone: gone.signal,
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      raw.off('close', onClose);
      if (!raw.writableEnded) raw.end();
    },
  };
}
