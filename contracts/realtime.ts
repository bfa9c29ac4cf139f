import { z } from 'zod';
import { Connection } from './connections.js';
import { Notification } from './notifications.js';
import { PrivateMessage } from './private-messages.js';

export { RealtimeClose, RealtimeLimits } from './realtime-constants.js';

export const RealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), at: z.string(), userId: z.string() }),
  z.object({ type: z.literal('notification'), at: z.string(), notification: Notification }),
  z.object({ type: z.literal('message'), at: z.string(), message: PrivateMessage }),
  z.object({ type: z.literal('messages-read'), at: z.string(), by: z.string() }),
  z.object({ type: z.literal('connection'), at: z.string(), connection: Connection.omit({ other: true }) }),
  z.object({ type: z.literal('caught-up'), at: z.string() }),
  /** Notifications were removed (their ids) or rewritten (issue 44): the bell drops them and reads again. */
  z.object({ type: z.literal('notifications-changed'), at: z.string(), removed: z.array(z.string()) }),
  /** Too much happened to send one by one: the browser reloads what it shows. */
  z.object({ type: z.literal('resync'), at: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
