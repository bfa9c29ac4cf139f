import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MailX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { StandaloneShell } from '@/components/layout/standalone-shell';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribe, useUnsubscribeCheck } from './api';

/**
 * /unsubscribe?token=…: the page an e-mail's "stop" link opens. It says what the link stops and
 * asks first: opening the page changes nothing (mail scanners open every link); the button does.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('unsubscribe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const check = useUnsubscribeCheck(token);
  const stop = useUnsubscribe();
  useDocumentTitle(t('pageTitle'));

  let body;
  if (!token) body = <Alert tone="danger">{t('missing')}</Alert>;
  else if (check.isPending) body = <PageSpinner label={t('checking')} />;
  else if (check.isError) body = <Alert tone="danger">{describeApiError(t, check.error)}</Alert>;
  else if (stop.isSuccess) body = <Alert tone="success">{t(`done.${stop.data.scope}`)}</Alert>;
  else
    body = (
      <div className="space-y-4">
        <p className="text-base text-ink">{t(`explain.${check.data.scope}`)}</p>
        {stop.isError && <Alert tone="danger">{describeApiError(t, stop.error)}</Alert>}
        <Button className="w-full" onClick={() => stop.mutate(token)} disabled={stop.isPending}>
          {t(`confirm.${check.data.scope}`)}
        </Button>
      </div>
    );

  return (
    <StandaloneShell width="lg">
      <Card>
        <CardHeader className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
          >
            <MailX className="h-6 w-6" />
          </span>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {body}
          <Link to="/profile#notifications" className={buttonClass('outline', 'md', 'w-full')}>
            {t('settings')}
          </Link>
        </CardContent>
      </Card>
    </StandaloneShell>
  );
}
