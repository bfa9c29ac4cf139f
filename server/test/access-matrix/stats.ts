import type { Cast, Row } from './types.js';

/** A statistic of its own, for rows that change or delete one. */
async function spareStat(cast: Cast): Promise<string> {
  const s = await cast.t.app.services.modules.get('stats').createAwareness({
    statKey: 'matrix_stat',
    statValue: '1',
    statDescription: null,
    source: null,
    displayOrder: 0,
    isActive: true,
  });
  return s.id;
}

/** The stats routes (each row: who may call, what each caller gets). */
export const statsRows: Row[] = [
  {
    method: 'GET',
    route: '/api/stats/awareness',
    access: 'public',
    request: () => ({ url: '/api/stats/awareness' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/stats/community',
    access: 'public',
    request: () => ({ url: '/api/stats/community' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/stats/awareness',
    access: 'admin',
    request: () => ({ url: '/api/admin/stats/awareness' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/stats/awareness',
    access: 'admin',
    request: () => ({ url: '/api/admin/stats/awareness', payload: { statKey: 'matrix_stat', statValue: '42' } }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    route: '/api/admin/stats/awareness/:id',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/stats/awareness/${await spareStat(cast)}`,
      payload: { statValue: '43' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/stats/awareness/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/stats/awareness/${await spareStat(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
];
