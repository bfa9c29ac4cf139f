import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dailyQuestionKeys = {
  all: ['daily-question'] as const,
  today: () => ['daily-question', 'today'] as const,
  mine: (questionId: string, userId: string) => ['daily-question', 'mine', questionId, userId] as const,
};

/**
 * Today's question, results and anonymous answers. Proxies may keep the answer for 15 s, but the
 * browser always revalidates it (a cheap 304 when nothing changed), so after answering, a reload
 * shows results that count the answer.
 */
export const getTodayQuestion = () => api('GET /api/daily-questions/today', { cache: 'no-cache' });

export const todayQuestionQueryOptions = () =>
  queryOptions({ queryKey: dailyQuestionKeys.today(), queryFn: getTodayQuestion, staleTime: 30_000 });

export function useTodayQuestion() {
  return useQuery(todayQuestionQueryOptions());
}

export const getMyResponse = (questionId: string) =>
  api('GET /api/daily-questions/:id/my-response', { params: { id: questionId }, cache: 'no-store' });

/** The signed-in member's own answer to a question (null when they have not answered). */
export function useMyResponse(questionId: string | undefined, userId: string | undefined) {
  return useQuery({
    queryKey: dailyQuestionKeys.mine(questionId ?? '', userId ?? ''),
    queryFn: () => getMyResponse(questionId!),
    enabled: !!questionId && !!userId,
  });
}
