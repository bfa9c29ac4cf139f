import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AltchaMessages } from '../../contracts/altcha.js';
import type { Message } from '../../contracts/messages.js';
import { AppError } from './errors.js';
import type { RateLimitStore } from './rate-limit-store.js';

/**
 * The difficulty of a challenge (decision 0081): PBKDF2-SHA-256 at ALTCHA_COST iterations per try,
 * and the answer a counter drawn between ALTCHA_COUNTER.min and .max, so a browser makes on average
 * (min + max) / 2 tries, shared between its workers. Measured in headless Chromium on this project's
 * machine: see the decision. The server checks a solution with one HMAC (the key's signature).
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_COST = 1_000;
export const ALTCHA_COUNTER = { min: 1_000, max: 3_000 } as const;
/** How long a challenge may be solved and sent: a contact message can take a while to write. */
export const ALTCHA_EXPIRES_MINUTES = 20;

export interface ProofOfWork {
  /** False when ALTCHA=off: no challenge is asked and every form goes through. */
  readonly enabled: boolean;
  /** A new challenge, signed by this server, for the widget to solve. */
  challenge(): Promise<Challenge>;
  /** Null when the solution is good and not used before (it is then used up); else why it is refused. */
  check(payload: unknown): Promise<Message | null>;
  /** `check`, throwing the refusal as a 400 CHALLENGE_FAILED. */
  require(payload: unknown): Promise<void>;
}

const keyFor = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`fortitude:altcha:${purpose}`).digest('base64url');

function parsePayload(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed;
    if (!challenge?.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * ALTCHA's proof of work, self-hosted (altcha-lib, no outside call). Used solutions are kept in the
 * platform's rate-limit store (the database, or Redis) until their challenge expires, so a solution
 * is accepted once across every process of the site.
 */
export function createProofOfWork(deps: {
  enabled: boolean;
  /** ALTCHA_HMAC_KEY, else the server's secret (a key is derived from it for this purpose). */
  secret: string;
  store: RateLimitStore;
  now?: () => number;
}): ProofOfWork {
  const now = deps.now ?? Date.now;
  const hmacSignatureSecret = keyFor(deps.secret, 'challenge');
  const hmacKeySignatureSecret = keyFor(deps.secret, 'key');

  async function check(payload: unknown): Promise<Message | null> {
    if (!deps.enabled) return null;
    if (typeof payload !== 'string' || payload.trim() === '') return AltchaMessages.missing;
    const parsed = parsePayload(payload);
    if (!parsed || parsed.challenge.parameters.algorithm !== ALTCHA_ALGORITHM) return AltchaMessages.failed;
    const { expiresAt, nonce } = parsed.challenge.parameters;
    if (typeof expiresAt !== 'number' || typeof nonce !== 'string') return AltchaMessages.failed;
    if (expiresAt * 1000 <= now()) return AltchaMessages.expired;
    try {
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) return AltchaMessages.expired;
      if (!result.verified) return AltchaMessages.failed;
    } catch {
      return AltchaMessages.failed;
    }
    // Used once: the nonce is kept (signed, so one per challenge) until its challenge has expired.
    const secondsLeft = Math.max(1, Math.ceil(expiresAt - now() / 1000)) + 60;
    const { allowed } = await deps.store.consume(`altcha-used:${nonce}`, { window: secondsLeft, max: 1 });
    return allowed ? null : AltchaMessages.used;
  }

  return {
    enabled: deps.enabled,
    challenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: ALTCHA_COST,
        counter: randomInt(ALTCHA_COUNTER.max, ALTCHA_COUNTER.min),
        deriveKey,
        expiresAt: new Date(now() + ALTCHA_EXPIRES_MINUTES * 60_000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    check,
    async require(payload) {
      const refusal = await check(payload);
      if (refusal) throw new AppError('CHALLENGE_FAILED', refusal, 400);
    },
  };
}
