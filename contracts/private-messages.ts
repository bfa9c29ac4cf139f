import { z } from 'zod';
import { withSafetyNotice } from './crisis.js';
import { Party } from './connections.js';
import { freeText } from './text.js';
import { defineMessages, issueText } from './messages.js';

/** Private messages between connected members (community-admin §2 Private chat panel, §3 private_message, §5). */
export const MessageLimits = {
  contentMax: 2000,
  pageDefault: 30,
  pageMax: 100,
  /** Messages a member may send in an hour. */
  perHour: 300,
} as const;

export const PrivateMessageMessages = defineMessages('privateMessage', {
  empty: 'Please type a message before sending.',
  tooLong: `A message must be at most ${MessageLimits.contentMax} characters.`,
  notConnected: 'You can send messages only to members you are connected with.',
  memberNotFound: 'This member could not be found.',
  notFound: 'This message no longer exists.',
  rateLimited: 'You have sent many messages in the last hour. Please try again in {{minutes}} minutes.',
});

/** POST /api/messages/:userId: blank messages are not sent; the text is trimmed (§5). */
export const SendMessageBody = z.object({
  content: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    freeText({ label: 'Message', multiline: true, error: PrivateMessageMessages.empty })
      .min(1, issueText(PrivateMessageMessages.empty))
      .max(MessageLimits.contentMax, issueText(PrivateMessageMessages.tooLong)),
  ),
});
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const ThreadQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(MessageLimits.pageMax).default(MessageLimits.pageDefault),
});
export const InboxQuery = ThreadQuery;
export const MessageIdParams = z.object({ id: z.uuid(issueText(PrivateMessageMessages.notFound)) });

export const PrivateMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type PrivateMessage = z.infer<typeof PrivateMessage>;
/** POST /api/messages/:userId: the sent message, and the sender's own safety notice when it signals a risk (the recipient never learns of it). */
export const SentMessage = withSafetyNotice(PrivateMessage);
export type SentMessage = z.infer<typeof SentMessage>;

/** A thread, newest first; nextCursor reaches older messages. */
export const ThreadPage = z.object({
  other: Party,
  items: z.array(PrivateMessage),
  nextCursor: z.string().nullable(),
  /** The two are connected and neither has blocked the other. */
  canSend: z.boolean(),
  /**
   * For the reader only (issue 41): one of the other member's first messages asks for money, gives
   * payment details or offers a cure, as the abuse checks read it; the message to report. Null when
   * none does. Its sender never sees it, and nobody else reads the messages for it.
   */
  caution: z.object({ messageId: z.string() }).nullable(),
});
export type ThreadPage = z.infer<typeof ThreadPage>;

export const Conversation = z.object({
  other: Party,
  lastMessage: z.object({ content: z.string(), fromMe: z.boolean(), createdAt: z.string() }),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

export const InboxPage = z.object({
  items: z.array(Conversation),
  nextCursor: z.string().nullable(),
  unreadTotal: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPage>;
