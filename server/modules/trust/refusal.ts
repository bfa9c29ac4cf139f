import type { Message } from '../../../contracts/messages.js';
import { AppError } from '../../platform/errors.js';
import type { GuardInput } from '../../platform/screening.js';

/** A 403 (a 422 for a watched word) whose words also sit on the field that holds the most of what is refused, so the form shows them there. */
export function refusal(
  message: Message,
  fields: GuardInput['fields'],
  count: (text: string) => number,
  code: 'FORBIDDEN' | 'WATCHED_WORD' = 'FORBIDDEN',
): AppError {
  const counted = fields.map((f) => ({ name: f.name, n: count(f.text) })).sort((a, b) => b.n - a.n);
  const field = counted[0]?.n ? counted[0].name : undefined;
  return new AppError(code, message, code === 'FORBIDDEN' ? 403 : 422, field ? [{ path: field, message }] : undefined);
}
