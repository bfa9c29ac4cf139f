import type { Row } from './types.js';

const plan = { warningSigns: ['I stop answering the phone'], helpers: [{ name: 'Meera', phone: '98765 43210' }] };

/**
 * The safety plan (issue 20): every signed-in member reads and writes only their own; there is no
 * route by which anyone else, an administrator included, reads a member's plan. A suspended member
 * keeps writing theirs (their own help is never suspended).
 */
export const safetyRows: Row[] = [
  {
    method: 'GET',
    route: '/api/me/safety-plan',
    access: 'member',
    request: () => ({ url: '/api/me/safety-plan' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    route: '/api/me/safety-plan',
    access: 'member',
    request: () => ({ url: '/api/me/safety-plan', payload: plan }),
    expect: [401, 200, 200, 200, 200],
    suspended: 200,
  },
  {
    method: 'DELETE',
    route: '/api/me/safety-plan',
    access: 'member',
    request: () => ({ url: '/api/me/safety-plan' }),
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
];
