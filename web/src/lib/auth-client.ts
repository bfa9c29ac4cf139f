import { AuthMessages } from '@contracts/accounts';
import type { Message } from '@contracts/messages';
import { ApiError } from './api';
import { api } from './api-client';
import type { Language } from './i18n';

/** Calls of Better Auth's HTTP API under /api/auth, the only ones the web app makes. */
export const authClient = {
  signIn: (email: string, password: string) =>
    api('POST /api/auth/sign-in/email', { body: { email, password, rememberMe: true } }),
  /**
   * `language` is the one the visitor reads the site in: the account keeps it for Forti and e-mails.
   * `callbackURL` is where the e-mail's confirmation link lands (a path of this site): the welcome,
   * carrying where the visitor was going (decision 0062). `altcha`: the solved proof of work (decision 0081).
   */
  signUp: (name: string, email: string, password: string, language?: Language, callbackURL = '/', altcha?: string) =>
    api('POST /api/auth/sign-up/email', { body: { name, email, password, language, callbackURL, altcha } }),
  /** The specification's global sign-out: every session of this user on every device ends. */
  signOutEverywhere: async () => {
    await api('POST /api/auth/revoke-sessions', { body: {} });
    await api('POST /api/auth/sign-out', { body: {} }).catch(() => undefined);
  },
  requestPasswordReset: (email: string) =>
    api('POST /api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } }),
  resetPassword: (token: string, newPassword: string) =>
    api('POST /api/auth/reset-password', { body: { token, newPassword } }),
};

/**
 * The specification's error-text mapping (core §8) applied to a failed auth call: one of its
 * messages, else the server's own (its message value, or its text when it has none).
 */
export function describeAuthError(error: unknown): Message | string {
  if (error instanceof ApiError) {
    const text = `${error.code} ${error.message}`.toLowerCase();
    if (
      error.status === 429 ||
      text.includes('rate limit') ||
      text.includes('too many requests') ||
      text.includes('too_many_requests')
    )
      return AuthMessages.rateLimited;
    if (
      error.code === 'INVALID_EMAIL_OR_PASSWORD' ||
      text.includes('invalid login credentials') ||
      text.includes('invalid email or password')
    )
      return AuthMessages.invalidCredentials;
    if (
      error.code === 'EMAIL_NOT_VERIFIED' ||
      text.includes('email not confirmed') ||
      text.includes('email not verified')
    )
      return AuthMessages.emailNotConfirmed;
    if (error.code === 'BANNED_USER' || text.includes('banned') || text.includes('locked') || text.includes('disabled'))
      return AuthMessages.accountLocked;
    if (error.code === 'NETWORK' || text.includes('network') || text.includes('fetch')) return AuthMessages.network;
    return error.userMessage ?? (error.message || AuthMessages.unexpected);
  }
  if (error instanceof Error) {
    const text = error.message.toLowerCase();
    if (text.includes('network') || text.includes('fetch')) return AuthMessages.network;
    return error.message || AuthMessages.unexpected;
  }
  return AuthMessages.unexpected;
}

/** True when the failure was the network, so a Retry action makes sense. */
export function isNetworkFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as ApiError).code ?? ''} ${error.message}`.toLowerCase() : '';
  return text.includes('network') || text.includes('fetch');
}
