import { parseCookies } from 'better-auth/cookies';
import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { Role } from '../../contracts/enums.js';
import type { Database } from '../db/client.js';
import { memberSettings } from '../db/schema/accounts.js';
import { session, user } from '../db/schema/auth.js';
import type { Viewer } from './viewer.js';
import { createCachedRead } from './cached-read.js';
import { banInForce, suspensionInForce } from './standing.js';
import type { EventBus } from './events.js';

/** How long a looked-up session may be reused before the database is asked again. */
const VIEWER_TTL_MS = 5_000;

export interface SessionReader {
  /** The member a Cookie header belongs to, or null. */
  read(cookieHeader: string | undefined): Promise<Viewer | null>;
}

/** How many checked Cookie headers are remembered (then forgotten all at once). */
const VERIFIED_MAX = 50_000;
/** Longer Cookie headers are checked every time rather than remembered (memory stays bounded). */
const VERIFIED_HEADER_MAX_CHARS = 512;

/**
 * Reads Better Auth's signed session cookie for API requests without going through its endpoint
 * machinery (about 1 ms of CPU a call): the cookie is found with Better Auth's own cookie parser and
 * its signature checked with Better Auth's own signing helper (both public: `better-auth/cookies`,
 * `better-auth/crypto`), then one prepared query reads the session and its user, so the role is
 * the database's. Results are reused for a few seconds, and dropped at once through the event bus
 * when a member's sessions or role change. Extending a session's lifetime stays with Better Auth
 * (GET /api/auth/get-session, which the web app calls on every load).
 */
export async function createSessionReader(deps: {
  db: Database;
  secret: string;
  cookieName: string;
  bus: EventBus;
}): Promise<SessionReader> {
  const { db, secret, cookieName } = deps;

  const byToken = db
    .select({
      expiresAt: session.expiresAt,
      sessionId: session.id,
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      banned: user.banned,
      banExpires: user.banExpires,
      suspendedUntil: memberSettings.suspendedUntil,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(memberSettings, eq(memberSettings.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('fn_viewer_by_session_token');

  /** Viewers by session token, kept a few seconds (never past the session's end); a change of the member drops theirs in every process. */
  const viewers = createCachedRead<string, (Viewer & { expiresAt: number }) | null>({
    ttlMs: VIEWER_TTL_MS,
    max: 50_000,
    bus: deps.bus,
    ttlOf: (viewer) => (viewer ? viewer.expiresAt - Date.now() : 0),
    load: async (token) => {
      const now = Date.now();
      const [row] = await byToken.execute({ token });
      if (!row || row.expiresAt.getTime() <= now) return null;
      if (banInForce(row, now)) return null;
      // Null: the member has not said yet who they are (decision 0062); no role is assumed.
      const parsed = Role.safeParse(row.role);
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        role: parsed.success ? parsed.data : null,
        emailVerified: row.emailVerified,
        suspendedUntil: suspensionInForce(row, now)?.getTime() ?? null,
        expiresAt: row.expiresAt.getTime(),
        sessionId: row.sessionId,
      };
    },
    invalidatedBy: [
      {
        channel: 'fn_user_changed',
        drops: ({ userId, all }) => (all || !userId ? 'all' : (viewer) => viewer?.id === userId),
      },
    ],
  });
  await viewers.ready;

  // Cookie headers whose session cookie's signature was checked, with its token: a member's next
  // requests skip parsing and signing (Better Auth's helper goes through WebCrypto, tens of µs).
  // It records only that the signature is good; whether the session still stands is the viewers'
  // cache's and the database's to say.
  const verified = new Map<string, string>();
  async function checkedToken(header: string): Promise<string | null> {
    const token = await signedToken(header);
    if (token !== null && header.length <= VERIFIED_HEADER_MAX_CHARS) {
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(header, token);
    }
    return token;
  }

  /** The session token of a Cookie header whose session cookie Better Auth signed, or null. */
  async function signedToken(header: string): Promise<string | null> {
    const value = parseCookies(header).get(cookieName);
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const expected = await makeSignature(token, secret);
    // The base64 text itself is compared: decoding is lenient and would ignore trailing junk.
    return constantTimeEqual(value.slice(dot + 1), expected) ? token : null;
  }

  return {
    async read(cookieHeader) {
      if (!cookieHeader) return null;
      const token = verified.get(cookieHeader) ?? (await checkedToken(cookieHeader));
      if (!token) return null;
      const viewer = await viewers.get(token);
      return viewer && viewer.expiresAt > Date.now() ? viewer : null;
    },
  };
}
