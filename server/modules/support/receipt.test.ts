import { describe, expect, it } from 'vitest';
import type { paymentOrders } from '../../db/schema/index.js';
import { receiptMessage } from './webhooks.service.js';

type OrderRow = typeof paymentOrders.$inferSelect;
const order = (plan: string) =>
  ({
    id: 'order-1',
    plan,
    payerName: 'Asha',
    payerEmail: 'asha@example.com',
    amountPaise: 250_000,
    currency: 'INR',
    providerOrderId: 'order_X',
    providerPaymentId: 'pay_X',
    completedAt: new Date('2026-11-20T06:30:00Z'),
  }) as unknown as OrderRow;

describe('the e-mail receipt names the tier in the payer’s language', () => {
  it('a Hindi receipt names the tier in Hindi, as the Hindi support page does', () => {
    const hi = receiptMessage(order('advocate'), 'Fortitude Network', 'https://example.org', 'hi').text;
    expect(hi).toContain('स्तर: समर्थक');
    expect(hi).not.toContain('Advocate');
    expect(receiptMessage(order('patron'), 'F', 'https://example.org', 'hi').text).toContain('स्तर: संरक्षक');
    expect(receiptMessage(order('supporter'), 'F', 'https://example.org', 'hi').text).toContain('स्तर: सहयोगी');
  });

  it('an English receipt keeps the English tier name, and a custom amount is named in each language', () => {
    expect(receiptMessage(order('advocate'), 'F', 'https://example.org', 'en').text).toContain('Tier: Advocate');
    expect(receiptMessage(order('custom'), 'F', 'https://example.org', 'hi').text).toContain('स्तर: अपनी पसंद की राशि');
  });

  it('dates the payment with the reader’s date formatter in India time, never as an ISO date', () => {
    const hi = receiptMessage(order('advocate'), 'F', 'https://example.org', 'hi').text;
    const en = receiptMessage(order('advocate'), 'F', 'https://example.org', 'en').text;
    expect(hi).toContain('20 नवंबर 2026');
    expect(en).toContain('20 November 2026');
    for (const text of [hi, en]) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
