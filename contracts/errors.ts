import { z } from 'zod';
import { defineMessages } from './messages.js';

/** Stable error codes of the API; the message beside each is for people. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_TOKEN',
  'VOICE_NOT_ENABLED',
  'TRANSCRIPTION_FAILED',
  'TRANSLATION_NOT_ENABLED',
  'TRANSLATION_FAILED',
  'PAYMENTS_NOT_ENABLED',
  'INTERNAL',
  'UNAVAILABLE',
  'UPGRADE_REQUIRED',
  /** The proof of work of sign-up or the contact form was missing, wrong, expired or used (decision 0081). */
  'CHALLENGE_FAILED',
  /** Public text that holds a word the administrators block (decision 0082): 422, the words on the field. */
  'WATCHED_WORD',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The codes of Better Auth's refusals (server/platform/auth.ts and its own) that the web reads by name. */
export const AuthErrorCodes = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'BANNED_USER',
  'PASSWORD_TOO_COMMON',
  'TOO_MANY_REQUESTS',
  'USER_ALREADY_EXISTS',
] as const;
export type AuthErrorCode = (typeof AuthErrorCodes)[number];

/** A call that never reached the server (offline, a dropped connection): the web's own code. */
export const NETWORK_ERROR_CODE = 'NETWORK';

/**
 * Every code a failed call can carry, as the web reads it (decision 0071): the API's, Better Auth's,
 * the network's, or the bare status when an answer had no error body ("502").
 */
export type ApiErrorCode = ErrorCode | AuthErrorCode | typeof NETWORK_ERROR_CODE | `${number}`;

/** The platform's own refusals, each by key (decision 0073). */
export const ErrorMessages = defineMessages('errors', {
  notFound: 'Not found.',
  forbidden: 'You do not have permission to do that.',
  unauthenticated: 'Please sign in to continue.',
  ngoRequired: 'You need NGO or admin privileges to access this page.',
  invalidRequest: 'The request is not valid.',
  invalidValue: 'Invalid value',
  notCompleted: 'The request could not be completed.',
  internal: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  rateLimitedLater: 'Too many requests. Please try again later.',
  payloadTooLarge: 'That file or request is too large.',
  unsupportedMediaType:
    'This kind of request body is not accepted here. Send JSON, or a file only where an upload is expected.',
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  storageUnavailable: 'Stored files cannot be reached right now. Please try again in a minute.',
  headersTooLarge: "The request's headers are too large. Clearing this site's cookies usually helps.",
  requestTimeout: 'The request took too long to arrive. Please try again.',
  unreadable: 'The request could not be read.',
  badCursor: 'The page cursor is not valid. Start again from the first page.',
  fileNotFound: 'File not found.',
});

/** A message's key and the values it names, beside its text (decision 0073). */
const Keyed = {
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    ...Keyed,
    issues: z.array(z.object({ path: z.string(), message: z.string(), ...Keyed })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
