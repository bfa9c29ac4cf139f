import { UserIdParams } from '../admin.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import {
  HeldDone,
  HeldList,
  HeldParams,
  LockedTrust,
  LockTrustBody,
  MyTrust,
  RejectHeldBody,
  TrustSettings,
} from '../trust.js';
import {
  ListWatchedQuery,
  TestWatchedBody,
  WatchedDeleted,
  WatchedMatches,
  WatchedWord,
  WatchedWordBody,
  WatchedWordList,
  WatchedWordParams,
} from '../watched-words.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** Trust levels (issue 41): the member's own, and the administrators' locks and settings (server/modules/trust/trust.routes.ts). */
export const TrustRoutes = defineRoutes('trust', {
  mine: {
    method: 'GET',
    path: '/api/me/trust',
    summary: "The caller's trust level, what they can do next and the new-member limits that still apply",
    response: { 200: MyTrust, ...errors },
  },
  lock: {
    method: 'PUT',
    path: '/api/admin/users/:id/trust-level',
    summary: "Lock a member's trust level (null: let their activity decide again); audited",
    params: UserIdParams,
    body: LockTrustBody,
    response: { 200: LockedTrust, ...errors },
  },
  settings: {
    method: 'GET',
    path: '/api/admin/trust/settings',
    summary: 'The trust levels’ thresholds and the level that lifts each new-member limit',
    response: { 200: TrustSettings, ...errors },
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/admin/trust/settings',
    summary: 'Change the trust levels’ thresholds and limits; audited',
    body: TrustSettings,
    response: { 200: TrustSettings, ...errors },
  },
  held: {
    method: 'GET',
    path: '/api/admin/held',
    summary: 'Posts waiting for approval (pre-moderation and held new members’ posts), oldest first',
    response: { 200: HeldList, ...errors },
  },
  approve: {
    method: 'POST',
    path: '/api/admin/held/:type/:id/approve',
    summary: 'Publish a waiting post; its author is told',
    params: HeldParams,
    response: { 200: HeldDone, ...errors, 409: ErrorBody },
  },
  reject: {
    method: 'POST',
    path: '/api/admin/held/:type/:id/reject',
    summary: 'Refuse a waiting post with a reason its author is told; the post is removed',
    params: HeldParams,
    body: RejectHeldBody,
    response: { 200: HeldDone, ...errors, 409: ErrorBody },
  },
  watchedList: {
    method: 'GET',
    path: '/api/admin/watched-words',
    summary: 'Watched words and patterns, by pattern, optionally those containing q',
    query: ListWatchedQuery,
    response: { 200: WatchedWordList, ...errors },
  },
  watchedCreate: {
    method: 'POST',
    path: '/api/admin/watched-words',
    summary: 'Watch a word or pattern: block, hold for approval or flag; audited',
    body: WatchedWordBody,
    response: { 200: WatchedWord, ...errors, 409: ErrorBody },
  },
  watchedUpdate: {
    method: 'PUT',
    path: '/api/admin/watched-words/:id',
    summary: 'Change a watched word; audited',
    params: WatchedWordParams,
    body: WatchedWordBody,
    response: { 200: WatchedWord, ...errors, 409: ErrorBody },
  },
  watchedDelete: {
    method: 'DELETE',
    path: '/api/admin/watched-words/:id',
    summary: 'Stop watching a word; audited',
    params: WatchedWordParams,
    response: { 200: WatchedDeleted, ...errors },
  },
  watchedTest: {
    method: 'POST',
    path: '/api/admin/watched-words/test',
    summary: 'Which watched words a sample text meets',
    body: TestWatchedBody,
    response: { 200: WatchedMatches, ...errors },
  },
});
