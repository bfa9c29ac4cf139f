import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { RealtimeEvent } from '../../contracts/realtime.js';
import { memberTrust } from '../db/schema/index.js';
import { as, ORIGIN, type Member, type TestApp } from './helpers.js';

/** Sends a request from `from` to `to` and has `to` accept it; returns the connection id. */
export async function connect(t: TestApp, from: Member, to: Member): Promise<string> {
  const sent = await as(t.app, from, { method: 'POST', url: '/api/connections', payload: { receiverId: to.id } });
  if (sent.statusCode !== 201) throw new Error(`request failed: ${sent.statusCode} ${sent.body}`);
  const id = sent.json().id as string;
  const accepted = await as(t.app, to, {
    method: 'PATCH',
    url: `/api/connections/${id}`,
    payload: { action: 'accept' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return id;
}

/** The app listening on a free port of 127.0.0.1 (sockets need a real server); returns its ws:// base. */
export async function listening(t: TestApp): Promise<string> {
  const address = t.app.server.address() as AddressInfo | null;
  if (!address) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export interface OpenSocket {
  socket: WebSocket;
  events: RealtimeEvent[];
  /** Resolves with the first event (already received or to come) that matches. */
  next<T extends RealtimeEvent['type']>(
    type: T,
    match?: (e: Extract<RealtimeEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeEvent, { type: T }>>;
  close(): Promise<void>;
}

/** Opens a member's realtime socket and waits for its 'hello'. */
export async function openSocket(
  base: string,
  member: { cookie: string },
  opts: { since?: string; lang?: string; origin?: string } = {},
): Promise<OpenSocket> {
  const params = new URLSearchParams();
  if (opts.since) params.set('since', opts.since);
  if (opts.lang) params.set('lang', opts.lang);
  const socket = new WebSocket(`${base}/api/realtime${params.size ? `?${params}` : ''}`, {
    headers: { cookie: member.cookie, origin: opts.origin ?? ORIGIN },
  });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as RealtimeEvent);
    for (const w of [...waiters]) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
  });
  const open: OpenSocket = {
    socket,
    events,
    next(type, match, timeoutMs = 5000) {
      type E = Extract<RealtimeEvent, { type: typeof type }>;
      const find = () => events.find((e): e is E => e.type === type && (!match || match(e as E)));
      return new Promise<E>((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`));
        }, timeoutMs);
        const check = () => {
          const f = find();
          if (!f) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(f);
        };
        waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  await open.next('hello');
  return open;
}

/** The HTTP status a refused WebSocket handshake got. */
export function refusedStatus(base: string, headers: Record<string, string>, path = '/api/realtime'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}${path}`, { headers });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      socket.terminate();
    });
    socket.once('error', () => {});
  });
}

/**
 * Gives a member the Member trust level (issue 41), as if they had taken part for a while: for
 * tests whose subject is not the new-member limits (a post that mentions three people).
 */
export async function trusted(t: TestApp, ...members: Member[]): Promise<void> {
  for (const m of members)
    await t.database.db
      .insert(memberTrust)
      .values({ userId: m.id, earned: 'member', lockedLevel: 'member' })
      .onConflictDoUpdate({ target: memberTrust.userId, set: { lockedLevel: 'member' } });
}
