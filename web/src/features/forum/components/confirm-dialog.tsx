import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks before anything is deleted; the destructive button says what it does. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  isPending?: boolean;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title} description={props.description}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => props.onOpenChange(false)}>
          {props.cancel}
        </Button>
        <Button variant="danger" onClick={props.onConfirm} isLoading={props.isPending}>
          {props.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
