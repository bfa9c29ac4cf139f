import { randomUUID } from 'node:crypto';
import type { Role } from '../../../contracts/enums.js';
import { as, type Member } from '../helpers.js';
import type { Cast, Row } from './types.js';

type Self = (Member & { role: Role }) | null;

const profile = {
  bloodGroup: 'O+',
  gives: ['whole_blood'],
  sex: 'female',
  birthYear: 1992,
  weightKg: 58,
  hasDonatedBefore: true,
  placeCode: 'lucknow',
  pin: '226001',
  reachKm: 10,
  confirmsNoCancer: true,
};
const requestBody = () => ({
  component: 'red_cells',
  patientGroup: 'O+',
  units: 1,
  hospital: 'Matrix Hospital',
  placeCode: 'ranchi',
  neededBy: new Date(Date.now() + 86_400_000).toISOString(),
});

/** The caller's own donor profile, where their role may have one (NGOs and administrators; the cast's members are patients). */
async function profileOf(cast: Cast, self: Self): Promise<void> {
  if (!self || (self.role !== 'ngo' && self.role !== 'admin')) return;
  const res = await as(cast.t.app, self, { method: 'PUT', url: '/api/donors/me', payload: profile });
  if (res.statusCode !== 200) throw new Error(`donor profile failed: ${res.statusCode} ${res.body}`);
}

/** A request by `who` (a fresh member when left out); a random id for the visitor and the suspended member. */
async function requestOf(cast: Cast, who: Self | 'fresh'): Promise<string> {
  if (who === null || (who !== 'fresh' && who.id === cast.suspended.id)) return randomUUID();
  const asker = who === 'fresh' ? await cast.target() : who;
  const res = await as(cast.t.app, asker, { method: 'POST', url: '/api/donors/requests', payload: requestBody() });
  if (res.statusCode !== 201) throw new Error(`donor request failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** Blood donors: members only; patients cannot register (a history of cancer); a request is seen by its asker, the donors it reached and administrators. */
export const donorsRows: Row[] = [
  {
    method: 'GET',
    route: '/api/donors/me',
    access: 'member',
    request: () => ({ url: '/api/donors/me' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    route: '/api/donors/me',
    access: 'member',
    request: () => ({ url: '/api/donors/me', payload: profile }),
    expect: [401, 403, 403, 200, 200],
  },
  {
    method: 'PATCH',
    route: '/api/donors/me',
    access: 'member',
    request: async (cast, self) => {
      await profileOf(cast, self);
      return { url: '/api/donors/me', payload: { status: 'paused' } };
    },
    expect: [401, 404, 404, 200, 200],
  },
  {
    method: 'DELETE',
    route: '/api/donors/me',
    access: 'member',
    request: async (cast, self) => {
      await profileOf(cast, self);
      return { url: '/api/donors/me' };
    },
    expect: [401, 404, 404, 204, 204],
    suspended: 404,
  },
  {
    method: 'POST',
    route: '/api/donors/requests',
    access: 'member',
    request: () => ({ url: '/api/donors/requests', payload: requestBody() }),
    expect: [401, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    route: '/api/donors/requests',
    access: 'member',
    request: () => ({ url: '/api/donors/requests' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/donors/requests/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/donors/requests/${await requestOf(cast, 'fresh')}` }),
    expect: [401, 404, 404, 404, 200],
  },
  {
    method: 'POST',
    route: '/api/donors/requests/:id/answer',
    access: 'member',
    request: async (cast) => ({
      url: `/api/donors/requests/${await requestOf(cast, 'fresh')}/answer`,
      payload: { answer: 'no' },
    }),
    expect: [401, 404, 404, 404, 404],
  },
  // Each caller closes a request of their own.
  {
    method: 'POST',
    route: '/api/donors/requests/:id/close',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/donors/requests/${await requestOf(cast, self)}/close`,
      payload: { outcome: 'cancelled' },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/donors/requests/:id/message',
    access: 'member',
    request: () => ({
      url: `/api/donors/requests/${randomUUID()}/message`,
      payload: { donorId: randomUUID(), content: 'Hello' },
    }),
    expect: [401, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/donors/requests/:id/thanks',
    access: 'member',
    request: async (cast) => ({
      url: `/api/donors/requests/${await requestOf(cast, 'fresh')}/thanks`,
      payload: { content: 'Thank you' },
    }),
    expect: [401, 403, 403, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/donors/requests/:id/reports',
    access: 'member',
    request: async (cast) => ({
      url: `/api/donors/requests/${await requestOf(cast, 'fresh')}/reports`,
      payload: { reason: 'spam', note: 'Looks wrong' },
    }),
    expect: [401, 404, 404, 404, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/donors',
    access: 'admin',
    request: () => ({ url: '/api/admin/donors' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/donors/requests/:id/close',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/donors/requests/${await requestOf(cast, 'fresh')}/close` }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'GET',
    route: '/api/ngo/donor-drives',
    access: 'ngo',
    request: () => ({ url: '/api/ngo/donor-drives' }),
    expect: [401, 403, 403, 200, 200],
  },
];
