import { randomUUID } from 'node:crypto';
import { costSchemes } from '../../db/schema/costs.js';
import type { Cast, Row } from './types.js';

/** A scheme of the matrix's own (rows do not depend on each other). */
const schemeOf = async (cast: Cast) => {
  const [row] = await cast.t.database.db
    .insert(costSchemes)
    .values({ ...body(), checkedOn: '2026-11-01' })
    .returning({ id: costSchemes.id });
  return row!.id;
};
const body = () => ({
  slug: `matrix-${randomUUID().slice(0, 8)}`,
  nameEn: 'Matrix scheme',
  nameHi: 'मैट्रिक्स योजना',
  coversEn: 'Covers.',
  coversHi: 'कवर।',
  whoEn: 'Who.',
  whoHi: 'कौन।',
  documentsEn: 'Documents.',
  documentsHi: 'दस्तावेज़।',
  howEn: 'How.',
  howHi: 'कैसे।',
  sourceUrl: 'https://example.gov.in',
  checkedOn: '2026-11-01',
});

/** Help paying for treatment: the questionnaire for everyone, the schemes' upkeep for administrators. */
export const costsRows: Row[] = [
  {
    method: 'GET',
    route: '/api/costs/match',
    access: 'public',
    request: () => ({ url: '/api/costs/match?state=kerala&age=72' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/admin/cost-schemes',
    access: 'admin',
    request: () => ({ url: '/api/admin/cost-schemes' }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/cost-schemes',
    access: 'admin',
    request: () => ({ url: '/api/admin/cost-schemes', payload: body() }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    route: '/api/admin/cost-schemes/:id',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/cost-schemes/${await schemeOf(cast)}`,
      payload: { isPublished: false },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/cost-schemes/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/cost-schemes/${await schemeOf(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
];
