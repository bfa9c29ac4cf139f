import { z } from 'zod';
import {
  BlockList,
  Connection,
  ConnectionCounts,
  ConnectionIdParams,
  ConnectionPage,
  ConnectionsQuery,
  DiscoverQuery,
  MemberPage,
  MentionCandidates,
  MentionQuery,
  PersonParams,
  PrivacySettings,
  Relation,
  SendRequestBody,
  SentConnectionRequest,
  UpdateConnectionBody,
  UpdatePrivacyBody,
} from '../connections.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import { CreateReportBody, ReportFiled } from '../reports.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * Connections between members: finding them, requests, blocks, @mentions and the caller's privacy
 * (server/modules/connections/connections.routes.ts serves them).
 */
export const ConnectionsRoutes = defineRoutes('connections', {
  discover: {
    method: 'GET',
    path: '/api/connect/discover',
    summary: 'Members the caller may find, newest first; q searches name, role and location (any case)',
    query: DiscoverQuery,
    response: { 200: MemberPage, ...errors },
  },
  mentions: {
    method: 'GET',
    path: '/api/mentions',
    summary:
      'Members the caller may @mention whose username or name starts with q (at most 8; privacy choices and blocks hold; for an anonymous draft, only members anyone may find)',
    query: MentionQuery,
    response: { 200: MentionCandidates, ...errors },
  },
  list: {
    method: 'GET',
    path: '/api/connections',
    summary: "The caller's received requests, connections or sent requests, newest first",
    query: ConnectionsQuery,
    response: { 200: ConnectionPage, ...errors },
  },
  counts: {
    method: 'GET',
    path: '/api/connections/counts',
    summary: 'How many requests, connections and sent requests the caller has',
    response: { 200: ConnectionCounts, ...errors },
  },
  send: {
    method: 'POST',
    path: '/api/connections',
    summary:
      "Send a connection request with an optional message (safety: the sender's own notice when it signals a risk)",
    body: SendRequestBody,
    response: { 201: SentConnectionRequest, ...errors },
  },
  update: {
    method: 'PATCH',
    path: '/api/connections/:id',
    summary: 'Accept or decline a request (its receiver) or cancel it (its sender)',
    params: ConnectionIdParams,
    body: UpdateConnectionBody,
    response: { 200: Connection, ...errors },
  },
  relation: {
    method: 'GET',
    path: '/api/people/:userId/relation',
    summary: 'Where the caller stands with a member (the Connect and Message buttons)',
    params: PersonParams,
    response: { 200: Relation, ...errors },
  },
  reportPerson: {
    method: 'POST',
    path: '/api/people/:userId/reports',
    summary: "Report a member's profile to the moderators",
    params: PersonParams,
    body: CreateReportBody,
    response: { 200: ReportFiled, ...errors },
  },
  blocks: {
    method: 'GET',
    path: '/api/blocks',
    summary: 'Members the caller has blocked',
    response: { 200: BlockList, ...errors },
  },
  block: {
    method: 'PUT',
    path: '/api/blocks/:userId',
    summary: 'Block a member: no requests, messages or discovery either way',
    params: PersonParams,
    response: { 204: z.null(), ...errors },
  },
  unblock: {
    method: 'DELETE',
    path: '/api/blocks/:userId',
    summary: 'Lift a block',
    params: PersonParams,
    response: { 204: z.null(), ...errors },
  },
  privacy: {
    method: 'GET',
    path: '/api/me/privacy',
    summary: 'Who may find the caller, send them requests, and see them online',
    response: { 200: PrivacySettings, ...errors },
  },
  updatePrivacy: {
    method: 'PATCH',
    path: '/api/me/privacy',
    summary: "Change the caller's privacy settings",
    body: UpdatePrivacyBody,
    response: { 200: PrivacySettings, ...errors },
  },
});
