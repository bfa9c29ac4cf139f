import type { Language } from '../../../../contracts/enums.js';
import type { LibraryItem } from '../library-item.js';
import type { AttachmentForReply } from '../files/files.service.js';

/** What a provider knows of the member (from their profile). */
export interface MemberContext {
  userId: string;
  fullName: string;
  email: string;
  /** Null: not said yet (decision 0062). */
  role: string | null;
  /** One of contracts/enums.ts CancerTypes (the list for India, decision 0062), or null: not said. */
  cancerType: string | null;
  ageGroup: string | null;
  location: string | null;
  diagnosisDate: string | null;
}

export interface ReplyRequest {
  message: string;
  /** The member's language: the reply is written in it. */
  language: Language;
  /** The conversation before this message, oldest first (at most the last ~20 messages). */
  history(): Promise<Array<{ sender: 'user' | 'bot'; message: string }>>;
  member(): Promise<MemberContext>;
  /**
   * The library items retrieved for the message, best first (memoised). The reply cites them as
   * [1], [2] by their place in this list; any other citation is removed before it is shown.
   */
  resources(): Promise<LibraryItem[]>;
  attachments: AttachmentForReply[];
  /** Aborted when the member goes away or the reply times out: stop work and any outside request. */
  signal: AbortSignal;
}

/**
 * A source of Forti's replies. `reply` yields the text in pieces as it is produced; it throws
 * (ProviderError) when the reply cannot be completed. Only a reply that ran to its end is saved.
 */
export interface ReplyProvider {
  name: 'offline' | 'openai' | 'webhook';
  reply(request: ReplyRequest): AsyncIterable<string>;
}

export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** "/support" into "https://site/support"; outside addresses unchanged. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${url}` : url;
}
