import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyTrust } from '@contracts/trust';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api-client';

export const trustKeys = { mine: ['trust', 'mine'] as const };

/**
 * The profile's 'Your trust level' card (issue 41): the member's level, what they can do next to
 * reach the next one, and which new-member limits still apply to them. The server decides all of it.
 */
export function TrustCard() {
  const { t } = useTranslation('trust');
  const trust = useQuery({ queryKey: trustKeys.mine, queryFn: () => api('GET /api/me/trust') });
  return (
    <Card className="my-6">
      <CardHeader className="flex flex-row items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700"
        >
          <ShieldCheck className="h-5 w-5" />
        </span>
        <div className="space-y-1">
          <CardTitle className="text-xl" role="heading" aria-level={2}>
            {t('card.title')}
          </CardTitle>
          <CardDescription>{t('card.text')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {trust.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label={t('card.loading')}>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : trust.isError ? (
          <ErrorState error={trust.error} onRetry={() => void trust.refetch()} title={t('card.loadFailed')} />
        ) : (
          <TrustDetails trust={trust.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TrustDetails({ trust }: { trust: MyTrust }) {
  const { t } = useTranslation('trust');
  const limits = trust.limits.filter((l) => l.applies);
  return (
    <div className="space-y-5">
      <p className="text-base text-ink" data-testid="trust-level">
        {t('card.yourLevel')} <strong className="font-semibold">{t(`levels.${trust.level}`)}</strong>
        {trust.locked ? <span className="text-muted"> · {t('card.locked')}</span> : null}
      </p>
      {trust.next && trust.next.steps.length > 0 ? (
        <section aria-labelledby="trust-next" className="space-y-2">
          <h3 id="trust-next" className="text-base font-semibold text-ink">
            {t('card.next', { level: t(`levels.${trust.next.level}`) })}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {trust.next.steps.map((step) => (
              <li key={step.what}>
                {t(`steps.${step.what}`, {
                  count: Math.max(0, step.need - step.have),
                  need: step.need,
                  have: step.have,
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {limits.length > 0 ? (
        <section aria-labelledby="trust-limits" className="space-y-2">
          <h3 id="trust-limits" className="text-base font-semibold text-ink">
            {t('card.limitsTitle')}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {limits.map((limit) => (
              <li key={limit.name}>
                {t(`limits.${limit.name}`, { count: limit.max ?? 0, level: t(`levels.${limit.liftedAt}`) })}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-sm text-muted">{t('card.noLimits')}</p>
      )}
      <p className="text-sm">
        <Link to="/docs/rules" className="font-medium text-primary-700 underline-offset-4 hover:underline">
          {t('card.rulesLink')}
        </Link>
      </p>
    </div>
  );
}
