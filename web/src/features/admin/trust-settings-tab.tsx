import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PreModerationModes, TrustLevels, type TrustLevel, type TrustSettings } from '@contracts/trust';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { useApiErrorHandler } from '@/lib/api-errors';
import { adminKeys } from './api';
import { WatchedWordsSection } from './watched-words-section';

const settingsKey = [...adminKeys.all, 'trust-settings'] as const;
type NumberSetting = Exclude<keyof TrustSettings, 'preModeration' | 'liftedAt'>;
const NUMBERS: NumberSetting[] = [
  'preModerationPosts',
  'flagsToHide',
  'newMemberMaxLinks',
  'newMemberMaxMentions',
  'memberAfterDays',
  'memberAfterContributions',
  'regularAfterDays',
  'regularAfterReplies',
  'regularAfterHearts',
];

/** Trust: pre-moderation's switch, the new-member limits and the levels' thresholds (issue 41); audited by the server. */
export function TrustSettingsTab() {
  const { t } = useTranslation('trust');
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api('GET /api/admin/trust/settings') });
  if (settings.isPending) return <Skeleton className="h-64 w-full" aria-label={t('settings.loading')} />;
  if (settings.isError)
    return (
      <ErrorState error={settings.error} onRetry={() => void settings.refetch()} title={t('settings.loadFailed')} />
    );
  return (
    <div className="space-y-8">
      <SettingsForm saved={settings.data} />
      <WatchedWordsSection />
    </div>
  );
}

function SettingsForm({ saved }: { saved: TrustSettings }) {
  const { t } = useTranslation('trust');
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const [draft, setDraft] = useState<TrustSettings>(saved);
  useEffect(() => setDraft(saved), [saved]);
  const save = useMutation({
    mutationFn: (body: TrustSettings) => api('PUT /api/admin/trust/settings', { body }),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKey, next);
      toast.success(t('settings.saved'));
    },
    onError: (error) => handleError(error, { title: t('settings.failed') }),
  });
  const setNumber = (key: NumberSetting, value: string) =>
    setDraft((d) => ({ ...d, [key]: Math.max(0, Math.floor(Number(value) || 0)) }));
  const setLifted = (key: keyof TrustSettings['liftedAt'], value: TrustLevel) =>
    setDraft((d) => ({ ...d, liftedAt: { ...d.liftedAt, [key]: value } }));
  return (
    <Card className="p-5">
      <form
        className="space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <Field label={t('settings.preModeration')} hint={t('settings.preModerationHint')}>
          <Select
            value={draft.preModeration}
            onChange={(e) =>
              setDraft((d) => ({ ...d, preModeration: e.target.value as TrustSettings['preModeration'] }))
            }
          >
            {PreModerationModes.map((mode) => (
              <option key={mode} value={mode}>
                {t(`settings.modes.${mode}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {NUMBERS.map((key) => (
            <Field key={key} label={t(`settings.numbers.${key}`)}>
              <Input
                type="number"
                min={0}
                inputMode="numeric"
                value={draft[key]}
                onChange={(e) => setNumber(key, e.target.value)}
              />
            </Field>
          ))}
          {(Object.keys(draft.liftedAt) as (keyof TrustSettings['liftedAt'])[]).map((key) => (
            <Field key={key} label={t(`settings.lifted.${key}`)}>
              <Select value={draft.liftedAt[key]} onChange={(e) => setLifted(key, e.target.value as TrustLevel)}>
                {TrustLevels.map((level) => (
                  <option key={level} value={level}>
                    {t(`levels.${level}`)}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
        <Button type="submit" isLoading={save.isPending}>
          {t('settings.save')}
        </Button>
      </form>
    </Card>
  );
}
