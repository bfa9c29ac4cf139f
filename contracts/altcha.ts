import { z } from 'zod';
import { defineMessages } from './messages.js';

/**
 * The proof of work that sign-up and the contact form ask of a browser (decision 0081): ALTCHA's
 * self-hosted challenge, solved by the page itself, checked by the server with no outside call.
 */
export const AltchaLimits = {
  /** A solution is a base64 JSON of the challenge and the derived key: well under this. */
  payloadMax: 4000,
} as const;

/** What a refused proof of work tells the person (the form keeps what they typed). */
export const AltchaMessages = defineMessages('altcha', {
  missing: 'Please wait a moment while your browser confirms this is a person, then send the form again.',
  failed: 'We could not confirm that this form was sent by a person. Please send it again.',
  expired: 'The check that this form comes from a person has expired. Please send it again.',
  used: 'That check has already been used. Please send the form again.',
});

/** GET /api/altcha/challenge: an ALTCHA v2 challenge, signed by this server; `enabled` false: none is asked. */
export const AltchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallenge>;

/** The widget's solution, as its hidden field carries it (base64 JSON); absent when the check is off. */
export const AltchaPayload = z.string().max(AltchaLimits.payloadMax).optional();
