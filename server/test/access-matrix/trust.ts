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
  {
    method: 'GET',
    route: '/api/admin/watched-words',
    access: 'admin',
    request: () => ({ url: '/api/admin/watched-words' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    // Each administrator's try is a new pattern, so none is a duplicate.
    method: 'POST',
    route: '/api/admin/watched-words',
    access: 'admin',
    request: () => ({
      url: '/api/admin/watched-words',
      payload: { pattern: `matrix ${randomUUID().slice(0, 8)}`, action: 'flag' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    // Nothing is watched under this id: the administrator is told it no longer exists.
    method: 'PUT',
    route: '/api/admin/watched-words/:id',
    access: 'admin',
    request: () => ({
      url: `/api/admin/watched-words/${randomUUID()}`,
      payload: { pattern: 'matrix', action: 'flag' },
    }),
    expect: [401, 403, 403, 403, 404],
  },
  {
    method: 'DELETE',
    route: '/api/admin/watched-words/:id',
    access: 'admin',
    request: () => ({ url: `/api/admin/watched-words/${randomUUID()}` }),
    expect: [401, 403, 403, 403, 404],
  },
  {
    method: 'POST',
    route: '/api/admin/watched-words/test',
    access: 'admin',
    request: () => ({ url: '/api/admin/watched-words/test', payload: { text: 'A 100% cure, no need for chemo.' } }),
    expect: [401, 403, 403, 403, 200],
  },
];
