import { z } from 'zod';
import { defineMessages, issueText } from './messages.js';

/**
 * A member's rights under India's Digital Personal Data Protection Act 2023 (issue 13): a copy of
 * everything the product holds about them, and erasure of their account.
 */
export const DataRightsLimits = {
  /** A prepared archive can be downloaded for a day. */
  exportHours: 24,
  /** Archives a member may ask for in a day. */
  exportsPerDay: 3,
} as const;

export const DataRightsMessages = defineMessages('dataRights', {
  wrongPassword: 'That password is not correct. Your account has not been erased.',
  lastAdmin: 'You are the only administrator. Make another member an administrator before erasing your account.',
  notFound: 'This download no longer exists. Please prepare a new one.',
  notReady: 'Your download is still being prepared.',
  expired: 'This download link has expired. Please prepare a new one.',
  rateLimited: 'You have asked for several copies of your data today. Please try again in {{minutes}} minutes.',
  tooManyPasswords:
    'Too many wrong passwords. Your account has not been erased. Please try again in {{minutes}} minutes.',
});

export const DataExportStatuses = ['preparing', 'ready', 'failed'] as const;
export const DataExport = z.object({
  id: z.string(),
  status: z.enum(DataExportStatuses),
  /** 0 to 100. */
  progress: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  size: z.number().int().nullable(),
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;
export const LatestExport = z.object({ export: DataExport.nullable() });
export type LatestExport = z.infer<typeof LatestExport>;
export const ExportIdParams = z.object({ id: z.uuid(issueText(DataRightsMessages.notFound)) });

/** POST /api/me/erase: the password again, and whether forum posts, replies and stories stay as 'Anonymous'. */
export const EraseBody = z.object({
  password: z.string().min(1, issueText(DataRightsMessages.wrongPassword)).max(256),
  keepPostsAnonymous: z.boolean().default(false),
});
export type EraseBody = z.input<typeof EraseBody>;
