import type { Row } from './types.js';

/** One-click unsubscribe: public (the signed token is the authority); a bad token is refused alike for everyone. */
export const notifyMailRows: Row[] = [
  {
    method: 'POST',
    route: '/api/notifications/unsubscribe',
    access: 'public',
    request: () => ({
      url: '/api/notifications/unsubscribe?token=all.bm9ib2R5.0',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
    expect: [400, 400, 400, 400, 400],
  },
  {
    method: 'GET',
    route: '/api/notifications/unsubscribe',
    access: 'public',
    request: () => ({ url: '/api/notifications/unsubscribe?token=all.bm9ib2R5.0' }),
    expect: [303, 303, 303, 303, 303],
  },
  {
    method: 'GET',
    route: '/api/notifications/unsubscribe/check',
    access: 'public',
    request: () => ({ url: '/api/notifications/unsubscribe/check?token=all.bm9ib2R5.0' }),
    expect: [400, 400, 400, 400, 400],
  },
];
