import type { Role } from '../../contracts/enums.js';

/**
 * The signed-in member of a request, as the session reader finds them and the access rules judge
 * them. Its own file, so that access.ts and session.ts both import it and not each other.
 */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  emailVerified: boolean;
  /** Until when a moderator suspended the member (ms since the epoch), or null. */
  suspendedUntil?: number | null;
  /** The session of this request (a device's push subscription ends with it). */
  sessionId?: string;
}
