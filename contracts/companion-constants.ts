import { defineMessages } from './messages.js';

/**
 * Forti's limits, words and text helpers, without zod: the /chat page uses them without loading the
 * contracts' validators (decision 0050). contracts/companion.ts re-exports all of it.
 */
export const CompanionLimits = {
  titleMax: 50,
  titleCut: 47,
  messageMax: 4000,
  /** Messages a conversation page returns (older ones through `before`). */
  messagesPage: 200,
  conversationsPage: 30,
  attachmentsPerMessage: 5,
  fileMaxBytes: 10 * 1024 * 1024,
  voiceMaxSeconds: 120,
  searchMax: 100,
} as const;

/**
 * What a new conversation stores (core §3): its title (the table's default) and Forti's first
 * message, in the specification's English. Stored text, not messages: while untouched, the web shows
 * them in the page's language (`companion:defaultTitle`, and `companion:greeting` for the message the
 * answer marks `isGreeting`).
 */
export const CompanionStored = {
  defaultTitle: 'New Chat',
  greeting:
    "Hello, I'm Forti. I'm here to listen and to help you find your way, whatever you're facing today: a new diagnosis, treatment, caring for someone, or just a hard day. I can't give medical advice, but I can help you think things through and point you to people and resources. What's on your mind?",
} as const;

export const CompanionText = defineMessages('companion', {
  header: 'Forti - Your AI support companion',
  fallbackReply: "Thank you for sharing. I'm here to listen and support you through this journey.",
  failedReply: "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.",
  notAuthenticated: 'User not authenticated',
  uploadNotAuthenticated: 'User must be authenticated to upload files',
  fileTooLarge: 'File size must be less than 10MB',
  /** 'File type' + the type + this. */
  fileTypeSuffix: 'is not supported. Allowed types: Images, PDF, TXT, DOC, DOCX',
  voiceNotEnabled: 'Voice input is not enabled on this server.',
  recordingFailed: 'Failed to start recording. Please check microphone permissions.',
  transcriptionFailed: 'Failed to transcribe audio. Please try again.',
  transcriptionServerFallback: 'Transcription failed',
  noActiveRecording: 'No active recording',
  fileTypeRefused: 'File type {{type}} is not supported. Allowed types: Images, PDF, TXT, DOC, DOCX',
  conversationNotFound: 'This conversation does not exist or is not yours.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `Titles are at most ${CompanionLimits.titleMax} characters.`,
  messageRequired: 'Please write a message.',
  messageTooLong: `Messages are at most ${CompanionLimits.messageMax} characters.`,
});

/** Said after a limit's refusal when the refused message signalled risk: a person in danger still sees whom to call. */
const RISK_NOTE =
  'If you are thinking of harming yourself, or someone needs urgent medical help, please call Tele-MANAS 14416 (24x7, free and confidential) or 112 now.';

/** Answers of POST .../messages when the member is over a limit (429 with Retry-After); `…AtRisk` when the message signalled risk. */
export const CompanionLimitText = defineMessages('companionLimit', {
  perMinute: {
    one: "You've sent a lot of messages in a short time. Please wait {{count}} second and try again.",
    other: "You've sent a lot of messages in a short time. Please wait {{count}} seconds and try again.",
  },
  perMinuteAtRisk: {
    one: `You've sent a lot of messages in a short time. Please wait {{count}} second and try again. ${RISK_NOTE}`,
    other: `You've sent a lot of messages in a short time. Please wait {{count}} seconds and try again. ${RISK_NOTE}`,
  },
  daily: "You've reached today's limit of {{quota}} messages with Forti. You can continue after midnight (India time).",
  dailyAtRisk: `You've reached today's limit of {{quota}} messages with Forti. You can continue after midnight (India time). ${RISK_NOTE}`,
  uploads: {
    one: "You've attached a lot of files in the last hour. You can attach more in {{count}} minute.",
    other: "You've attached a lot of files in the last hour. You can attach more in {{count}} minutes.",
  },
  transcriptions: {
    one: "You've used voice input a lot in the last hour. You can use it again in {{count}} minute.",
    other: "You've used voice input a lot in the last hour. You can use it again in {{count}} minutes.",
  },
});

/** Codes of the stream's `error` event. */
export const ReplyErrorCode = {
  /** The provider failed, broke off or took too long; nothing was saved for the bot. */
  failed: 'REPLY_FAILED',
} as const;

/**
 * A bot message is plain text with line breaks. Links appear as bare https:// addresses or as
 * paths of this site (a "/" at the start of a word, e.g. /support-groups); this splits a line
 * into text and links so that the page can render them as anchors.
 */
export function splitLinks(text: string): Array<{ text: string; href?: string }> {
  const out: Array<{ text: string; href?: string }> = [];
  const pattern = /(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]|(?<![\w/.])\/[a-z0-9][a-z0-9\-/]*[a-z0-9])/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at) });
    out.push({ text: match[0], href: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The five suggested prompts of core §9, shown with the greeting. */
export const SuggestedPrompts = [
  "I've just been diagnosed and I feel overwhelmed. Where do I start?",
  "I'm preparing for surgery next week. How can I get ready?",
  'How can I manage the side effects of my treatment?',
  'I would like to connect with survivors who have been through this.',
  'Can you help me understand my treatment options and what to ask my doctor?',
] as const;

/** Quick-start questions, shown while a conversation has one message or fewer. */
export const QuickStartQuestions = [
  'How do I talk to my family about my diagnosis?',
  'I care for someone with cancer and I am exhausted.',
  'I am worried about the cost of treatment.',
  'I feel scared and low today.',
] as const;

/** The title rule: over 50 characters becomes the first 47 plus '...'. */
export function titleFromMessage(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  return text.length > CompanionLimits.titleMax ? `${text.slice(0, CompanionLimits.titleCut)}...` : text;
}
