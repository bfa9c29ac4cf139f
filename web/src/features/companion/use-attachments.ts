import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanionLimits } from '@contracts/companion-constants';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiError } from '@/lib/api-errors';
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

type T = (key: string, options?: Record<string, unknown>) => string;

/** The browser's own check of a file, with the specification's texts (companion:attachments.*); null when it may be uploaded. */
export function checkFile(t: T, file: File, allowedTypes: readonly string[], maxBytes: number): string | null {
  if (!allowedTypes.includes(file.type))
    return t('companion:attachments.typeNotSupported', { type: file.type || t('companion:attachments.unknownType') });
  if (file.size > maxBytes) return t('companion:attachments.tooLarge');
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
  const { t } = useTranslation('companion');
  const { t: tCommon } = useTranslation('common');
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
        const problem = checkFile(t, file, allowedTypes, maxBytes);
        if (problem) problems.push(problem);
        else accepted.push(file);
      }
      const room = CompanionLimits.attachmentsPerMessage - countRef.current;
      if (accepted.length > room) {
        problems.push(t('attachments.tooMany', { count: CompanionLimits.attachmentsPerMessage }));
        accepted.splice(Math.max(room, 0));
      }
      setErrors(problems);
      for (const [i, file] of accepted.entries()) {
        setProgress({ index: i + 1, total: accepted.length, percent: 0 });
        try {
          const uploaded = await uploadFile(file, (percent) =>
            setProgress({ index: i + 1, total: accepted.length, percent }),
          );
          setAttachments((current) => [...current, uploaded]);
        } catch (error) {
          // The server's reason (in the page's language) when it gave one, else which file failed.
          const message =
            error instanceof ApiError && error.code !== String(error.status)
              ? describeApiError(tCommon, error)
              : t('attachments.uploadFailed', { name: file.name });
          setErrors((current) => [...current, message]);
        }
      }
      setProgress(null);
    },
    [allowedTypes, maxBytes, t, tCommon],
  );

  const remove = useCallback(
    (id: string) => {
      setAttachments((current) => current.filter((a) => a.id !== id));
      deleteFile(id).catch(() => toast.error(t('attachments.removeFailed'), t('attachments.removeFailedDetail')));
    },
    [t],
  );

  /** After a successful reply the files belong to the message: forget them without deleting. */
  const clear = useCallback(() => {
    setAttachments([]);
    setErrors([]);
  }, []);

  const dismissErrors = useCallback(() => setErrors([]), []);

  return {
    attachments,
    progress,
    errors,
    isUploading: progress !== null,
    addFiles,
    remove,
    clear,
    dismissErrors,
    allowedTypes,
  };
}
