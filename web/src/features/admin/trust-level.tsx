import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@contracts/admin';
import { TrustLevels, type TrustLevel } from '@contracts/trust';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useLockTrust } from './api';

/** A member's trust level in the Users tab (issue 41), and whether an administrator locked it. */
export function TrustBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation('trust');
  return (
    <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">
      {t('admin.level', { level: t(`levels.${user.trust.level}`) })}
      {user.trust.locked ? ` · ${t('admin.locked')}` : null}
    </span>
  );
}

/** Lock a member's level (or let their activity decide again); the server audits it. Not for administrators. */
export function TrustLock({ user }: { user: AdminUser }) {
  const { t } = useTranslation('trust');
  const handleError = useApiErrorHandler();
  const lock = useLockTrust();
  const [level, setLevel] = useState<TrustLevel | 'activity' | ''>('');
  if (user.trust.level === 'staff') return null;
  const id = `trust-${user.id}`;
  const save = () => {
    if (!level) return;
    const chosen = level === 'activity' ? null : level;
    lock.mutate(
      { id: user.id, level: chosen },
      {
        onSuccess: () => {
          setLevel('');
          toast.success(
            chosen
              ? t('admin.lockedToast', { name: user.fullName, level: t(`levels.${chosen}`) })
              : t('admin.unlockedToast', { name: user.fullName }),
          );
        },
        onError: (error) => handleError(error, { title: t('admin.failed') }),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1 sm:flex-none">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
          {t('admin.lockLabel', { name: user.fullName })}
        </label>
        <Select id={id} value={level} onChange={(e) => setLevel(e.target.value as TrustLevel | 'activity' | '')}>
          <option value="" />
          <option value="activity">{t('admin.byActivity')}</option>
          {TrustLevels.map((l) => (
            <option key={l} value={l}>
              {t(`levels.${l}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="outline" onClick={save} disabled={!level} isLoading={lock.isPending}>
        {t('admin.lock')}
      </Button>
    </div>
  );
}
