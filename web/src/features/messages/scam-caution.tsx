import { useTranslation } from 'react-i18next';
import { ReportButton } from '@/components/report-button';
import { Alert } from '@/components/ui/alert';

/**
 * Above a conversation, for its reader only (the server decides, issue 41): one of the other
 * member's opening messages asks for money, gives payment details or offers a cure. One click
 * reports that message.
 */
export function ScamCaution({ messageId }: { messageId: string }) {
  const { t } = useTranslation('people');
  return (
    <Alert
      tone="warning"
      live={false}
      className="m-2 text-sm"
      title={t('chat.cautionTitle')}
      action={
        <ReportButton route="POST /api/messages/items/:id/reports" params={{ id: messageId }} subject="message" />
      }
    >
      {t('requests.caution')}
    </Alert>
  );
}
