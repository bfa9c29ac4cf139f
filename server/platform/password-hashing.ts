import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** How passwords are hashed and checked: Better Auth's sign-up, sign-in and reset, and the accounts service's. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Better Auth's own: scrypt (N 16384, r 16, 32 MB), slow on purpose, in libuv's thread pool. The only
 * one a running server uses: no setting changes it. Tests build the app with a cheaper one
 * (`server/test/password-hashing.ts`), as Django's test settings do, since the suite signs up members
 * by the thousand (decision 0045, update).
 */
export const betterAuthHashing: PasswordHashing = { hash: hashPassword, verify: verifyPassword };
