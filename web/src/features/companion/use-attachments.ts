import { useCallback, useRef, useState } from 'react';
import { CompanionLimits, CompanionText } from '@contracts/companion';
import { toast } from '@/components/ui/toaster';
import { deleteFile, uploadFile, type Attachment } from './api';

/** Core §5: JPEG, PNG, GIF, PDF, plain text, Word .doc and .docx (the server's list wins when known). */
export const defaultAllowedFileTypes = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The browser's own check of a file, with the specification's texts; null when it may be uploaded. */
export function checkFile(file: File, allowedTypes: readonly string[], maxBytes: number): string | null {
  if (!allowedTypes.includes(file.type)) return `File type ${file.type || 'unknown'} ${CompanionText.fileTypeSuffix}`;
  if (file.size > maxBytes) return CompanionText.fileTooLarge;
  return null;
}

export interface UploadProgress {
  /** 1-based position of the file being sent, of `total`. */
  index: number;
  total: number;
  percent: number;
}

/**
 * The composer's attachments: browser checks, uploads one file after another with progress, the
 * removable list (removing deletes the upload), and the errors shown under 'Upload Error:'.
 */
export function useAttachments(options: { allowedTypes?: readonly string[]; maxBytes?: number }) {
  const allowedTypes = options.allowedTypes?.length ? options.allowedTypes : defaultAllowedFileTypes;
  const maxBytes = options.maxBytes ?? CompanionLimits.fileMaxBytes;
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const countRef = useRef(0);
  countRef.current = attachments.length;

  const addFiles = useCallback(
    async (files: File[]) => {
      const problems: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = checkFile(file, allowedTypes, maxBytes);
        if (problem) problems.push(problem);
        else accepted.push(file);
      }
      const room = CompanionLimits.attachmentsPerMessage - countRef.current;
      if (accepted.length > room) {
        problems.push(`You can attach up to ${CompanionLimits.attachmentsPerMessage} files to a message.`);
        accepted.splice(Math.max(room, 0));
      }
      setErrors(problems);
      for (const [i, file] of accepted.entries()) {
        setProgress({ index: i + 1, total: accepted.length, percent: 0 });
        try {
          const uploaded = await uploadFile(file, (percent) => setProgress({ index: i + 1, total: accepted.length, percent }));
          setAttachments((current) => [...current, uploaded]);
        } catch (error) {
          const message = error instanceof Error && error.message ? error.message : 'Failed to upload files';
          setErrors((current) => [...current, message]);
        }
      }
      setProgress(null);
    },
    [allowedTypes, maxBytes],
  );

  const remove = useCallback((id: string) => {
    setAttachments((current) => current.filter((a) => a.id !== id));
    deleteFile(id).catch(() => toast.error('Could not remove the file', 'Please try again in a moment.'));
  }, []);

  /** After a successful reply the files belong to the message: forget them without deleting. */
  const clear = useCallback(() => {
    setAttachments([]);
    setErrors([]);
  }, []);

  const dismissErrors = useCallback(() => setErrors([]), []);

  return { attachments, progress, errors, isUploading: progress !== null, addFiles, remove, clear, dismissErrors, allowedTypes };
}
