import type { Row } from './types.js';

/** A fresh conversation of `member`, so rows do not depend on each other. Everyone else gets 404 for it. */
async function membersConversation(cast: Parameters<Row['request']>[0]): Promise<string> {
  const created = await cast.t.app.services.modules.get('companion').conversations.create(cast.member.id);
  return created.conversation.id;
}

/** The companion routes (each row: who may call, what each caller gets). */
export const companionRows: Row[] = [
  {
    method: 'GET',
    route: '/api/companion/config',
    access: 'member',
    request: () => ({ url: '/api/companion/config' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/companion/conversations',
    access: 'member',
    // Each caller sees only their own list (the search never crosses members: conversations.test.ts).
    request: () => ({ url: '/api/companion/conversations?q=appointment' }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/companion/conversations',
    access: 'member',
    request: () => ({ url: '/api/companion/conversations' }),
    expect: [401, 201, 201, 201, 201],
    suspended: 201,
  },
  {
    // Nobody, an administrator included, reads another member's conversation.
    method: 'GET',
    route: '/api/companion/conversations/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/companion/conversations/${await membersConversation(cast)}` }),
    expect: [401, 200, 404, 404, 404],
  },
  {
    method: 'PATCH',
    route: '/api/companion/conversations/:id',
    access: 'member',
    request: async (cast) => ({
      url: `/api/companion/conversations/${await membersConversation(cast)}`,
      payload: { title: 'Renamed' },
    }),
    expect: [401, 200, 404, 404, 404],
    suspended: 404,
  },
  {
    method: 'DELETE',
    route: '/api/companion/conversations/:id',
    access: 'member',
    request: async (cast) => ({ url: `/api/companion/conversations/${await membersConversation(cast)}` }),
    expect: [401, 204, 404, 404, 404],
    suspended: 404,
  },
  {
    // The stream route: the member's own conversation answers 200 (text/event-stream).
    method: 'POST',
    route: '/api/companion/conversations/:id/messages',
    access: 'member',
    request: async (cast) => ({
      url: `/api/companion/conversations/${await membersConversation(cast)}/messages`,
      payload: { message: 'Hello' },
    }),
    expect: [401, 200, 404, 404, 404],
    suspended: 404,
  },
  {
    method: 'GET',
    route: '/api/companion/safety',
    access: 'member',
    request: () => ({ url: '/api/companion/safety' }),
    expect: [401, 200, 200, 200, 200],
  },
];
