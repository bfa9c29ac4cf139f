import { lazy, Suspense, useState } from 'react';
import { Check, Hourglass, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RelationKind } from '@contracts/connections';
import { Button } from '@/components/ui/button';

const loadRequestDialog = () => import('./request-dialog');
const RequestDialog = lazy(loadRequestDialog);

/**
 * The Connect button of a member card or a public profile, in the specification's states:
 * 'Request Sent', 'Request Received' and 'Connected' (disabled), otherwise 'Send Request', which
 * opens 'Send Connection Request' with an optional message.
 */
export function ConnectButton({
  userId,
  name,
  relation,
  canRequest = true,
  className,
}: {
  userId: string;
  name: string;
  relation: RelationKind;
  canRequest?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('people');

  if (relation === 'self' || relation === 'blocked') return null;
  if (relation !== 'none' || !canRequest) {
    const Icon = relation === 'connected' ? Check : relation === 'none' ? UserPlus : Hourglass;
    const label =
      relation === 'sent'
        ? t('button.sent')
        : relation === 'received'
          ? t('button.received')
          : relation === 'connected'
            ? t('button.connected')
            : t('button.notAccepting');
    return (
      <Button variant="outline" disabled className={className}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
    );
  }

  return <RequestButton userId={userId} name={name} className={className} />;
}

/**
 * 'Send Request' and its dialog. The dialog's code (the form, its checks and the dialog itself) is
 * fetched when the pointer or the keyboard reaches the button, so it is there by the time it opens.
 */
function RequestButton({ userId, name, className }: { userId: string; name: string; className?: string }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadRequestDialog();

  return (
    <>
      <Button
        className={className}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={t('button.sendTo', { name })}
      >
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        {t('button.send')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <RequestDialog userId={userId} name={name} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
