import { useRef, useState, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProfileLimits } from '@contracts/profiles';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useUploadAvatar } from '../api';
import { describeProfileMessage } from '../messages';

/** The member's avatar with a 'Change Photo' button; the image is checked here and again, by its bytes, on the server. */
export function AvatarUploader({ name, src }: { name: string; src: string | null }) {
  const { t } = useTranslation('profiles');
  const handleApiError = useApiErrorHandler();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadAvatar(setProgress);

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('toasts.uploadFailedTitle'), t('validation.avatarNotImage'));
      return;
    }
    if (file.size > ProfileLimits.avatarMaxBytes) {
      toast.error(t('toasts.uploadFailedTitle'), t('validation.avatarTooLarge'));
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('toasts.imageUploadedTitle')),
      onError: (error) => {
        // Signed out meanwhile: sign in and come back. The server's verdict on the file is said in its words; anything else plainly.
        if (error instanceof ApiError && error.status === 401) handleApiError(error);
        else if (error instanceof ApiError && (error.status === 413 || error.status === 415))
          toast.error(t('toasts.uploadFailedTitle'), describeProfileMessage(t, error.message, error.userMessage));
        else toast.error(t('toasts.uploadFailedTitle'), t('toasts.uploadFailed'));
      },
    });
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        <Avatar src={src} name={name} size={96} className="ring-4 ring-primary-50" />
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/55 text-white">
            <Spinner size="md" label="" />
          </span>
        ) : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleFileChange}
      />
      <Button variant="outline" size="sm" isLoading={upload.isPending} onClick={() => inputRef.current?.click()}>
        {upload.isPending ? null : <Camera aria-hidden="true" className="h-4 w-4" />}
        {upload.isPending ? t('avatar.uploadingProgress', { progress }) : t('avatar.change')}
      </Button>
      <p className="sr-only" role="status" aria-live="polite">
        {upload.isPending ? t('avatar.uploading') : ''}
      </p>
    </div>
  );
}
