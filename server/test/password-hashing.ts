import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { betterAuthHashing, type PasswordHashing } from '../platform/password-hashing.js';

const PREFIX = 'test-scrypt';
const KEY_LENGTH = 32;
// scrypt at N 1024, r 8 (1 MB): about 1/60 of the work of Better Auth's, for tests only.
const COST = { N: 1024, r: 8, p: 1 };

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * The password hashing every test app uses (createTestApp): a real salted scrypt, much cheaper than
 * the product's. Its hashes are marked, so that a hash the product wrote (Better Auth's `salt:key`) is
 * still checked the product's way.
 */
export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}:${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt, key] = hash.split(':');
    if (prefix !== PREFIX || !salt || !key) return betterAuthHashing.verify({ hash, password });
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'));
  },
};
