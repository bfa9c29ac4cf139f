import { z } from 'zod';
import { issueText } from './messages.js';
import { freeText } from './text.js';
import { CompanionLimits, CompanionText } from './companion-constants.js';

/**
 * Forti, the AI companion (core §2 Chat, §4, §5, §8, §9). Shared by the server and the /chat page.
 * Streaming: POST /api/companion/conversations/:id/messages answers `text/event-stream` (see
 * StreamEvent); every other route answers JSON.
 */
export {
  CompanionLimits,
  CompanionLimitText,
  CompanionStored,
  CompanionText,
  QuickStartQuestions,
  ReplyErrorCode,
  splitLinks,
  SuggestedPrompts,
  titleFromMessage,
} from './companion-constants.js';

export const ConversationIdParams = z.object({ id: z.uuid() });

export const Conversation = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ListConversationsQuery = z.object({
  /** Full-text search over the member's own conversations (titles and messages). */
  q: freeText({ label: 'The search' }).trim().max(CompanionLimits.searchMax).optional(),
  cursor: z.string().max(200).optional(),
});
export const ConversationList = z.object({ items: z.array(Conversation), nextCursor: z.string().nullable() });
export type ConversationList = z.infer<typeof ConversationList>;

export const AttachmentSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type AttachmentSummary = z.infer<typeof AttachmentSummary>;

/** What a cited library item is: the web names it under the reply. */
export const CitationKind = z.enum(['article', 'ngo', 'helpline', 'organisation', 'guide', 'event', 'group', 'costs']);
export type CitationKind = z.infer<typeof CitationKind>;
/**
 * One library item Forti's reply cites as [n]: checked against what was retrieved for the message,
 * so it never points elsewhere. `url` is an in-app path (/help/costs) or the item's official link.
 */
export const Citation = z.object({
  n: z.number().int().min(1),
  id: z.string(),
  kind: CitationKind,
  title: z.string(),
  url: z.string(),
});
export type Citation = z.infer<typeof Citation>;

export const Sender = z.enum(['user', 'bot']);
export const ChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: Sender,
  message: z.string(),
  createdAt: z.date(),
  attachments: z.array(AttachmentSummary),
  /** Forti's replies: the library items cited in the text as [n], in number order. */
  citations: z.array(Citation).optional(),
  /** Forti's first message of the conversation, stored in English (CompanionStored.greeting): shown in the page's language. */
  isGreeting: z.literal(true).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ConversationMessagesQuery = z.object({ before: z.string().max(200).optional() });
/** A conversation with its messages in ascending time order (newest page; `olderCursor` pages back). */
export const ConversationWithMessages = z.object({
  conversation: Conversation,
  messages: z.array(ChatMessage),
  olderCursor: z.string().nullable(),
});
export type ConversationWithMessages = z.infer<typeof ConversationWithMessages>;

export const RenameConversationBody = z.object({
  title: freeText({ label: 'The title' })
    .trim()
    .min(1, issueText(CompanionText.titleRequired))
    .max(CompanionLimits.titleMax, issueText(CompanionText.titleTooLong)),
});

export const SendMessageBody = z.object({
  message: freeText({ label: 'The message', multiline: true })
    .trim()
    .min(1, issueText(CompanionText.messageRequired))
    .max(CompanionLimits.messageMax, issueText(CompanionText.messageTooLong)),
  attachmentIds: z.array(z.uuid()).max(CompanionLimits.attachmentsPerMessage).default([]),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/**
 * Server-Sent Events of a reply, in order: `user` (the member's saved message, and the
 * conversation's title when it changed), then `delta`s, then `done` with the saved bot message;
 * or `error` (the member's message stays saved; the page shows CompanionText.failedReply).
 * `safety` replaces the provider's reply when the message signals risk.
 */
export type StreamEvent =
  | { event: 'user'; data: { message: ChatMessage; conversation: Conversation } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: ChatMessage } }
  | { event: 'error'; data: { code: string; message: string } };

/** A record in the member's own safety view. */
export const SafetyEvent = z.object({
  id: z.string(),
  kind: z.enum(['self_harm', 'medical_emergency']),
  conversationId: z.string().nullable(),
  createdAt: z.date(),
});
export const SafetyEventList = z.object({ items: z.array(SafetyEvent) });

/** What the /chat page needs to know about this server's set-up. */
export const CompanionConfig = z.object({
  provider: z.enum(['offline', 'openai', 'webhook']),
  voiceEnabled: z.boolean(),
  voiceMaxSeconds: z.number().int(),
  fileMaxBytes: z.number().int(),
  allowedFileTypes: z.array(z.string()),
});
export type CompanionConfig = z.infer<typeof CompanionConfig>;

/** Result of POST /api/companion/files (multipart field "file"). */
export const UploadedFile = z.object({ file: AttachmentSummary });
export type UploadedFile = z.infer<typeof UploadedFile>;

export const Transcription = z.object({ text: z.string() });
