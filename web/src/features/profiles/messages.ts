import type { TFunction } from 'i18next';
import { ProfileLimits, ProfileMessages } from '@contracts/profiles';
import { describeIssue } from '@/lib/api-errors';

/**
 * The profile contract's messages (the form's checks and the server's refusals say the same words)
 * with their catalog keys, so a person reads them in their language.
 */
const knownMessages = new Map<string, { key: string; values?: Record<string, unknown> }>([
  ...Object.entries(ProfileMessages).flatMap(([key, text]): [string, { key: string }][] =>
    typeof text === 'string' ? [[text, { key: `validation.${key}` }]] : [],
  ),
  [
    `Full name must be at most ${ProfileLimits.fullNameMax} characters.`,
    { key: 'validation.fullNameTooLong', values: { max: ProfileLimits.fullNameMax } },
  ],
  [
    `Bio must be at most ${ProfileLimits.bioMax} characters.`,
    { key: 'validation.bioTooLong', values: { max: ProfileLimits.bioMax } },
  ],
  [
    `Location must be at most ${ProfileLimits.locationMax} characters.`,
    { key: 'validation.locationTooLong', values: { max: ProfileLimits.locationMax } },
  ],
]);

/** A profile message in the person's language: the catalog's words for a known one, a catalog key ('ns:key') translated, anything else as given. */
export function describeProfileMessage(t: TFunction, message: string): string {
  const known = knownMessages.get(message);
  const text = known ? t(`profiles:${known.key}`, { ...known.values, defaultValue: '' }) : '';
  return text || describeIssue(t, message);
}
