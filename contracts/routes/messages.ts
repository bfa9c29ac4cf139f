import { z } from 'zod';
import { PersonParams } from '../connections.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import {
  InboxPage,
  InboxQuery,
  MessageIdParams,
  SendMessageBody,
  SentMessage,
  ThreadPage,
  ThreadQuery,
} from '../private-messages.js';
import { CreateReportBody, ReportFiled } from '../reports.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** Private messages between connected members (server/modules/messages/messages.routes.ts serves them). */
export const MessagesRoutes = defineRoutes('messages', {
  inbox: {
    method: 'GET',
    path: '/api/messages',
    summary: "The caller's conversations, most recent first, with unread counts",
    query: InboxQuery,
    response: { 200: InboxPage, ...errors },
  },
  thread: {
    method: 'GET',
    path: '/api/messages/:userId',
    summary: 'The thread with one member, newest first',
    params: PersonParams,
    query: ThreadQuery,
    response: { 200: ThreadPage, ...errors },
  },
  send: {
    method: 'POST',
    path: '/api/messages/:userId',
    summary:
      "Send a message to a connected member (safety: the sender's own notice when it signals a risk; never filed, never told to the recipient)",
    params: PersonParams,
    body: SendMessageBody,
    response: { 201: SentMessage, ...errors },
  },
  markRead: {
    method: 'POST',
    path: '/api/messages/:userId/read',
    summary: 'Mark the messages received from a member as read',
    params: PersonParams,
    response: { 204: z.null(), ...errors },
  },
  report: {
    method: 'POST',
    path: '/api/messages/items/:id/reports',
    summary: 'Report a message to the moderators',
    params: MessageIdParams,
    body: CreateReportBody,
    response: { 200: ReportFiled, ...errors },
  },
});
