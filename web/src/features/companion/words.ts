import { CompanionStored } from '@contracts/companion-constants';
import type { ChatMessage } from './api';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The suggested prompts and quick-start questions, in the order the page shows them (companion:prompts.items.*, quickStart.items.*). */
export const promptKeys = ['newDiagnosis', 'surgery', 'sideEffects', 'survivors', 'treatmentOptions'] as const;
export const quickStartKeys = ['family', 'caregiver', 'cost', 'scared'] as const;

/**
 * What a bubble says in the page's language. The greeting (marked `isGreeting`) is saved as the specification's English
 * text and the failed-reply bubble exists only in this browser: both are the product's words, so
 * they are read from the catalog; everything else (the member's words, Forti's replies) as written.
 */
export function messageText(t: T, message: Pick<ChatMessage, 'sender' | 'message' | 'local' | 'isGreeting'>): string {
  if (message.local === 'failed') return t('companion:failedReply');
  if (message.isGreeting) return t('companion:greeting');
  return message.message;
}

/** A conversation's title: the untouched default 'New Chat' in the page's language, a member's own title as written. */
export function conversationTitle(t: T, title: string): string {
  return title === CompanionStored.defaultTitle ? t('companion:defaultTitle') : title;
}
