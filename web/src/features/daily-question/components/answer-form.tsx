import { useId, type FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DailyQuestionLimits } from '@contracts/daily-question-constants';
import type { DailyQuestion } from '@contracts/daily-question';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { BilingualText } from '@/components/bilingual-text';

/** A member's form: the registered fields and their errors, already in the person's language. */
export interface AnswerBindings {
  fields: {
    responseText: UseFormRegisterReturn;
    selectedOption: UseFormRegisterReturn;
    isAnonymous: UseFormRegisterReturn;
  };
  errors: { responseText?: string; selectedOption?: string };
}

/**
 * The answer form: a text box for an open question, a radio group for a poll, and the anonymous
 * choice. Visitors see it disabled with an invitation to sign in (core §5). A member's form brings
 * its fields (react-hook-form, loaded with the member's part): this shell stays out of the home
 * page's first load.
 */
export function AnswerForm({
  question,
  isSignedIn,
  isSubmitting,
  onSubmit,
  bindings,
}: {
  question: DailyQuestion;
  isSignedIn: boolean;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  bindings?: AnswerBindings;
}) {
  const { t } = useTranslation('dailyQuestion');
  const ids = {
    text: useId(),
    textError: useId(),
    anonymous: useId(),
    anonymousHint: useId(),
    signIn: useId(),
    legend: useId(),
    optionError: useId(),
  };
  const isDisabled = !isSignedIn || isSubmitting || !bindings;
  const isPoll = question.questionType === 'poll';
  const errors = bindings?.errors ?? {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!isSignedIn || !bindings) return event.preventDefault();
    onSubmit(event);
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="mt-6 space-y-5"
      aria-describedby={isSignedIn ? undefined : ids.signIn}
    >
      {isPoll ? (
        <fieldset
          disabled={isDisabled}
          className="space-y-3"
          aria-invalid={errors.selectedOption ? true : undefined}
          aria-describedby={errors.selectedOption ? ids.optionError : undefined}
        >
          <legend id={ids.legend} className="mb-3 text-base font-medium text-ink">
            {t('form.chooseOne')}
          </legend>
          {question.options.map((choice, i) => (
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
                {...bindings?.fields.selectedOption}
                value={choice}
                className="h-5 w-5 shrink-0 accent-primary-700 focus-visible:outline-none"
              />
              <BilingualText en={choice} hi={question.optionsHi[i]} />
            </label>
          ))}
          {errors.selectedOption ? (
            <p id={ids.optionError} className="text-sm font-medium text-danger">
              {errors.selectedOption}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={ids.text} className="block text-base font-medium text-ink">
            {t('form.yourResponse')}
          </label>
          <Textarea
            id={ids.text}
            {...bindings?.fields.responseText}
            disabled={isDisabled}
            aria-invalid={errors.responseText ? true : undefined}
            aria-describedby={errors.responseText ? ids.textError : undefined}
            maxLength={DailyQuestionLimits.responseMax}
            rows={4}
            placeholder={isSignedIn ? t('form.placeholder') : undefined}
          />
          {errors.responseText ? (
            <p id={ids.textError} className="text-sm font-medium text-danger">
              {errors.responseText}
            </p>
          ) : null}
        </div>
      )}

      <div className="flex items-start gap-3">
        <input
          id={ids.anonymous}
          type="checkbox"
          {...bindings?.fields.isAnonymous}
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
