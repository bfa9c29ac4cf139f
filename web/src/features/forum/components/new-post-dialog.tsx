import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreatePostBody, ForumLimits, PostTypes, normaliseTags } from '@contracts/forum';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDraft, useFormDraft } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { MentionTextarea } from './mention-textarea';
import { useCreatePost } from '../api';

/** The contract's fields; the tags are typed as one comma-separated line, which the contract splits. */
type PostInput = z.input<typeof CreatePostBody>;
type Post = z.output<typeof CreatePostBody>;

const empty: PostInput = { title: '', content: '', postType: 'question', tags: '', isAnonymous: false };

/** 'Share with the Community': title, content, type, tags and the anonymous switch. The contract checks it here and on the server. */
export function NewPostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const create = useCreatePost();
  const handleError = useApiErrorHandler();
  // The post being written is kept on this device until it is sent (decision 0061).
  const draft = useDraft<PostInput>('forum-post', null, empty);
  const offline = useOfflineSend();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<PostInput, unknown, Post>({
    resolver: zodResolver(CreatePostBody),
    defaultValues: draft.initial,
  });
  const { errors } = formState;
  useFormDraft(draft, watch, reset);

  const deliver = (body: Post) =>
    create.mutate(body, {
      onSuccess: (thread) => {
        draft.clear();
        // With a safety notice, the crisis card says it was shared: no toast over it.
        if (thread.post.waitingForApproval) toast.info(t('held.sentTitle'), t('held.sentText'));
        else if (!thread.safety) toast.success(t('toasts.createdTitle'), t('toasts.createdText'));
        reset(empty);
        onOpenChange(false);
        void navigate(`/forum/${thread.post.id}`);
      },
      onError: (error) => {
        if (isNetworkFailure(error)) return offline.networkFailed(() => deliver(body));
        handleError(error, { setError, title: t('toasts.createFailed'), signInText: t('toasts.authRequired') });
      },
    });
  const submit = handleSubmit(
    (body) => offline.run(() => deliver(body)),
    (invalid) => {
      if (invalid.title || invalid.content) toast.error(t('toasts.missingTitle'), t('toasts.missingText'));
    },
  );

  const fields = {
    title: register('title'),
    content: register('content'),
    postType: register('postType'),
    tags: register('tags'),
    isAnonymous: register('isAnonymous'),
  };
  const tagList = normaliseTags(watch('tags'));
  const isAnonymous = watch('isAnonymous') ?? false;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('new.title')}
      description={t('new.description')}
      onSubmit={() => void submit()}
      submitLabel={t('new.submit')}
      cancelLabel={t('new.cancel')}
      isPending={create.isPending}
    >
      <ComposerNotes
        sending={create.isPending}
        restored={draft.restored}
        onDiscard={() => {
          offline.cancel();
          reset(draft.discard());
        }}
        offline={offline.state}
        onSendAgain={offline.sendAgain}
      />
      <Field label={t('new.titleLabel')} required error={errors.title?.message}>
        <Input {...fields.title} maxLength={ForumLimits.titleMax} autoComplete="off" />
      </Field>
      <Field
        label={t('new.contentLabel')}
        required
        hint={isAnonymous ? t('mention.anonymousHint') : undefined}
        error={errors.content?.message}
      >
        <MentionTextarea {...fields.content} rows={6} maxLength={ForumLimits.contentMax} isAnonymous={isAnonymous} />
      </Field>
      <Field label={t('new.typeLabel')} error={errors.postType?.message}>
        <Select {...fields.postType}>
          {PostTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('new.tagsLabel')}
        hint={
          tagList.length ? t('new.tagsPreview', { tags: tagList.map((x) => `#${x}`).join(' ') }) : t('new.tagsHint')
        }
        error={errors.tags?.message}
      >
        <Input {...fields.tags} autoComplete="off" />
      </Field>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input type="checkbox" role="switch" {...fields.isAnonymous} className="mt-1 h-5 w-5 accent-primary-700" />
        <span>
          <span className="block font-medium text-ink">{t('new.anonymousLabel')}</span>
          <span className="block text-sm text-muted">{t('new.anonymousHint')}</span>
        </span>
      </label>
    </FormDialog>
  );
}
