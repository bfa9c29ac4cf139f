import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The configured AUTH_SECRET, or one generated on first start and kept (mode 600) in dataDir. */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A keyed hash of a value (HMAC-SHA-256 under a key derived from the server's secret for one
 * purpose): the same value gives the same hash on this site, and nobody without the secret can
 * test a guess against it, as anyone could against a plain hash of a short id.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  const key = createHmac('sha256', secret).update(`fortitude:${purpose}`).digest();
  return createHmac('sha256', key).update(value).digest('hex').slice(0, 32);
}
