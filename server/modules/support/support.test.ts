import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupportMessages, SupportTiers } from '../../../contracts/support.js';
import { paymentOrders, paymentWebhookEvents, securityEvents, user } from '../../db/schema/index.js';
import {
  as,
  cookieFrom,
  createMember,
  createTestApp,
  signIn,
  signUp,
  type Member,
  type TestApp,
} from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let payer: Member;
const completedEvents: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  payer = await createMember(t, 'caregiver', { name: 'Ananya Kulkarni' });
  await t.app.services.bus.subscribe('fn_support_completed', (p) => void completedEvents.push(p.amountRupees));
});
afterAll(async () => t?.close());

const order = (m: Member | null, plan: string, amountRupees: unknown) =>
  as(t.app, m, { method: 'POST', url: '/api/support/orders', payload: { plan, amountRupees } });
const total = () => t.app.services.modules.get('support').totalCompletedRupees();

describe('support tiers and amounts', () => {
  it('tells the page that the sandbox is the provider when no payment keys are configured', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/support/config' });
    expect(res.json()).toEqual({ provider: 'sandbox', keyId: null, currency: 'INR' });
  });

  it.each([
    ['supporter', 499, false],
    ['supporter', 500, true],
    ['supporter', 1999, true],
    ['supporter', 2000, false],
    ['advocate', 1999, false],
    ['advocate', 2000, true],
    ['advocate', 7999, true],
    ['advocate', 8000, false],
    ['patron', 7999, false],
    ['patron', 8000, true],
    ['patron', 500_000, true],
    ['patron', 500_001, false],
    ['custom', 499, false],
    ['custom', 500, true],
    ['custom', 500_001, false],
  ] as const)('for the %s plan, %i rupees is %s', async (plan, amount, allowed) => {
    const res = await order(payer, plan, amount);
    expect(res.statusCode, res.body).toBe(allowed ? 201 : 400);
    if (allowed) {
      expect(res.json().order).toMatchObject({ plan, amountRupees: amount, status: 'created', currency: 'INR' });
      expect(res.json().checkout).toMatchObject({ provider: 'sandbox', amount: amount * 100, currency: 'INR' });
    }
  });

  it('names the range of the tier when refusing, and records the refusal', async () => {
    const res = await order(payer, 'advocate', 9000);
    expect(res.json().error.message).toBe('The Advocate tier is ₹2,000 to ₹7,999.');
    const custom = await order(payer, 'custom', 100);
    expect(custom.json().error.message).toBe('A custom amount must be at least ₹500 and at most ₹5,00,000.');
    const rows = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'support_amount_refused'), eq(securityEvents.userId, payer.id)));
    expect(rows.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ plan: 'advocate', amountRupees: 9000 }),
        expect.objectContaining({ plan: 'custom', amountRupees: 100 }),
      ]),
    );
  });

  it('refuses fractions of a rupee, non-numbers and unknown plans', async () => {
    expect((await order(payer, 'custom', 750.5)).json().error.message).toBe(englishOf(SupportMessages.notWholeRupees));
    expect((await order(payer, 'custom', '750')).statusCode).toBe(400);
    expect((await order(payer, 'platinum', 750)).statusCode).toBe(400);
  });

  it('keeps the tiers of the specification with their benefits', () => {
    expect(SupportTiers.map((tier) => [tier.name, tier.minRupees, tier.isOpenEnded ? null : tier.maxRupees])).toEqual([
      ['Supporter', 500, 1999],
      ['Advocate', 2000, 7999],
      ['Patron', 8000, null],
    ]);
    expect(SupportTiers[0]!.benefits).toEqual(['Recognition certificate', 'Name on website']);
  });

  it('lets only members pay (visitors are asked to sign in)', async () => {
    expect((await order(null, 'supporter', 500)).statusCode).toBe(401);
  });
});

describe('a sandbox payment', () => {
  it('completes through the signed webhook and e-mails one receipt, but leaves the public total alone (no money moved)', async () => {
    const before = await total();
    const created = await order(payer, 'advocate', 2500);
    const id = created.json().order.id as string;
    const sentBefore = t.outbox.length;

    const paid = await as(t.app, payer, { method: 'POST', url: `/api/support/orders/${id}/sandbox-pay` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      razorpayOrderId: created.json().checkout.orderId,
      razorpayPaymentId: expect.stringMatching(/^pay_sbx_/),
    });

    const status = await as(t.app, payer, { method: 'GET', url: `/api/support/orders/${id}` });
    expect(status.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(await total()).toBe(before);
    expect(completedEvents).toContain(0);

    // The checkout's signed answer is accepted by the same confirmation call Razorpay's uses.
    const confirmed = await as(t.app, payer, {
      method: 'POST',
      url: `/api/support/orders/${id}/confirm`,
      payload: paid.json(),
    });
    expect(confirmed.statusCode).toBe(200);

    // Paying the same order again changes nothing.
    const again = await as(t.app, payer, { method: 'POST', url: `/api/support/orders/${id}/sandbox-pay` });
    expect(again.statusCode).toBe(409);
    expect(await total()).toBe(before);

    const receipts = t.outbox.slice(sentBefore).filter((m) => m.to === payer.email);
    expect(receipts).toHaveLength(1);
    const text = receipts[0]!.text;
    expect(receipts[0]!.subject).toBe(englishOf(SupportMessages.receiptSubject));
    expect(text).toContain('Amount: ₹2,500');
    expect(text).toContain('Tier: Advocate');
    expect(text).toContain(`Order ID: ${id}`);
    expect(text).toMatch(/Date: .*\d{4}.* IST/);
    expect(text).toContain('not donations, and they are not tax-exempt');
    const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    expect(row!.receiptSentAt).not.toBeNull();
  });

  it('refuses a sandbox webhook that was not signed by the server, and counts it without keeping its body', async () => {
    const created = await order(payer, 'supporter', 600);
    const forged = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_forged',
            order_id: created.json().checkout.orderId,
            amount: 60000,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': '00'.repeat(32),
        'x-razorpay-event-id': 'evt_forged_1',
      },
      payload: forged,
    });
    expect(res.statusCode).toBe(400);
    const [rec] = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.outcome, 'forged'))
      .orderBy(desc(paymentWebhookEvents.createdAt))
      .limit(1);
    expect(rec).toMatchObject({ outcome: 'forged', signatureValid: false, rawPayload: '', eventId: null });
    // The security events monitor shows it to the administrators.
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'payment_webhook_forged'))
      .orderBy(desc(securityEvents.createdAt))
      .limit(1);
    expect(event).toMatchObject({ severity: 'warn', details: { provider: 'sandbox' } });
    expect(
      (await as(t.app, payer, { method: 'GET', url: `/api/support/orders/${created.json().order.id}` })).json().status,
    ).toBe('created');
  });

  it('shows an order only to the member who opened it', async () => {
    const other = await createMember(t, 'patient');
    const admin = await createMember(t, 'admin');
    const id = (await order(payer, 'supporter', 700)).json().order.id as string;
    expect((await as(t.app, payer, { method: 'GET', url: `/api/support/orders/${id}` })).statusCode).toBe(200);
    for (const someone of [other, admin]) {
      expect((await as(t.app, someone, { method: 'GET', url: `/api/support/orders/${id}` })).statusCode).toBe(404);
      expect(
        (await as(t.app, someone, { method: 'POST', url: `/api/support/orders/${id}/sandbox-pay` })).statusCode,
      ).toBe(404);
    }
  });

  it('refuses a checkout result whose signature does not match', async () => {
    const created = await order(payer, 'supporter', 800);
    const id = created.json().order.id as string;
    const res = await as(t.app, payer, {
      method: 'POST',
      url: `/api/support/orders/${id}/confirm`,
      payload: {
        razorpayOrderId: created.json().checkout.orderId,
        razorpayPaymentId: 'pay_made_up',
        razorpaySignature: 'ab'.repeat(32),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(englishOf(SupportMessages.invalidCheckoutSignature));
  });

  it('counts only completed payments in the total, and never a sandbox one', async () => {
    const before = await total();
    await order(payer, 'patron', 9000); // opened, never paid
    const failed = await order(payer, 'supporter', 900);
    await t.database.db
      .update(paymentOrders)
      .set({ status: 'failed' })
      .where(eq(paymentOrders.id, failed.json().order.id));
    expect(await total()).toBe(before);
    const paid = await order(payer, 'custom', 1234);
    expect(
      (await as(t.app, payer, { method: 'POST', url: `/api/support/orders/${paid.json().order.id}/sandbox-pay` }))
        .statusCode,
    ).toBe(200);
    expect(await total()).toBe(before);
  });
});

describe('the sandbox in production', () => {
  /** Production requires a confirmed address: sign up, confirm it in the database, sign in. */
  async function confirmedMember(app: TestApp): Promise<Member> {
    const m = await signUp(app.app);
    await app.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, m.id));
    return { ...m, cookie: cookieFrom(await signIn(app.app, m.email, m.password)) };
  }

  it('refuses sandbox orders on a production server, saying payments are not enabled', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const m = await confirmedMember(prod);
      const res = await as(prod.app, m, {
        method: 'POST',
        url: '/api/support/orders',
        payload: { plan: 'supporter', amountRupees: 500 },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'PAYMENTS_NOT_ENABLED',
        message: 'Payments are not enabled on this site yet, so nothing can be paid here.',
      });
    } finally {
      await prod.close();
    }
  });

  it('takes sandbox orders in production when PAYMENTS_SANDBOX=true, still outside the public total', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' } });
    try {
      const m = await confirmedMember(prod);
      const res = await as(prod.app, m, {
        method: 'POST',
        url: '/api/support/orders',
        payload: { plan: 'supporter', amountRupees: 500 },
      });
      expect(res.statusCode).toBe(201);
      const paid = await as(prod.app, m, {
        method: 'POST',
        url: `/api/support/orders/${res.json().order.id}/sandbox-pay`,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await prod.app.services.modules.get('support').totalCompletedRupees()).toBe(0);
    } finally {
      await prod.close();
    }
  });
});

describe('webhook deliveries per address', () => {
  it('answers 429 with Retry-After past the per-address limit, storing nothing of the junk, while another address still gets through', async () => {
    const limited = await createTestApp({ env: { WEBHOOK_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const junk = 'x'.repeat(60 * 1024);
      const post = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/support/webhooks/sandbox',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': '00'.repeat(32) },
          remoteAddress,
          payload: junk,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await post('198.51.100.20')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const limitedRes = await post('198.51.100.20');
      expect(limitedRes.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limitedRes.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('198.51.100.21')).statusCode).toBe(400);

      const rows = await limited.database.db.select().from(paymentWebhookEvents);
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.rawPayload === '')).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe("the receipt in the payer's language", () => {
  it('mails a member who reads Hindi a Hindi receipt', async () => {
    const m = await createMember(t, 'patient');
    expect(
      (await as(t.app, m, { method: 'POST', url: '/api/auth/update-user', payload: { language: 'hi' } })).statusCode,
    ).toBe(200);
    const created = await as(t.app, m, {
      method: 'POST',
      url: '/api/support/orders',
      payload: { plan: 'supporter', amountRupees: 700 },
    });
    expect(
      (await as(t.app, m, { method: 'POST', url: `/api/support/orders/${created.json().order.id}/sandbox-pay` }))
        .statusCode,
    ).toBe(200);
    const receipt = t.outbox.filter((x) => x.to === m.email).at(-1)!;
    expect(receipt.subject).toBe('आपकी Fortitude Network सहयोग रसीद');
    expect(receipt.text).toContain('राशि: ₹700 (INR)');
    expect(receipt.text).toContain('ये दान नहीं हैं');
  });
});
