import { lazy, Suspense } from 'react';
import { CheckCircle2, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INDIA_TIME_ZONE } from '@contracts/daily-question-constants';
import type { DailyQuestion, MyResponse, TodayQuestion } from '@contracts/daily-question';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useMyResponse, useTodayQuestion } from './api';
import { AnswerForm } from './components/answer-form';
import { AnonymousResponses } from './components/anonymous-responses';
import { PollResults } from './components/poll-results';
import { BilingualText } from '@/components/bilingual-text';

const MemberAnswerForm = lazy(() =>
  import('./components/member-answer-form').then((m) => ({ default: m.MemberAnswerForm })),
);
const noAnswer = () => {};

/**
 * The question's day, as India names it, in the reader's locale (en-IN or hi-IN). Intl directly, not
 * useFormat: the home page's first load stays within its budget.
 */
const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: INDIA_TIME_ZONE,
};

/** The home page's daily question (core §2 Home, §4 Daily question). */
export function DailyQuestionCard({ isSignedIn = false }: { isSignedIn?: boolean }) {
  const { t } = useTranslation('dailyQuestion');
  const today = useTodayQuestion();
  return (
    <section aria-labelledby="daily-question-heading" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 md:pb-24">
      <Card className="p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-800"
          >
            <MessageCircleQuestion className="h-6 w-6" />
          </span>
          <div>
            <h2 id="daily-question-heading" className="text-2xl font-bold tracking-tight text-primary-900">
              {t('title')}
            </h2>
            {today.data ? (
              <p className="text-sm text-muted">
                {new Intl.DateTimeFormat(currentLocale(), dayOptions).format(
                  new Date(`${today.data.date}T12:00:00+05:30`),
                )}
              </p>
            ) : null}
          </div>
        </div>
        {today.isPending ? (
          <QuestionSkeleton />
        ) : today.isError ? (
          // Plain markup rather than Alert and EmptyState: the home page's first load stays within its budget.
          <div role="alert" className="mt-6 space-y-3">
            <p className="text-base text-ink">{t('loadFailed')}</p>
            <Button variant="outline" onClick={() => void today.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          </div>
        ) : today.data.question ? (
          <QuestionBody today={today.data} question={today.data.question} isSignedIn={isSignedIn} />
        ) : (
          <p className="mt-6 rounded-lg bg-canvas px-4 py-5 text-center text-base text-muted">{t('noneToday')}</p>
        )}
      </Card>
    </section>
  );
}

function QuestionBody({
  today,
  question,
  isSignedIn,
}: {
  today: TodayQuestion;
  question: DailyQuestion;
  isSignedIn: boolean;
}) {
  const { user } = useSession();
  const signedIn = isSignedIn && !!user;
  const mine = useMyResponse(signedIn ? question.id : undefined, user?.id);
  const myResponse = mine.data?.response ?? null;

  return (
    <>
      <BilingualText
        as="p"
        className="mt-6 text-xl font-semibold leading-snug text-ink"
        en={question.question}
        hi={question.questionHi}
      />
      {signedIn && mine.isPending ? (
        <div className="mt-6 space-y-3" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-11 w-40" />
        </div>
      ) : myResponse ? (
        <ThankYou response={myResponse} />
      ) : signedIn && user ? (
        // Shown disabled for the moment the member's form takes to load.
        <Suspense fallback={<AnswerForm question={question} isSignedIn isSubmitting onSubmit={noAnswer} />}>
          <MemberAnswerForm question={question} userId={user.id} />
        </Suspense>
      ) : (
        <AnswerForm question={question} isSignedIn={false} isSubmitting={false} onSubmit={noAnswer} />
      )}
      {today.results && today.results.total > 0 ? (
        <PollResults results={today.results} highlight={myResponse?.selectedOption} question={question} />
      ) : null}
      {today.anonymousResponses.length > 0 ? <AnonymousResponses responses={today.anonymousResponses} /> : null}
    </>
  );
}

function ThankYou({ response }: { response: MyResponse }) {
  const { t } = useTranslation('dailyQuestion');
  return (
    <div role="status" className="mt-6 flex gap-3 rounded-lg bg-green-50 px-4 py-4 ring-1 ring-green-200">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-success" />
      <div>
        <p className="text-lg font-semibold text-green-900">{t('thankYou')}</p>
        <p className="mt-1 break-words text-base text-ink">
          {t('yourAnswer')} <span className="font-medium">{response.selectedOption ?? response.responseText}</span>
          {response.isAnonymous ? <span className="text-muted"> {t('sharedAnonymously')}</span> : null}
        </p>
      </div>
    </div>
  );
}

function QuestionSkeleton() {
  const { t } = useTranslation('dailyQuestion');
  return (
    <div className="mt-6 space-y-4" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-7 w-4/5" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}
