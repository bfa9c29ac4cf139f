import { toast } from '@/components/ui/toaster';
import { onApiSuccess } from './api';

/**
 * An error toast stays only while its problem does: it is dismissed when the same call later
 * succeeds (the same method and path, whichever page sends it), and, when it was raised by a form,
 * as soon as the person changes a field of that form.
 */
const openByAction = new Map<string, Set<string>>();

onApiSuccess((action) => dismissAction(action));

/** Dismisses every error toast still open for a call ("METHOD /path"). */
export function dismissAction(action: string | undefined): void {
  if (!action) return;
  const ids = openByAction.get(action);
  if (!ids) return;
  openByAction.delete(action);
  for (const id of ids) toast.dismiss(id);
}

/** The form the person is acting in (its submit button or a field has focus), if any. */
export function activeForm(): HTMLFormElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement ? active.closest('form') : null;
}

/** Ties an error toast to what fixes it: the call succeeding, or a change to the form that sent it. */
export function dismissWhenFixed(
  id: string | undefined,
  { action, form }: { action?: string; form?: HTMLFormElement | null },
) {
  if (!id) return;
  if (action) {
    const ids = openByAction.get(action) ?? new Set<string>();
    ids.add(id);
    openByAction.set(action, ids);
  }
  if (form) {
    const fixed = () => {
      form.removeEventListener('input', fixed);
      form.removeEventListener('change', fixed);
      if (action) openByAction.get(action)?.delete(id);
      toast.dismiss(id);
    };
    form.addEventListener('input', fixed);
    form.addEventListener('change', fixed);
  }
}
