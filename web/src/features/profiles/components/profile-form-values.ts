import type { AgeGroup, CancerType, Role } from '@contracts/enums';
import { ProfileMessages, type Profile } from '@contracts/profiles';
import type { Message } from '@contracts/messages';
import { ApiError, issueMessage } from '@/lib/api';

/** What the form holds: text everywhere, '' for an empty optional field (the schema turns it into null). */
export interface ProfileFormValues {
  fullName: string;
  username: string;
  bio: string;
  /** '' while the member has not said who they are (decision 0062). */
  role: Role | '';
  ageGroup: AgeGroup | '';
  /** '': not said. */
  cancerType: CancerType | '';
  location: string;
  diagnosisDate: string;
}

export type ProfileFieldName = keyof ProfileFormValues;

const fieldNames: readonly ProfileFieldName[] = [
  'fullName',
  'username',
  'bio',
  'role',
  'ageGroup',
  'cancerType',
  'location',
  'diagnosisDate',
];

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    username: profile.username ?? '',
    bio: profile.bio ?? '',
    role: profile.role ?? '',
    ageGroup: profile.ageGroup ?? '',
    cancerType: profile.cancerType ?? '',
    location: profile.location ?? '',
    diagnosisDate: profile.diagnosisDate ?? '',
  };
}

/** Today as YYYY-MM-DD in the member's own time zone, the latest diagnosis date allowed. */
export function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The field a refusal is about, by its message's key, when the answer does not name one. */
const messageField: Record<string, ProfileFieldName> = {
  [ProfileMessages.fullNameRequired.key]: 'fullName',
  [ProfileMessages.usernameFormat.key]: 'username',
  [ProfileMessages.usernameTaken.key]: 'username',
  [ProfileMessages.roleNotAllowed.key]: 'role',
  [ProfileMessages.roleRequired.key]: 'role',
  [ProfileMessages.diagnosisDateFormat.key]: 'diagnosisDate',
  [ProfileMessages.diagnosisDateFuture.key]: 'diagnosisDate',
};

export interface ServerFieldError {
  field: ProfileFieldName | null;
  /** The server's text (in the request's language), and its message as a value when it has one. */
  text: string;
  message?: Message;
}

/**
 * Reads a refused save (400, 403 or 409) as messages for people, each tied to the field it is
 * about when that can be told; other failures give an empty list.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || ![400, 403, 409].includes(error.status)) return [];
  if (error.issues?.length) {
    return error.issues.map((issue) => {
      const head = issue.path.split('.')[0] as ProfileFieldName;
      const message = issueMessage(issue);
      return {
        field: fieldNames.includes(head) ? head : ((message && messageField[message.key]) ?? null),
        text: issue.message,
        ...(message ? { message } : {}),
      };
    });
  }
  const message = error.userMessage;
  const field = (message && messageField[message.key]) ?? (error.status === 409 ? 'username' : null);
  return [{ field, text: error.message, ...(message ? { message } : {}) }];
}
