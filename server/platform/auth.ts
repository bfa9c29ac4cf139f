import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { AuthMessages, PasswordLimits } from '../../contracts/accounts.js';
import { DefaultRole, Language, Languages } from '../../contracts/enums.js';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import type { Mailer } from './mail.js';
import { isCommonPassword } from './passwords.js';
import { recordSecurityEvent } from './audit.js';
import type { RateLimitStore } from './rate-limit-store.js';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  siteName: string;
  signIn: { maxFailures: number; failureWindowMinutes: number };
  /** Sign-in and sign-up attempts per client address per minute. */
  perMinute: number;
  /** Where the per-address counters live; unset means this process's memory. */
  rateLimitStore?: RateLimitStore;
  /** Where Better Auth's own log lines go (the server's logger). */
  log?: FastifyBaseLogger;
  /** Called after anything that may end sessions or change a member (to drop cached copies). */
  onUsersChanged?: (change: { userId?: string; all?: boolean }) => Promise<void>;
  /** Called once a user row exists, to create what other domains keep for every member. */
  onUserCreated?: (userId: string) => Promise<void>;
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

function mailText(siteName: string, lead: string, url: string): { text: string; html: string } {
  const text = `${lead}\n\n${url}\n\nIf you did not ask for this, you can ignore this message.\n\n— ${siteName}`;
  const html = `<p>${lead}</p><p><a href="${url}">${url}</a></p><p>If you did not ask for this, you can ignore this message.</p><p>— ${siteName}</p>`;
  return { text, html };
}

/** Better Auth: e-mail and password, verification when mail really leaves, reset by e-mail, bans, rate limits. */
export function createAuth(deps: AuthDeps) {
  const { db, mailer, publicUrl, siteName } = deps;
  const isHttps = publicUrl.startsWith('https://');
  const windowMs = deps.signIn.failureWindowMinutes * 60_000;

  return betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [publicUrl],
    logger: deps.log
      ? { level: 'info', log: (level, message, ...args) => deps.log?.[level]({ args: args.length ? args : undefined }, `[auth] ${message}`) }
      : { disabled: true },
    onAPIError: {
      // A refused request (wrong password, common password, rate limit) is not a server error.
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status < 500) deps.log?.debug({ status, message: (error as Error).message }, '[auth] request refused');
        else deps.log?.error({ err: error }, '[auth] request failed');
      },
    },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: {
      // The member's language ('en' or 'hi'): chosen at sign-up or with the language switch
      // (POST /api/auth/update-user), used by the pages, Forti and e-mails.
      additionalFields: { language: { type: [...Languages], required: false, input: true, validator: { input: Language.nullable() } } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PasswordLimits.min,
      maxPasswordLength: PasswordLimits.max,
      // Without real mail delivery nobody could ever confirm, so accounts work at once.
      requireEmailVerification: mailer.delivers,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${siteName} password`,
          link: url,
          ...mailText(siteName, 'Someone asked to reset the password of your account. Follow this link to choose a new one (it works for one hour):', url),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: mailer.delivers,
      sendOnSignIn: mailer.delivers,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Confirm your ${siteName} account`,
          link: url,
          ...mailText(siteName, `Welcome to ${siteName}. Please confirm your e-mail address by following this link:`, url),
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
      ...(deps.rateLimitStore ? { customStorage: { consume: deps.rateLimitStore.consume } } : { storage: 'memory' as const }),
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: deps.perMinute },
        '/sign-up/email': { window: 60, max: deps.perMinute },
        '/request-password-reset': { window: 60, max: Math.max(1, Math.ceil(deps.perMinute / 2)) },
        '/reset-password': { window: 60, max: deps.perMinute },
        // Every page load reads the session; many members behind one address (a hospital's or a
        // carrier's NAT) must not be signed out by a limit meant for password guessing.
        '/get-session': false,
      },
    },
    // The admin plugin's own HTTP endpoints are closed: role changes go through the admin
    // module, which checks the rules of this product and writes the audit log.
    disabledPaths: [
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
    ],
    plugins: [admin({ defaultRole: DefaultRole, adminRoles: ['admin'] })],
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await deps.onUserCreated?.(created.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (PASSWORD_PATHS.has(ctx.path)) {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const candidate = body.password ?? body.newPassword;
          if (typeof candidate === 'string' && isCommonPassword(candidate)) {
            throw new APIError('BAD_REQUEST', { message: AuthMessages.passwordTooCommon, code: 'PASSWORD_TOO_COMMON' });
          }
        }
        if (ctx.path === '/sign-in/email') {
          const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? '').trim().toLowerCase();
          if (!email) return;
          const since = new Date(Date.now() - windowMs);
          const [row] = await db
            .select({ n: count() })
            .from(schema.securityEvents)
            .where(
              and(
                eq(schema.securityEvents.eventType, 'signin_failed'),
                eq(schema.securityEvents.subject, email),
                gte(schema.securityEvents.createdAt, since),
              ),
            );
          if ((row?.n ?? 0) >= deps.signIn.maxFailures) {
            await recordSecurityEvent(db, {
              eventType: 'signin_locked_out',
              severity: 'warn',
              subject: email,
              ipAddress: ctx.request?.headers.get('x-forwarded-for') ?? null,
              details: { reason: 'too many failed sign-ins for this account' },
            });
            throw new APIError('TOO_MANY_REQUESTS', { message: 'Too many requests. Please try again later.', code: 'TOO_MANY_REQUESTS' });
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
        const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? '').trim().toLowerCase();
        await recordSecurityEvent(db, {
          eventType: 'signin_failed',
          severity: 'info',
          subject: email || null,
          ipAddress: ctx.request?.headers.get('x-forwarded-for') ?? null,
          details: { code: code ?? String(returned.status) },
        });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
