import { z } from 'zod';
import {
  CompanionConfig,
  Conversation,
  ConversationIdParams,
  ConversationList,
  ConversationMessagesQuery,
  ConversationWithMessages,
  ListConversationsQuery,
  RenameConversationBody,
  SafetyEventList,
  SendMessageBody,
  Transcription,
  UploadedFile,
} from '../companion.js';
import { CompanionFileIdParams, TranscriptionBody } from '../companion-files.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const fileErrors = { ...errors, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody };

/**
 * Forti's routes: server/modules/companion/companion.routes.ts serves the conversations,
 * companion/files/files.routes.ts the attachments and voice.
 */
export const CompanionRoutes = defineRoutes('companion', {
  config: {
    method: 'GET',
    path: '/api/companion/config',
    summary: "This server's Forti set-up (provider, voice, files)",
    response: { 200: CompanionConfig, ...errors },
  },
  listConversations: {
    method: 'GET',
    path: '/api/companion/conversations',
    summary: 'Own conversations, most recently updated first; q searches titles and messages',
    query: ListConversationsQuery,
    response: { 200: ConversationList, ...errors },
  },
  createConversation: {
    method: 'POST',
    path: '/api/companion/conversations',
    summary: "A new conversation ('New Chat', starting with Forti's greeting)",
    response: { 201: ConversationWithMessages, ...errors },
  },
  conversation: {
    method: 'GET',
    path: '/api/companion/conversations/:id',
    summary: 'An own conversation with its newest 200 messages, oldest first',
    params: ConversationIdParams,
    query: ConversationMessagesQuery,
    response: { 200: ConversationWithMessages, ...errors },
  },
  renameConversation: {
    method: 'PATCH',
    path: '/api/companion/conversations/:id',
    summary: 'Rename an own conversation',
    params: ConversationIdParams,
    body: RenameConversationBody,
    response: { 200: Conversation, ...errors },
  },
  deleteConversation: {
    method: 'DELETE',
    path: '/api/companion/conversations/:id',
    summary: 'Delete an own conversation with its messages and attachments',
    params: ConversationIdParams,
    response: { 204: z.null(), ...errors },
  },
  safety: {
    method: 'GET',
    path: '/api/companion/safety',
    summary: 'Own messages that signalled risk (kind and time only)',
    response: { 200: SafetyEventList, ...errors },
  },
  /** Answers `text/event-stream` (StreamEvent in contracts/companion.ts): the web reads it with a streaming fetch. */
  sendMessage: {
    method: 'POST',
    path: '/api/companion/conversations/:id/messages',
    summary: 'Send a message; the reply streams back as Server-Sent Events (user, delta..., done | error)',
    params: ConversationIdParams,
    body: SendMessageBody,
    response: { 200: z.string().describe('text/event-stream'), 429: ErrorBody, ...errors },
  },
  uploadFile: {
    method: 'POST',
    path: '/api/companion/files',
    summary:
      'Attach a file (multipart field "file"): JPEG, PNG, GIF, PDF, TXT, DOC or DOCX up to 10 MB, decided from its bytes',
    multipart: true,
    response: { 200: UploadedFile, ...fileErrors },
  },
  /** Answers the file's own bytes, so no JSON schema describes its answer. */
  downloadFile: {
    method: 'GET',
    path: '/api/companion/files/:id',
    summary: 'Download an own attachment (private to its owner); answers the file itself',
    params: CompanionFileIdParams,
    response: {},
  },
  deleteFile: {
    method: 'DELETE',
    path: '/api/companion/files/:id',
    summary: 'Remove an own attachment before it is sent',
    params: CompanionFileIdParams,
    response: { 204: z.null(), ...fileErrors },
  },
  /**
   * The web sends JSON { audio }; a multipart field "audio" is taken too. The server reads the body
   * itself (files.routes.ts), so `body` types the web's call and is not a schema Fastify checks.
   */
  transcribe: {
    method: 'POST',
    path: '/api/companion/transcriptions',
    summary: 'Voice to text: JSON { audio: base64 of the recording } or multipart field "audio"; at most 2 minutes',
    body: TranscriptionBody,
    response: { 200: Transcription, 502: ErrorBody, 503: ErrorBody, ...fileErrors },
  },
});
