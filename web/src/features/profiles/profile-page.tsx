import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnProfile } from './api';
import { AvatarUploader } from './components/avatar-uploader';
import { DisplayIdChip } from './components/display-id-chip';
import { ProfileForm } from './components/profile-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile: the signed-in member's own settings (core §2 "Profile settings"). */
export function ProfilePage() {
  useDocumentTitle('Profile Settings');
  const profile = useOwnProfile();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      {profile.isPending ? (
        <ProfileSettingsSkeleton />
      ) : profile.isError ? (
        <Card>
          <CardHeader>
            <CardTitle>Profile Settings</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p role="alert" className="text-base text-ink">
              We could not load your profile. Please check your connection and try again.
            </p>
            <Button variant="primary" isLoading={profile.isFetching} onClick={() => void profile.refetch()}>
              Retry
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="space-y-1">
              <CardTitle>Profile Settings</CardTitle>
              <CardDescription>Update how you appear to the community.</CardDescription>
            </div>
            <Link
              to={`/user/${profile.data.id}`}
              className="inline-flex min-h-11 shrink-0 items-center gap-1.5 self-start rounded-md text-base font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              View my public profile
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </Link>
          </CardHeader>
          <CardContent className="space-y-8">
            <section aria-label="Photo and account" className="flex flex-col items-center gap-5 rounded-xl bg-primary-50/60 p-5 sm:flex-row sm:items-center sm:gap-6">
              <AvatarUploader name={profile.data.fullName} src={profile.data.profileImageUrl} />
              <div className="w-full min-w-0 flex-1 space-y-4">
                <div className="space-y-1.5">
                  <p className="text-sm font-medium text-ink">Display ID</p>
                  <DisplayIdChip displayId={profile.data.displayId} />
                  <p className="text-sm text-muted">Share this ID so other members can find you.</p>
                </div>
                <Field label="E-mail" hint="Used to sign in; it cannot be changed here.">
                  <Input type="email" value={profile.data.email} readOnly className="bg-slate-50" />
                </Field>
              </div>
            </section>
            <ProfileForm profile={profile.data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function ProfileSettingsSkeleton() {
  return (
    <Card role="status" aria-label="Loading your profile">
      <span className="sr-only">Loading your profile</span>
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
