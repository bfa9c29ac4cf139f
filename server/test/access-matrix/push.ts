import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { Row } from './types.js';

/**
 * A subscription as a browser makes it (the push service is never called by these routes), at a
 * loopback address test apps accept (PUSH_TEST_SERVICE_CERT), so that no DNS look-up is needed.
 */
const device = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:9/push/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

/** Web Push: the key is public; devices are a member's own, and turning them off stays open while suspended. */
export const pushRows: Row[] = [
  {
    method: 'GET',
    route: '/api/push/public-key',
    access: 'public',
    request: () => ({ url: '/api/push/public-key' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/push/subscriptions',
    access: 'member',
    request: () => ({ url: '/api/push/subscriptions' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/push/subscriptions',
    access: 'member',
    request: () => ({ url: '/api/push/subscriptions', payload: device() }),
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
  // Another member's endpoint is not found for the caller: each caller turns off a device of their own.
  {
    method: 'DELETE',
    route: '/api/push/subscriptions',
    access: 'member',
    request: () => ({ url: '/api/push/subscriptions', payload: { endpoint: device().endpoint } }),
    expect: [401, 404, 404, 404, 404],
    suspended: 404,
  },
  {
    method: 'DELETE',
    route: '/api/push/subscriptions/:id',
    access: 'member',
    request: () => ({ url: `/api/push/subscriptions/${randomUUID()}` }),
    expect: [401, 404, 404, 404, 404],
    suspended: 404,
  },
];
