import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DailyQuestionLimits } from '@contracts/daily-question-constants';
import type { DailyQuestion } from '@contracts/daily-question';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';

export interface AnswerInput {
  responseText?: string;
  selectedOption?: string;
  isAnonymous: boolean;
}

/**
 * The answer form: a text box for an open question, a radio group for a poll, and the anonymous
 * choice. Visitors see it disabled with an invitation to sign in (core §5).
 */
export function AnswerForm({
  question,
  isSignedIn,
  isSubmitting,
  onSubmit,
}: {
  question: DailyQuestion;
  isSignedIn: boolean;
  isSubmitting: boolean;
  onSubmit: (input: AnswerInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('dailyQuestion');
  const [text, setText] = useState('');
  const [option, setOption] = useState('');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const ids = { text: useId(), anonymous: useId(), anonymousHint: useId(), signIn: useId(), legend: useId() };
  const isDisabled = !isSignedIn || isSubmitting;
  const isPoll = question.questionType === 'poll';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSignedIn) return;
    if (isPoll && !option) {
      toast.error(t('toasts.noOptionTitle'), t('toasts.noOption'));
      return;
    }
    const trimmed = text.trim();
    if (!isPoll && !trimmed) {
      toast.error(t('toasts.emptyResponseTitle'), t('toasts.emptyResponse'));
      return;
    }
    try {
      await onSubmit(isPoll ? { selectedOption: option, isAnonymous } : { responseText: trimmed, isAnonymous });
      toast.success(t('toasts.submittedTitle'), t('toasts.submitted'));
    } catch (error) {
      // The refusals' words load only when needed: the home page's first load stays small.
      const { describeAnswerFailure } = await import('../messages');
      toast.error(t('toasts.errorTitle'), describeAnswerFailure(t, error));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-5" aria-describedby={isSignedIn ? undefined : ids.signIn}>
      {isPoll ? (
        <fieldset disabled={isDisabled} className="space-y-3">
          <legend id={ids.legend} className="mb-3 text-base font-medium text-ink">
            {t('form.chooseOne')}
          </legend>
          {question.options.map((choice) => (
            <label
              key={choice}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-base text-ink transition-colors has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
                isDisabled ? 'cursor-not-allowed bg-slate-50 text-slate-600' : 'hover:border-primary-400',
              )}
            >
              <input
                type="radio"
                name={`daily-${question.id}`}
                value={choice}
                checked={option === choice}
                onChange={() => setOption(choice)}
                className="h-5 w-5 shrink-0 accent-primary-700 focus-visible:outline-none"
              />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={ids.text} className="block text-base font-medium text-ink">
            {t('form.yourResponse')}
          </label>
          <Textarea
            id={ids.text}
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={isDisabled}
            maxLength={DailyQuestionLimits.responseMax}
            rows={4}
            placeholder={isSignedIn ? t('form.placeholder') : undefined}
          />
        </div>
      )}

      <div className="flex items-start gap-3">
        <input
          id={ids.anonymous}
          type="checkbox"
          checked={isAnonymous}
          onChange={(e) => setIsAnonymous(e.target.checked)}
          disabled={isDisabled}
          aria-describedby={ids.anonymousHint}
          className="mt-1 h-5 w-5 shrink-0 accent-primary-700"
        />
        <div>
          <label htmlFor={ids.anonymous} className="text-base font-medium text-ink">
            {t('form.anonymous')}
          </label>
          <p id={ids.anonymousHint} className="text-sm text-muted">
            {t('form.anonymousHint')}
          </p>
        </div>
      </div>

      {isSignedIn ? null : (
        <p id={ids.signIn} className="rounded-lg bg-accent-50 px-4 py-3 text-base text-accent-700">
          {/* Two sentences rather than <Trans>, which the home page's first load would carry. */}
          {t('form.signInToParticipate')}{' '}
          <Link to="/auth" className="font-semibold underline underline-offset-4 hover:text-accent-600">
            {t('form.signInOrJoin')}
          </Link>
        </p>
      )}

      <Button type="submit" disabled={!isSignedIn} isLoading={isSubmitting}>
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
