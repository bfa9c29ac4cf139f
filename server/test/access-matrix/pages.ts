import { nextIp } from '../helpers.js';
import type { Row } from './types.js';

const message = {
  fullName: 'Matrix Sender',
  email: 'matrix@example.com',
  subject: 'Access matrix',
  message: 'A message from the authorisation matrix.',
};

/** A stored contact message of its own, so rows do not depend on each other. */
async function storedMessageId(cast: Parameters<Row['request']>[0]): Promise<string> {
  const receipt = await cast.t.app.services.modules.get('pages').submit(message, { ip: nextIp(), viewer: null });
  return receipt.id;
}

/** The pages routes (each row: who may call, what each caller gets). */
export const pagesRows: Row[] = [
  {
    method: 'GET',
    route: '/api/site/config',
    access: 'public',
    request: () => ({ url: '/api/site/config' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/contact',
    access: 'public',
    // A fresh address per call, so the hourly per-address limit never decides the answer.
    request: () => ({ url: '/api/contact', payload: message, remoteAddress: nextIp() }),
    expect: [201, 201, 201, 201, 201],
  },
  {
    method: 'GET',
    route: '/api/admin/contact-messages',
    access: 'admin',
    request: () => ({ url: '/api/admin/contact-messages' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'PATCH',
    route: '/api/admin/contact-messages/:id',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/contact-messages/${await storedMessageId(cast)}`,
      payload: { status: 'handled' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
];
