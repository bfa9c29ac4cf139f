import { z } from 'zod';

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
  'PAYMENTS_NOT_ENABLED',
  'INTERNAL',
  'UNAVAILABLE',
  'UPGRADE_REQUIRED',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
