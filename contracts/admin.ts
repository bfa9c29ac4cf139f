import { z } from 'zod';
import { Role } from './enums.js';

export const AdminMessages = {
  emailRequired: 'Please enter the e-mail address of the account to promote.',
  userNotFound: 'No account uses that e-mail address.',
  setupClosed: 'An administrator already exists. Ask an administrator to promote your account.',
  setupInvalid: 'This setup link is invalid, has expired or has already been used. Restart the server for a new one.',
  adminRequired: 'Access denied. Admin privileges required.',
  cannotDemoteLastAdmin: 'This is the only administrator. Promote another account before changing this role.',
} as const;

export const PromoteBody = z.object({
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email(AdminMessages.emailRequired)),
});
export const SetRoleBody = z.object({ role: Role });
export const UserIdParams = z.object({ id: z.string().min(1).max(64) });
export const AdminSetupBody = z.object({ token: z.string().min(10).max(200) });

export const AdminSetupStatus = z.object({ open: z.boolean() });
export const RoleChangeResult = z.object({ userId: z.string(), role: Role });
export type RoleChangeResult = z.infer<typeof RoleChangeResult>;
