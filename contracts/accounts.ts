import { z } from 'zod';
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
