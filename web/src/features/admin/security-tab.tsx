import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecuritySeverities } from '@contracts/admin';
import { ListView, wholeList } from '@/components/list/list-view';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useAuditLog, useSecurityEvents } from './api';

const severityClass = {
  critical: 'bg-red-100 text-red-800',
  warn: 'bg-amber-100 text-amber-900',
  info: 'bg-slate-100 text-ink',
} as const;

/**
 * A list that scrolls inside its card: a region the keyboard can reach (Tab, then the arrow keys), so
 * that someone without a mouse can read all of it too (WCAG 2.1.1).
 */
function ScrollingList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="max-h-[32rem] overflow-y-auto">
      <ul className="divide-y divide-slate-100">{children}</ul>
    </div>
  );
}

/** Security: the events monitor (latest 100, by severity and type), the audit log (latest 50) and the sign-in settings guide. */
export function SecurityTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [severity, setSeverity] = useState('');
  const [type, setType] = useState('');
  const events = useSecurityEvents(severity, type);
  const audit = useAuditLog();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-3 p-5">
        <h2 className="text-xl font-semibold text-ink">{t('security.events')}</h2>
        <div className="flex flex-wrap gap-2">
          <label className="min-w-40 flex-1">
            <span className="mb-1 block text-sm font-medium text-ink">{t('security.severity')}</span>
            <Select value={severity} onChange={(e) => setSeverity(e.target.value)}>
              <option value="">{t('security.all')}</option>
              {SecuritySeverities.map((s) => (
                <option key={s} value={s}>
                  {t(`security.severities.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="min-w-40 flex-1">
            <span className="mb-1 block text-sm font-medium text-ink">{t('security.type')}</span>
            <Select value={type} onChange={(e) => setType(e.target.value)}>
              <option value="">{t('security.all')}</option>
              {events.data?.types.map((ty) => (
                <option key={ty} value={ty}>
                  {ty}
                </option>
              ))}
            </Select>
          </label>
        </div>
        <ListView
          list={wholeList(events)}
          loading={<Skeleton className="h-40 w-full" />}
          empty={<p className="text-muted">{t('security.noEvents')}</p>}
          errorTitle={t('security.loadFailed')}
        >
          {(items) => (
            <ScrollingList label={t('security.events')}>
              {items.map((e) => (
                <li key={e.id} className="py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', severityClass[e.severity])}>
                      {t(`security.severities.${e.severity}`)}
                    </span>
                    <code className="text-sm text-ink">{e.eventType}</code>
                    <time dateTime={e.createdAt} className="text-xs text-muted">
                      {format.dateTime(e.createdAt)}
                    </time>
                  </div>
                  <p className="text-sm text-muted">
                    {[
                      e.userName ?? (e.fromAnonymousReport ? t('security.anonymousMember') : null),
                      e.subject,
                      e.ipAddress,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ScrollingList>
          )}
        </ListView>
      </Card>
      <Card className="space-y-3 p-5">
        <h2 className="text-xl font-semibold text-ink">{t('security.audit')}</h2>
        <ListView
          list={wholeList(audit)}
          loading={<Skeleton className="h-40 w-full" />}
          empty={<p className="text-muted">{t('security.noAudit')}</p>}
          errorTitle={t('security.loadFailed')}
        >
          {(items) => (
            <ScrollingList label={t('security.audit')}>
              {items.map((a) => (
                <li key={a.id} className="py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="text-sm text-ink">{a.action}</code>
                    <time dateTime={a.createdAt} className="text-xs text-muted">
                      {format.dateTime(a.createdAt)}
                    </time>
                  </div>
                  <p className="text-sm text-muted">
                    {t('security.who', {
                      admin: a.adminName ?? t('security.system'),
                      target: a.targetName ?? (a.fromAnonymousReport ? t('security.anonymousMember') : '—'),
                    })}
                  </p>
                  {a.action === 'reveal_anonymous_author' && typeof a.details.reason === 'string' ? (
                    <p className="text-sm text-ink">{t('security.revealReason', { reason: a.details.reason })}</p>
                  ) : null}
                </li>
              ))}
            </ScrollingList>
          )}
        </ListView>
      </Card>
      <Card className="space-y-2 p-5 lg:col-span-2">
        <h2 className="text-xl font-semibold text-ink">{t('security.guideTitle')}</h2>
        <ul className="list-disc space-y-1 pl-5 text-ink">
          <li>{t('security.guide.failures')}</li>
          <li>{t('security.guide.rate')}</li>
          <li>{t('security.guide.passwords')}</li>
          <li>{t('security.guide.reset')}</li>
          <li>{t('security.guide.proxy')}</li>
        </ul>
      </Card>
    </div>
  );
}
