import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * A form in a dialog (create or edit one item of a list): the fields, then Cancel and the submit
 * button, busy while the form is sent. The form checks its own fields (noValidate: the zod
 * contract's messages, not the browser's).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  onSubmit,
  submitLabel,
  cancelLabel,
  isPending = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  cancelLabel?: string;
  isPending?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} wide={wide}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
