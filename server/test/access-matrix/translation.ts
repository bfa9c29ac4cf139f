import type { Row } from './types.js';

/**
 * The translation route (decision 0077). The matrix's app has no translation service configured, so
 * every caller gets 503 'not enabled'; what each reader may have translated (only what they may see,
 * private messages only their own) is in server/modules/translation/translation.test.ts.
 */
export const translationRows: Row[] = [
  {
    method: 'POST',
    route: '/api/translations',
    access: 'public',
    request: () => ({
      url: '/api/translations',
      payload: { kind: 'post', id: '00000000-0000-4000-8000-000000000000', target: 'hi' },
    }),
    expect: [503, 503, 503, 503, 503],
  },
];
