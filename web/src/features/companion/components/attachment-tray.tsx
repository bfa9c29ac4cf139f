import { FileText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { Attachment } from '../api';
import { formatFileSize } from '../format';
import type { UploadProgress } from '../use-attachments';

/** Upload progress ('Uploading 1 of 2… 45%'), the attached files as removable chips, and upload errors. */
export function AttachmentTray({
  attachments,
  progress,
  errors,
  onRemove,
  onDismissErrors,
  canRemove,
}: {
  attachments: Attachment[];
  progress: UploadProgress | null;
  errors: string[];
  onRemove: (id: string) => void;
  onDismissErrors: () => void;
  canRemove: boolean;
}) {
  const { t } = useTranslation('companion');
  const { locale } = useFormat();
  if (!progress && attachments.length === 0 && errors.length === 0) return null;
  return (
    <div className="space-y-2 px-1 pb-2">
      {progress ? (
        <div role="status" className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
          <p>
            {t('attachments.uploading', { index: progress.index, total: progress.total, percent: progress.percent })}
          </p>
          <div
            role="progressbar"
            aria-label={t('attachments.uploadingFile', { index: progress.index, total: progress.total })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-primary-100"
          >
            <div
              className="h-full rounded-full bg-primary-700 transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      ) : null}
      {attachments.length > 0 ? (
        <ul aria-label={t('attachments.attached')} className="flex flex-wrap gap-2">
          {attachments.map((file) => (
            <li
              key={file.id}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white py-1 pl-3 pr-1 text-sm text-ink shadow-sm"
            >
              <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
              <span className="max-w-[12rem] truncate">{file.name}</span>
              <span className="shrink-0 text-muted">{formatFileSize(t, file.size, locale)}</span>
              <button
                type="button"
                onClick={() => onRemove(file.id)}
                disabled={!canRemove}
                aria-label={t('attachments.remove', { name: file.name })}
                className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > 0 ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('attachments.errorTitle')}</p>
            <ul className="mt-0.5 space-y-0.5">
              {errors.map((error, i) => (
                <li key={i} className="break-words">
                  {error}
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={onDismissErrors}
            aria-label={t('attachments.dismissError')}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-red-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
