import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Award, HandHeart, Inbox, MessageCircle, Search, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MatchQuery,
  MentorLanguages,
  MentorLimits,
  MentorTreatments,
  type MentorMatch,
  type MentorRequest,
} from '@contracts/mentors';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { FormDialog } from '@/components/list/form-dialog';
import { ListView, wholeList } from '@/components/list/list-view';
import { useListParams } from '@/components/list/use-list-params';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMatches, useMentorAction, useMentorRequests, useOwnProfile, type MatchCriteria } from './api';
import { AskDialog } from '@/entities/mentors/ask-dialog';
import { CancerFields, CheckboxGroup, PlaceFields, cityOf } from './fields';

const TABS = ['find', 'requests', 'mentorships'] as const;
type Tab = (typeof TABS)[number];

/** /mentors: find a peer mentor, answer and follow requests, and one's mentorships. */
export function MentorsPage() {
  const { t } = useTranslation('mentors');
  useDocumentTitle(t('title'));
  const { user, isLoading } = useSession();
  const { params, update } = useListParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'find';
  const requests = useMentorRequests();
  if (isLoading) return null;
  if (!user) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <EmptyState
          icon={HandHeart}
          title={t('visitor.title')}
          description={t('visitor.text')}
          action={
            <Link to="/auth" state={{ from: '/mentors' }} className={buttonClass('primary')}>
              {t('visitor.signIn')}
            </Link>
          }
        />
      </div>
    );
  }
  const open = (requests.data?.incoming.length ?? 0) + (requests.data?.outgoing.length ?? 0);
  const active = requests.data?.mentorships.length ?? 0;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl space-y-2">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        <Link to="/mentors/offer" className={buttonClass('outline')}>
          <HandHeart aria-hidden="true" className="h-4 w-4" />
          {t('offerLink')}
        </Link>
      </header>
      <Tabs value={tab} onValueChange={(next) => update({ tab: next === 'find' ? '' : next })}>
        <TabsList className="grid-flow-row grid-cols-1 sm:grid-flow-col sm:grid-cols-none">
          <TabsTrigger value="find">{t('tabs.find')}</TabsTrigger>
          <TabsTrigger value="requests">{t('tabs.requests', { count: open })}</TabsTrigger>
          <TabsTrigger value="mentorships">{t('tabs.mentorships', { count: active })}</TabsTrigger>
        </TabsList>
        <TabsContent value="find">
          <FindMentor />
        </TabsContent>
        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="mentorships">
          <MentorshipsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

type FindInput = z.input<typeof MatchQuery>;
type FindValues = z.output<typeof MatchQuery>;

function FindMentor() {
  const profile = useOwnProfile();
  if (profile.isLoading) return <Skeleton className="h-72 w-full" />;
  // Prefilled from the profile where it says something; a profile that failed to load leaves the form empty.
  const initial: FindInput = {
    cancerType: profile.data?.cancerType ?? 'other',
    subtype: '',
    treatments: [],
    languages: [],
    city: cityOf(profile.data?.location),
    state: '',
  };
  return <FindForm initial={initial} />;
}

function FindForm({ initial }: { initial: FindInput }) {
  const { t } = useTranslation('mentors');
  const [criteria, setCriteria] = useState<MatchCriteria | null>(null);
  const { register, handleSubmit, formState } = useForm<FindInput, unknown, FindValues>({
    resolver: zodResolver(MatchQuery),
    defaultValues: initial,
  });
  const { errors } = formState;
  const fields = {
    cancerType: register('cancerType'),
    subtype: register('subtype'),
    treatments: register('treatments'),
    languages: register('languages'),
    city: register('city'),
    state: register('state', { setValueAs: (v: string) => v || null }),
  };
  const submit = handleSubmit((v) =>
    setCriteria({
      cancerType: v.cancerType,
      subtype: v.subtype,
      treatments: v.treatments,
      languages: v.languages,
      city: v.city,
      state: v.state,
    }),
  );
  const matches = useMatches(criteria);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <Card className="h-fit p-5">
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-labelledby="find-heading">
          <div className="space-y-1">
            <h2 id="find-heading" className="text-lg font-semibold text-ink">
              {t('find.heading')}
            </h2>
            <p className="text-sm text-muted">{t('find.prefilled')}</p>
          </div>
          <CancerFields
            stacked
            cancerType={fields.cancerType}
            subtype={fields.subtype}
            errors={{ cancerType: errors.cancerType?.message, subtype: errors.subtype?.message }}
          />
          <CheckboxGroup
            name="find-treatments"
            legend={t('fields.treatmentsFind')}
            options={MentorTreatments}
            labelOf={(v) => t(`treatments.${v}`)}
            field={fields.treatments}
          />
          <CheckboxGroup
            name="find-languages"
            legend={t('fields.languagesFind')}
            options={MentorLanguages}
            labelOf={(v) => t(`languages.${v}`)}
            field={fields.languages}
          />
          <PlaceFields
            stacked
            city={fields.city}
            state={fields.state}
            errors={{ city: errors.city?.message, state: errors.state?.message }}
            stateEmptyLabel={t('fields.anyState')}
          />
          <Button type="submit" className="w-full" isLoading={matches.isFetching && criteria !== null}>
            <Search aria-hidden="true" className="h-4 w-4" />
            {t('find.submit')}
          </Button>
        </form>
      </Card>
      <section aria-labelledby="results-heading" className="space-y-4">
        <h2 id="results-heading" className="text-xl font-semibold text-ink">
          {t('find.results')}
        </h2>
        {criteria === null ? (
          <EmptyState icon={Search} title={t('find.start')} description={t('find.startHint')} />
        ) : (
          <ListView
            list={wholeList(matches)}
            errorTitle={t('find.loadFailed')}
            loading={
              <div className="grid gap-4 md:grid-cols-2">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-56 w-full" />
                ))}
              </div>
            }
            empty={<EmptyState icon={UsersRound} title={t('find.empty')} description={t('find.emptyHint')} />}
          >
            {(items) => (
              <>
                <p className="text-sm text-muted" aria-live="polite">
                  {t('find.resultsCount', { count: items.length })}
                </p>
                <ul className="grid gap-4 md:grid-cols-2">
                  {items.map((m) => (
                    <li key={m.mentorId}>
                      <MatchCard match={m} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </ListView>
        )}
      </section>
    </div>
  );
}

function TrainedBadge() {
  const { t } = useTranslation('mentors');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Award aria-hidden="true" className="h-3.5 w-3.5" />
      {t('card.trained')}
    </span>
  );
}

function Chip({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-900">{children}</span>
  );
}

function MatchCard({ match }: { match: MentorMatch }) {
  const { t } = useTranslation('mentors');
  const [asking, setAsking] = useState(false);
  const place = [match.city, match.state ? t(`states:${match.state}`) : null].filter(Boolean).join(', ');
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <article aria-labelledby={`mentor-${match.mentorId}`} className="flex h-full flex-col gap-3">
        <div className="flex items-start gap-3">
          <Avatar src={match.profileImageUrl} name={match.fullName} size={56} />
          <div className="min-w-0 flex-1 space-y-1">
            <h3 id={`mentor-${match.mentorId}`} className="text-lg font-semibold text-ink">
              <Link to={`/user/${match.mentorId}`} className="hover:underline">
                {match.fullName}
              </Link>
            </h3>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>{t(`roles.${match.role}`)}</span>
              {match.trained ? <TrainedBadge /> : null}
            </div>
            <p className="text-sm text-ink">
              {t(`cancerTypes.${match.cancerType}`)}
              {match.subtype ? ` · ${match.subtype}` : ''}
              {place ? ` · ${place}` : ''}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5" aria-label={t('find.results')}>
          {match.sameCancerType ? <Chip>{t('card.sameType')}</Chip> : null}
          {match.sameSubtype ? <Chip>{t('card.sameSubtype')}</Chip> : null}
          {match.sharedTreatments > 0 ? (
            <Chip>{t('card.sharedTreatments', { count: match.sharedTreatments })}</Chip>
          ) : null}
          {match.sharedLanguages > 0 ? (
            <Chip>{t('card.sharedLanguages', { count: match.sharedLanguages })}</Chip>
          ) : null}
          {match.place === 'city' ? <Chip>{t('card.sameCity')}</Chip> : null}
          {match.place === 'state' ? <Chip>{t('card.sameState')}</Chip> : null}
        </div>
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="inline font-medium text-ink">{t('card.treatments')}: </dt>
            <dd className="inline text-muted">{match.treatments.map((x) => t(`treatments.${x}`)).join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-ink">{t('card.languages')}: </dt>
            <dd className="inline text-muted">{match.languages.map((x) => t(`languages.${x}`)).join(', ')}</dd>
          </div>
        </dl>
        {match.note ? <p className="whitespace-pre-line break-words text-sm text-ink">{match.note}</p> : null}
        <div className="mt-auto pt-2">
          {match.openRequestId ? (
            <p className="text-sm font-medium text-primary-800">{t('card.asked')}</p>
          ) : (
            <Button onClick={() => setAsking(true)} className="w-full sm:w-auto">
              {t('card.ask')}
            </Button>
          )}
        </div>
      </article>
      <AskDialog open={asking} onOpenChange={setAsking} mentorId={match.mentorId} name={match.fullName} />
    </Card>
  );
}

function RequestsTab() {
  const { t } = useTranslation('mentors');
  const requests = useMentorRequests();
  if (requests.isLoading) return <Skeleton className="h-40 w-full" />;
  if (requests.isError)
    return (
      <ErrorState error={requests.error} onRetry={() => void requests.refetch()} title={t('requests.loadFailed')} />
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="incoming-heading" className="space-y-3">
        <h2 id="incoming-heading" className="text-xl font-semibold text-ink">
          {t('requests.incoming')}
        </h2>
        {requests.data!.incoming.length === 0 ? (
          <EmptyState icon={Inbox} title={t('requests.emptyIncoming')} />
        ) : (
          <ul className="space-y-3">
            {requests.data!.incoming.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="outgoing-heading" className="space-y-3">
        <h2 id="outgoing-heading" className="text-xl font-semibold text-ink">
          {t('requests.outgoing')}
        </h2>
        {requests.data!.outgoing.length === 0 ? (
          <EmptyState icon={Inbox} title={t('requests.emptyOutgoing')} />
        ) : (
          <ul className="space-y-3">
            {requests.data!.outgoing.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function RequestCard({ request }: { request: MentorRequest }) {
  const { t } = useTranslation('mentors');
  const format = useFormat();
  const act = useMentorAction();
  const handleError = useApiErrorHandler();
  const [confirm, setConfirm] = useState<'decline' | 'withdraw' | null>(null);
  const name = request.other.fullName;
  const accept = () => run('accept');
  const askDecline = () => setConfirm('decline');
  const askWithdraw = () => setConfirm('withdraw');
  const run = (action: 'accept' | 'decline' | 'withdraw') =>
    act.mutate(
      { id: request.id, action },
      {
        onSuccess: () => {
          setConfirm(null);
          if (action === 'accept') toast.success(t('requests.accepted', { name }), t('requests.acceptedText'));
          else toast.success(t(action === 'decline' ? 'requests.declined' : 'requests.withdrawn'));
        },
        onError: (e) => handleError(e, { title: t('requests.failed') }),
      },
    );
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center gap-3">
        <Avatar src={request.other.profileImageUrl} name={name} size={44} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <Link to={`/user/${request.other.id}`} className="hover:underline">
              {name}
            </Link>
          </p>
          <p className="text-sm text-muted">{t('requests.asked', { when: format.dateTime(request.createdAt) })}</p>
        </div>
      </div>
      <p className="whitespace-pre-line break-words text-ink">{request.note}</p>
      <div className="flex flex-wrap gap-2">
        {request.asMentor ? (
          <>
            <Button size="sm" onClick={accept} isLoading={act.isPending && act.variables?.action === 'accept'}>
              {t('requests.accept')}
            </Button>
            <Button size="sm" variant="outline" onClick={askDecline}>
              {t('requests.decline')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={askWithdraw}>
            {t('requests.withdraw')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t(confirm === 'decline' ? 'requests.declineTitle' : 'requests.withdrawTitle', { name })}
        description={t(confirm === 'decline' ? 'requests.declineText' : 'requests.withdrawText')}
        confirmLabel={t(confirm === 'decline' ? 'requests.decline' : 'requests.withdraw')}
        onConfirm={() => confirm && run(confirm)}
        isPending={act.isPending}
      />
    </Card>
  );
}

function MentorshipsTab() {
  const { t } = useTranslation('mentors');
  const requests = useMentorRequests();
  return (
    <ListView
      list={wholeList({ ...requests, data: requests.data ? { items: requests.data.mentorships } : undefined })}
      errorTitle={t('requests.loadFailed')}
      loading={<Skeleton className="h-40 w-full" />}
      empty={<EmptyState icon={UsersRound} title={t('mentorships.empty')} description={t('mentorships.emptyHint')} />}
    >
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((m) => (
            <li key={m.id}>
              <MentorshipCard mentorship={m} />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}

function MentorshipCard({ mentorship }: { mentorship: MentorRequest }) {
  const { t } = useTranslation('mentors');
  const format = useFormat();
  const act = useMentorAction();
  const handleError = useApiErrorHandler();
  const [ending, setEnding] = useState(false);
  const [reason, setReason] = useState('');
  const name = mentorship.other.fullName;
  const end = () =>
    act.mutate(
      { id: mentorship.id, action: 'end', reason: reason.trim() || null },
      {
        onSuccess: () => {
          setEnding(false);
          toast.success(t('mentorships.ended'), t('mentorships.endedText'));
        },
        onError: (e) => handleError(e, { title: t('requests.failed') }),
      },
    );
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center gap-3">
        <Avatar src={mentorship.other.profileImageUrl} name={name} size={44} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {t(mentorship.asMentor ? 'mentorships.asMentor' : 'mentorships.asMentee', { name })}
          </p>
          <p className="text-sm text-muted">
            {t('mentorships.since', { when: format.dateTime(mentorship.answeredAt ?? mentorship.createdAt) })}
          </p>
          {mentorship.other.trained ? <TrainedBadge /> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/messages/${mentorship.other.id}`}
          className={buttonClass('primary', 'sm')}
          aria-label={t('mentorships.messageName', { name })}
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t('mentorships.message')}
        </Link>
        <Button size="sm" variant="outline" onClick={() => setEnding(true)}>
          {t('mentorships.end')}
        </Button>
      </div>
      <FormDialog
        open={ending}
        onOpenChange={setEnding}
        title={t('mentorships.endTitle', { name })}
        description={t('mentorships.endText', { name })}
        onSubmit={end}
        submitLabel={t('mentorships.confirmEnd')}
        isPending={act.isPending}
      >
        <Field label={t('mentorships.reason', { name })}>
          <Textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={MentorLimits.reasonMax}
          />
        </Field>
      </FormDialog>
    </Card>
  );
}
