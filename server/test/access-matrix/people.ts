import { randomUUID } from 'node:crypto';
import type { Role } from '../../../contracts/enums.js';
import { as, type Member } from '../helpers.js';
import { connect } from '../people.js';
import type { Cast, Row } from './types.js';

type Self = (Member & { role: Role }) | null;

/** A pending request from a fresh member to the caller; its id (a random one for the visitor). */
async function requestTo(cast: Cast, self: Self): Promise<string> {
  if (!self) return randomUUID();
  const from = await cast.target();
  const res = await as(cast.t.app, from, { method: 'POST', url: '/api/connections', payload: { receiverId: self.id } });
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** A fresh member connected to the caller (a stranger for the visitor, and for the suspended member, who cannot accept). */
async function connectedTo(cast: Cast, self: Self): Promise<Member> {
  const other = await cast.target();
  if (self && self.id !== cast.suspended.id) await connect(cast.t, other, self);
  return other;
}

/** A message from a fresh connected member to the caller; its id. */
async function messageTo(cast: Cast, self: Self): Promise<string> {
  if (!self || self.id === cast.suspended.id) return randomUUID();
  const other = await connectedTo(cast, self);
  const res = await as(cast.t.app, other, {
    method: 'POST',
    url: `/api/messages/${self.id}`,
    payload: { content: 'Matrix message' },
  });
  return res.json().id as string;
}

/** Connections, private messages, notifications and the realtime socket: a member's own, never a visitor's. */
export const peopleRows: Row[] = [
  {
    method: 'GET',
    route: '/api/connect/discover',
    access: 'member',
    request: () => ({ url: '/api/connect/discover?q=a' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/mentions',
    access: 'member',
    request: () => ({ url: '/api/mentions?q=a' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/connections',
    access: 'member',
    request: () => ({ url: '/api/connections?tab=requests' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/connections/counts',
    access: 'member',
    request: () => ({ url: '/api/connections/counts' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/connections',
    access: 'member',
    request: async (cast) => ({
      url: '/api/connections',
      payload: { receiverId: (await cast.target()).id, message: 'Hello' },
    }),
    expect: [401, 201, 201, 201, 201],
  },
  // Only the receiver answers a request: each caller accepts one sent to them.
  {
    method: 'PATCH',
    route: '/api/connections/:id',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/connections/${await requestTo(cast, self)}`,
      payload: { action: 'accept' },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/people/:userId/relation',
    access: 'member',
    request: async (cast) => ({ url: `/api/people/${(await cast.target()).id}/relation` }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/people/:userId/reports',
    access: 'member',
    request: async (cast) => ({ url: `/api/people/${(await cast.target()).id}/reports`, payload: { reason: 'spam' } }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/blocks',
    access: 'member',
    request: () => ({ url: '/api/blocks' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PUT',
    route: '/api/blocks/:userId',
    access: 'member',
    request: async (cast) => ({ url: `/api/blocks/${(await cast.target()).id}` }),
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
  {
    method: 'DELETE',
    route: '/api/blocks/:userId',
    access: 'member',
    request: async (cast) => ({ url: `/api/blocks/${(await cast.target()).id}` }),
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
  {
    method: 'GET',
    route: '/api/me/privacy',
    access: 'member',
    request: () => ({ url: '/api/me/privacy' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    route: '/api/me/privacy',
    access: 'member',
    request: () => ({ url: '/api/me/privacy', payload: { showOnline: true } }),
    expect: [401, 200, 200, 200, 200],
    suspended: 200,
  },

  {
    method: 'GET',
    route: '/api/messages',
    access: 'member',
    request: () => ({ url: '/api/messages' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/messages/:userId',
    access: 'member',
    request: async (cast) => ({ url: `/api/messages/${(await cast.target()).id}` }),
    expect: [401, 200, 200, 200, 200],
  },
  // Only connected members write to each other: each caller writes to a member connected to them.
  {
    method: 'POST',
    route: '/api/messages/:userId',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/messages/${(await connectedTo(cast, self)).id}`,
      payload: { content: 'Hello there' },
    }),
    expect: [401, 201, 201, 201, 201],
  },
  {
    method: 'POST',
    route: '/api/messages/:userId/read',
    access: 'member',
    request: async (cast) => ({ url: `/api/messages/${(await cast.target()).id}/read` }),
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
  {
    method: 'POST',
    route: '/api/messages/items/:id/reports',
    access: 'member',
    request: async (cast, self) => ({
      url: `/api/messages/items/${await messageTo(cast, self)}/reports`,
      payload: { reason: 'harassment' },
    }),
    expect: [401, 200, 200, 200, 200],
  },

  {
    method: 'GET',
    route: '/api/notifications',
    access: 'member',
    request: () => ({ url: '/api/notifications' }),
    expect: [401, 200, 200, 200, 200],
  },
  // A caller marks their own notification (a request sent to them made one).
  {
    method: 'POST',
    route: '/api/notifications/:id/read',
    access: 'member',
    request: async (cast, self) => {
      if (!self) return { url: `/api/notifications/${randomUUID()}/read` };
      await requestTo(cast, self);
      const list = await as(cast.t.app, self, { method: 'GET', url: '/api/notifications' });
      return { url: `/api/notifications/${list.json().items[0].id}/read` };
    },
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
  {
    method: 'POST',
    route: '/api/notifications/read-all',
    access: 'member',
    request: () => ({ url: '/api/notifications/read-all' }),
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
  {
    method: 'GET',
    route: '/api/notifications/page',
    access: 'member',
    request: () => ({ url: '/api/notifications/page?filter=unread' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/notifications/seen',
    access: 'member',
    request: () => ({ url: '/api/notifications/seen' }),
    expect: [401, 204, 204, 204, 204],
    suspended: 204,
  },
  {
    method: 'GET',
    route: '/api/notifications/settings',
    access: 'member',
    request: () => ({ url: '/api/notifications/settings' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'PATCH',
    route: '/api/notifications/settings',
    access: 'member',
    request: () => ({ url: '/api/notifications/settings', payload: { digest: 'off' } }),
    expect: [401, 200, 200, 200, 200],
    suspended: 200,
  },

  // Without an Upgrade header the socket's address answers 426 to members.
  {
    method: 'GET',
    route: '/api/realtime',
    access: 'member',
    request: () => ({ url: '/api/realtime' }),
    expect: [401, 426, 426, 426, 426],
  },

  // A member's data rights: their own copy and their own account only.
  {
    method: 'POST',
    route: '/api/me/exports',
    access: 'member',
    request: () => ({ url: '/api/me/exports' }),
    expect: [401, 202, 202, 202, 202],
    suspended: 202,
  },
  {
    method: 'GET',
    route: '/api/me/exports/latest',
    access: 'member',
    request: () => ({ url: '/api/me/exports/latest' }),
    expect: [401, 200, 200, 200, 200],
  },
  // Another member's copy is not found, whoever asks.
  {
    method: 'GET',
    route: '/api/me/exports/:id/download',
    access: 'member',
    request: async (cast) => {
      const owner = await cast.target();
      const res = await as(cast.t.app, owner, { method: 'POST', url: '/api/me/exports' });
      return { url: `/api/me/exports/${res.json().id as string}/download` };
    },
    expect: [401, 404, 404, 404, 404],
  },
  // Each caller's wrong password changes nothing.
  {
    method: 'POST',
    route: '/api/me/erase',
    access: 'member',
    request: () => ({ url: '/api/me/erase', payload: { password: 'not the password' } }),
    expect: [401, 400, 400, 400, 400],
    suspended: 400,
  },
];
