import { z } from 'zod';
import { PasswordLimits } from '@contracts/accounts';
import { safeNextPath } from '@/lib/next-path';
import { ProfileLimits } from '@contracts/profiles';

/**
 * The form checks' messages, as catalog keys (web/src/locales/<lang>/accounts.json) that Field shows
 * in the person's language: the specification's words where it has them (core §5, §8).
 */
export const FormMessages = {
  emailRequired: 'accounts:validation.emailRequired',
  emailInvalid: 'accounts:validation.emailInvalid',
  passwordRequired: 'accounts:validation.passwordRequired',
  newPasswordRequired: 'accounts:validation.newPasswordRequired',
  passwordTooShort: 'accounts:validation.passwordTooShort',
  passwordTooLong: 'accounts:validation.passwordTooLong',
  passwordMismatch: 'accounts:validation.passwordMismatch',
  resetMismatch: 'accounts:validation.resetMismatch',
  fullNameRequired: 'accounts:validation.fullNameRequired',
  fullNameTooLong: 'accounts:validation.fullNameTooLong',
} as const;

const email = z.string().trim().min(1, FormMessages.emailRequired).pipe(z.email(FormMessages.emailInvalid));
// An empty box is asked for plainly; 'Password Too Short' is for a password that is there but short.
const newPassword = z
  .string()
  .min(1, FormMessages.newPasswordRequired)
  .min(PasswordLimits.min, FormMessages.passwordTooShort)
  .max(PasswordLimits.max, FormMessages.passwordTooLong);

export const LoginFields = z.object({
  email,
  password: z.string().min(1, FormMessages.passwordRequired),
});
export type LoginFields = z.infer<typeof LoginFields>;

/** Sign-up fields; the combined page also asks for the password twice, /signup does not. */
export function signUpSchema(withConfirmation: boolean) {
  return z
    .object({
      fullName: z
        .string()
        .trim()
        .min(1, FormMessages.fullNameRequired)
        .max(ProfileLimits.fullNameMax, FormMessages.fullNameTooLong),
      email,
      password: newPassword,
      confirmPassword: z.string(),
    })
    .refine((v) => !withConfirmation || v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: FormMessages.passwordMismatch,
    });
}
export type SignUpFields = z.infer<ReturnType<typeof signUpSchema>>;

export const NewPasswordFields = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: FormMessages.resetMismatch });
export type NewPasswordFields = z.infer<typeof NewPasswordFields>;

/**
 * Where to go after signing in: the page the visitor came from when it is one of ours (from the
 * router's state, else the address's `?next=`), otherwise home.
 */
export function returnPathOf(state: unknown, next?: string | null): string {
  const from = (state as { from?: unknown } | null)?.from ?? next ?? undefined;
  const path =
    typeof from === 'string'
      ? from
      : from && typeof from === 'object' && 'pathname' in from
        ? `${String((from as { pathname: unknown }).pathname)}${String((from as { search?: unknown }).search ?? '')}`
        : '';
  return safeNextPath(path);
}
