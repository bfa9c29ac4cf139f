import { createHmac } from 'node:crypto';
import { and, count, eq, gt, inArray, max, min } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { AuthMessages, PasswordLimits } from '../../contracts/accounts.js';
import { ProfileMessages, UpdateProfileBody } from '../../contracts/profiles.js';
import { ErrorMessages } from '../../contracts/errors.js';
import { ModerationMessages } from '../../contracts/admin.js';
import { messageOfIssue, type Message } from '../../contracts/messages.js';
import { formatMoment } from './errors.js';
import { Language, Languages } from '../../contracts/enums.js';
import type { Database } from '../db/client.js';
import * as authTables from '../db/schema/auth.js';
import { memberSettings } from '../db/schema/accounts.js';
import { securityEvents } from '../db/schema/audit.js';
import type { Mailer } from './mail.js';
import { languageOrDefault, requestLanguage, translator } from './i18n.js';
import { isCommonPassword } from './passwords.js';
import { recordSecurityEvent } from './audit.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { betterAuthHashing, type PasswordHashing } from './password-hashing.js';
import { suspensionInForce } from './standing.js';
import type { ProofOfWork } from './altcha.js';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  siteName: string;
  signIn: { maxFailures: number; failureWindowMinutes: number };
  /**
   * Once an account has had maxFailures failed sign-ins from anywhere, each further attempt waits
   * stepMs more (at most maxMs) before the password is checked: slower guessing, no lock-out.
   */
  slowDown?: { stepMs: number; maxMs: number };
  /** How passwords are hashed and checked (default Better Auth's own; tests pass a cheaper one). */
  passwords?: PasswordHashing;
  /** Origins sign-up, sign-in and the rest may come from (platform/origins.ts); default publicUrl. */
  trustedOrigins?: string[];
  /** Production: Better Auth's log lines that name an address are not written. */
  production?: boolean;
  /**
   * Require a confirmed e-mail even when mail does not leave the machine (a production site that
   * others reach, PUBLIC_URL set, without SMTP): the messages wait in the outbox, and sign-up
   * answers the same for a new and a registered address.
   */
  confirmWithoutSmtp?: boolean;
  /**
   * Sign-in and sign-up attempts for one account (its e-mail) from one client address per minute
   * (password-reset requests: half). From one address for all accounts together: AUTH_ADDRESS_MULTIPLE
   * times as many, so that a hospital's Wi-Fi or a carrier's NAT never trips it (decision 0057).
   */
  perMinute: number;
  /** Where the counters live: the platform's one rate-limit store (Redis or the database). */
  rateLimitStore: RateLimitStore;
  /** The proof of work sign-up asks (decision 0081); without it (some unit tests) none is asked. */
  proofOfWork?: ProofOfWork;
  /** Where Better Auth's own log lines go (the server's logger). */
  log?: FastifyBaseLogger;
  /** Called after anything that may end sessions or change a member (to drop cached copies). */
  onUsersChanged?: (change: { userId?: string; all?: boolean }) => Promise<void>;
  /** Called once a user row exists, to create what other domains keep for every member. */
  onUserCreated?: (userId: string) => Promise<void>;
  /**
   * Called after a session ends (sign-out, a revoked session, a password reset); `everywhere` when
   * the member signed out on every device. What hangs on a session (a device's push subscription) goes.
   */
  onSessionEnded?: (ended: { sessionId: string; userId: string; everywhere: boolean }) => Promise<void>;
}

const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);
/** Better Auth endpoints after which a cached session or member may be out of date. */
const CHANGING_PATHS = new Set([
  '/sign-out',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/reset-password',
  '/change-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/verify-email',
]);

/**
 * How many more attempts a minute one client address may make, for all accounts together, than one
 * account from it: many members share one address (a hospital's Wi-Fi, a carrier's NAT). With the
 * default of 10, 120 sign-ins and 120 sign-ups a minute from one address (decision 0057).
 */
export const AUTH_ADDRESS_MULTIPLE = 12;

/** The endpoints counted per account and address too, each with its share of `perMinute`. */
const PER_ACCOUNT_PATHS: Record<string, (perMinute: number) => number> = {
  '/sign-in/email': (n) => n,
  '/sign-up/email': (n) => n,
  '/request-password-reset': (n) => Math.max(1, Math.ceil(n / 2)),
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One account e-mail in the member's language (server/locales/<lang>/mail.json): a subject, a lead,
 * the link, and what to do if the reader did not ask for it.
 */
export function accountMail(kind: 'reset' | 'verify' | 'existing', language: unknown, siteName: string, url: string) {
  const t = translator(languageOrDefault(language));
  const lead = t(`mail:${kind}.lead`, { siteName });
  const after = t(`mail:${kind}.after`, { siteName });
  const signature = t('mail:signature', { siteName });
  const text = `${lead}\n\n${url}\n\n${after}\n\n${signature}`;
  const html = [lead, `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`, after, signature]
    .map((p, i) => (i === 1 ? `<p>${p}</p>` : `<p>${escapeHtml(p)}</p>`))
    .join('');
  return { subject: t(`mail:${kind}.subject`, { siteName }), text, html, link: url };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type RefusalStatus = ConstructorParameters<typeof APIError>[0];
/**
 * A refusal inside Better Auth's hooks: its own error, carrying the platform's message as a value
 * (`key`, `params`), which the /api/auth proxy answers like every other error (accounts.routes.ts).
 */
const refusal = (status: RefusalStatus, code: string, message: Message, headers?: Record<string, string>) =>
  new APIError(
    status,
    { message: message.key, code, key: message.key, ...(message.params ? { params: message.params } : {}) },
    headers,
  );

/**
 * Wrong passwords, wherever they were typed: at sign-in, or when erasing the account (the same
 * password, so the same budget). Each is a security event with the account's e-mail as subject.
 */
export const PASSWORD_FAILURE_EVENTS = ['signin_failed', 'erase_password_failed'] as const;

/** How much longer each password check waits once an account has too many failures from everywhere. */
export const PASSWORD_SLOW_DOWN = { stepMs: 500, maxMs: 5_000 } as const;

/**
 * What a password check sees of the failures counted against it (since the window began or the
 * last reset): in all, and from this address (with the first of those, for Retry-After).
 */
export async function failuresOf(db: Database, email: string, ip: string | null, since: Date) {
  const [lifted] = await db
    .select({ at: max(securityEvents.createdAt) })
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, 'signin_lock_lifted'), eq(securityEvents.subject, email)));
  const from = lifted?.at && lifted.at > since ? lifted.at : since;
  const failed = and(
    inArray(securityEvents.eventType, [...PASSWORD_FAILURE_EVENTS]),
    eq(securityEvents.subject, email),
    gt(securityEvents.createdAt, from),
  );
  const [all] = await db.select({ n: count() }).from(securityEvents).where(failed);
  const [here] = ip
    ? await db
        .select({ n: count(), first: min(securityEvents.createdAt) })
        .from(securityEvents)
        .where(and(failed, eq(securityEvents.ipAddress, ip)))
    : [{ n: 0, first: null }];
  return { total: all?.n ?? 0, fromHere: here?.n ?? 0, firstHere: here?.first ?? null };
}

/**
 * The admin plugin's own HTTP endpoints, closed: role changes go through the admin module, which
 * checks the rules of this product and writes the audit log.
 */
const CLOSED_ADMIN_PATHS = [
  '/admin/set-role',
  '/admin/create-user',
  '/admin/update-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/unban-user',
  '/admin/ban-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/has-permission',
  '/admin/get-user',
] as const;

/**
 * What Better Auth runs around its endpoints: common passwords refused, a suspended member's name
 * and picture kept, names bounded, each account's attempts counted from each address with a lock
 * after repeated failures (decision 0022); afterwards, the changed users told and failed sign-ins
 * recorded.
 */
function authHooks(deps: AuthDeps) {
  const { db } = deps;
  const windowMs = deps.signIn.failureWindowMinutes * 60_000;
  const slowDown = deps.slowDown ?? PASSWORD_SLOW_DOWN;
  /**
   * One account's attempts from one address, counted in the platform's store under a keyed hash
   * (no e-mail address is written there). Over the limit: 429 with the seconds left.
   */
  const takeAccountAttempt = async (path: string, email: string, ip: string | null) => {
    const max = PER_ACCOUNT_PATHS[path]?.(deps.perMinute);
    if (!max || !email) return;
    const who = createHmac('sha256', deps.secret)
      .update(`${email}\n${ip ?? ''}`)
      .digest('base64url')
      .slice(0, 27);
    const { allowed, retryAfter } = await deps.rateLimitStore.consume(`auth-account:${path}:${who}`, {
      window: 60,
      max,
    });
    if (allowed) return;
    throw refusal('TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', ErrorMessages.rateLimitedLater, {
      'X-Retry-After': String(retryAfter ?? 60),
    });
  };

  return {
    before: createAuthMiddleware(async (ctx) => {
      if (PASSWORD_PATHS.has(ctx.path)) {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const candidate = body.password ?? body.newPassword;
        if (typeof candidate === 'string' && isCommonPassword(candidate)) {
          throw refusal('BAD_REQUEST', 'PASSWORD_TOO_COMMON', AuthMessages.passwordTooCommon);
        }
      }
      if (
        ctx.path === '/update-user' &&
        ctx.body &&
        typeof ctx.body === 'object' &&
        ('name' in ctx.body || 'image' in ctx.body)
      ) {
        // A suspended member's public name and picture stay as they are (reading only, platform/access.ts);
        // the language switch, which comes through here too, stays open.
        const current = await getSessionFromCtx(ctx);
        if (current) {
          const [settings] = await db
            .select({ until: memberSettings.suspendedUntil })
            .from(memberSettings)
            .where(eq(memberSettings.userId, current.user.id));
          const until = settings ? suspensionInForce({ suspendedUntil: settings.until }) : null;
          if (until) {
            const language = requestLanguage(ctx.request?.headers.get('accept-language') ?? undefined);
            throw refusal(
              'FORBIDDEN',
              'FORBIDDEN',
              ModerationMessages.suspended({ until: formatMoment(until, language) }),
            );
          }
        }
      }
      if (
        (ctx.path === '/sign-up/email' || ctx.path === '/update-user') &&
        ctx.body &&
        typeof ctx.body === 'object' &&
        'name' in ctx.body
      ) {
        // Names are bounded and trimmed as on the profile, whichever door they come through.
        const body = ctx.body as Record<string, unknown>;
        const checked = UpdateProfileBody.shape.fullName.safeParse(body.name);
        if (!checked.success)
          throw refusal(
            'BAD_REQUEST',
            'VALIDATION_FAILED',
            messageOfIssue(checked.error.issues[0]?.message) ?? ProfileMessages.fullNameInvalid,
          );
        body.name = checked.data;
      }
      if (ctx.path === '/sign-up/email') {
        // After the cheap checks above, so a refused name or password does not use up the solution.
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const refused = await deps.proofOfWork?.check(body.altcha);
        if (refused) throw refusal('BAD_REQUEST', 'CHALLENGE_FAILED', refused);
        delete body.altcha;
      }
      if (Object.hasOwn(PER_ACCOUNT_PATHS, ctx.path)) {
        const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? '')
          .trim()
          .toLowerCase();
        const ip = ctx.request?.headers.get('x-forwarded-for') ?? null;
        await takeAccountAttempt(ctx.path, email, ip);
        if (ctx.path !== '/sign-in/email' || !email) return;
        const failures = await failuresOf(db, email, ip, new Date(Date.now() - windowMs));
        // Failures from this address lock this address out of the account; others still get in.
        if (failures.fromHere >= deps.signIn.maxFailures) {
          await recordSecurityEvent(db, {
            eventType: 'signin_locked_out',
            severity: 'warn',
            subject: email,
            ipAddress: ip,
            details: { reason: 'too many failed sign-ins for this account from this address' },
          });
          const retryAfter = failures.firstHere
            ? Math.max(1, Math.ceil((failures.firstHere.getTime() + windowMs - Date.now()) / 1000))
            : Math.ceil(windowMs / 1000);
          throw refusal('TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', ErrorMessages.rateLimitedLater, {
            'X-Retry-After': String(retryAfter),
          });
        }
        // Failures from everywhere slow every attempt down instead of refusing the owner.
        if (failures.total >= deps.signIn.maxFailures) {
          await sleep(Math.min(slowDown.maxMs, (failures.total - deps.signIn.maxFailures + 1) * slowDown.stepMs));
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (CHANGING_PATHS.has(ctx.path) || ctx.path.startsWith('/admin/')) {
        const userId = ctx.context.session?.user.id;
        await deps.onUsersChanged?.(userId && ctx.path !== '/reset-password' ? { userId } : { all: true });
        return;
      }
      if (ctx.path !== '/sign-in/email') return;
      const returned = ctx.context.returned;
      if (!(returned instanceof APIError)) return;
      if (returned.statusCode === 429) return;
      const code = (returned.body as { code?: string } | undefined)?.code;
      // Signing in before confirming the e-mail is not a wrong password; it must not lock the account.
      if (code === 'EMAIL_NOT_VERIFIED') return;
      const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? '')
        .trim()
        .toLowerCase();
      await recordSecurityEvent(db, {
        eventType: 'signin_failed',
        severity: 'info',
        subject: email || null,
        ipAddress: ctx.request?.headers.get('x-forwarded-for') ?? null,
        details: { code: code ?? String(returned.status) },
      });
    }),
  };
}

/** Better Auth: e-mail and password, verification when mail really leaves, reset by e-mail, bans, rate limits. */
export function createAuth(deps: AuthDeps) {
  const { db, mailer, publicUrl, siteName } = deps;
  const isHttps = publicUrl.startsWith('https://');
  const requireVerification = mailer.delivers || Boolean(deps.confirmWithoutSmtp);
  const perAddress = deps.perMinute * AUTH_ADDRESS_MULTIPLE;
  const auth = betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: deps.trustedOrigins ?? [publicUrl],
    logger: deps.log
      ? {
          level: deps.production ? 'warn' : 'info',
          log: (level, message, ...args) =>
            deps.log?.[level]({ args: args.length ? args : undefined }, `[auth] ${message}`),
        }
      : { disabled: true },
    onAPIError: {
      // A refused request (wrong password, common password, rate limit) is not a server error.
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status < 500) deps.log?.debug({ status, message: (error as Error).message }, '[auth] request refused');
        else deps.log?.error({ err: error }, '[auth] request failed');
      },
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    user: {
      // The member's language ('en' or 'hi'): chosen at sign-up or with the language switch
      // (POST /api/auth/update-user), used by the pages, Forti and e-mails.
      additionalFields: {
        language: { type: [...Languages], required: false, input: true, validator: { input: Language.nullable() } },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PasswordLimits.min,
      maxPasswordLength: PasswordLimits.max,
      // With mail that leaves the machine, and always in production, an address must be confirmed
      // before its account signs in; sign-up then answers alike for a new and a registered address
      // (no session either way), and the owner of a registered one is told by e-mail. Outside
      // production without SMTP nobody could confirm, so accounts work at once (decision 0021).
      requireEmailVerification: requireVerification,
      password: deps.passwords ?? betterAuthHashing,
      autoSignIn: true,
      // The answer to a registered address carries the fields a new account's answer carries.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: null,
        banned: false,
        banReason: null,
        banExpires: null,
        language: null,
        ...additionalFields,
        id,
      }),
      onExistingUserSignUp: async ({ user }, request) => {
        const language =
          (user as { language?: unknown }).language ??
          requestLanguage(request?.headers.get('accept-language') ?? undefined);
        await mailer.send({ to: user.email, ...accountMail('existing', language, siteName, `${publicUrl}/auth`) });
      },
      onPasswordReset: async ({ user }) => {
        // A new password lifts any sign-in lock on the account.
        await recordSecurityEvent(db, {
          eventType: 'signin_lock_lifted',
          severity: 'info',
          userId: user.id,
          subject: user.email.toLowerCase(),
          details: { reason: 'password reset' },
        });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          ...accountMail('reset', (user as { language?: unknown }).language, siteName, url),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: requireVerification,
      sendOnSignIn: requireVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          ...accountMail('verify', (user as { language?: unknown }).language, siteName, url),
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    rateLimit: {
      enabled: true,
      // Better Auth decides which of its endpoints is limited how (the rules below); the counting is
      // the platform's one store, as for every other limit (decision 0039).
      customStorage: { consume: deps.rateLimitStore.consume },
      // Per client address, for all accounts together (Better Auth counts by address and path): figures
      // a hospital's Wi-Fi cannot reach in normal use. Each account is also counted from each address
      // (PER_ACCOUNT_PATHS, in the hook below), and failed sign-ins per account (decision 0022).
      // Better Auth's own defaults stay for changing a password or an e-mail (3 in 10 s) and for
      // resending the confirmation e-mail (3 a minute), which the site never asks for in bulk.
      window: 60,
      max: Math.max(120, perAddress),
      customRules: {
        '/sign-in/email': { window: 60, max: perAddress },
        '/sign-up/email': { window: 60, max: perAddress },
        '/request-password-reset': { window: 60, max: Math.ceil(perAddress / 2) },
        '/reset-password': { window: 60, max: perAddress },
        // Every page load reads the session; many members behind one address (a hospital's or a
        // carrier's NAT) must not be signed out by a limit meant for password guessing.
        '/get-session': false,
      },
    },
    // The admin plugin's own HTTP endpoints are closed (CLOSED_ADMIN_PATHS).
    disabledPaths: [...CLOSED_ADMIN_PATHS],
    // The admin plugin writes its default role into every new user; the hook below takes it out again.
    plugins: [admin({ defaultRole: 'patient', adminRoles: ['admin'] })],
    databaseHooks: {
      user: {
        create: {
          // No silent default (decision 0062): a new account's role is null, "not said", until the
          // member chooses in the welcome. Better Auth runs this after the plugin's own hook.
          before: async (data) => ({ data: { ...data, role: null } }),
          after: async (created) => {
            await deps.onUserCreated?.(created.id);
          },
        },
      },
      session: {
        delete: {
          after: async (ended, context) => {
            await deps.onSessionEnded?.({
              sessionId: ended.id,
              userId: ended.userId,
              everywhere: context?.path === '/revoke-sessions',
            });
          },
        },
      },
    },
    hooks: authHooks(deps),
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth's endpoints as one function from request to response: what the accounts module mounts. */
export type AuthHandler = (request: Request) => Promise<Response>;
