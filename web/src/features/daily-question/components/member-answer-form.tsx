import type { DailyQuestion } from '@contracts/daily-question';
import { useAnswerQuestion } from '../answer-mutation';
import { AnswerForm } from './answer-form';

/** The answer form of a signed-in member, with the request that saves the answer (loaded on demand). */
export function MemberAnswerForm({ question, userId }: { question: DailyQuestion; userId: string }) {
  const answer = useAnswerQuestion(question.id, userId);
  return <AnswerForm question={question} isSignedIn isSubmitting={answer.isPending} onSubmit={(input) => answer.mutateAsync(input)} />;
}
