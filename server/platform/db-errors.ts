import type { Message } from '../../contracts/messages.js';
import { conflict } from './errors.js';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

interface DriverError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: DriverError;
}

/**
 * True for a unique-constraint violation, whichever driver reports it (pg and PGlite put the code
 * on the error, Drizzle wraps it in `cause`). With `constraint`, only a violation of that one.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e = err as DriverError | undefined, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = e.cause, depth++
  ) {
    if (e.code === UNIQUE_VIOLATION)
      return constraint === undefined || (e.constraint ?? e.constraint_name) === constraint;
  }
  return false;
}

/**
 * Runs `work`; a unique violation becomes a 409 with `message` (the unique index is the final word
 * when two requests race), any other error goes on unchanged.
 */
export async function conflictOnUnique<T>(
  work: () => Promise<T>,
  message: Message | (() => Message | Promise<Message>),
  constraint?: string,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err, constraint)) throw err;
    throw conflict(typeof message === 'function' ? await message() : message);
  }
}
