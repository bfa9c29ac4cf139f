import { queryOptions } from '@tanstack/react-query';
import type { CostsMatchQuery } from '@contracts/costs';
import { api } from '@/lib/api-client';

/** The questionnaire's answers as the address and the API carry them (nothing is stored on the server). */
export type Answers = { [K in keyof CostsMatchQuery]?: string };
export const ANSWER_KEYS = ['state', 'age', 'card', 'employment', 'insurance', 'hospital'] as const;

export const costsKeys = {
  all: ['costs'] as const,
  match: (answers: Answers) => ['costs', 'match', answers] as const,
};

export const costsMatchOptions = (answers: Answers) =>
  queryOptions({
    queryKey: costsKeys.match(answers),
    queryFn: () =>
      api('GET /api/costs/match', { query: Object.fromEntries(ANSWER_KEYS.map((key) => [key, answers[key]])) }),
    staleTime: 60_000,
  });
