import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Language } from '../../contracts/enums.js';
import { RealtimeClose, RealtimeLimits, type RealtimeEvent } from '../../contracts/realtime.js';
import type { EventBus, LoadedKind, RealtimeEnvelope } from './events.js';

export type { LoadedKind, RealtimeEnvelope };

/** PostgreSQL's NOTIFY payload is at most 8000 bytes; leave room for the bus's own wrapping. */
export const MAX_CROSSING_BYTES = 7000;

export interface AttachOptions {
  language: Language;
  /** Whether the socket's session still stands; asked again whenever the member's sessions change. */
  stillSignedIn: () => Promise<boolean>;
}

export interface RealtimeHub {
  /**
   * Adds a member's socket; returns the function that removes it, or null when the member already
   * holds as many sockets as allowed (the socket is then closed with 4429). There is no cap per
   * client address: a hospital's Wi-Fi or a carrier's NAT puts many members behind one (decision 0057).
   */
  attach(userId: string, socket: WebSocket, options: AttachOptions): (() => void) | null;
  /**
   * Sends an event to every socket of the member on every server process (through the event
   * bus). A Hindi version, when given, goes to the sockets that asked for Hindi.
   */
  send(userId: string, event: RealtimeEvent, hindi?: RealtimeEvent): Promise<void>;
  /** Sends an event with private content: whole to this process's sockets, as its id to the others. */
  sendLoaded(userId: string, ref: { kind: LoadedKind; id: string }, event: RealtimeEvent): Promise<void>;
  /** How another process turns an id that crossed into the event (null: the row is gone). */
  loader(kind: LoadedKind, load: (id: string) => Promise<RealtimeEvent | null>): void;
  /**
   * Hears of each event this process wrote to at least one open socket of the member (once per
   * event, however many sockets), when it was written: a notification delivered live counts as seen.
   */
  onDelivered(listener: (userId: string, event: RealtimeEvent) => void): void;
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
  stillSignedIn: () => Promise<boolean>;
  /** While the session is being read again, events wait here (null: none waiting). */
  held: Held[] | null;
}

/** An event waiting for its socket: its English and Hindi text, and what to call once it is written. */
type Held = [english: string, hindi: string, written?: () => void];

export interface HubOptions {
  /** At most this many sockets per member on one process (RealtimeLimits by default). */
  maxPerMember?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

export function createRealtimeHub(bus: EventBus, options: HubOptions = {}): RealtimeHub {
  const maxPerMember = options.maxPerMember ?? RealtimeLimits.socketsPerMember;
  const process = randomUUID();
  const sockets = new Map<string, Set<Attached>>();
  const loaders = new Map<LoadedKind, (id: string) => Promise<RealtimeEvent | null>>();
  const delivered: Array<(userId: string, event: RealtimeEvent) => void> = [];
  let size = 0;

  /** Writes to one socket; true when written now (held or closed: false, and `written` runs if a held one goes later). */
  const write = (attached: Attached, english: string, hindi: string, written?: () => void): boolean => {
    if (attached.held) {
      attached.held.push([english, hindi, written]);
      return false;
    }
    if (attached.socket.readyState !== attached.socket.OPEN) return false;
    attached.socket.send(attached.language === 'hi' ? hindi : english);
    return true;
  };

  const deliver = (userId: string, event: RealtimeEvent, hindiEvent?: RealtimeEvent) => {
    const set = sockets.get(userId);
    if (!set) return;
    const english = JSON.stringify(event);
    const hindi = hindiEvent ? JSON.stringify(hindiEvent) : english;
    // Listeners hear of the event once, at the first socket it reached (now, or when a held one is let go).
    let told = delivered.length === 0;
    const written = () => {
      if (told) return;
      told = true;
      for (const listener of delivered) {
        try {
          listener(userId, event);
        } catch (err) {
          options.log?.warn({ err }, 'a realtime delivery listener failed');
        }
      }
    };
    for (const attached of set) if (write(attached, english, hindi, written)) written();
  };

  void bus.subscribe('fn_realtime', (envelope) => {
    if (envelope.skip === process || !sockets.has(envelope.u)) return;
    if (envelope.e) return deliver(envelope.u, envelope.e, envelope.hi);
    const ref = envelope.ref;
    const load = ref && loaders.get(ref.k);
    if (!ref || !load) return;
    load(ref.id).then(
      (event) => event && deliver(envelope.u, event),
      (err: unknown) => options.log?.warn({ err }, 'could not load a realtime event'),
    );
  });

  // A member's sessions changed (sign-out, 'sign out everywhere', a ban, an erasure, or only a
  // profile change): every socket of theirs reads its session again at once and closes if it
  // ended. Events wait meanwhile, so none reaches a socket whose session has just ended.
  void bus.subscribe('fn_user_changed', ({ userId, all }) => {
    const affected =
      all || !userId ? [...sockets.values()].flatMap((set) => [...set]) : [...(sockets.get(userId) ?? [])];
    for (const attached of affected) {
      attached.held ??= [];
      // After the other handlers of this event (the session cache drops its copy first).
      setImmediate(() => {
        attached.stillSignedIn().then(
          (signedIn) => {
            const held = attached.held ?? [];
            attached.held = null;
            if (!signedIn) return attached.socket.close(RealtimeClose.unauthenticated, 'session ended');
            for (const [english, hindi, written] of held) if (write(attached, english, hindi)) written?.();
          },
          () => {
            attached.held = null;
            attached.socket.close(RealtimeClose.unauthenticated, 'session ended');
          },
        );
      });
    }
  });

  return {
    attach(userId, socket, { language, stillSignedIn }) {
      const set = sockets.get(userId);
      if ((set?.size ?? 0) >= maxPerMember) {
        socket.close(RealtimeClose.tooMany, 'too many connections');
        return null;
      }
      const entry: Attached = { socket, language, stillSignedIn, held: null };
      const own = set ?? new Set<Attached>();
      if (!set) sockets.set(userId, own);
      own.add(entry);
      size += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        size -= 1;
        own.delete(entry);
        if (own.size === 0 && sockets.get(userId) === own) sockets.delete(userId);
      };
    },
    async send(userId, event, hindi) {
      const envelope: RealtimeEnvelope = { u: userId, e: event, ...(hindi ? { hi: hindi } : {}) };
      if (Buffer.byteLength(JSON.stringify(envelope)) <= MAX_CROSSING_BYTES)
        return bus.publish('fn_realtime', envelope);
      // Too large for NOTIFY: delivered whole here, and other processes tell their sockets to reload.
      deliver(userId, event, hindi);
      await bus.publish('fn_realtime', { u: userId, e: { type: 'resync', at: event.at }, skip: process });
    },
    async sendLoaded(userId, ref, event) {
      deliver(userId, event);
      await bus.publish('fn_realtime', { u: userId, ref: { k: ref.kind, id: ref.id }, skip: process });
    },
    loader(kind, load) {
      loaders.set(kind, load);
    },
    onDelivered(listener) {
      delivered.push(listener);
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
