import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router';
import { Calendar, Heart, MapPin, Pencil, Users, UserX } from 'lucide-react';
import type { PublicProfile } from '@contracts/profiles';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { usePublicProfile } from './api';
import { DisplayIdChip } from '@/components/display-id-chip';
import { MentorAsk, MentorBadge } from '@/entities/mentors/mentor-badge';
import { PersonActions } from '@/entities/people/person-actions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRobotsNoindex } from '@/lib/use-robots-noindex';

/** /user/:userId: what any signed-in member may see of another (community-admin "Public user profile"). */
export function PublicProfilePage() {
  const { t } = useTranslation('profiles');
  const { userId = '' } = useParams();
  const { user } = useSession();
  const profile = usePublicProfile(userId);
  const isNotFound =
    profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
  const name = profile.data ? displayName(t, profile.data) : null;

  useDocumentTitle(name ?? (isNotFound ? t('public.notFoundTitle') : t('public.memberProfile')));
  // A member's page is for the community, not for search engines (issue 44).
  useRobotsNoindex();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      {profile.isPending ? (
        <PublicProfileSkeleton />
      ) : isNotFound ? (
        <ProfileNotFound />
      ) : profile.isError ? (
        <Card>
          <div className="space-y-4 p-5 sm:p-6">
            <h1 className="text-2xl font-semibold text-ink">{t('public.memberProfile')}</h1>
            <Alert
              tone="danger"
              action={
                <Button isLoading={profile.isFetching} onClick={() => void profile.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              }
            >
              {t('public.loadFailed')}
            </Alert>
          </div>
        </Card>
      ) : (
        <ProfileDetails profile={profile.data} name={name ?? ''} isOwn={user?.id === profile.data.id} />
      )}
    </div>
  );
}

function displayName(t: TFunction, profile: PublicProfile): string {
  return profile.fullName.trim() || t('public.anonymous');
}

function ProfileDetails({ profile, name, isOwn }: { profile: PublicProfile; name: string; isOwn: boolean }) {
  const { t } = useTranslation(['profiles', 'memberPrivacy']);
  const facts = [
    profile.cancerType
      ? { key: 'cancerType', icon: Heart, label: t('public.cancerType'), value: t(`cancerTypes.${profile.cancerType}`) }
      : null,
    profile.ageGroup ? { key: 'ageGroup', icon: Calendar, label: t('public.ageGroup'), value: profile.ageGroup } : null,
    profile.location ? { key: 'location', icon: MapPin, label: t('public.location'), value: profile.location } : null,
  ].filter((fact) => fact !== null);

  return (
    <>
      <Card>
        <CardHeader className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar src={profile.profileImageUrl} name={name} size={96} className="shrink-0 ring-4 ring-primary-50" />
          <div className="min-w-0 flex-1 space-y-2">
            <h1 className="break-words text-2xl font-semibold text-ink sm:text-3xl">{name}</h1>
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <span className="inline-flex items-center rounded-full bg-accent-100 px-3 py-1 text-sm font-medium text-accent-700">
                <span className="sr-only">{t('public.roleLabel')} </span>
                {t(`roles.${profile.role ?? 'notSaid'}`)}
              </span>
              {profile.username ? <span className="break-all text-base text-muted">@{profile.username}</span> : null}
              <MentorBadge userId={profile.id} />
            </div>
            {profile.displayId ? (
              <DisplayIdChip
                displayId={profile.displayId}
                copiedText={t('toasts.copied')}
                copyFailedTitle={t('toasts.copyFailedTitle')}
                copyFailedText={t('toasts.copyFailed')}
              />
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="space-y-6">
          {profile.limited ? <p className="text-base text-muted">{t('memberPrivacy:profile.limited')}</p> : null}
          <dl className="grid gap-3 sm:grid-cols-3">
            {facts.map(({ key, icon: Icon, label, value }) => (
              <div key={key} className="relative min-w-0 rounded-lg bg-slate-50 py-3 pl-11 pr-3">
                <dt className="text-sm text-muted">
                  <Icon aria-hidden="true" className="absolute left-3 top-3.5 h-5 w-5 text-primary-700" />
                  {label}
                </dt>
                <dd className="break-words text-base font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {profile.bio ? (
            <section aria-labelledby="about-heading" className="space-y-2">
              <h2 id="about-heading" className="text-lg font-semibold text-ink">
                {t('public.about')}
              </h2>
              <p className="whitespace-pre-line break-words text-base text-ink">{profile.bio}</p>
            </section>
          ) : null}
          <div className="flex flex-col gap-3">
            {isOwn ? (
              <Link to="/profile" className={buttonClass('outline')}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('public.editProfile')}
              </Link>
            ) : (
              <>
                <MentorAsk userId={profile.id} name={name} />
                <PersonActions userId={profile.id} name={name} />
              </>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Users aria-hidden="true" className="h-5 w-5 text-accent-700" />
            {t('public.contributions')}
          </h2>
        </CardHeader>
        <CardContent>
          <p className="text-base text-muted">
            {isOwn ? t('public.ownContributionsEmpty') : t('public.contributionsEmpty', { name })}
          </p>
        </CardContent>
      </Card>
    </>
  );
}

function ProfileNotFound() {
  const { t } = useTranslation('profiles');
  return (
    <Card>
      <div className="space-y-4 px-5 py-10 text-center sm:px-6 sm:py-12">
        <UserX aria-hidden="true" className="mx-auto h-10 w-10 text-accent-700" />
        <h1 className="text-2xl font-semibold text-ink">{t('public.notFoundTitle')}</h1>
        <p className="mx-auto max-w-md text-base text-muted">{t('public.notFound')}</p>
        <Link to="/" className={buttonClass('primary')}>
          {t('public.goHome')}
        </Link>
      </div>
    </Card>
  );
}

function PublicProfileSkeleton() {
  const { t } = useTranslation('profiles');
  return (
    <Card role="status" aria-label={t('public.loading')}>
      <span className="sr-only">{t('public.loading')}</span>
      <CardHeader className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div className="h-24 w-24 shrink-0 overflow-hidden rounded-full">
          <Skeleton className="h-full w-full" />
        </div>
        <div className="w-full flex-1 space-y-3">
          <Skeleton className="mx-auto h-8 w-56 sm:mx-0" />
          <Skeleton className="mx-auto h-6 w-32 sm:mx-0" />
          <Skeleton className="mx-auto h-9 w-48 sm:mx-0" />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-20" />
      </CardContent>
    </Card>
  );
}
