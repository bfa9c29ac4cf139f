import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactBody } from '@contracts/pages';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { api } from '@/lib/api-client';

export type ContactInput = z.output<typeof ContactBody>;

/** Sends the Contact Us form; nothing to invalidate (administrators read messages elsewhere). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactInput) => api('POST /api/contact', { body }),
    // A message that signals a risk: a private card with helplines for its writer (decision 0059).
    onSuccess: (receipt) => showCrisisCard(receipt.safety, 'contact'),
  });
}
