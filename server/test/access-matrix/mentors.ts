import { randomUUID } from 'node:crypto';
import type { Role } from '../../../contracts/enums.js';
import { as, type Member } from '../helpers.js';
import type { Cast, Row } from './types.js';

type Self = (Member & { role: Role }) | null;

/** A fresh survivor who offers to mentor. */
async function mentorOf(cast: Cast): Promise<Member> {
  const m = await cast.target();
  await cast.t.app.services.modules.get('accounts').changeAccount({ target: { id: m.id }, role: 'survivor' });
  const res = await as(cast.t.app, m, {
    method: 'PUT',
    url: '/api/mentors/offer',
    payload: {
      cancerType: 'breast',
      treatments: ['surgery'],
      languages: ['en', 'hi'],
      city: 'Jaipur',
      state: 'rajasthan',
      capacity: 3,
    },
  });
  if (res.statusCode !== 200) throw new Error(`offer failed: ${res.statusCode} ${res.body}`);
  return m;
}

/** The caller's own open request to a fresh mentor (a random id for the visitor and the suspended member). */
async function askedBy(cast: Cast, self: Self): Promise<string> {
  if (!self || self.id === cast.suspended.id) return randomUUID();
  const m = await mentorOf(cast);
  const res = await as(cast.t.app, self, {
    method: 'POST',
    url: '/api/mentors/requests',
    payload: { mentorId: m.id, note: 'Could we talk?' },
  });
  if (res.statusCode !== 201) throw new Error(`ask failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** Peer mentors: members only; offering takes a survivor's or caregiver's role (the cast are patients, NGOs and administrators). */
export const mentorsRows: Row[] = [
  {
    method: 'GET',
    route: '/api/mentors/offer',
    access: 'member',
    request: () => ({ url: '/api/mentors/offer' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    route: '/api/mentors/offer',
    access: 'member',
    request: () => ({
      url: '/api/mentors/offer',
      payload: { cancerType: 'lung', treatments: ['chemotherapy'], languages: ['hi'], state: 'bihar', capacity: 1 },
    }),
    expect: [401, 403, 403, 403, 403],
  },
  {
    method: 'PATCH',
    route: '/api/mentors/offer',
    access: 'member',
    request: () => ({ url: '/api/mentors/offer', payload: { status: 'paused' } }),
    expect: [401, 404, 404, 404, 404],
  },
  {
    method: 'DELETE',
    route: '/api/mentors/offer',
    access: 'member',
    request: () => ({ url: '/api/mentors/offer' }),
    expect: [401, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/mentors/match',
    access: 'member',
    request: () => ({ url: '/api/mentors/match?cancerType=breast&treatments=surgery&languages=hi' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/mentors/requests',
    access: 'member',
    request: async (cast) => ({
      url: '/api/mentors/requests',
      payload: { mentorId: (await mentorOf(cast)).id, note: 'I was diagnosed last month.' },
    }),
    expect: [401, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    route: '/api/mentors/requests',
    access: 'member',
    request: () => ({ url: '/api/mentors/requests' }),
    expect: [401, 200, 200, 200, 200],
  },
  // Each caller withdraws a request of their own.
  {
    method: 'PATCH',
    route: '/api/mentors/requests/:id',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/mentors/requests/${await askedBy(cast, self)}`,
      payload: { action: 'withdraw' },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/mentors/badge/:userId',
    access: 'member',
    request: async (cast) => ({ url: `/api/mentors/badge/${(await cast.target()).id}` }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/mentors',
    access: 'admin',
    request: () => ({ url: '/api/admin/mentors' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'PATCH',
    route: '/api/admin/mentors/:userId',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/mentors/${(await mentorOf(cast)).id}`, payload: { trained: true } }),
    expect: [401, 403, 403, 403, 200],
  },
];
