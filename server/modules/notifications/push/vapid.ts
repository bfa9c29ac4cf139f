import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string' &&
  /^[A-Za-z0-9_-]{80,90}$/.test((value as VapidKeys).publicKey) &&
  /^[A-Za-z0-9_-]{40,45}$/.test((value as VapidKeys).privateKey);

/**
 * The application server's VAPID key pair (RFC 8292): the configured one, else the pair made at
 * first start and kept in dataDir (mode 600, as the auth secret). Every device subscribed with the
 * public key, so the pair must outlive restarts: a new one would silently end every subscription.
 */
export function resolveVapidKeys(configured: Partial<VapidKeys>, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    // web-push checks the pair's form once here, so a mistyped key stops the start, not the first push.
    webpush.getVapidHeaders(
      'https://push.example',
      'mailto:check@example.com',
      configured.publicKey,
      configured.privateKey,
      'aes128gcm',
    );
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  if (configured.publicKey || configured.privateKey)
    throw new Error('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeyPair(kept)) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch {
    // first start
  }
  mkdirSync(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }), { mode: 0o600 });
  chmodSync(file, 0o600);
  return made;
}
