/* eslint-disable @typescript-eslint/no-explicit-any -- tests read stream events loosely, as a browser would */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { as, type Member, type TestApp } from './helpers.js';

/** The events of a Server-Sent Events body, in order. */
export function parseSse(body: string): Array<{ event: string; data: any }> {
  const events: Array<{ event: string; data: any }> = [];
  for (const block of body.split('\n\n')) {
    const lines = block.split('\n').filter((l) => l && !l.startsWith(':'));
    if (lines.length === 0) continue;
    const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
    const data = lines
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6))
      .join('\n');
    events.push({ event, data: data ? JSON.parse(data) : null });
  }
  return events;
}

/** The reply text of a stream: its deltas joined. */
export const replyText = (events: Array<{ event: string; data: any }>) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');

export async function newConversation(t: TestApp, m: Member): Promise<string> {
  const res = await as(t.app, m, { method: 'POST', url: '/api/companion/conversations' });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().conversation.id as string;
}

export function send(
  t: TestApp,
  m: Member | null,
  conversationId: string,
  message: string,
  attachmentIds: string[] = [],
): Promise<LightMyRequestResponse> {
  return as(t.app, m, {
    method: 'POST',
    url: `/api/companion/conversations/${conversationId}/messages`,
    payload: { message, attachmentIds },
  });
}

export async function uploadFile(
  t: TestApp,
  m: Member,
  bytes: Buffer,
  filename: string,
  type: string,
): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(body);
  const res = await as(t.app, m, {
    method: 'POST',
    url: '/api/companion/files',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().file.id as string;
}

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local stand-in for an outside service (node:http), recording every request it gets. */
export async function standIn(handle: (req: Recorded, res: ServerResponse) => void | Promise<void>) {
  const requests: Recorded[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      open.add(res);
      res.on('close', () => open.delete(res));
      void handle(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat-completions stream chunk line. */
export const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;
