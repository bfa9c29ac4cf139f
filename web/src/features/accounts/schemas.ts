import { z } from 'zod';
import { AuthMessages, PasswordLimits } from '@contracts/accounts';
import { ProfileLimits, ProfileMessages } from '@contracts/profiles';

/** Words of the account forms: the specification's where it has them (core §5, §8), plain ones otherwise. */
export const FormMessages = {
  emailRequiredTitle: 'Email Required',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  newPasswordRequired: 'Please choose a password.',
  mismatchTitle: 'Password Mismatch',
  resetMismatchTitle: "Passwords Don't Match",
  resetMismatch: 'Please make sure both passwords are identical.',
  tooShortTitle: 'Password Too Short',
  invalidLinkTitle: 'Invalid Reset Link',
  invalidLink: 'This password reset link is invalid or has expired.',
} as const;

const email = z.string().trim().min(1, FormMessages.emailRequired).pipe(z.email(FormMessages.emailInvalid));
// An empty box is asked for plainly; 'Password Too Short' is for a password that is there but short.
const newPassword = z.string().min(1, FormMessages.newPasswordRequired).min(PasswordLimits.min, AuthMessages.passwordTooShort).max(PasswordLimits.max, AuthMessages.passwordTooLong);

export const LoginFields = z.object({
  email,
  password: z.string().min(1, FormMessages.passwordRequired),
});
export type LoginFields = z.infer<typeof LoginFields>;

/** Sign-up fields; the combined page also asks for the password twice, /signup does not. */
export function signUpSchema(withConfirmation: boolean) {
  return z
    .object({
      fullName: z.string().trim().min(1, ProfileMessages.fullNameRequired).max(ProfileLimits.fullNameMax, `Full name must be at most ${ProfileLimits.fullNameMax} characters.`),
      email,
      password: newPassword,
      confirmPassword: z.string(),
    })
    .refine((v) => !withConfirmation || v.password === v.confirmPassword, { path: ['confirmPassword'], message: AuthMessages.passwordMismatch });
}
export type SignUpFields = z.infer<ReturnType<typeof signUpSchema>>;

export const NewPasswordFields = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: FormMessages.resetMismatch });
export type NewPasswordFields = z.infer<typeof NewPasswordFields>;

/** Where to go after signing in: the page the visitor came from when it is one of ours, otherwise home. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && 'pathname' in from
        ? `${String((from as { pathname: unknown }).pathname)}${String((from as { search?: unknown }).search ?? '')}`
        : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth') ? path : '/';
}
