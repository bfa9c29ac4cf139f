import { randomUUID } from 'node:crypto';
import { DEFAULT_TRUST_SETTINGS } from '../../../contracts/trust.js';
import type { Row } from './types.js';

/** Trust levels (issue 41): each member reads their own; administrators lock levels and tune the settings. */
export const trustRows: Row[] = [
  {
    method: 'GET',
    route: '/api/me/trust',
    access: 'member',
    request: () => ({ url: '/api/me/trust' }),
    expect: [401, 200, 200, 200, 200],
    // A suspended member may still read where they stand.
    suspended: 200,
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/trust-level',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/users/${(await cast.target()).id}/trust-level`,
      payload: { level: 'member' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/trust/settings',
    access: 'admin',
    request: () => ({ url: '/api/admin/trust/settings' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/trust/settings',
    access: 'admin',
    request: () => ({ url: '/api/admin/trust/settings', payload: DEFAULT_TRUST_SETTINGS }),
    expect: [401, 403, 403, 403, 200],
  },

  {
    method: 'GET',
    route: '/api/admin/held',
    access: 'admin',
    request: () => ({ url: '/api/admin/held' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    // Nothing waits under this id: the administrator is told it no longer waits.
    method: 'POST',
    route: '/api/admin/held/:type/:id/approve',
    access: 'admin',
    request: () => ({ url: `/api/admin/held/forum_post/${randomUUID()}/approve` }),
    expect: [401, 403, 403, 403, 409],
  },
  {
    method: 'POST',
    route: '/api/admin/held/:type/:id/reject',
    access: 'admin',
    request: () => ({ url: `/api/admin/held/forum_post/${randomUUID()}/reject`, payload: { reason: 'Not allowed.' } }),
    expect: [401, 403, 403, 403, 409],
  },
];
