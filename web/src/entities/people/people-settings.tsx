import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Audiences, type Audience, type PrivacySettings } from '@contracts/connections';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useBlocks, usePrivacy, useUpdatePrivacy } from './api';
import { BlockButton } from './person-actions';

/** On /profile: who may find and reach the member, whether they show as online, and whom they blocked (notifications have their own section). */
export function PeopleSettings() {
  const { t } = useTranslation('people');
  const privacy = usePrivacy();
  const blocks = useBlocks();
  const updatePrivacy = useUpdatePrivacy();
  const handleError = useApiErrorHandler();
  const saved = () => toast.success(t('settings.saved'));
  const fail = (error: unknown) => handleError(error, { title: t('toasts.errorTitle') });
  const setPrivacy = (change: Partial<PrivacySettings>) =>
    updatePrivacy.mutate(change, { onSuccess: saved, onError: fail });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {privacy.data ? (
          <div className="grid gap-6 md:grid-cols-2">
            <AudienceChoice
              legend={t('settings.discoverable')}
              value={privacy.data.discoverable}
              onChange={(discoverable) => setPrivacy({ discoverable })}
            />
            <AudienceChoice
              legend={t('settings.requestsFrom')}
              value={privacy.data.requestsFrom}
              onChange={(requestsFrom) => setPrivacy({ requestsFrom })}
            />
            <Toggle
              label={t('settings.showOnline')}
              hint={t('settings.showOnlineHint')}
              checked={privacy.data.showOnline}
              onChange={(showOnline) => setPrivacy({ showOnline })}
            />
          </div>
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
        <p className="text-sm text-muted">
          {t('settings.notificationsMoved')}{' '}
          <Link to="/profile#notifications" className="font-medium text-primary-800 underline underline-offset-2">
            {t('settings.notificationsLink')}
          </Link>
        </p>
        <section aria-labelledby="blocked-heading" className="space-y-2">
          <h3 id="blocked-heading" className="text-base font-semibold text-ink">
            {t('settings.blocked')}
          </h3>
          {blocks.data && blocks.data.items.length === 0 ? (
            <p className="text-sm text-muted">{t('settings.blockedEmpty')}</p>
          ) : null}
          <ul className="space-y-2">
            {blocks.data?.items.map((b) => (
              <li key={b.id} className="flex items-center gap-3">
                <Avatar src={b.profileImageUrl} name={b.fullName} size={36} />
                <span className="flex-1 text-ink">{b.fullName}</span>
                <BlockButton userId={b.id} name={b.fullName} blocked />
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

function AudienceChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Audience;
  onChange: (value: Audience) => void;
}) {
  const { t } = useTranslation(['people', 'standing']);
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {Audiences.map((a) => (
        <label key={a} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-primary-50">
          <input
            type="radio"
            name={name}
            value={a}
            checked={value === a}
            onChange={() => onChange(a)}
            className="h-4 w-4 accent-primary-700"
          />
          <span>
            <span className="block text-ink">{t(`settings.audiences.${a}`)}</span>
            {/* Both are self-declared: say so where the member chooses it. */}
            {a === 'shared' ? (
              <span className="block text-sm text-muted">{t('standing:privacy.sharedHint')}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-primary-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-4 w-4 accent-primary-700"
      />
      <span>
        <span className="block text-ink">{label}</span>
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
