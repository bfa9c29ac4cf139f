import { useEffect, useState, type FormEvent } from 'react';
import { CompanionLimits, RenameConversationBody } from '@contracts/companion';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useDeleteConversation, useRenameConversation, type Conversation } from '../api';

export function RenameConversationDialog({ conversation, onClose }: { conversation: Conversation | null; onClose: () => void }) {
  const rename = useRenameConversation();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (conversation) {
      setTitle(conversation.title);
      setError(undefined);
    }
  }, [conversation]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!conversation) return;
    const parsed = RenameConversationBody.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await rename.mutateAsync({ id: conversation.id, title: parsed.data.title });
      toast.success('Conversation renamed');
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not rename the conversation. Please try again.');
    }
  };

  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Rename conversation">
      <form onSubmit={(event) => void handleSubmit(event)} className="space-y-4" noValidate>
        <Field label="Title" error={error} hint={`Up to ${CompanionLimits.titleMax} characters.`}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={CompanionLimits.titleMax} autoFocus />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={rename.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteConversationDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: Conversation | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteConversation();
  const handleDelete = async () => {
    if (!conversation) return;
    try {
      await remove.mutateAsync(conversation.id);
      toast.success('Conversation deleted');
      onDeleted(conversation.id);
      onClose();
    } catch (err) {
      toast.error('Could not delete the conversation', err instanceof Error ? err.message : 'Please try again.');
    }
  };
  return (
    <Dialog
      open={conversation !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete this conversation?"
      description={conversation ? `“${conversation.title}” and all its messages will be deleted. This cannot be undone.` : undefined}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void handleDelete()} isLoading={remove.isPending}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
