import type { RealtimeEvent } from '@contracts/realtime';
import { RealtimeClose, RealtimeLimits } from '@contracts/realtime-constants';

export interface RealtimeOptions {
  /** The language the server writes notifications in ('en' or 'hi'), read at each (re)connection. */
  language: () => string;
  onEvent: (event: RealtimeEvent) => void;
  /** The socket closed (it will try again unless stopped or signed out). */
  onClosed?: () => void;
  /** The session ended (the server closed with 4401): the page should ask who is signed in. */
  onSignedOut?: () => void;
}

/**
 * One WebSocket to /api/realtime while a member is signed in. It reconnects by itself after 1 s,
 * doubling to 30 s (with a little jitter so that a restarted server is not hit by everyone at
 * once), and on each reconnection asks for what it missed since the last event it saw.
 * Returns the function that closes it for good. While it is open, <html data-realtime="open"> says so.
 */
export function startRealtime(options: RealtimeOptions): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastAt: string | null = null;

  const connect = () => {
    if (stopped) return;
    const params = new URLSearchParams({ lang: options.language() });
    if (lastAt) params.set('since', lastAt);
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}/api/realtime?${params}`);
    socket.onmessage = (message) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(message.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'hello') attempt = 0;
      // Only what carries a row's own time marks where a catch-up starts.
      else if (event.type !== 'caught-up' && event.type !== 'notifications-changed' && (!lastAt || event.at > lastAt))
        lastAt = event.at;
      options.onEvent(event);
    };
    socket.onclose = (close) => {
      socket = null;
      options.onClosed?.();
      if (stopped) return;
      if (close.code === RealtimeClose.unauthenticated) {
        options.onSignedOut?.();
        return;
      }
      if (close.code === RealtimeClose.forbidden) return;
      const delay = Math.min(RealtimeLimits.backoffMaxMs, RealtimeLimits.backoffMinMs * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(connect, delay * (0.8 + Math.random() * 0.4));
    };
  };

  // A phone back from sleep or a network that returns: try again at once rather than wait out the backoff.
  const retryNow = () => {
    if (stopped || socket || document.visibilityState === 'hidden') return;
    if (timer) clearTimeout(timer);
    attempt = 0;
    connect();
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', retryNow);
  connect();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', retryNow);
    socket?.close(1000, 'signed out');
  };
}
