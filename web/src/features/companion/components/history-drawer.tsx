import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The 'Chat History' drawer of small screens: slides over the page with an overlay; Escape, the
 * overlay and the close button shut it, focus stays inside while open and returns to the button
 * that opened it.
 */
export function HistoryDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once it closes (the opening button, or the message box after a choice). */
  onCloseAutoFocus: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('companion');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="chat-history-overlay"
          className="fixed inset-0 z-40 bg-slate-900/50 md:hidden"
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-[320px] flex-col bg-white shadow-xl md:hidden"
        >
          <RadixDialog.Title className="sr-only">{t('history.heading')}</RadixDialog.Title>
          {children}
          <RadixDialog.Close
            className="absolute right-2 top-2.5 inline-flex h-11 w-11 items-center justify-center rounded-md text-muted hover:bg-slate-100"
            aria-label={t('history.close')}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
