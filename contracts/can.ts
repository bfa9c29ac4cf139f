import { z } from 'zod';

/**
 * What the viewer may do with one thing written by a member (a forum post, a reply, a story),
 * computed on the server with the same rule that enforces it (issue 44): the web shows Edit,
 * Delete and Make anonymous only when the answer says so. The author edits, deletes and makes
 * anonymous; an administrator deletes; nobody else does anything.
 */
export const ContentCan = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** False once it is anonymous: anonymity is not taken back. */
  anonymise: z.boolean(),
});
export type ContentCan = z.infer<typeof ContentCan>;

/** Nothing: what a visitor, or any reader but the author and administrators, may do. */
export const NOTHING_ALLOWED: ContentCan = { edit: false, delete: false, anonymise: false };
