import { Alert } from '@/components/ui/alert';

/** A failure shown in the page as well as in a toast, so it stays readable and is announced. */
export function FormAlert({ message }: { message?: string | null }) {
  return message ? <Alert tone="danger">{message}</Alert> : null;
}
