import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink, HeartHandshake } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnProfile } from './api';
import { AvatarUploader } from './components/avatar-uploader';
import { DisplayIdChip } from '@/components/display-id-chip';
import { PeopleSettings } from '@/entities/people/people-settings';
import { NotificationSettingsCard } from '@/entities/notifications/notification-settings';
import { MyGroupsCard } from '@/entities/support-groups/my-groups';
import { TrustCard } from '@/entities/trust/trust-card';
import { DataRights } from '@/entities/data-rights/data-rights';
import { PushSettings } from '@/entities/push/push-settings';
import { LanguageField } from './components/language-field';
import { ProfileForm } from './components/profile-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile: the signed-in member's own settings (core §2 "Profile settings"). */
export function ProfilePage() {
  const { t } = useTranslation('profiles');
  useDocumentTitle(t('settings.title'));
  const profile = useOwnProfile();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      {profile.isPending ? (
        <ProfileSettingsSkeleton />
      ) : profile.isError ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Alert
              tone="danger"
              action={
                <Button variant="primary" isLoading={profile.isFetching} onClick={() => void profile.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              }
            >
              {t('settings.loadFailed')}
            </Alert>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="space-y-1">
              <CardTitle>{t('settings.title')}</CardTitle>
              <CardDescription>{t('settings.description')}</CardDescription>
            </div>
            <Link
              to={`/user/${profile.data.id}`}
              className="inline-flex min-h-11 shrink-0 items-center gap-1.5 self-start rounded-md text-base font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              {t('settings.viewPublic')}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </Link>
          </CardHeader>
          <CardContent className="space-y-8">
            <section
              aria-label={t('settings.photoAndAccount')}
              className="flex flex-col items-center gap-5 rounded-xl bg-primary-50/60 p-5 sm:flex-row sm:items-center sm:gap-6"
            >
              <AvatarUploader name={profile.data.fullName} src={profile.data.profileImageUrl} />
              <div className="w-full min-w-0 flex-1 space-y-4">
                <div className="space-y-1.5">
                  <p className="text-sm font-medium text-ink">{t('settings.displayId')}</p>
                  <DisplayIdChip
                    displayId={profile.data.displayId}
                    copiedText={t('toasts.copied')}
                    copyFailedTitle={t('toasts.copyFailedTitle')}
                    copyFailedText={t('toasts.copyFailed')}
                  />
                  <p className="text-sm text-muted">{t('settings.displayIdHint')}</p>
                </div>
                <Field label={t('settings.email')} hint={t('settings.emailHint')}>
                  <Input type="email" value={profile.data.email} readOnly className="bg-slate-50" />
                </Field>
                <LanguageField />
              </div>
            </section>
            <ProfileForm profile={profile.data} />
          </CardContent>
        </Card>
      )}
      {profile.data ? <TrustCard /> : null}
      {profile.data ? <SafetyPlanCard /> : null}
      {profile.data ? <MyGroupsCard /> : null}
      {profile.data ? <PeopleSettings /> : null}
      {profile.data ? <NotificationSettingsCard /> : null}
      {profile.data ? <PushSettings /> : null}
      {profile.data ? <DataRights /> : null}
    </div>
  );
}

/** The way to the member's private safety plan (/safety-plan), with a line on what it is. */
function SafetyPlanCard() {
  const { t } = useTranslation('safetyPlan');
  return (
    <Card className="my-6">
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700"
          >
            <HeartHandshake className="h-5 w-5" />
          </span>
          <div className="space-y-1">
            <CardTitle className="text-xl" role="heading" aria-level={2}>
              {t('profileCard.title')}
            </CardTitle>
            <CardDescription>{t('profileCard.text')}</CardDescription>
          </div>
        </div>
        <Link to="/safety-plan" className={buttonClass('outline', 'md', 'shrink-0 self-start sm:self-center')}>
          {t('profileCard.action')}
        </Link>
      </CardHeader>
    </Card>
  );
}

function ProfileSettingsSkeleton() {
  const { t } = useTranslation('profiles');
  return (
    <Card role="status" aria-label={t('settings.loading')}>
      <span className="sr-only">{t('settings.loading')}</span>
      <CardHeader>
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </CardHeader>
      <CardContent className="space-y-8">
        <div className="flex flex-col items-center gap-5 sm:flex-row">
          <div className="h-24 w-24 shrink-0 overflow-hidden rounded-full">
            <Skeleton className="h-full w-full" />
          </div>
          <div className="w-full flex-1 space-y-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
        </div>
        <div className="flex justify-end">
          <Skeleton className="h-11 w-36" />
        </div>
      </CardContent>
    </Card>
  );
}
