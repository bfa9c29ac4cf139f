import { queryOptions } from '@tanstack/react-query';
import type { CostsMatch, CostsMatchQuery } from '@contracts/costs';
import { apiFetch } from '@/lib/api';

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
    queryFn: () => {
      const params = new URLSearchParams();
      for (const key of ANSWER_KEYS) if (answers[key]) params.set(key, answers[key]);
      return apiFetch<CostsMatch>(`/api/costs/match${params.size ? `?${params}` : ''}`);
    },
    staleTime: 60_000,
  });
