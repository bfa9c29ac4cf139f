import {
  AuthAnswer,
  EmptyAuthBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SessionAnswer,
  SignInBody,
  SignUpAnswer,
  SignUpBody,
  UpdateUserBody,
} from '../accounts.js';
import { AltchaChallenge } from '../altcha.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';

/** Better Auth's refusals, in the API's one error shape (server/modules/accounts/accounts.routes.ts). */
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody };

/**
 * The calls of Better Auth's HTTP API the web makes. Better Auth's handler serves all of /api/auth
 * (server/modules/accounts/accounts.routes.ts, which adds `can` to get-session's answer), so these are
 * not registered from their descriptors: they type the web's calls only.
 */
export const AccountsRoutes = defineRoutes('accounts', {
  session: {
    method: 'GET',
    path: '/api/auth/get-session',
    summary: 'Who is signed in (null for a visitor), with what they may do anywhere (`can`)',
    servedBy: 'better-auth',
    response: { 200: SessionAnswer, ...errors },
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with e-mail and password',
    servedBy: 'better-auth',
    body: SignInBody,
    response: { 200: AuthAnswer, ...errors },
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account; the e-mail confirmation link leads to callbackURL',
    servedBy: 'better-auth',
    body: SignUpBody,
    response: { 200: SignUpAnswer, ...errors },
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'End this session',
    servedBy: 'better-auth',
    body: EmptyAuthBody,
    response: { 200: AuthAnswer, ...errors },
  },
  revokeSessions: {
    method: 'POST',
    path: '/api/auth/revoke-sessions',
    summary: "End every session of the caller's account, on every device",
    servedBy: 'better-auth',
    body: EmptyAuthBody,
    response: { 200: AuthAnswer, ...errors },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'E-mail a link to choose a new password',
    servedBy: 'better-auth',
    body: RequestPasswordResetBody,
    response: { 200: AuthAnswer, ...errors },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Choose a new password with the e-mail link's token",
    servedBy: 'better-auth',
    body: ResetPasswordBody,
    response: { 200: AuthAnswer, ...errors },
  },
  updateUser: {
    method: 'POST',
    path: '/api/auth/update-user',
    summary: "Keep the member's language in their account",
    servedBy: 'better-auth',
    body: UpdateUserBody,
    response: { 200: AuthAnswer, ...errors },
  },
  altchaChallenge: {
    method: 'GET',
    path: '/api/altcha/challenge',
    summary:
      'A proof-of-work challenge (ALTCHA) for sign-up and the contact form, solved by the browser; 404 when the site asks none (ALTCHA=off)',
    response: { 200: AltchaChallenge, 404: ErrorBody, 429: ErrorBody },
  },
});
