import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody } from '@contracts/daily-question';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { api } from '@/lib/api-client';
import { dailyQuestionKeys } from './api';

// Answering is for members only: this module (and TanStack's mutation code) loads when a signed-in
// member who has not answered yet sees the question, never on a visitor's first load of the home page.

export const answerQuestion = (questionId: string, body: AnswerBody) =>
  api('POST /api/daily-questions/:id/responses', { params: { id: questionId }, body });

/** Saves an answer; the reply already carries the results that count it, so nothing is refetched. */
export function useAnswerQuestion(questionId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerBody) => answerQuestion(questionId, body),
    onSuccess: (result) => {
      queryClient.setQueryData(dailyQuestionKeys.today(), result.today);
      queryClient.setQueryData(dailyQuestionKeys.mine(questionId, userId), { response: result.response });
      // An answer that signals a risk: a private card with helplines for its author (decision 0059).
      showCrisisCard(result.safety, 'answer');
    },
    onError: () => {
      // An "already answered" refusal means the form is out of date: read the own answer again.
      void queryClient.invalidateQueries({ queryKey: dailyQuestionKeys.mine(questionId, userId) });
    },
  });
}
