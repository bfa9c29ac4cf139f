import type { TFunction } from 'i18next';
import { messageOfIssue, type Message } from '@contracts/messages';
import { ProfileLimits, ProfileMessages } from '@contracts/profiles';
import { describeIssue } from '@/lib/api-errors';

const PROFILE_PREFIX = 'profile.';

/** Values of this page's catalog entries that name a limit. */
const limitValues: Record<string, Record<string, unknown>> = {
  fullNameTooLong: { max: ProfileLimits.fullNameMax },
  bioTooLong: { max: ProfileLimits.bioMax },
  locationTooLong: { max: ProfileLimits.locationMax },
};

/**
 * A profile message in the person's language: the profile contract's messages (the form's checks and
 * the server's refusals, by key: `profile.<name>`) read this page's `validation.<name>`; any other
 * message or text as the platform words it (describeIssue).
 */
export function describeProfileMessage(t: TFunction, text: string | undefined, message?: Message): string {
  const said = message ?? messageOfIssue(text);
  const name = said?.key.startsWith(PROFILE_PREFIX) ? said.key.slice(PROFILE_PREFIX.length) : undefined;
  const words =
    name && name in ProfileMessages ? t(`profiles:validation.${name}`, { ...limitValues[name], defaultValue: '' }) : '';
  return words || describeIssue(t, text, undefined, said);
}
