import { z } from 'zod';
import { withSafetyNotice } from './crisis.js';
import { isReservedName, ReservedNameMessage } from './reserved-names.js';
import { freeText } from './text.js';
import { AgeGroup, CancerType, Language, Role, SelfAssignableRoles } from './enums.js';
import { defineMessages, issueText, type Message } from './messages.js';

export const ProfileLimits = {
  fullNameMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 1000,
  locationMax: 100,
  avatarMaxBytes: 10 * 1024 * 1024,
  avatarSize: 256,
  /** New avatars one member may upload in an hour (each is decoded and re-encoded), counted on its own. */
  avatarUploadsPerHour: 10,
} as const;

/** The per-member hourly avatar limit (the server counts it apart from chat attachments and voice). */
export const AVATAR_UPLOADS_PER_HOUR = ProfileLimits.avatarUploadsPerHour;

export const ProfileMessages = defineMessages('profile', {
  fullNameRequired: 'Full name is required.',
  notFound: 'Profile Not Found',
  fullNameTooLong: `Full name must be at most ${ProfileLimits.fullNameMax} characters.`,
  bioTooLong: `Bio must be at most ${ProfileLimits.bioMax} characters.`,
  locationTooLong: `Location must be at most ${ProfileLimits.locationMax} characters.`,
  fullNameInvalid: 'Full name is not valid.',
  usernameFormat: 'Usernames use 3 to 30 letters, numbers, dots or underscores.',
  usernameTaken: 'That username is already taken. Please choose another.',
  diagnosisDateFormat: 'Please enter the diagnosis date as a valid date.',
  diagnosisDateFuture: 'The diagnosis date cannot be in the future.',
  roleNotAllowed: 'Only an administrator can give the NGO or Admin role.',
  roleRequired: 'Please choose who you are: patient, survivor, caregiver or volunteer.',
  roleKept: 'Your role is already set by the team. You can see it on your profile.',
  avatarNotImage: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  avatarTooLarge: 'Images must be smaller than 10 MB.',
  avatarMissing: 'Send the image as multipart/form-data in a field named "file".',
  avatarUploadsLimited: {
    one: "You've changed your photo many times in the last hour. You can upload a new one in {{count}} minute.",
    other: "You've changed your photo many times in the last hour. You can upload a new one in {{count}} minutes.",
  },
});

/** Empty or blank text becomes null, so optional fields are saved as null (core §5). */
const optionalText = (max: number, label: string, tooLong: Message, multiline = false) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    freeText({ label, multiline }).max(max, issueText(tooLong)).nullable(),
  );

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists (not 2023-02-30, which Date.parse rolls over) and that PostgreSQL stores (not year 0). */
function isRealDate(s: string): boolean {
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s && s >= '1900-01-01';
}

export const UpdateProfileBody = z.object({
  fullName: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    freeText({ label: 'Full name', error: ProfileMessages.fullNameRequired })
      .trim()
      .min(1, issueText(ProfileMessages.fullNameRequired))
      .max(ProfileLimits.fullNameMax, issueText(ProfileMessages.fullNameTooLong))
      .refine((name) => !isReservedName(name), issueText(ReservedNameMessage)),
  ),
  username: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().replace(/^@/, '')) : v),
    freeText({ label: 'Username' })
      .regex(/^[A-Za-z0-9._]{3,30}$/, issueText(ProfileMessages.usernameFormat))
      .refine((name) => !isReservedName(name), issueText(ReservedNameMessage))
      .nullable(),
  ),
  bio: optionalText(ProfileLimits.bioMax, 'Bio', ProfileMessages.bioTooLong, true),
  /** Null only while the member has not said yet: a role once said is changed, never unsaid (decision 0062). */
  role: z.preprocess((v) => (v === '' ? null : v), Role.nullable()),
  ageGroup: z.preprocess((v) => (v === '' ? null : v), AgeGroup.nullable()),
  /** Null: not said. */
  cancerType: z.preprocess((v) => (v === '' ? null : v), CancerType.nullable()),
  location: optionalText(ProfileLimits.locationMax, 'Location', ProfileMessages.locationTooLong),
  diagnosisDate: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(isoDate, issueText(ProfileMessages.diagnosisDateFormat))
      .refine(isRealDate, issueText(ProfileMessages.diagnosisDateFormat))
      .refine(
        (s) => s <= new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10),
        issueText(ProfileMessages.diagnosisDateFuture),
      )
      .nullable(),
  ),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** The signed-in member's own profile: everything they can edit, plus e-mail and display ID. */
export const Profile = z.object({
  id: z.string(),
  displayId: z.string(),
  email: z.string(),
  fullName: z.string(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  /** Null: the member has not said yet who they are; the web shows them the welcome (decision 0062). */
  role: Role.nullable(),
  ageGroup: AgeGroup.nullable(),
  /** Null: not said. */
  cancerType: CancerType.nullable(),
  location: z.string().nullable(),
  diagnosisDate: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** The roles the member may pick in their form, by the rule that enforces it (an administrator gives the others). */
  roleChoices: z.array(Role),
});
export type Profile = z.infer<typeof Profile>;
/** PATCH /api/profiles/me: the profile as saved (safety: the member's own notice when the bio signals a risk). */
export const SavedProfile = withSafetyNotice(Profile);
export type SavedProfile = z.infer<typeof SavedProfile>;

/** What another member may see (community-admin §3 public profile view): no e-mail, no diagnosis date. */
/**
 * Another member's profile. A member whose 'Who can find me' choice leaves the reader out (and who
 * is not connected to them) shows only what a forum author shows: `limited` is true and the
 * personal facts are null. A block, either way, answers 404 as if the member did not exist.
 */
export const PublicProfile = z.object({
  id: z.string(),
  displayId: z.string().nullable(),
  fullName: z.string(),
  username: z.string().nullable(),
  /** Null: not said (never shown as 'Patient'). */
  role: Role.nullable(),
  profileImageUrl: z.string().nullable(),
  cancerType: CancerType.nullable(),
  ageGroup: AgeGroup.nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  limited: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const ProfileIdParams = z.object({ id: freeText({ label: 'The profile id' }).min(1).max(64) });

/**
 * The welcome after sign-up (decision 0062), step 1: who the member is, one of the four a member
 * may choose. Required: there is no default.
 */
export const WelcomeRoleBody = z.object({
  role: z.enum(SelfAssignableRoles, { error: issueText(ProfileMessages.roleRequired) }),
});
export type WelcomeRoleBody = z.input<typeof WelcomeRoleBody>;

/** Step 2, skippable: the cancer type (null: not said) and the language of the pages, Forti and e-mails. */
export const WelcomeAboutBody = z.object({
  cancerType: z.preprocess((v) => (v === '' ? null : v), CancerType.nullable()).optional(),
  language: Language.optional(),
});
export type WelcomeAboutBody = z.input<typeof WelcomeAboutBody>;
