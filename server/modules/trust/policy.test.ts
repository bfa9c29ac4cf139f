import { describe, expect, it } from 'vitest';
import { INTRODUCTIONS } from './eval/evaluate.js';
import { readAbuse } from './abuse.js';
import { abuseVerdict, evidenceOf, holdsAt, policyOf } from './policy.js';
import { loadReader } from './reader.js';

/** The policy a New member's post meets (decision 0075, round 5). Every number, id and link is invented. */
describe('the abuse policy for a New member', () => {
  const t = { base: 0.7, high: 0.92 };

  const none = { harms: 0, elements: 0 };
  const element = { harms: 0, elements: 1 };
  const harm = { harms: 1, elements: 2 };

  it('holds without a harm named only at or above high, and only with an element of a harm', () => {
    expect(holdsAt(0.95, element, t)).toBe(true);
    expect(holdsAt(0.92, element, t)).toBe(true);
    expect(holdsAt(0.9, element, t)).toBe(false);
    expect(holdsAt(0.999, none, t)).toBe(false);
  });

  it('holds between base and high only when the rules name a harm', () => {
    expect(holdsAt(0.9, harm, t)).toBe(true);
    expect(holdsAt(0.7, harm, t)).toBe(true);
    expect(holdsAt(0.69, harm, t)).toBe(false);
  });

  it('keeps an earlier reader’s policy: its threshold with a harm named, never on probability alone', () => {
    const v4 = policyOf(loadReader('v4').meta);
    expect(v4.base).toBe(loadReader('v4').meta.threshold);
    expect(holdsAt(0.999, element, v4)).toBe(false);
    expect(holdsAt(v4.base, harm, v4)).toBe(true);
  });

  it('uses the thresholds stored with the reader in use, the very sure one at or above the other', () => {
    const { base, high } = policyOf(loadReader().meta);
    expect(base).toBeGreaterThan(0.5);
    expect(high).toBeGreaterThanOrEqual(base);
    expect(high).toBeLessThanOrEqual(1);
  });

  it.each(INTRODUCTIONS)('never holds an ordinary introduction: %s', (text) => {
    expect(abuseVerdict(text).hold).toBe(false);
    expect(abuseVerdict(text, 'v4').hold).toBe(false);
  });

  it('never holds an introduction however sure the reader is, since the rules see no element of a harm in it', () => {
    const text = 'Hello from Lucknow\nI am Sunita Verma from Aliganj, breast cancer stage 2';
    expect(abuseVerdict(text, 'v4').p).toBeGreaterThanOrEqual(loadReader('v4').meta.threshold);
    expect(abuseVerdict(text).p).toBeGreaterThanOrEqual(policyOf(loadReader().meta).high);
    expect(abuseVerdict(text).hold).toBe(false);
    expect(evidenceOf(readAbuse(text))).toEqual(none);
  });

  it('holds a plain cure claim and a plain scam', () => {
    const cure =
      'Guaranteed herbal medicine, 100% cure for cancer in 30 days, no need for chemo. Call 9876543210 to order.';
    const scam =
      'Congratulations, you won ₹10 lakh in the cancer relief lucky draw. Pay ₹2,500 GST to win.desk@okbank today.';
    for (const text of [cure, scam]) expect(abuseVerdict(text)).toMatchObject({ hold: true });
  });

  it('holds abuse the rules name no whole harm in when the reader is sure and the rules see an element of one', () => {
    const { high } = policyOf(loadReader().meta);
    for (const text of [
      'Guaranteed admission in top colleges, management quota seats available, contact now',
      'Dear friends, cheap flight tickets and hotel packages, contact our agency for best deals',
    ]) {
      const v = abuseVerdict(text);
      expect(v).toMatchObject({ kinds: [], hold: true });
      expect(v.p).toBeGreaterThanOrEqual(high);
      expect(evidenceOf(readAbuse(text)).elements).toBeGreaterThan(0);
    }
  });

  it('reads a warning about a scam as no reason to hold it', () => {
    expect(
      abuseVerdict('Please do not fall for the "lucky draw" message asking for GST, it is a scam. I reported it.').hold,
    ).toBe(false);
  });
});
