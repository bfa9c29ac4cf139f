import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EyeOff, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { ContentCan } from '@contracts/can';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** The words of one kind of content (a post, a reply, a story), from its own catalog. */
export interface OwnContentWords {
  /** The menu button's name for screen readers ("Actions for your post"). */
  menu: string;
  edit: string;
  delete: string;
  anonymise: string;
  cancel: string;
  confirmDeleteTitle: string;
  confirmDeleteText: string;
  confirmAnonymiseTitle: string;
  confirmAnonymiseText: string;
}

/**
 * The menu of one's own words (issue 44): Edit, Make anonymous and Delete, each shown only when the
 * server's answer says the viewer may (`can`), the last two after a confirmation. Keyboard: the
 * button opens the menu (Enter, Space or the arrow keys), arrows move, Escape closes; the dialogs
 * trap focus and give it back. Nothing is shown when the viewer may do nothing.
 */
export function OwnContentMenu({
  can,
  words,
  onEdit,
  onDelete,
  onAnonymise,
  isDeleting = false,
  isAnonymising = false,
}: {
  can: ContentCan;
  words: OwnContentWords;
  onEdit: () => void;
  /** Called when deletion is confirmed; close the dialog yourself on success (`confirming` stays open while it runs). */
  onDelete: (done: () => void) => void;
  onAnonymise: (done: () => void) => void;
  isDeleting?: boolean;
  isAnonymising?: boolean;
}) {
  const [asking, setAsking] = useState<'delete' | 'anonymise' | null>(null);
  if (!can.edit && !can.delete && !can.anonymise) return null;
  const close = () => setAsking(null);
  const askDelete = () => setAsking('delete');
  const askAnonymise = () => setAsking('anonymise');
  const item =
    'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-slate-100';

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="sm" className="min-h-11 min-w-11" aria-label={words.menu} title={words.menu}>
            <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-40 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {can.edit ? (
              <DropdownMenu.Item className={`${item} text-ink`} onSelect={onEdit}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {words.edit}
              </DropdownMenu.Item>
            ) : null}
            {can.anonymise ? (
              <DropdownMenu.Item className={`${item} text-ink`} onSelect={askAnonymise}>
                <EyeOff aria-hidden="true" className="h-4 w-4" />
                {words.anonymise}
              </DropdownMenu.Item>
            ) : null}
            {can.delete ? (
              <DropdownMenu.Item className={`${item} text-danger`} onSelect={askDelete}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {words.delete}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <Dialog
        open={asking === 'delete'}
        onOpenChange={(open) => !open && close()}
        title={words.confirmDeleteTitle}
        description={words.confirmDeleteText}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {words.cancel}
          </Button>
          <Button variant="danger" isLoading={isDeleting} onClick={() => onDelete(close)}>
            {words.delete}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={asking === 'anonymise'}
        onOpenChange={(open) => !open && close()}
        title={words.confirmAnonymiseTitle}
        description={words.confirmAnonymiseText}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {words.cancel}
          </Button>
          <Button isLoading={isAnonymising} onClick={() => onAnonymise(close)}>
            {words.anonymise}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
