import type { AltchaWidgetElement } from 'altcha/types/generic';

/**
 * What a form asks of its proof of work (ALTCHA, decision 0081): the solution to send, waiting for
 * the widget when it is still solving; and a fresh one after the server has seen a solution. The
 * widget itself (proof-of-work-widget.tsx) is loaded only by the forms that ask for one.
 */
export interface ProofOfWork {
  /** The solution to send with the form; undefined when the widget could not solve one. */
  solution(): Promise<string | undefined>;
  /** A solution is accepted once: after the server has answered, the widget solves a new challenge. */
  renew(): void;
  /** Called by the widget once it is on the page (null when it goes). */
  attach(element: AltchaWidgetElement | null): void;
}

/** How long a send waits for the widget's code to arrive. */
const WIDGET_WAIT_MS = 20_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StateChange = CustomEvent<{ state: string; payload?: string | null }>;

/** One form's handle on its widget. */
export function createProofOfWork(): ProofOfWork {
  let element: AltchaWidgetElement | null = null;
  let payload: string | undefined;
  let waiting: Array<(payload: string | undefined) => void> = [];
  let whenAttached: () => void = () => {};
  let attached = new Promise<void>((resolve) => (whenAttached = resolve));

  const onStateChange = (event: Event) => {
    const { state, payload: next } = (event as StateChange).detail;
    if (state === 'verifying' || state === 'unverified') {
      payload = undefined;
      return;
    }
    payload = state === 'verified' && next ? next : undefined;
    const settled = waiting;
    waiting = [];
    for (const resolve of settled) resolve(payload);
  };

  return {
    async solution() {
      // The widget's code never arrived (a dropped connection): send without, and the server says why.
      const arrived = await Promise.race([attached.then(() => true), delay(WIDGET_WAIT_MS).then(() => false)]);
      if (!arrived) return undefined;
      if (payload) return payload;
      const widget = element!;
      const settled = new Promise<string | undefined>((resolve) => waiting.push(resolve));
      // Not under way (not started, expired, failed): start it; under way, wait for it.
      if (widget.getState() !== 'verifying') void widget.verify();
      return settled;
    },
    renew() {
      payload = undefined;
      if (!element) return;
      element.reset();
      void element.verify();
    },
    attach(next) {
      element?.removeEventListener('statechange', onStateChange);
      element = next;
      if (next) {
        next.addEventListener('statechange', onStateChange);
        whenAttached();
      } else {
        payload = undefined;
        attached = new Promise<void>((resolve) => (whenAttached = resolve));
      }
    },
  };
}
