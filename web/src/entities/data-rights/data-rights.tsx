import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LatestExport } from '@contracts/data-rights';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { sessionQueryKey, setSessionEndsTo } from '@/lib/session';
import { useSiteConfig } from '@/lib/site-config';

const latestKey = ['me', 'export'] as const;

/**
 * On /profile: the member's rights under the DPDP Act 2023: a copy of everything held about them
 * (prepared in the background, with its progress), erasure of the account, and whom to write to
 * with a grievance.
 */
export function DataRights() {
  const { t } = useTranslation('people');
  const format = useFormat();
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const config = useSiteConfig();
  const latest = useQuery({
    queryKey: latestKey,
    queryFn: () => api('GET /api/me/exports/latest'),
    // While a copy is being prepared, its progress is read again every second.
    refetchInterval: (q) => (q.state.data?.export?.status === 'preparing' ? 1000 : false),
  });
  const start = useMutation({
    mutationFn: () => api('POST /api/me/exports'),
    onSuccess: (started) => queryClient.setQueryData<LatestExport>(latestKey, { export: started }),
    onError: (error) => handleError(error, { title: t('rights.exportFailed') }),
  });
  const [erasing, setErasing] = useState(false);
  const current = latest.data?.export ?? null;
  const startExport = () => start.mutate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rights.title')}</CardTitle>
        <CardDescription>{t('rights.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby="export-heading" className="space-y-2">
          <h3 id="export-heading" className="text-base font-semibold text-ink">
            {t('rights.exportTitle')}
          </h3>
          <p className="text-sm text-muted">{t('rights.exportText')}</p>
          {current?.status === 'preparing' ? (
            <div className="space-y-1" role="status">
              <p className="text-sm text-ink">{t('rights.preparing', { progress: current.progress })}</p>
              <div
                className="h-2 rounded-full bg-slate-100"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={current.progress}
                aria-label={t('rights.exportTitle')}
              >
                <div
                  className="h-2 rounded-full bg-primary-600 transition-all"
                  style={{ width: `${current.progress}%` }}
                />
              </div>
            </div>
          ) : null}
          {current?.status === 'failed' ? <p className="text-sm text-danger">{t('rights.failed')}</p> : null}
          <div className="flex flex-wrap gap-2">
            {current?.downloadUrl ? (
              <a href={current.downloadUrl} download className={buttonClass('primary')}>
                <Download aria-hidden="true" className="h-4 w-4" />
                {t('rights.download', { size: format.number(Math.max(1, Math.round((current.size ?? 0) / 1024))) })}
              </a>
            ) : null}
            <Button
              variant="outline"
              onClick={startExport}
              isLoading={start.isPending}
              disabled={current?.status === 'preparing'}
            >
              {current?.downloadUrl ? t('rights.prepareAgain') : t('rights.prepare')}
            </Button>
          </div>
          {current?.downloadUrl && current.expiresAt ? (
            <p className="text-sm text-muted">{t('rights.expires', { date: format.dateTime(current.expiresAt) })}</p>
          ) : null}
        </section>
        <section aria-labelledby="erase-heading" className="space-y-2 border-t border-slate-100 pt-4">
          <h3 id="erase-heading" className="text-base font-semibold text-ink">
            {t('rights.eraseTitle')}
          </h3>
          <p className="text-sm text-muted">{t('rights.eraseText')}</p>
          <Button variant="danger" onClick={() => setErasing(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('rights.erase')}
          </Button>
        </section>
        <section aria-labelledby="grievance-heading" className="space-y-1 border-t border-slate-100 pt-4">
          <h3 id="grievance-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 text-primary-700" />
            {t('rights.grievanceTitle')}
          </h3>
          <p className="text-sm text-ink">{t('rights.grievanceText')}</p>
          {config.data?.contactEmail ? (
            <p className="text-sm">
              <a
                href={`mailto:${config.data.contactEmail}?subject=Grievance`}
                className="font-medium text-primary-800 underline"
              >
                {config.data.contactEmail}
              </a>
            </p>
          ) : null}
        </section>
      </CardContent>
      {erasing ? <EraseDialog onClose={() => setErasing(false)} /> : null}
    </Card>
  );
}

function EraseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const erased = useRef(false);
  useEffect(
    () => () => {
      if (!erased.current) return;
      queryClient.clear();
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    [queryClient],
  );
  const erase = useMutation({
    mutationFn: () => api('POST /api/me/erase', { body: { password, keepPostsAnonymous: keep } }),
    onSuccess: () => {
      // The session is gone on the server: whatever notices first (a refetch, the live connection),
      // this signed-in page's guard sends the member home, not to the sign-in page. Their cached data
      // goes once the page has left (the effect above).
      setSessionEndsTo('/');
      erased.current = true;
      toast.success(t('rights.erasedTitle'), t('rights.erased'));
      navigate('/', { replace: true });
    },
    onError: (e) => setError(handleError(e, { title: t('rights.eraseFailed') })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('rights.passwordRequired'));
    erase.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('rights.eraseConfirmTitle')}
      description={t('rights.eraseConfirm')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={keep}
            onChange={(e) => setKeep(e.target.checked)}
            className="mt-1 h-4 w-4 accent-primary-700"
          />
          <span className="text-ink">{t('rights.keepPosts')}</span>
        </label>
        <Field label={t('rights.password')}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={erase.isPending}>
            {t('rights.eraseNow')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
