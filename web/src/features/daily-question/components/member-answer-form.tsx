import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AnswerBody, type DailyQuestion } from '@contracts/daily-question';
import { issueText } from '@contracts/messages';
import { DailyQuestionMessages } from '@contracts/daily-question-messages';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiIssue, describeIssue } from '@/lib/api-errors';
import { useAnswerQuestion } from '../answer-mutation';
import { describeAnswerFailure } from '../messages';
import { AnswerForm } from './answer-form';

/** The contract's answer, with what this question asks for: a choice for a poll, some text otherwise. */
const answerFor = (isPoll: boolean) =>
  AnswerBody.superRefine((v, ctx) => {
    if (isPoll && !v.selectedOption)
      ctx.addIssue({ code: 'custom', path: ['selectedOption'], message: issueText(DailyQuestionMessages.noOption) });
    if (!isPoll && !v.responseText?.trim())
      ctx.addIssue({ code: 'custom', path: ['responseText'], message: issueText(DailyQuestionMessages.emptyResponse) });
  });
type AnswerInput = z.input<typeof AnswerBody>;

/** The answer form of a signed-in member, with the request that saves the answer (loaded on demand); a refusal lands on its field. */
export function MemberAnswerForm({ question, userId }: { question: DailyQuestion; userId: string }) {
  const { t } = useTranslation('dailyQuestion');
  const answer = useAnswerQuestion(question.id, userId);
  const isPoll = question.questionType === 'poll';
  const { register, handleSubmit, setError, formState } = useForm<AnswerInput>({
    resolver: zodResolver(answerFor(isPoll), undefined, { raw: true }),
    defaultValues: { responseText: '', selectedOption: null, isAnonymous: false },
  });
  const submit = handleSubmit(
    async ({ responseText, selectedOption, isAnonymous }) => {
      try {
        await answer.mutateAsync(
          isPoll ? { selectedOption, isAnonymous } : { responseText: responseText?.trim(), isAnonymous },
        );
        toast.success(t('toasts.submittedTitle'), t('toasts.submitted'));
      } catch (error) {
        const issue =
          error instanceof ApiError
            ? error.issues?.find((i) => i.path === 'responseText' || i.path === 'selectedOption')
            : undefined;
        if (issue)
          setError(
            issue.path as 'responseText' | 'selectedOption',
            { type: 'server', message: describeApiIssue(t, issue) },
            { shouldFocus: true },
          );
        toast.error(t('toasts.errorTitle'), describeAnswerFailure(t, error));
      }
    },
    (invalid) => {
      if (invalid.selectedOption) toast.error(t('toasts.noOptionTitle'), t('toasts.noOption'));
      else if (invalid.responseText) toast.error(t('toasts.emptyResponseTitle'), t('toasts.emptyResponse'));
    },
  );
  const { errors } = formState;
  const fields = {
    responseText: register('responseText'),
    selectedOption: register('selectedOption'),
    isAnonymous: register('isAnonymous'),
  };
  const describe = (message?: string) => (message ? describeIssue(t, message) : undefined);
  return (
    <AnswerForm
      question={question}
      isSignedIn
      isSubmitting={answer.isPending}
      onSubmit={(event) => void submit(event)}
      bindings={{
        fields,
        errors: {
          responseText: describe(errors.responseText?.message),
          selectedOption: describe(errors.selectedOption?.message),
        },
      }}
    />
  );
}
