import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupportMessages } from '../../../contracts/support.js';
import { paymentOrders, paymentWebhookEvents } from '../../db/schema/support.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

const KEY_ID = 'rzp_test_standin1234';
const KEY_SECRET = 'standin-key-secret';
const WEBHOOK_SECRET = 'standin-webhook-secret';

/** A stand-in for Razorpay's Orders API: the documented request and response, Basic auth checked. */
interface StandIn {
  server: Server;
  url: string;
  requests: Array<{ auth: string | undefined; body: Record<string, unknown> }>;
  failNext: boolean;
}
async function startStandIn(): Promise<StandIn> {
  const state: StandIn = { server: null as unknown as Server, url: '', requests: [], failNext: false };
  state.server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/v1/orders')
        return send(404, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
        });
      const body = JSON.parse(data || '{}') as Record<string, unknown>;
      state.requests.push({ auth: req.headers.authorization, body });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`) {
        return send(401, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Authentication failed',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
          },
        });
      }
      if (state.failNext) {
        state.failNext = false;
        return send(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      }
      if (
        !Number.isInteger(body.amount) ||
        (body.amount as number) < 100 ||
        body.currency !== 'INR' ||
        String(body.receipt ?? '').length > 40
      ) {
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } });
      }
      send(200, {
        id: `order_${randomBytes(7).toString('base64url')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: 'INR',
        receipt: body.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      });
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

let standIn: StandIn;
let t: TestApp;
let payer: Member;

beforeAll(async () => {
  standIn = await startStandIn();
  t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: standIn.url,
    },
  });
  payer = await createMember(t, 'survivor', { name: 'Farhan Qureshi' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => standIn?.server.close(r));
});
beforeEach(() => {
  standIn.failNext = false;
});

const total = () => t.app.services.modules.get('support').totalCompletedRupees();
async function openOrder(plan = 'supporter', amountRupees = 1000) {
  const res = await as(t.app, payer, { method: 'POST', url: '/api/support/orders', payload: { plan, amountRupees } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    order: { id: string; amountRupees: number };
    checkout: { orderId: string; amount: number; keyId: string };
  };
}

/** A webhook body as Razorpay sends it. */
function eventBody(event: string, p: { orderId: string; amount: number; paymentId?: string; status?: string }) {
  const entity = {
    id: p.paymentId ?? `pay_${randomBytes(7).toString('hex')}`,
    entity: 'payment',
    amount: p.amount,
    currency: 'INR',
    status: p.status ?? 'captured',
    order_id: p.orderId,
    method: 'upi',
    captured: true,
    email: payer.email,
    contact: '+919800000000',
  };
  const payload: Record<string, unknown> = { payment: { entity } };
  if (event === 'order.paid')
    payload.order = {
      entity: {
        id: p.orderId,
        entity: 'order',
        amount: p.amount,
        amount_paid: p.amount,
        amount_due: 0,
        currency: 'INR',
        status: 'paid',
      },
    };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_standin',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

const sign = (raw: string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(raw).digest('hex');

function deliver(raw: string, opts: { eventId?: string; signature?: string | null } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-event-id': opts.eventId ?? `evt_${randomBytes(7).toString('hex')}`,
  };
  if (opts.signature !== null) headers['x-razorpay-signature'] = opts.signature ?? sign(raw);
  return t.app.inject({ method: 'POST', url: '/api/support/webhooks/razorpay', headers, payload: raw });
}

const outcomesFor = async (providerOrderId: string) =>
  (
    await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.providerOrderId, providerOrderId))
  )
    .map((r) => r.outcome)
    .sort();

describe('Razorpay orders', () => {
  it('creates the order on Razorpay for the chosen amount in paise, with Basic auth, and hands Checkout its data', async () => {
    const created = await openOrder('advocate', 2500);
    const sent = standIn.requests.at(-1)!;
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(sent.body).toMatchObject({
      amount: 250000,
      currency: 'INR',
      receipt: created.order.id,
      notes: { plan: 'advocate', orderId: created.order.id },
    });
    expect(created.checkout).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      amount: 250000,
      currency: 'INR',
      prefill: { name: 'Farhan Qureshi', email: payer.email },
    });
    expect(created.checkout.orderId).toMatch(/^order_/);
    expect((await as(t.app, null, { method: 'GET', url: '/api/support/config' })).json()).toEqual({
      provider: 'razorpay',
      keyId: KEY_ID,
      currency: 'INR',
    });
  });

  it('answers clearly and keeps no order when Razorpay fails', async () => {
    const rows = async () => (await t.database.db.select().from(paymentOrders)).length;
    const before = await rows();
    standIn.failNext = true;
    const res = await as(t.app, payer, {
      method: 'POST',
      url: '/api/support/orders',
      payload: { plan: 'supporter', amountRupees: 500 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(englishOf(SupportMessages.providerUnavailable));
    expect(await rows()).toBe(before);
  });

  it('offers no sandbox payment when Razorpay is configured', async () => {
    const { order } = await openOrder();
    expect(
      (await as(t.app, payer, { method: 'POST', url: `/api/support/orders/${order.id}/sandbox-pay` })).statusCode,
    ).toBe(404);
  });
});

describe('Razorpay webhooks', () => {
  it('completes the order on a correctly signed payment.captured, once, with one receipt', async () => {
    const { order, checkout } = await openOrder('supporter', 1500);
    const before = await total();
    const sentBefore = t.outbox.length;
    const raw = eventBody('payment.captured', { orderId: checkout.orderId, amount: 150000 });
    const res = await deliver(raw);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'completed' });
    // A verified delivery is kept whole.
    const [row] = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.providerOrderId, checkout.orderId));
    expect(row?.rawPayload).toBe(raw);
    expect(await total()).toBe(before + 1500);
    expect((await as(t.app, payer, { method: 'GET', url: `/api/support/orders/${order.id}` })).json().status).toBe(
      'completed',
    );
    expect(
      t.outbox.slice(sentBefore).filter((m) => m.to === payer.email && m.text.includes('Amount: ₹1,500')),
    ).toHaveLength(1);
  });

  it('refuses and counts a forged signature and a missing one, keeping no body', async () => {
    const { checkout } = await openOrder();
    const raw = eventBody('payment.captured', { orderId: checkout.orderId, amount: 100000 });
    const before = await total();
    const forgedBefore = (
      await t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.outcome, 'forged'))
    ).length;
    const forged = await deliver(raw, { signature: sign(raw, 'not-the-secret') });
    const missing = await deliver(raw, { signature: null });
    const tampered = await deliver(raw.replace('"amount":100000', '"amount":100001'), { signature: sign(raw) });
    for (const res of [forged, missing, tampered]) expect(res.statusCode).toBe(400);
    expect(await total()).toBe(before);
    const forgedRows = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.outcome, 'forged'));
    // Counted, one small row each, but what anyone may post is not kept.
    expect(forgedRows).toHaveLength(forgedBefore + 3);
    expect(forgedRows.every((r) => !r.signatureValid && r.rawPayload === '' && r.eventId === null)).toBe(true);
  });

  it('counts the same event delivered twice once, and records the replay', async () => {
    const { checkout } = await openOrder('supporter', 700);
    const before = await total();
    const raw = eventBody('payment.captured', { orderId: checkout.orderId, amount: 70000 });
    expect((await deliver(raw, { eventId: 'evt_replayed_1' })).json()).toEqual({ status: 'completed' });
    const replay = await deliver(raw, { eventId: 'evt_replayed_1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    // Replayed under a new event id (the id header is not signed): still nothing counted twice.
    expect((await deliver(raw, { eventId: 'evt_replayed_2' })).json()).toEqual({ status: 'duplicate' });
    expect(await total()).toBe(before + 700);
    expect(await outcomesFor(checkout.orderId)).toEqual(['completed', 'duplicate', 'duplicate']);
  });

  it('counts payment.captured and order.paid for the same payment once', async () => {
    const { checkout } = await openOrder('advocate', 3000);
    const before = await total();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    await deliver(eventBody('payment.captured', { orderId: checkout.orderId, amount: 300000, paymentId }));
    const paidEvent = await deliver(eventBody('order.paid', { orderId: checkout.orderId, amount: 300000, paymentId }));
    expect(paidEvent.json()).toEqual({ status: 'duplicate' });
    expect(await total()).toBe(before + 3000);
  });

  it('counts concurrent deliveries of one payment once and sends one receipt', async () => {
    const { checkout } = await openOrder('patron', 10000);
    const before = await total();
    const sentBefore = t.outbox.length;
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const captured = eventBody('payment.captured', { orderId: checkout.orderId, amount: 1000000, paymentId });
    const paid = eventBody('order.paid', { orderId: checkout.orderId, amount: 1000000, paymentId });
    const results = await Promise.all([
      deliver(captured, { eventId: 'evt_conc_a' }),
      deliver(captured, { eventId: 'evt_conc_a' }),
      deliver(captured, { eventId: 'evt_conc_b' }),
      deliver(paid, { eventId: 'evt_conc_c' }),
      deliver(paid, { eventId: 'evt_conc_c' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().status === 'completed')).toHaveLength(1);
    expect(await total()).toBe(before + 10000);
    expect(t.outbox.slice(sentBefore).filter((m) => m.text.includes(checkout.orderId))).toHaveLength(1);
  });

  it('refuses and records a payment for an order it does not know', async () => {
    const before = await total();
    const res = await deliver(eventBody('payment.captured', { orderId: 'order_NotOurs12345', amount: 50000 }));
    expect(res.statusCode).toBe(404);
    expect(await outcomesFor('order_NotOurs12345')).toEqual(['unknown_order']);
    expect(await total()).toBe(before);
  });

  it('refuses and records a payment whose amount differs from the order', async () => {
    const { order, checkout } = await openOrder('supporter', 1000);
    const before = await total();
    const res = await deliver(eventBody('payment.captured', { orderId: checkout.orderId, amount: 100 }));
    expect(res.statusCode).toBe(409);
    expect(await outcomesFor(checkout.orderId)).toEqual(['amount_mismatch']);
    expect(await total()).toBe(before);
    expect((await as(t.app, payer, { method: 'GET', url: `/api/support/orders/${order.id}` })).json().status).toBe(
      'created',
    );
  });

  it('marks a failed attempt, and still completes the order when the payer then succeeds', async () => {
    const { order, checkout } = await openOrder('supporter', 900);
    const failed = await deliver(
      eventBody('payment.failed', { orderId: checkout.orderId, amount: 90000, status: 'failed' }),
    );
    expect(failed.json()).toEqual({ status: 'failed' });
    expect((await as(t.app, payer, { method: 'GET', url: `/api/support/orders/${order.id}` })).json().status).toBe(
      'failed',
    );
    await deliver(eventBody('payment.captured', { orderId: checkout.orderId, amount: 90000 }));
    expect((await as(t.app, payer, { method: 'GET', url: `/api/support/orders/${order.id}` })).json().status).toBe(
      'completed',
    );
  });

  it('acknowledges events it does not act on', async () => {
    const res = await deliver(
      JSON.stringify({
        entity: 'event',
        event: 'refund.created',
        contains: ['refund'],
        payload: { refund: { entity: { id: 'rfnd_1' } } },
      }),
    );
    expect(res.json()).toEqual({ status: 'ignored' });
  });

  it('refuses sandbox webhooks when Razorpay is the provider', async () => {
    const raw = eventBody('payment.captured', { orderId: 'order_x', amount: 50000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Razorpay Checkout confirmation', () => {
  it('accepts the handler signature HMAC(order_id|payment_id, key secret) as "awaiting confirmation" only', async () => {
    const { order, checkout } = await openOrder('supporter', 1100);
    const paymentId = 'pay_checkout123';
    const signature = createHmac('sha256', KEY_SECRET).update(`${checkout.orderId}|${paymentId}`).digest('hex');
    const ok = await as(t.app, payer, {
      method: 'POST',
      url: `/api/support/orders/${order.id}/confirm`,
      payload: { razorpayOrderId: checkout.orderId, razorpayPaymentId: paymentId, razorpaySignature: signature },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'created', isAwaitingConfirmation: true });

    const wrong = await as(t.app, payer, {
      method: 'POST',
      url: `/api/support/orders/${order.id}/confirm`,
      payload: { razorpayOrderId: checkout.orderId, razorpayPaymentId: 'pay_other', razorpaySignature: signature },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
