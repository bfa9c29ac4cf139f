import { z } from 'zod';
import { SessionAbilities } from './abilities.js';
import { AltchaPayload } from './altcha.js';
import { Language, Role } from './enums.js';
import { defineMessages } from './messages.js';

export const PasswordLimits = { min: 6, max: 128 } as const;

/** Texts of the specification (core §5, §8); the server and the browser show the same words. */
export const AuthMessages = defineMessages('auth', {
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordTooLong: `Password must be at most ${PasswordLimits.max} characters long.`,
  passwordTooCommon: 'This password is one of the most commonly used passwords. Please choose a less predictable one.',
  passwordMismatch: 'Passwords do not match. Please try again.',
  rateLimited: 'Too many login attempts. Please wait a few minutes before trying again.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before logging in.',
  accountLocked: 'You cannot sign in to this account just now. Please contact support.',
  network: 'Network connection issue. Please check your internet and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
});

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

// Better Auth's calls as the web makes them (contracts/routes/accounts.ts): what it sends, and what
// it reads of the answer. Better Auth serves them (server/modules/accounts/accounts.routes.ts); these
// schemas type the web's calls and validate nothing on the server.

/** GET /api/auth/get-session: the signed-in member and what they may do anywhere; null for a visitor. */
export const SessionAnswer = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      /** Null: the member has not said yet who they are (decision 0062). */
      role: Role.nullable(),
      emailVerified: z.boolean(),
      image: z.string().nullish(),
      /** Null until the member chooses. */
      language: z.string().nullish(),
    }),
    /** Added by the accounts module from the rules that enforce it (issue 40). */
    can: z.record(z.enum(SessionAbilities), z.boolean()).optional(),
  })
  .nullable();
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** An answer the web does not read (it only needs the call to succeed). */
export const AuthAnswer = z.unknown();

/** POST /api/auth/sign-in/email. */
export const SignInBody = z.object({ email: z.string(), password: z.string(), rememberMe: z.boolean().optional() });

/** POST /api/auth/sign-up/email: `language` is kept in the account; `callbackURL` is where the e-mail's link lands. */
export const SignUpBody = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  language: Language.optional(),
  callbackURL: z.string().optional(),
  /** The solved proof of work (decision 0081), unless the site asks none. */
  altcha: AltchaPayload,
});
/** Sign-up's answer, its session token taken out: whether a session was started, and the new account's id. */
export const SignUpAnswer = z.object({ signedIn: z.boolean(), user: z.object({ id: z.string() }) });

/** POST /api/auth/sign-out and /api/auth/revoke-sessions: an empty JSON object. */
export const EmptyAuthBody = z.object({});

/** POST /api/auth/request-password-reset: the e-mail's link leads to `redirectTo`. */
export const RequestPasswordResetBody = z.object({ email: z.string(), redirectTo: z.string().optional() });

/** POST /api/auth/reset-password: the token from the e-mail's link. */
export const ResetPasswordBody = z.object({ token: z.string(), newPassword: z.string() });

/** POST /api/auth/update-user: the member's language, where Forti and e-mails read it. */
export const UpdateUserBody = z.object({ language: Language });
