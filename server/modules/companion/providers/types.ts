import type { Language } from '../../../../contracts/enums.js';
import type { SearchHit } from '../../../platform/search.js';
import type { AttachmentForReply } from '../files/files.service.js';

/** What a provider knows of the member (from their profile). */
export interface MemberContext {
  userId: string;
  fullName: string;
  email: string;
  role: string;
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
  /** Platform content found by full-text search for the message (memoised). */
  resources(): Promise<SearchHit[]>;
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
