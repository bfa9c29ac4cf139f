import { timingSafeEqual } from 'node:crypto';
import type { UnsubscribeScope } from '../../../../contracts/notification-email.js';
import { keyedHash } from '../../../platform/secret.js';

const PURPOSE = 'notification-unsubscribe';

/**
 * A one-click unsubscribe token: what it stops, the member it names, and an HMAC of both under the
 * server's secret. It does not expire: a member's id is never given to another account, so an old
 * link can only ever stop that member's e-mail (and names nobody once the account is erased).
 */
export function unsubscribeToken(secret: string, scope: UnsubscribeScope, userId: string): string {
  const id = Buffer.from(userId, 'utf8').toString('base64url');
  return `${scope}.${id}.${keyedHash(secret, PURPOSE, `${scope}:${userId}`)}`;
}

/** The scope and member a token names, or null when it is malformed or not signed by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string | undefined,
): { scope: UnsubscribeScope; userId: string } | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [scope, id, mac] = parts as [string, string, string];
  if (scope !== 'all' && scope !== 'digest') return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  if (!userId || Buffer.from(userId, 'utf8').toString('base64url') !== id) return null;
  const expected = Buffer.from(keyedHash(secret, PURPOSE, `${scope}:${userId}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { scope, userId };
}
