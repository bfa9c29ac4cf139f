import type { ConnectionTab } from '@contracts/connections';

/** The people domains' cache keys: /connect, /messages and the realtime bridge refresh by them. */
export const peopleKeys = {
  /** The notifications' keys start here (entities/notifications/keys.ts): reading a thread refreshes them. */
  notifications: ['notifications'] as const,
  connections: ['connections'] as const,
  counts: ['connections', 'counts'] as const,
  tab: (tab: ConnectionTab) => ['connections', 'tab', tab] as const,
  discover: (q: string) => ['connections', 'discover', q] as const,
  relation: (userId: string) => ['connections', 'relation', userId] as const,
  blocks: ['connections', 'blocks'] as const,
  privacy: ['connections', 'privacy'] as const,
  messages: ['messages'] as const,
  inbox: ['messages', 'inbox'] as const,
  thread: (userId: string) => ['messages', 'thread', userId] as const,
};
