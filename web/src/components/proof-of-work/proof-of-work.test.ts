import { describe, expect, it, vi } from 'vitest';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { createProofOfWork } from './proof-of-work';

/** A stand-in for ALTCHA's widget: its state, its events, and how often it was asked to solve. */
function fakeWidget(initial = 'verifying') {
  const target = new EventTarget();
  let state = initial;
  const widget = Object.assign(target, {
    solves: 0,
    getState: () => state,
    verify: async () => {
      widget.solves += 1;
      widget.emit('verifying');
      return null;
    },
    reset: () => widget.emit('unverified'),
    emit(next: string, payload?: string) {
      state = next;
      target.dispatchEvent(new CustomEvent('statechange', { detail: { state: next, payload } }));
    },
  });
  return widget;
}
const asElement = (w: ReturnType<typeof fakeWidget>) => w as unknown as AltchaWidgetElement;

describe("a form's proof of work", () => {
  it('waits for the solving under way, then gives its solution', async () => {
    const pow = createProofOfWork();
    const widget = fakeWidget('verifying');
    pow.attach(asElement(widget));
    const solution = pow.solution();
    widget.emit('verified', 'payload-1');
    expect(await solution).toBe('payload-1');
    expect(widget.solves).toBe(0);
    expect(await pow.solution()).toBe('payload-1');
  });

  it('solves a new challenge after the server has seen one, and sends the new one', async () => {
    const pow = createProofOfWork();
    const widget = fakeWidget('verifying');
    pow.attach(asElement(widget));
    widget.emit('verified', 'payload-1');
    pow.renew();
    expect(widget.solves).toBe(1);
    const next = pow.solution();
    widget.emit('verified', 'payload-2');
    expect(await next).toBe('payload-2');
  });

  it('starts solving again when the check expired or failed, and sends nothing when it cannot solve', async () => {
    const pow = createProofOfWork();
    const widget = fakeWidget('verifying');
    pow.attach(asElement(widget));
    widget.emit('verified', 'payload-1');
    widget.emit('expired');
    const again = pow.solution();
    await vi.waitFor(() => expect(widget.solves).toBe(1));
    widget.emit('error');
    expect(await again).toBeUndefined();
  });
});
