import { as } from '../helpers.js';
import type { Cast, Row } from './types.js';

/** A fresh order of `cast.member` (each row makes its own, so rows do not depend on each other). */
async function memberOrder(cast: Cast): Promise<string> {
  const res = await as(cast.t.app, cast.member, {
    method: 'POST',
    url: '/api/support/orders',
    payload: { plan: 'supporter', amountRupees: 500 },
  });
  if (res.statusCode !== 201) throw new Error(`order not created: ${res.statusCode} ${res.body}`);
  return res.json().order.id as string;
}

/**
 * The support routes. Orders belong to the member who opened them: anyone else, administrators
 * included, is told "not found". The test app has no payment keys, so the sandbox is the provider
 * and the Razorpay webhook answers 404 (recorded as "disabled").
 */
export const supportRows: Row[] = [
  {
    method: 'GET',
    route: '/api/support/config',
    access: 'public',
    request: () => ({ url: '/api/support/config' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/support/orders',
    access: 'member',
    request: () => ({ url: '/api/support/orders', payload: { plan: 'advocate', amountRupees: 2500 } }),
    expect: [401, 201, 201, 201, 201],
    suspended: 201,
  },
  {
    method: 'GET',
    route: '/api/support/orders/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/support/orders/${await memberOrder(cast)}` }),
    expect: [401, 200, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/support/orders/:id/sandbox-pay',
    access: 'member',
    request: async (cast) => ({ url: `/api/support/orders/${await memberOrder(cast)}/sandbox-pay` }),
    expect: [401, 200, 404, 404, 404],
    suspended: 404,
  },
  {
    method: 'POST',
    route: '/api/support/orders/:id/confirm',
    access: 'member',
    request: async (cast) => {
      const id = await memberOrder(cast);
      const paid = await as(cast.t.app, cast.member, { method: 'POST', url: `/api/support/orders/${id}/sandbox-pay` });
      return { url: `/api/support/orders/${id}/confirm`, payload: paid.json() };
    },
    expect: [401, 200, 404, 404, 404],
    suspended: 404,
  },
  {
    // A correctly signed webhook for a fresh order: the first delivery completes it.
    method: 'POST',
    route: '/api/support/webhooks/sandbox',
    access: 'public',
    request: async (cast) => {
      const id = await memberOrder(cast);
      const m = cast.member;
      const signed = await cast.t.app.services.modules
        .get('support')
        .simulateSandboxPayment({ id: m.id, email: m.email, name: m.name, role: m.role, emailVerified: false }, id);
      return { url: '/api/support/webhooks/sandbox', headers: signed.headers, payload: signed.rawBody };
    },
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/support/webhooks/razorpay',
    access: 'public',
    request: () => ({
      url: '/api/support/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab'.repeat(32) },
      payload: '{"event":"payment.captured"}',
    }),
    expect: [404, 404, 404, 404, 404],
  },
];
