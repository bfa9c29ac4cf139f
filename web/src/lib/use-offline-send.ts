import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NETWORK_ERROR_CODE } from './api';

/** True when a send failed because the request never reached the server (offline, a dropped connection). */
export function isNetworkFailure(error: unknown): boolean {
  return (error instanceof ApiError && error.code === NETWORK_ERROR_CODE) || error instanceof TypeError;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * - idle: nothing held back;
 * - waiting: the browser is offline; the send goes by itself when the connection returns;
 * - failed: the request did not get through although the browser thought it was online; the text
 *   is kept, with "Send again".
 */
export type OfflineSendState = 'idle' | 'waiting' | 'failed';

/**
 * The offline rule of every composer (decision 0061): a send while offline says so at once and waits
 * for the connection (the browser's 'online' event) instead of spinning; a send that fails on the
 * network keeps the text and offers "Send again". `run(send)` sends now or holds it back;
 * `networkFailed(send)` is called from the send's error handler when isNetworkFailure(error).
 */
export function useOfflineSend() {
  const [state, setState] = useState<OfflineSendState>('idle');
  const held = useRef<(() => void) | null>(null);

  const run = useCallback((send: () => void) => {
    if (isOffline()) {
      held.current = send;
      setState('waiting');
      return;
    }
    held.current = null;
    setState('idle');
    send();
  }, []);

  const networkFailed = useCallback((send: () => void) => {
    held.current = send;
    setState(isOffline() ? 'waiting' : 'failed');
  }, []);

  const sendAgain = useCallback(() => {
    const send = held.current;
    if (send) run(send);
  }, [run]);

  /** Forgets a held send (the text was changed or discarded). */
  const cancel = useCallback(() => {
    held.current = null;
    setState('idle');
  }, []);

  useEffect(() => {
    const online = () => {
      const send = held.current;
      if (!send) return;
      held.current = null;
      setState('idle');
      send();
    };
    const offline = () => setState((current) => (current === 'failed' ? 'waiting' : current));
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);

  return { state, run, networkFailed, sendAgain, cancel };
}
