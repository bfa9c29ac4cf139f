import { useState } from 'react';
import { Ban, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportButton } from '@/components/report-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useBlock, useRelation } from './api';
import { ConnectButton } from './connect-button';

/**
 * A public profile's buttons for another member: Connect in its states, Message (connected
 * members only), Report and Block. The server decides each; these only show where one stands.
 */
export function PersonActions({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('people');
  const relation = useRelation(userId, true);
  const navigate = useNavigate();
  if (relation.isPending) return <Skeleton className="h-11 w-64" />;
  if (relation.isError) return null;
  const r = relation.data;
  if (r.relation === 'self') return null;
  return (
    <div className="space-y-3">
      {r.relation === 'blocked' ? (
        <p className="text-sm text-muted">{r.blockedByMe ? t('block.youBlocked', { name }) : t('block.unavailable')}</p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <ConnectButton userId={userId} name={name} relation={r.relation} canRequest={r.canRequest} />
          <Button
            variant="outline"
            disabled={!r.canMessage}
            onClick={() => navigate(`/messages/${userId}`)}
            aria-describedby={r.canMessage ? undefined : `message-note-${userId}`}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('profile.message')}
          </Button>
        </div>
      )}
      {!r.canMessage && r.relation !== 'blocked' ? (
        <p id={`message-note-${userId}`} className="text-sm text-muted">
          {t('profile.messageNote')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ReportButton route="POST /api/people/:userId/reports" params={{ userId }} subject="profile" />
        {r.relation !== 'blocked' || r.blockedByMe ? (
          <BlockButton userId={userId} name={name} blocked={r.blockedByMe} />
        ) : null}
      </div>
    </div>
  );
}

/** Block (after a confirmation) or lift a block. */
export function BlockButton({
  userId,
  name,
  blocked,
  onBlocked,
}: {
  userId: string;
  name: string;
  blocked: boolean;
  onBlocked?: () => void;
}) {
  const { t } = useTranslation('people');
  const [confirming, setConfirming] = useState(false);
  const block = useBlock();
  const handleError = useApiErrorHandler();
  const run = (next: boolean) =>
    block.mutate(
      { userId, block: next },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(
            next ? t('block.doneTitle') : t('block.liftedTitle'),
            next ? t('block.done', { name }) : t('block.lifted', { name }),
          );
          if (next) onBlocked?.();
        },
        onError: (error) => handleError(error, { title: t('toasts.errorTitle') }),
      },
    );
  if (blocked) {
    return (
      <Button variant="ghost" size="sm" onClick={() => run(false)} isLoading={block.isPending}>
        {t('block.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={t('block.buttonFor', { name })}>
        <Ban aria-hidden="true" className="h-4 w-4" />
        {t('block.button')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('block.confirmTitle', { name })}
        description={t('block.confirm')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button variant="danger" onClick={() => run(true)} isLoading={block.isPending}>
            {t('block.button')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
