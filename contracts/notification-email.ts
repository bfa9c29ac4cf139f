import { z } from 'zod';
import { defineMessages } from './messages.js';

/**
 * Notification e-mail (issue 23): what a one-click unsubscribe link stops. 'all' stops every
 * notification e-mail and the digest; 'digest' stops only the weekly digest.
 */
export const UnsubscribeScopes = ['all', 'digest'] as const;
export const UnsubscribeScope = z.enum(UnsubscribeScopes);
export type UnsubscribeScope = z.infer<typeof UnsubscribeScope>;

export const UnsubscribeMessages = defineMessages('unsubscribe', {
  badToken:
    'This unsubscribe link is not valid. Sign in and open your notification settings to choose which e-mails you get.',
});

/** The signed token of an e-mail's unsubscribe link. */
export const UnsubscribeQuery = z.object({ token: z.string().max(400).optional() });

/** What the link stops (before), or stopped (after the POST). */
export const UnsubscribeResult = z.object({ scope: UnsubscribeScope, done: z.boolean() });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;
