import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Language } from '../../contracts/enums.js';
import type { RealtimeEvent } from '../../contracts/realtime.js';
import type { EventBus } from './events.js';

/** What crosses between processes on the bus: the event in English, its Hindi if it differs. */
export interface RealtimeEnvelope {
  u: string;
  e: RealtimeEvent;
  hi?: RealtimeEvent;
  /** Set when the full event was already delivered here and others get a 'resync' instead. */
  skip?: string;
}

/** PostgreSQL's NOTIFY payload is at most 8000 bytes; leave room for the bus's own wrapping. */
export const MAX_CROSSING_BYTES = 7000;

export interface RealtimeHub {
  /** Adds a member's socket; returns the function that removes it. */
  attach(userId: string, socket: WebSocket, language: Language): () => void;
  /**
   * Sends an event to every socket of the member on every server process (through the event
   * bus). A Hindi version, when given, goes to the sockets that asked for Hindi.
   */
  send(userId: string, event: RealtimeEvent, hindi?: RealtimeEvent): Promise<void>;
  /** Whether the member has a socket open on this process. */
  isConnected(userId: string): boolean;
  /** Open sockets on this process. */
  readonly size: number;
  /** Closes every socket (the server is stopping). */
  closeAll(code: number, reason: string): void;
}

interface Attached {
  socket: WebSocket;
  language: Language;
}

export function createRealtimeHub(bus: EventBus): RealtimeHub {
  const process = randomUUID();
  const sockets = new Map<string, Set<Attached>>();
  let size = 0;

  const deliver = (envelope: RealtimeEnvelope) => {
    const set = sockets.get(envelope.u);
    if (!set) return;
    const english = JSON.stringify(envelope.e);
    const hindi = envelope.hi ? JSON.stringify(envelope.hi) : english;
    for (const attached of set) {
      if (attached.socket.readyState !== attached.socket.OPEN) continue;
      attached.socket.send(attached.language === 'hi' ? hindi : english);
    }
  };

  void bus.subscribe('fn_realtime', (envelope) => {
    if (envelope.skip === process) return;
    deliver(envelope);
  });

  return {
    attach(userId, socket, language) {
      const entry: Attached = { socket, language };
      let set = sockets.get(userId);
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(entry);
      size += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        size -= 1;
        set.delete(entry);
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId);
      };
    },
    async send(userId, event, hindi) {
      const envelope: RealtimeEnvelope = { u: userId, e: event, ...(hindi ? { hi: hindi } : {}) };
      if (Buffer.byteLength(JSON.stringify(envelope)) <= MAX_CROSSING_BYTES) return bus.publish('fn_realtime', envelope);
      // Too large for NOTIFY: delivered whole here, and other processes tell their sockets to reload.
      deliver(envelope);
      await bus.publish('fn_realtime', { u: userId, e: { type: 'resync', at: event.at }, skip: process });
    },
    isConnected: (userId) => sockets.has(userId),
    get size() {
      return size;
    },
    closeAll(code, reason) {
      for (const set of sockets.values()) for (const { socket } of set) socket.close(code, reason);
    },
  };
}
